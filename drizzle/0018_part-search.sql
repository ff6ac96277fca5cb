CREATE TABLE "bom_lines" (
	"parent_part" text NOT NULL,
	"seq" integer NOT NULL,
	"child_part" text NOT NULL,
	"qty_per" numeric(14, 4) NOT NULL,
	CONSTRAINT "bom_lines_parent_part_seq_pk" PRIMARY KEY("parent_part","seq"),
	CONSTRAINT "bom_lines_qty_positive" CHECK ("bom_lines"."qty_per" > 0)
);
--> statement-breakpoint
CREATE TABLE "purchase_order_lines" (
	"po_num" integer NOT NULL,
	"line" integer NOT NULL,
	"part_num" text NOT NULL,
	"order_qty" numeric(14, 4) NOT NULL,
	"unit_price" numeric(14, 4) NOT NULL,
	"received_qty" numeric(14, 4) DEFAULT 0 NOT NULL,
	"due_date" date NOT NULL,
	CONSTRAINT "purchase_order_lines_po_num_line_pk" PRIMARY KEY("po_num","line")
);
--> statement-breakpoint
CREATE TABLE "purchase_orders" (
	"po_num" integer PRIMARY KEY NOT NULL,
	"vendor_id" text NOT NULL,
	"plant_id" text NOT NULL,
	"order_date" date NOT NULL,
	"buyer" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendors" (
	"vendor_id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"city" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "purchase_order_lines" ADD CONSTRAINT "purchase_order_lines_po_num_purchase_orders_po_num_fk" FOREIGN KEY ("po_num") REFERENCES "public"."purchase_orders"("po_num") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_vendor_id_vendors_vendor_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("vendor_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_plant_id_plants_plant_id_fk" FOREIGN KEY ("plant_id") REFERENCES "public"."plants"("plant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bom_lines_child" ON "bom_lines" USING btree ("child_part","parent_part");--> statement-breakpoint
CREATE INDEX "purchase_order_lines_part" ON "purchase_order_lines" USING btree ("part_num","po_num");--> statement-breakpoint
CREATE INDEX "purchase_orders_date" ON "purchase_orders" USING btree ("order_date");--> statement-breakpoint
-- The part references (written by hand: parts is the materials feature's table, which part search's
-- schema module does not import). The seed drops and makes these again by the same names (seed-parts.ts).
ALTER TABLE "bom_lines" ADD CONSTRAINT "bom_lines_parent_part_parts_part_num_fk" FOREIGN KEY ("parent_part") REFERENCES "public"."parts"("part_num");
--> statement-breakpoint
ALTER TABLE "bom_lines" ADD CONSTRAINT "bom_lines_child_part_parts_part_num_fk" FOREIGN KEY ("child_part") REFERENCES "public"."parts"("part_num");
--> statement-breakpoint
ALTER TABLE "purchase_order_lines" ADD CONSTRAINT "purchase_order_lines_part_num_parts_part_num_fk" FOREIGN KEY ("part_num") REFERENCES "public"."parts"("part_num");
--> statement-breakpoint
-- Part search (written by hand; drizzle-kit does not model these). pg_trgm is a trusted extension on
-- PostgreSQL 13+ (the database owner may create it); PGlite loads it at open (database.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
-- Accent- and case-folded text for search. translate() and lower() are immutable in any locale
-- (unaccent() is only stable, so an index could not use it); the letters are those of Spanish and the
-- vendors' catalogues, folded before lower() so upper-case accented letters fold in the C locale too.
-- ASCII text (as good as every part) skips translate(): it halves the index build.
CREATE FUNCTION "part_search_fold"(t text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
AS $$ SELECT CASE WHEN octet_length(t) = char_length(t) THEN lower(t)
  ELSE lower(translate(t, 'ÁÀÂÄÃÅáàâäãåÉÈÊËéèêëÍÌÎÏíìîïÓÒÔÖÕóòôöõÚÙÛÜúùûüÑñÇç', 'AAAAAAaaaaaaEEEEeeeeIIIIiiiiOOOOOoooooUUUUuuuuNnCc')) END $$;
--> statement-breakpoint
-- Contains and fuzzy search over number and description: one trigram index answers LIKE '%frag%'
-- for every word typed and the word-similarity operator (<%) for misspellings.
CREATE INDEX "parts_search_trgm" ON "parts" USING gin ("part_search_fold"("part_num" || ' ' || "description") gin_trgm_ops);
--> statement-breakpoint
-- Prefix search on the number (a scan, or one or two characters typed, which trigrams cannot narrow).
CREATE INDEX "parts_num_prefix" ON "parts" USING btree (lower("part_num") text_pattern_ops);
--> statement-breakpoint
-- EAU reads a part's issues of the last twelve months.
CREATE INDEX "material_ledger_part_at" ON "material_ledger" USING btree ("part_num", "at");
--> statement-breakpoint
-- Open job demand for EAU, by part.
CREATE INDEX "job_materials_part" ON "job_materials" USING btree ("part_num");
