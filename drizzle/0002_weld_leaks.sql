CREATE TABLE "idempotent_requests" (
	"username" text NOT NULL,
	"key" text NOT NULL,
	"request" text NOT NULL,
	"status" integer NOT NULL,
	"body" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotent_requests_username_key_pk" PRIMARY KEY("username","key")
);
--> statement-breakpoint
CREATE TABLE "weld_leak_changes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "weld_leak_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"entry_id" integer NOT NULL,
	"action" text NOT NULL,
	"emp_id" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"changes" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "weld_leak_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "weld_leak_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"plant_id" text NOT NULL,
	"entry_date" date NOT NULL,
	"type" text NOT NULL,
	"cylinder_number" text NOT NULL,
	"cell" text NOT NULL,
	"status" text DEFAULT 'incomplete' NOT NULL,
	"job_number" text NOT NULL,
	"shift" smallint NOT NULL,
	"robot_operator" text NOT NULL,
	"quantity" integer NOT NULL,
	"location" text NOT NULL,
	"leak_location" text NOT NULL,
	"defect_type" text NOT NULL,
	"feature" text NOT NULL,
	"orientation" text NOT NULL,
	"repair_initials" text DEFAULT '' NOT NULL,
	"repair_minutes" integer,
	"corrective_action" text DEFAULT '' NOT NULL,
	"comments" text DEFAULT '' NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_by" integer,
	"closed_at" timestamp with time zone,
	CONSTRAINT "weld_leak_status" CHECK ("weld_leak_entries"."status" in ('complete', 'incomplete')),
	CONSTRAINT "weld_leak_shift" CHECK ("weld_leak_entries"."shift" between 1 and 3),
	CONSTRAINT "weld_leak_closed" CHECK (("weld_leak_entries"."status" = 'complete') = ("weld_leak_entries"."closed_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "weld_leak_changes" ADD CONSTRAINT "weld_leak_changes_entry_id_weld_leak_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."weld_leak_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weld_leak_changes" ADD CONSTRAINT "weld_leak_changes_emp_id_employees_emp_id_fk" FOREIGN KEY ("emp_id") REFERENCES "public"."employees"("emp_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weld_leak_entries" ADD CONSTRAINT "weld_leak_entries_plant_id_plants_plant_id_fk" FOREIGN KEY ("plant_id") REFERENCES "public"."plants"("plant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weld_leak_entries" ADD CONSTRAINT "weld_leak_entries_created_by_employees_emp_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."employees"("emp_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weld_leak_entries" ADD CONSTRAINT "weld_leak_entries_closed_by_employees_emp_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."employees"("emp_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "weld_leak_changes_entry" ON "weld_leak_changes" USING btree ("entry_id","at");--> statement-breakpoint
CREATE INDEX "weld_leak_plant_date" ON "weld_leak_entries" USING btree ("plant_id","entry_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "weld_leak_date" ON "weld_leak_entries" USING btree ("entry_date" DESC NULLS LAST,"id" DESC NULLS LAST);