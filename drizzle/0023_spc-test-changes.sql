CREATE TABLE "spc_test_changes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "spc_test_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"characteristic_id" integer NOT NULL,
	"previous" jsonb NOT NULL,
	"tests" jsonb NOT NULL,
	"reason" text NOT NULL,
	"emp_id" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "spc_test_changes" ADD CONSTRAINT "spc_test_changes_characteristic_id_spc_characteristics_id_fk" FOREIGN KEY ("characteristic_id") REFERENCES "public"."spc_characteristics"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spc_test_changes" ADD CONSTRAINT "spc_test_changes_emp_id_employees_emp_id_fk" FOREIGN KEY ("emp_id") REFERENCES "public"."employees"("emp_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "spc_test_changes_char" ON "spc_test_changes" USING btree ("characteristic_id","at");