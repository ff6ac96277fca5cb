CREATE TABLE "departments" (
	"department_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "departments_department_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"plant_id" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "departments_plant_code" UNIQUE("plant_id","code")
);
--> statement-breakpoint
CREATE TABLE "plant_shifts" (
	"plant_id" text NOT NULL,
	"shift" integer NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "plant_shifts_plant_id_shift_pk" PRIMARY KEY("plant_id","shift")
);
--> statement-breakpoint
CREATE TABLE "applicants" (
	"applicant_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "applicants_applicant_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"open_position_id" integer NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text,
	"mobile" text,
	"text_consent" timestamp with time zone,
	"applied_on" date NOT NULL,
	"status" text DEFAULT 'new' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "open_positions" (
	"open_position_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "open_positions_open_position_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"plant_id" text NOT NULL,
	"position_id" integer NOT NULL,
	"department_id" integer,
	"shift" integer,
	"openings" integer DEFAULT 1 NOT NULL,
	"opened_on" date NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	CONSTRAINT "open_positions_openings" CHECK ("open_positions"."openings" > 0)
);
--> statement-breakpoint
CREATE TABLE "positions" (
	"position_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "positions_position_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	CONSTRAINT "positions_title_unique" UNIQUE("title")
);
--> statement-breakpoint
CREATE TABLE "employee_skills" (
	"emp_id" integer NOT NULL,
	"skill_id" integer NOT NULL,
	"grade" integer NOT NULL,
	"assessed_on" date NOT NULL,
	"assessed_by" integer,
	CONSTRAINT "employee_skills_emp_id_skill_id_pk" PRIMARY KEY("emp_id","skill_id")
);
--> statement-breakpoint
CREATE TABLE "position_skills" (
	"position_id" integer NOT NULL,
	"skill_id" integer NOT NULL,
	"required_grade" integer NOT NULL,
	CONSTRAINT "position_skills_position_id_skill_id_pk" PRIMARY KEY("position_id","skill_id")
);
--> statement-breakpoint
CREATE TABLE "skill_grades" (
	"grade" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	CONSTRAINT "skill_grades_range" CHECK ("skill_grades"."grade" between 0 and 9)
);
--> statement-breakpoint
CREATE TABLE "skills" (
	"skill_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "skills_skill_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"category" text NOT NULL,
	CONSTRAINT "skills_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "dev_sms_inbox" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "dev_sms_inbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sid" text NOT NULL,
	"account_sid" text NOT NULL,
	"from_number" text NOT NULL,
	"to_number" text NOT NULL,
	"body" text NOT NULL,
	CONSTRAINT "dev_sms_inbox_sid_unique" UNIQUE("sid")
);
--> statement-breakpoint
CREATE TABLE "text_alerts" (
	"alert_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"plant_id" text NOT NULL,
	"department_id" integer,
	"group_name" text,
	"message" text NOT NULL,
	"sent_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "text_messages" (
	"message_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "text_messages_message_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"alert_id" uuid NOT NULL,
	"emp_id" integer,
	"to_number" text NOT NULL,
	"body" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"gateway_id" text,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "department_id" integer;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "shift" smallint;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "supervisor_emp_id" integer;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "position_id" integer;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "extension" text;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "mobile" text;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "text_consent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "hire_date" date;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "birth_month" smallint;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "birth_day" smallint;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "status" text DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "departments" ADD CONSTRAINT "departments_plant_id_plants_plant_id_fk" FOREIGN KEY ("plant_id") REFERENCES "public"."plants"("plant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plant_shifts" ADD CONSTRAINT "plant_shifts_plant_id_plants_plant_id_fk" FOREIGN KEY ("plant_id") REFERENCES "public"."plants"("plant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applicants" ADD CONSTRAINT "applicants_open_position_id_open_positions_open_position_id_fk" FOREIGN KEY ("open_position_id") REFERENCES "public"."open_positions"("open_position_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "open_positions" ADD CONSTRAINT "open_positions_plant_id_plants_plant_id_fk" FOREIGN KEY ("plant_id") REFERENCES "public"."plants"("plant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "open_positions" ADD CONSTRAINT "open_positions_position_id_positions_position_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."positions"("position_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "open_positions" ADD CONSTRAINT "open_positions_department_id_departments_department_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("department_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_skills" ADD CONSTRAINT "employee_skills_emp_id_employees_emp_id_fk" FOREIGN KEY ("emp_id") REFERENCES "public"."employees"("emp_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_skills" ADD CONSTRAINT "employee_skills_skill_id_skills_skill_id_fk" FOREIGN KEY ("skill_id") REFERENCES "public"."skills"("skill_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_skills" ADD CONSTRAINT "employee_skills_grade_skill_grades_grade_fk" FOREIGN KEY ("grade") REFERENCES "public"."skill_grades"("grade") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_skills" ADD CONSTRAINT "employee_skills_assessed_by_employees_emp_id_fk" FOREIGN KEY ("assessed_by") REFERENCES "public"."employees"("emp_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "position_skills" ADD CONSTRAINT "position_skills_position_id_positions_position_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."positions"("position_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "position_skills" ADD CONSTRAINT "position_skills_skill_id_skills_skill_id_fk" FOREIGN KEY ("skill_id") REFERENCES "public"."skills"("skill_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "position_skills" ADD CONSTRAINT "position_skills_required_grade_skill_grades_grade_fk" FOREIGN KEY ("required_grade") REFERENCES "public"."skill_grades"("grade") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "text_alerts" ADD CONSTRAINT "text_alerts_plant_id_plants_plant_id_fk" FOREIGN KEY ("plant_id") REFERENCES "public"."plants"("plant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "text_alerts" ADD CONSTRAINT "text_alerts_sent_by_employees_emp_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."employees"("emp_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "text_messages" ADD CONSTRAINT "text_messages_alert_id_text_alerts_alert_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."text_alerts"("alert_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "text_messages" ADD CONSTRAINT "text_messages_emp_id_employees_emp_id_fk" FOREIGN KEY ("emp_id") REFERENCES "public"."employees"("emp_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "departments_plant" ON "departments" USING btree ("plant_id","name");--> statement-breakpoint
CREATE INDEX "applicants_open_position" ON "applicants" USING btree ("open_position_id");--> statement-breakpoint
CREATE INDEX "open_positions_plant" ON "open_positions" USING btree ("plant_id","status");--> statement-breakpoint
CREATE INDEX "text_alerts_plant" ON "text_alerts" USING btree ("plant_id","created_at");--> statement-breakpoint
CREATE INDEX "text_messages_due" ON "text_messages" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "text_messages_alert" ON "text_messages" USING btree ("alert_id");--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_department_id_departments_department_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("department_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_supervisor_emp_id_employees_emp_id_fk" FOREIGN KEY ("supervisor_emp_id") REFERENCES "public"."employees"("emp_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_position_id_positions_position_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."positions"("position_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "employees_plant_department" ON "employees" USING btree ("plant_id","department_id");--> statement-breakpoint
CREATE INDEX "employees_supervisor" ON "employees" USING btree ("supervisor_emp_id");--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_birthday" CHECK (("employees"."birth_month" is null and "employees"."birth_day" is null) or ("employees"."birth_month" between 1 and 12 and "employees"."birth_day" between 1 and 31));--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_shift" CHECK ("employees"."shift" between 1 and 3);