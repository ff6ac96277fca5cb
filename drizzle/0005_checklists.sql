CREATE TABLE "checklist_answers" (
	"inspection_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"text_en" text NOT NULL,
	"text_es" text NOT NULL,
	"answer" text NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	CONSTRAINT "checklist_answers_inspection_id_item_id_pk" PRIMARY KEY("inspection_id","item_id"),
	CONSTRAINT "checklist_not_ok_comment" CHECK ("checklist_answers"."answer" <> 'not-ok' or length("checklist_answers"."comment") > 0)
);
--> statement-breakpoint
CREATE TABLE "checklist_assets" (
	"asset_number" text PRIMARY KEY NOT NULL,
	"plant_id" text NOT NULL,
	"department" text NOT NULL,
	"kind" text NOT NULL,
	"description" text NOT NULL,
	"out_of_service" boolean DEFAULT false NOT NULL,
	"out_of_service_since" timestamp with time zone,
	"out_of_service_reason" text
);
--> statement-breakpoint
CREATE TABLE "checklist_clearances" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "checklist_clearances_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"asset_number" text NOT NULL,
	"note" text NOT NULL,
	"emp_id" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "checklist_inspections" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "checklist_inspections_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"asset_number" text NOT NULL,
	"shift_date" date NOT NULL,
	"shift" smallint NOT NULL,
	"not_ok" boolean NOT NULL,
	"emp_id" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "checklist_one_per_shift" UNIQUE("asset_number","shift_date","shift"),
	CONSTRAINT "checklist_shift" CHECK ("checklist_inspections"."shift" between 1 and 3)
);
--> statement-breakpoint
CREATE TABLE "checklist_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "checklist_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"position" integer NOT NULL,
	"text_en" text NOT NULL,
	"text_es" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
ALTER TABLE "checklist_answers" ADD CONSTRAINT "checklist_answers_inspection_id_checklist_inspections_id_fk" FOREIGN KEY ("inspection_id") REFERENCES "public"."checklist_inspections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklist_answers" ADD CONSTRAINT "checklist_answers_item_id_checklist_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."checklist_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklist_assets" ADD CONSTRAINT "checklist_assets_plant_id_plants_plant_id_fk" FOREIGN KEY ("plant_id") REFERENCES "public"."plants"("plant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklist_clearances" ADD CONSTRAINT "checklist_clearances_asset_number_checklist_assets_asset_number_fk" FOREIGN KEY ("asset_number") REFERENCES "public"."checklist_assets"("asset_number") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "checklist_clearances" ADD CONSTRAINT "checklist_clearances_emp_id_employees_emp_id_fk" FOREIGN KEY ("emp_id") REFERENCES "public"."employees"("emp_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklist_inspections" ADD CONSTRAINT "checklist_inspections_asset_number_checklist_assets_asset_number_fk" FOREIGN KEY ("asset_number") REFERENCES "public"."checklist_assets"("asset_number") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "checklist_inspections" ADD CONSTRAINT "checklist_inspections_emp_id_employees_emp_id_fk" FOREIGN KEY ("emp_id") REFERENCES "public"."employees"("emp_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "checklist_assets_plant_kind" ON "checklist_assets" USING btree ("plant_id","kind");--> statement-breakpoint
CREATE INDEX "checklist_asset_at" ON "checklist_inspections" USING btree ("asset_number","at");