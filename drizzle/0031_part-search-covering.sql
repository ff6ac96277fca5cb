-- Part search checks the other typed words on the walk's own index (written by hand, as 0029): each row of
-- `part_words` carries its part's `search_words`, included in `part_words_walk`, so the walk reads its
-- range index-only and checks a row where it stands. Looking each row's part up instead cost about 4
-- buffer reads and a btree descent a row: a walk of 1,400 rows ('honed 5.00 ID x 4' at 200,000 parts)
-- read 5,565 buffers and took 6-14 ms; with the text in the index, 271 buffers and about 1 ms. The price
-- is space: about 70 bytes more a row in the table and in the index (400 MB at 200,000 parts).
ALTER TABLE "part_words" ADD COLUMN "search_words" text;
--> statement-breakpoint
UPDATE "part_words" w SET "search_words" = p."search_words" FROM "parts" p WHERE p."part_num" = w."part_num";
--> statement-breakpoint
ALTER TABLE "part_words" ALTER COLUMN "search_words" SET NOT NULL;
--> statement-breakpoint
DROP INDEX "part_words_walk";
--> statement-breakpoint
CREATE INDEX "part_words_walk" ON "part_words" USING btree ("word", "rank", "part_num") INCLUDE ("search_words");
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "part_words_added"() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
  WITH w AS (SELECT r.word, n.part_num, r.rank, n.search_words FROM added n, part_search_ranked(n.search_words, n.part_num) r),
  ins AS (INSERT INTO part_words (word, part_num, rank, search_words) SELECT word, part_num, rank, search_words FROM w)
  INSERT INTO part_vocab (word, parts, described) SELECT word, count(*), bool_or(rank >= 1 << 28) FROM w
  WHERE rank >= 1 << 28 OR strpos(word, '-') = 0 GROUP BY word
  ON CONFLICT (word) DO UPDATE SET parts = part_vocab.parts + excluded.parts, described = part_vocab.described OR excluded.described;
  RETURN NULL; END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "part_words_changed"() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
  WITH gone AS (DELETE FROM part_words p USING part_search_ranked(OLD.search_words, OLD.part_num) r
    WHERE p.word = r.word AND p.rank = r.rank AND p.part_num = OLD.part_num RETURNING p.word)
  UPDATE part_vocab v SET parts = v.parts - g.n FROM (SELECT word, count(*)::int AS n FROM gone GROUP BY word) g WHERE v.word = g.word;
  WITH w AS (SELECT r.word, r.rank FROM part_search_ranked(NEW.search_words, NEW.part_num) r),
  ins AS (INSERT INTO part_words (word, part_num, rank, search_words) SELECT word, NEW.part_num, rank, NEW.search_words FROM w)
  INSERT INTO part_vocab (word, parts, described) SELECT word, count(*), bool_or(rank >= 1 << 28) FROM w
  WHERE rank >= 1 << 28 OR strpos(word, '-') = 0 GROUP BY word
  ON CONFLICT (word) DO UPDATE SET parts = part_vocab.parts + excluded.parts, described = part_vocab.described OR excluded.described;
  RETURN NULL; END $$;
