-- A raised counter is also announced on the channel apps_generations (payload: the topic) when the
-- transaction commits: on PGlite, where every change is made in the one process, the counters are
-- then kept in memory and a request reads none (src/lib/server/db/generations.ts, liveGenerations).
CREATE OR REPLACE FUNCTION "apps_bump_generation"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "cache_generations" ("topic", "gen") VALUES (TG_ARGV[0], 1)
  ON CONFLICT ("topic") DO UPDATE SET "gen" = "cache_generations"."gen" + 1;
  PERFORM pg_notify('apps_generations', TG_ARGV[0]);
  RETURN NULL;
END
$$;
