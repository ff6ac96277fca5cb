CREATE TABLE "labor_calendar_views" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "labor_calendar_views_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"plant" text NOT NULL,
	"kinds" text NOT NULL,
	"audience" text DEFAULT 'supervisors' NOT NULL,
	"group_id" integer,
	"owner_emp_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "labor_view_audience" CHECK ("labor_calendar_views"."audience" in ('supervisors', 'owner', 'group')),
	CONSTRAINT "labor_view_group" CHECK (("labor_calendar_views"."audience" = 'group') = ("labor_calendar_views"."group_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "labor_job_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "labor_job_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"emp_id" integer NOT NULL,
	"plant_id" text NOT NULL,
	"work_date" date NOT NULL,
	"job_num" text NOT NULL,
	"assembly_seq" integer DEFAULT 0 NOT NULL,
	"opr_seq" integer NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"quantity" integer DEFAULT 0 NOT NULL,
	"by_emp_id" integer,
	"key" text NOT NULL,
	CONSTRAINT "labor_job_line_times" CHECK ("labor_job_lines"."start_at" < "labor_job_lines"."end_at"),
	CONSTRAINT "labor_job_line_quantity" CHECK ("labor_job_lines"."quantity" >= 0)
);
--> statement-breakpoint
ALTER TABLE "labor_calendar_views" ADD CONSTRAINT "labor_calendar_views_owner_emp_id_employees_emp_id_fk" FOREIGN KEY ("owner_emp_id") REFERENCES "public"."employees"("emp_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "labor_job_lines" ADD CONSTRAINT "labor_job_lines_emp_id_employees_emp_id_fk" FOREIGN KEY ("emp_id") REFERENCES "public"."employees"("emp_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "labor_job_lines" ADD CONSTRAINT "labor_job_lines_plant_id_plants_plant_id_fk" FOREIGN KEY ("plant_id") REFERENCES "public"."plants"("plant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "labor_view_name" ON "labor_calendar_views" USING btree ("owner_emp_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "labor_job_line_key" ON "labor_job_lines" USING btree ("key");--> statement-breakpoint
CREATE INDEX "labor_job_line_emp_day" ON "labor_job_lines" USING btree ("emp_id","work_date");--> statement-breakpoint
CREATE INDEX "labor_job_line_job" ON "labor_job_lines" USING btree ("job_num","opr_seq");