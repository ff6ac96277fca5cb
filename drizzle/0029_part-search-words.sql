-- Part search by words (written by hand: drizzle-kit models neither functions, triggers nor a collation).
-- A part's words are the tokens of its folded number and description (accents off, lower case, split at
-- spaces and punctuation but not at '.', '/' or '-'), and the pieces of a hyphenated token, so '3015'
-- and 'rch' find CYL-3015-048CL-RCH. A search reads the rarest typed word's range of `part_words` in
-- order and checks the other words on the part's `search_words` (src/lib/server/partsearch/search.ts);
-- the cut is the same as src/lib/partsearch/search-words.ts makes of what is typed.
--
-- The fold of migration 0018 again, not STRICT: a plain SQL expression is then written into each query
-- that calls it instead of being called (STRICT over a CASE stops that), 10x less CPU per part.
CREATE OR REPLACE FUNCTION "part_search_fold"(t text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$ SELECT CASE WHEN octet_length(t) = char_length(t) THEN lower(t)
  ELSE lower(translate(t, 'ÁÀÂÄÃÅáàâäãåÉÈÊËéèêëÍÌÎÏíìîïÓÒÔÖÕóòôöõÚÙÛÜúùûüÑñÇç', 'AAAAAAaaaaaaEEEEeeeeIIIIiiiiOOOOOoooooUUUUuuuuNnCc')) END $$;
--> statement-breakpoint
CREATE FUNCTION "part_search_clean"(t text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$ SELECT regexp_replace("part_search_fold"(t), '[\s,;:()\[\]{}"''!?*+=<>|\\&%$#@^~`]+', ' ', 'g') $$;
--> statement-breakpoint
ALTER TABLE "parts" DROP COLUMN "search_text";
--> statement-breakpoint
-- What a typed word is checked against: ' w' or '-w' in it means a word or piece of the part starts
-- with w. ' | ' (never in a cleaned text) parts the number from the description.
ALTER TABLE "parts" ADD COLUMN "search_words" text GENERATED ALWAYS AS (' ' || "part_search_clean"("part_num") || ' | ' || "part_search_clean"("description") || ' ') STORED;
--> statement-breakpoint
-- A part's words (of its `search_words`): its tokens, and the pieces of those with a hyphen (a number
-- of one token, or a text without a hyphen, needs no regular expression for that). Their rank: a word
-- of the number before a word of the description, then a fixed shuffle of the parts (28 bits of the number's hash). The shuffle keeps a
-- walk short: parts that share a word are met in no order their other words follow (in number order,
-- every 2.00 bore would come before the first 5.00). A word met twice is kept twice (the search
-- answers a part once).
CREATE FUNCTION "part_search_ranked"(search_words text, part_num text) RETURNS TABLE(word text, rank integer) LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$ SELECT w, (k << 28) | h
  FROM (SELECT hashtext(part_num) & 268435455) AS s(h),
  (VALUES (btrim(split_part(search_words, ' | ', 1)), 0), (btrim(split_part(search_words, ' | ', 2)), 1)) AS c(t, k),
  unnest(string_to_array(t || ' ' || CASE WHEN strpos(t, '-') = 0 THEN '' WHEN strpos(t, ' ') = 0 THEN replace(t, '-', ' ')
    ELSE replace(regexp_replace(' ' || t || ' ', ' [^ -]+(?= )', '', 'g'), '-', ' ') END, ' ')) AS w
  WHERE translate(w, './-', '') <> '' $$;
--> statement-breakpoint
CREATE TABLE "part_words" ("word" text COLLATE "C" NOT NULL, "part_num" text NOT NULL, "rank" integer NOT NULL);
--> statement-breakpoint
-- Each word once: how many parts have it (a search walks its rarest typed word) and whether a
-- description has it (a misspelling is looked up among those, a few thousand words). A whole number
-- with a hyphen is left out (one row per part, as many as parts): the search counts those on the
-- number's own index.
CREATE TABLE "part_vocab" ("word" text COLLATE "C" PRIMARY KEY, "parts" integer NOT NULL, "described" boolean NOT NULL);
--> statement-breakpoint
INSERT INTO "part_words" ("word", "part_num", "rank")
SELECT w.word, p.part_num, w.rank FROM "parts" p, "part_search_ranked"(p.search_words, p.part_num) w;
--> statement-breakpoint
INSERT INTO "part_vocab" ("word", "parts", "described") SELECT "word", count(*), bool_or("rank" >= 1 << 28) FROM "part_words"
WHERE "rank" >= 1 << 28 OR strpos("word", '-') = 0 GROUP BY "word";
--> statement-breakpoint
-- The walk: a typed word's range, read in the order answered (word, then rank, then number).
CREATE INDEX "part_words_walk" ON "part_words" USING btree ("word", "rank", "part_num");
--> statement-breakpoint
CREATE INDEX "part_vocab_trgm" ON "part_vocab" USING gin ("word" gin_trgm_ops) WHERE "described";
--> statement-breakpoint
-- Parts added (by the thousand in a seed): their words, once per statement.
CREATE FUNCTION "part_words_added"() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
  WITH w AS (SELECT r.word, n.part_num, r.rank FROM added n, part_search_ranked(n.search_words, n.part_num) r),
  ins AS (INSERT INTO part_words (word, part_num, rank) SELECT word, part_num, rank FROM w)
  INSERT INTO part_vocab (word, parts, described) SELECT word, count(*), bool_or(rank >= 1 << 28) FROM w
  WHERE rank >= 1 << 28 OR strpos(word, '-') = 0 GROUP BY word
  ON CONFLICT (word) DO UPDATE SET parts = part_vocab.parts + excluded.parts, described = part_vocab.described OR excluded.described;
  RETURN NULL; END $$;
--> statement-breakpoint
-- Parts removed: their words go (found by the walk's index, word and rank known).
CREATE FUNCTION "part_words_removed"() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
  WITH gone AS (DELETE FROM part_words p USING removed o, part_search_ranked(o.search_words, o.part_num) r
    WHERE p.word = r.word AND p.rank = r.rank AND p.part_num = o.part_num RETURNING p.word)
  UPDATE part_vocab v SET parts = v.parts - g.n FROM (SELECT word, count(*)::int AS n FROM gone GROUP BY word) g WHERE v.word = g.word;
  RETURN NULL; END $$;
--> statement-breakpoint
-- A part renamed or described anew, one row at a time (a trigger with transition tables cannot be
-- limited to these columns, and a statement that changes other columns must cost nothing here).
CREATE FUNCTION "part_words_changed"() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
  WITH gone AS (DELETE FROM part_words p USING part_search_ranked(OLD.search_words, OLD.part_num) r
    WHERE p.word = r.word AND p.rank = r.rank AND p.part_num = OLD.part_num RETURNING p.word)
  UPDATE part_vocab v SET parts = v.parts - g.n FROM (SELECT word, count(*)::int AS n FROM gone GROUP BY word) g WHERE v.word = g.word;
  WITH w AS (SELECT r.word, r.rank FROM part_search_ranked(NEW.search_words, NEW.part_num) r),
  ins AS (INSERT INTO part_words (word, part_num, rank) SELECT word, NEW.part_num, rank FROM w)
  INSERT INTO part_vocab (word, parts, described) SELECT word, count(*), bool_or(rank >= 1 << 28) FROM w
  WHERE rank >= 1 << 28 OR strpos(word, '-') = 0 GROUP BY word
  ON CONFLICT (word) DO UPDATE SET parts = part_vocab.parts + excluded.parts, described = part_vocab.described OR excluded.described;
  RETURN NULL; END $$;
--> statement-breakpoint
CREATE TRIGGER "part_words_insert" AFTER INSERT ON "parts" REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION "part_words_added"();
--> statement-breakpoint
CREATE TRIGGER "part_words_delete" AFTER DELETE ON "parts" REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION "part_words_removed"();
--> statement-breakpoint
CREATE TRIGGER "part_words_update" AFTER UPDATE OF "part_num", "description" ON "parts" FOR EACH ROW
  WHEN (OLD.part_num IS DISTINCT FROM NEW.part_num OR OLD.description IS DISTINCT FROM NEW.description) EXECUTE FUNCTION "part_words_changed"();
