-- The 'materials' topic (issue 10's speed goal): every change of the tables a job's answer shows
-- (GET /v1/Jobs/{jobNum}: jobs, parts, job_assemblies, job_operations, job_materials) raises its
-- counter in the same transaction, so the API serves a job from memory while the counter is unchanged.
-- BEFORE STATEMENT (not AFTER, as in 0010): on PostgreSQL the counter row stays locked until commit,
-- so a writer takes it before the rows its statement locks; a writer that locks rows of these tables
-- before its first write (the material issue) takes the counter row first itself. One lock order for
-- every writer of the topic (the counter, then rows): no deadlock.
INSERT INTO "cache_generations" ("topic", "gen") VALUES ('materials', 1) ON CONFLICT ("topic") DO NOTHING;
--> statement-breakpoint
CREATE TRIGGER "materials_generation" BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON "jobs" FOR EACH STATEMENT EXECUTE FUNCTION "apps_bump_generation"('materials');
--> statement-breakpoint
CREATE TRIGGER "materials_generation" BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON "parts" FOR EACH STATEMENT EXECUTE FUNCTION "apps_bump_generation"('materials');
--> statement-breakpoint
CREATE TRIGGER "materials_generation" BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON "job_assemblies" FOR EACH STATEMENT EXECUTE FUNCTION "apps_bump_generation"('materials');
--> statement-breakpoint
CREATE TRIGGER "materials_generation" BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON "job_operations" FOR EACH STATEMENT EXECUTE FUNCTION "apps_bump_generation"('materials');
--> statement-breakpoint
CREATE TRIGGER "materials_generation" BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON "job_materials" FOR EACH STATEMENT EXECUTE FUNCTION "apps_bump_generation"('materials');
