ALTER TABLE "parts" ADD COLUMN "revision" text DEFAULT 'A' NOT NULL;--> statement-breakpoint
-- Written by hand (drizzle-kit models neither functions nor expression indexes): a part number as
-- letters and digits only, so 'CYL2010' and 'cyl 2010' find CYL-2010-24. Part search's first step reads
-- this index in its order (src/lib/partsearch/server/search.ts); src/lib/partsearch/search-words.ts
-- compacts what is typed the same way.
-- The fold of part_search_fold is written out, not called: an index expression is evaluated with only
-- pg_catalog on the search path, where a function it calls by name is not found.
CREATE FUNCTION "part_num_compact"(t text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$ SELECT regexp_replace(lower(translate(t, 'ÁÀÂÄÃÅáàâäãåÉÈÊËéèêëÍÌÎÏíìîïÓÒÔÖÕóòôöõÚÙÛÜúùûüÑñÇç', 'AAAAAAaaaaaaEEEEeeeeIIIIiiiiOOOOOoooooUUUUuuuuNnCc')), '[^a-z0-9]+', '', 'g') $$;
--> statement-breakpoint
CREATE INDEX "parts_num_compact" ON "parts" USING btree ("part_num_compact"("part_num") text_pattern_ops, lower("part_num") text_pattern_ops);
