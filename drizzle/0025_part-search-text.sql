-- Part search reads the folded text from a stored column (written by hand; drizzle-kit does not model
-- it, as 0018's index): LIKE's recheck and the ranking read it as it is instead of folding every
-- candidate's number and description again, which was most of a broad search's time.
ALTER TABLE "parts" ADD COLUMN "search_text" text GENERATED ALWAYS AS ("part_search_fold"("part_num" || ' ' || "description")) STORED;
--> statement-breakpoint
DROP INDEX "parts_search_trgm";
--> statement-breakpoint
CREATE INDEX "parts_search_trgm" ON "parts" USING gin ("search_text" gin_trgm_ops);
