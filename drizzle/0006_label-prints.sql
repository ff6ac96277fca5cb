CREATE TABLE "label_prints" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "label_prints_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"form" text NOT NULL,
	"values" jsonb NOT NULL,
	"copies" integer NOT NULL,
	"printer" text NOT NULL,
	"method" text NOT NULL,
	"username" text NOT NULL,
	"printed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "label_prints_copies" CHECK ("label_prints"."copies" between 1 and 500)
);
--> statement-breakpoint
CREATE INDEX "label_prints_form_printed" ON "label_prints" USING btree ("form","printed_at" DESC NULLS LAST,"id" DESC NULLS LAST);