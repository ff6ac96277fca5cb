CREATE TABLE "maint_equipment_meters" (
	"equipment_id" text PRIMARY KEY NOT NULL,
	"hours" integer DEFAULT 0 NOT NULL,
	"cycles" integer DEFAULT 0 NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "maint_equipment_transfers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "maint_equipment_transfers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"equipment_id" text NOT NULL,
	"from_plant_id" text NOT NULL,
	"from_department" text NOT NULL,
	"to_plant_id" text NOT NULL,
	"to_department" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"emp_id" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "maint_gauge_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "maint_gauge_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"gauge_id" text NOT NULL,
	"action" text NOT NULL,
	"emp_id" integer NOT NULL,
	"by_emp_id" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "maint_gauges" (
	"gauge_id" text PRIMARY KEY NOT NULL,
	"plant_id" text NOT NULL,
	"description" text NOT NULL,
	"location" text NOT NULL,
	"calibration_interval_days" integer NOT NULL,
	"last_calibrated" date NOT NULL,
	"calibration_due" date NOT NULL,
	"holder_emp_id" integer,
	"checked_out_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "maint_mro_items" (
	"item_id" text PRIMARY KEY NOT NULL,
	"plant_id" text NOT NULL,
	"description" text NOT NULL,
	"bin" text NOT NULL,
	"uom" text NOT NULL,
	"on_hand" numeric(12, 2) NOT NULL,
	"minimum" numeric(12, 2) NOT NULL,
	"warning" text
);
--> statement-breakpoint
CREATE TABLE "maint_pm_schedules" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "maint_pm_schedules_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"equipment_id" text NOT NULL,
	"task" text NOT NULL,
	"interval_kind" text NOT NULL,
	"interval_value" integer NOT NULL,
	"last_done_on" date NOT NULL,
	"last_done_meter" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "maint_pm_interval_positive" CHECK ("maint_pm_schedules"."interval_value" > 0)
);
--> statement-breakpoint
CREATE TABLE "maint_pm_work_orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "maint_pm_work_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"schedule_id" integer NOT NULL,
	"plant_id" text NOT NULL,
	"due_key" text NOT NULL,
	"due_on" date NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "maint_pm_once_per_due" UNIQUE("schedule_id","due_key")
);
--> statement-breakpoint
CREATE TABLE "maint_sds_products" (
	"product_id" text PRIMARY KEY NOT NULL,
	"plant_id" text NOT NULL,
	"name" text NOT NULL,
	"manufacturer" text NOT NULL,
	"sheet_file" text NOT NULL,
	"signal_word" text NOT NULL,
	"hazards" text NOT NULL,
	"revised_on" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "maint_technicians" (
	"emp_id" integer PRIMARY KEY NOT NULL,
	"plant_id" text NOT NULL,
	"craft" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "maint_vent_inspections" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "maint_vent_inspections_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"plant_id" text NOT NULL,
	"line" text NOT NULL,
	"tank" text NOT NULL,
	"reading" integer NOT NULL,
	"minimum" integer NOT NULL,
	"inspected_on" date NOT NULL,
	"emp_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "equipment" (
	"equipment_id" text PRIMARY KEY NOT NULL,
	"plant_id" text NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"cell" text,
	"work_center" text NOT NULL,
	"department" text NOT NULL,
	"criticality" text NOT NULL,
	"manufacturer" text DEFAULT '' NOT NULL,
	"serial_number" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "maint_equipment_meters" ADD CONSTRAINT "maint_equipment_meters_equipment_id_equipment_equipment_id_fk" FOREIGN KEY ("equipment_id") REFERENCES "public"."equipment"("equipment_id") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "maint_equipment_transfers" ADD CONSTRAINT "maint_equipment_transfers_equipment_id_equipment_equipment_id_fk" FOREIGN KEY ("equipment_id") REFERENCES "public"."equipment"("equipment_id") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "maint_equipment_transfers" ADD CONSTRAINT "maint_equipment_transfers_emp_id_employees_emp_id_fk" FOREIGN KEY ("emp_id") REFERENCES "public"."employees"("emp_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maint_gauge_events" ADD CONSTRAINT "maint_gauge_events_gauge_id_maint_gauges_gauge_id_fk" FOREIGN KEY ("gauge_id") REFERENCES "public"."maint_gauges"("gauge_id") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "maint_gauge_events" ADD CONSTRAINT "maint_gauge_events_emp_id_employees_emp_id_fk" FOREIGN KEY ("emp_id") REFERENCES "public"."employees"("emp_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maint_gauge_events" ADD CONSTRAINT "maint_gauge_events_by_emp_id_employees_emp_id_fk" FOREIGN KEY ("by_emp_id") REFERENCES "public"."employees"("emp_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maint_gauges" ADD CONSTRAINT "maint_gauges_plant_id_plants_plant_id_fk" FOREIGN KEY ("plant_id") REFERENCES "public"."plants"("plant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maint_gauges" ADD CONSTRAINT "maint_gauges_holder_emp_id_employees_emp_id_fk" FOREIGN KEY ("holder_emp_id") REFERENCES "public"."employees"("emp_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maint_mro_items" ADD CONSTRAINT "maint_mro_items_plant_id_plants_plant_id_fk" FOREIGN KEY ("plant_id") REFERENCES "public"."plants"("plant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maint_pm_schedules" ADD CONSTRAINT "maint_pm_schedules_equipment_id_equipment_equipment_id_fk" FOREIGN KEY ("equipment_id") REFERENCES "public"."equipment"("equipment_id") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "maint_pm_work_orders" ADD CONSTRAINT "maint_pm_work_orders_schedule_id_maint_pm_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."maint_pm_schedules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maint_pm_work_orders" ADD CONSTRAINT "maint_pm_work_orders_plant_id_plants_plant_id_fk" FOREIGN KEY ("plant_id") REFERENCES "public"."plants"("plant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maint_sds_products" ADD CONSTRAINT "maint_sds_products_plant_id_plants_plant_id_fk" FOREIGN KEY ("plant_id") REFERENCES "public"."plants"("plant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maint_technicians" ADD CONSTRAINT "maint_technicians_emp_id_employees_emp_id_fk" FOREIGN KEY ("emp_id") REFERENCES "public"."employees"("emp_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maint_technicians" ADD CONSTRAINT "maint_technicians_plant_id_plants_plant_id_fk" FOREIGN KEY ("plant_id") REFERENCES "public"."plants"("plant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maint_vent_inspections" ADD CONSTRAINT "maint_vent_inspections_plant_id_plants_plant_id_fk" FOREIGN KEY ("plant_id") REFERENCES "public"."plants"("plant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maint_vent_inspections" ADD CONSTRAINT "maint_vent_inspections_emp_id_employees_emp_id_fk" FOREIGN KEY ("emp_id") REFERENCES "public"."employees"("emp_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment" ADD CONSTRAINT "equipment_plant_id_plants_plant_id_fk" FOREIGN KEY ("plant_id") REFERENCES "public"."plants"("plant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "maint_transfers_at" ON "maint_equipment_transfers" USING btree ("at");--> statement-breakpoint
CREATE INDEX "maint_gauge_events_gauge" ON "maint_gauge_events" USING btree ("gauge_id","at");--> statement-breakpoint
CREATE INDEX "maint_gauge_events_at" ON "maint_gauge_events" USING btree ("at");--> statement-breakpoint
CREATE INDEX "maint_gauges_plant" ON "maint_gauges" USING btree ("plant_id","gauge_id");--> statement-breakpoint
CREATE INDEX "maint_gauges_holder" ON "maint_gauges" USING btree ("holder_emp_id");--> statement-breakpoint
CREATE INDEX "maint_mro_plant" ON "maint_mro_items" USING btree ("plant_id","bin");--> statement-breakpoint
CREATE INDEX "maint_pm_equipment" ON "maint_pm_schedules" USING btree ("equipment_id");--> statement-breakpoint
CREATE INDEX "maint_pm_open_by_due" ON "maint_pm_work_orders" USING btree ("plant_id","due_on","id") WHERE "maint_pm_work_orders"."closed_at" is null;--> statement-breakpoint
CREATE INDEX "maint_pm_closed_by_time" ON "maint_pm_work_orders" USING btree ("plant_id","closed_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "maint_pm_work_orders"."closed_at" is not null;--> statement-breakpoint
CREATE INDEX "maint_vent_line_on" ON "maint_vent_inspections" USING btree ("line","inspected_on");--> statement-breakpoint
CREATE INDEX "equipment_plant_name" ON "equipment" USING btree ("plant_id","name");--> statement-breakpoint
-- Hand-written: a database made before the register already has hoists and lifts; they become its first
-- equipment (kept as they are) before the checklists' assets must name an asset of the register.
INSERT INTO "equipment" ("equipment_id", "plant_id", "name", "kind", "work_center", "department", "criticality")
SELECT "asset_number", "plant_id", "description", "kind", upper(left("department", 4)), "department", 'B' FROM "checklist_assets"
ON CONFLICT DO NOTHING;--> statement-breakpoint
ALTER TABLE "checklist_assets" ADD CONSTRAINT "checklist_assets_asset_number_equipment_equipment_id_fk" FOREIGN KEY ("asset_number") REFERENCES "public"."equipment"("equipment_id") ON DELETE no action ON UPDATE cascade;
