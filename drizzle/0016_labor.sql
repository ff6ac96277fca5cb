CREATE TABLE "labor_absences" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "labor_absences_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"emp_id" integer NOT NULL,
	"plant_id" text NOT NULL,
	"kind" text NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"shift" integer,
	"minutes" integer,
	"reason" text NOT NULL,
	"note" text,
	"made_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "labor_absence_kind" CHECK ("labor_absences"."kind" in ('call-off', 'absence', 'tardy')),
	CONSTRAINT "labor_absence_dates" CHECK ("labor_absences"."from_date" <= "labor_absences"."to_date")
);
--> statement-breakpoint
CREATE TABLE "labor_days" (
	"emp_id" integer NOT NULL,
	"work_date" date NOT NULL,
	"plant_id" text NOT NULL,
	"shift" integer NOT NULL,
	"tardy_minutes" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"approved_by" integer,
	"approved_at" timestamp with time zone,
	CONSTRAINT "labor_days_emp_id_work_date_pk" PRIMARY KEY("emp_id","work_date"),
	CONSTRAINT "labor_day_status" CHECK ("labor_days"."status" in ('open', 'approved'))
);
--> statement-breakpoint
CREATE TABLE "labor_employees" (
	"emp_id" integer PRIMARY KEY NOT NULL,
	"department" text NOT NULL,
	"pin_hash" text
);
--> statement-breakpoint
CREATE TABLE "labor_plant_rules" (
	"plant_id" text PRIMARY KEY NOT NULL,
	"time_zone" text NOT NULL,
	"auto_lunch_minutes" integer NOT NULL,
	"auto_lunch_after_minutes" integer NOT NULL,
	"daily_ot_minutes" integer,
	"weekly_ot_minutes" integer NOT NULL,
	"pay_period_anchor" date NOT NULL,
	"pay_period_days" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "labor_punches" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "labor_punches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"emp_id" integer NOT NULL,
	"plant_id" text NOT NULL,
	"kind" text NOT NULL,
	"made_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"work_date" date NOT NULL,
	"shift" integer NOT NULL,
	"key" text NOT NULL,
	"source" text NOT NULL,
	"device_id" text,
	"replaces_id" integer,
	"note" text,
	"by_emp_id" integer,
	CONSTRAINT "labor_punch_kind" CHECK ("labor_punches"."kind" in ('in', 'lunch-out', 'lunch-in', 'out')),
	CONSTRAINT "labor_punch_source" CHECK ("labor_punches"."source" in ('self', 'kiosk', 'supervisor')),
	CONSTRAINT "labor_fix_has_note" CHECK ("labor_punches"."replaces_id" is null or "labor_punches"."note" is not null)
);
--> statement-breakpoint
CREATE TABLE "labor_shifts" (
	"plant_id" text NOT NULL,
	"shift" integer NOT NULL,
	"start_minute" integer NOT NULL,
	"end_minute" integer NOT NULL,
	CONSTRAINT "labor_shifts_plant_id_shift_pk" PRIMARY KEY("plant_id","shift"),
	CONSTRAINT "labor_shift_number" CHECK ("labor_shifts"."shift" between 1 and 3)
);
--> statement-breakpoint
ALTER TABLE "labor_absences" ADD CONSTRAINT "labor_absences_emp_id_employees_emp_id_fk" FOREIGN KEY ("emp_id") REFERENCES "public"."employees"("emp_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "labor_absences" ADD CONSTRAINT "labor_absences_plant_id_plants_plant_id_fk" FOREIGN KEY ("plant_id") REFERENCES "public"."plants"("plant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "labor_days" ADD CONSTRAINT "labor_days_emp_id_employees_emp_id_fk" FOREIGN KEY ("emp_id") REFERENCES "public"."employees"("emp_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "labor_days" ADD CONSTRAINT "labor_days_plant_id_plants_plant_id_fk" FOREIGN KEY ("plant_id") REFERENCES "public"."plants"("plant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "labor_employees" ADD CONSTRAINT "labor_employees_emp_id_employees_emp_id_fk" FOREIGN KEY ("emp_id") REFERENCES "public"."employees"("emp_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "labor_plant_rules" ADD CONSTRAINT "labor_plant_rules_plant_id_plants_plant_id_fk" FOREIGN KEY ("plant_id") REFERENCES "public"."plants"("plant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "labor_punches" ADD CONSTRAINT "labor_punches_emp_id_employees_emp_id_fk" FOREIGN KEY ("emp_id") REFERENCES "public"."employees"("emp_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "labor_punches" ADD CONSTRAINT "labor_punches_plant_id_plants_plant_id_fk" FOREIGN KEY ("plant_id") REFERENCES "public"."plants"("plant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "labor_punches" ADD CONSTRAINT "labor_punches_replaces_id_labor_punches_id_fk" FOREIGN KEY ("replaces_id") REFERENCES "public"."labor_punches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "labor_shifts" ADD CONSTRAINT "labor_shifts_plant_id_plants_plant_id_fk" FOREIGN KEY ("plant_id") REFERENCES "public"."plants"("plant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "labor_absence_plant_dates" ON "labor_absences" USING btree ("plant_id","from_date");--> statement-breakpoint
CREATE INDEX "labor_absence_emp" ON "labor_absences" USING btree ("emp_id","from_date");--> statement-breakpoint
CREATE INDEX "labor_day_plant_status" ON "labor_days" USING btree ("plant_id","status","work_date");--> statement-breakpoint
CREATE UNIQUE INDEX "labor_punch_key" ON "labor_punches" USING btree ("key");--> statement-breakpoint
CREATE UNIQUE INDEX "labor_punch_replaced_once" ON "labor_punches" USING btree ("replaces_id");--> statement-breakpoint
CREATE INDEX "labor_punch_emp_made" ON "labor_punches" USING btree ("emp_id","made_at");--> statement-breakpoint
CREATE INDEX "labor_punch_plant_day" ON "labor_punches" USING btree ("plant_id","work_date");