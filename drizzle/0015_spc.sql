CREATE TABLE "spc_characteristics" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "spc_characteristics_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"set_id" integer NOT NULL,
	"name" text NOT NULL,
	"unit" text DEFAULT '' NOT NULL,
	"nominal" double precision,
	"lsl" double precision,
	"usl" double precision,
	"subgroup_size" integer NOT NULL,
	"frequency" text DEFAULT '' NOT NULL,
	"chart_type" text NOT NULL,
	"tests" jsonb NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "spc_subgroup_size" CHECK ("spc_characteristics"."subgroup_size" between 1 and 25)
);
--> statement-breakpoint
CREATE TABLE "spc_corrections" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "spc_corrections_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"subgroup_id" integer NOT NULL,
	"previous" jsonb NOT NULL,
	"reason" text NOT NULL,
	"emp_id" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "spc_phases" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "spc_phases_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"characteristic_id" integer NOT NULL,
	"start_subgroup_id" integer NOT NULL,
	"limits" jsonb NOT NULL,
	"note" text NOT NULL,
	"emp_id" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "spc_sets" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "spc_sets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"plant_id" text NOT NULL,
	"part_num" text NOT NULL,
	"operation" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "spc_subgroups" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "spc_subgroups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"characteristic_id" integer NOT NULL,
	"readings" double precision[],
	"count" integer,
	"sample_size" double precision,
	"taken_at" timestamp with time zone NOT NULL,
	"emp_id" integer NOT NULL,
	"entered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "spc_subgroup_values" CHECK (("spc_subgroups"."readings" is not null) <> ("spc_subgroups"."count" is not null))
);
--> statement-breakpoint
ALTER TABLE "spc_characteristics" ADD CONSTRAINT "spc_characteristics_set_id_spc_sets_id_fk" FOREIGN KEY ("set_id") REFERENCES "public"."spc_sets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spc_characteristics" ADD CONSTRAINT "spc_characteristics_created_by_employees_emp_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."employees"("emp_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spc_corrections" ADD CONSTRAINT "spc_corrections_subgroup_id_spc_subgroups_id_fk" FOREIGN KEY ("subgroup_id") REFERENCES "public"."spc_subgroups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spc_corrections" ADD CONSTRAINT "spc_corrections_emp_id_employees_emp_id_fk" FOREIGN KEY ("emp_id") REFERENCES "public"."employees"("emp_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spc_phases" ADD CONSTRAINT "spc_phases_characteristic_id_spc_characteristics_id_fk" FOREIGN KEY ("characteristic_id") REFERENCES "public"."spc_characteristics"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spc_phases" ADD CONSTRAINT "spc_phases_start_subgroup_id_spc_subgroups_id_fk" FOREIGN KEY ("start_subgroup_id") REFERENCES "public"."spc_subgroups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spc_phases" ADD CONSTRAINT "spc_phases_emp_id_employees_emp_id_fk" FOREIGN KEY ("emp_id") REFERENCES "public"."employees"("emp_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spc_sets" ADD CONSTRAINT "spc_sets_plant_id_plants_plant_id_fk" FOREIGN KEY ("plant_id") REFERENCES "public"."plants"("plant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spc_subgroups" ADD CONSTRAINT "spc_subgroups_characteristic_id_spc_characteristics_id_fk" FOREIGN KEY ("characteristic_id") REFERENCES "public"."spc_characteristics"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spc_subgroups" ADD CONSTRAINT "spc_subgroups_emp_id_employees_emp_id_fk" FOREIGN KEY ("emp_id") REFERENCES "public"."employees"("emp_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "spc_characteristic_name" ON "spc_characteristics" USING btree ("set_id","name");--> statement-breakpoint
CREATE INDEX "spc_corrections_subgroup" ON "spc_corrections" USING btree ("subgroup_id","at");--> statement-breakpoint
CREATE INDEX "spc_phases_char" ON "spc_phases" USING btree ("characteristic_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "spc_sets_part_op" ON "spc_sets" USING btree ("plant_id","part_num","operation");--> statement-breakpoint
CREATE INDEX "spc_subgroups_char_taken" ON "spc_subgroups" USING btree ("characteristic_id","taken_at","id");