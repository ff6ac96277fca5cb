CREATE TABLE "cache_generations" (
	"topic" text PRIMARY KEY NOT NULL,
	"gen" bigint NOT NULL
);
--> statement-breakpoint
-- Every change of a topic's tables raises its counter in the same transaction (once per statement),
-- so a cache that read the counter before its data knows when the data may have changed.
CREATE FUNCTION "apps_bump_generation"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "cache_generations" ("topic", "gen") VALUES (TG_ARGV[0], 1)
  ON CONFLICT ("topic") DO UPDATE SET "gen" = "cache_generations"."gen" + 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
INSERT INTO "cache_generations" ("topic", "gen") VALUES ('access', 1), ('notifications', 1);
--> statement-breakpoint
CREATE TRIGGER "access_generation" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "employees" FOR EACH STATEMENT EXECUTE FUNCTION "apps_bump_generation"('access');
--> statement-breakpoint
CREATE TRIGGER "access_generation" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "user_groups" FOR EACH STATEMENT EXECUTE FUNCTION "apps_bump_generation"('access');
--> statement-breakpoint
CREATE TRIGGER "access_generation" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "group_members" FOR EACH STATEMENT EXECUTE FUNCTION "apps_bump_generation"('access');
--> statement-breakpoint
CREATE TRIGGER "access_generation" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "app_grants" FOR EACH STATEMENT EXECUTE FUNCTION "apps_bump_generation"('access');
--> statement-breakpoint
CREATE TRIGGER "access_generation" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "sub_app_grants" FOR EACH STATEMENT EXECUTE FUNCTION "apps_bump_generation"('access');
--> statement-breakpoint
CREATE TRIGGER "access_generation" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "menu_items" FOR EACH STATEMENT EXECUTE FUNCTION "apps_bump_generation"('access');
--> statement-breakpoint
CREATE TRIGGER "access_generation" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "sub_apps" FOR EACH STATEMENT EXECUTE FUNCTION "apps_bump_generation"('access');
--> statement-breakpoint
CREATE TRIGGER "notifications_generation" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "notifications" FOR EACH STATEMENT EXECUTE FUNCTION "apps_bump_generation"('notifications');
--> statement-breakpoint
CREATE TRIGGER "access_generation" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "plants" FOR EACH STATEMENT EXECUTE FUNCTION "apps_bump_generation"('access');
