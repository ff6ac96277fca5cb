CREATE TABLE "nitro_charges" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "nitro_charges_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"serial_number" text NOT NULL,
	"job_number" text NOT NULL,
	"part_num" text NOT NULL,
	"plant_id" text NOT NULL,
	"temp_at_charge_f" real NOT NULL,
	"temp_at_check_f" real NOT NULL,
	"final_pressure_psi" real NOT NULL,
	"pressure_decay_psi" real NOT NULL,
	"packaging_pressure_psi" real,
	"paint_line_emp_id" integer,
	"safety_wire" boolean NOT NULL,
	"new_reading" boolean DEFAULT false NOT NULL,
	"corrected_psi" real NOT NULL,
	"result" text NOT NULL,
	"reasons" jsonb NOT NULL,
	"spec" jsonb NOT NULL,
	"emp_id" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "nitro_result" CHECK ("nitro_charges"."result" in ('PASS', 'FAIL')),
	CONSTRAINT "nitro_packaging_needs_wire" CHECK ("nitro_charges"."packaging_pressure_psi" is null or "nitro_charges"."safety_wire")
);
--> statement-breakpoint
CREATE TABLE "nitro_specs" (
	"part_num" text PRIMARY KEY NOT NULL,
	"target_psi" real NOT NULL,
	"tolerance_psi" real NOT NULL,
	"reference_temp_f" real NOT NULL,
	"max_decay_psi" real NOT NULL
);
--> statement-breakpoint
ALTER TABLE "nitro_charges" ADD CONSTRAINT "nitro_charges_part_num_nitro_specs_part_num_fk" FOREIGN KEY ("part_num") REFERENCES "public"."nitro_specs"("part_num") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nitro_charges" ADD CONSTRAINT "nitro_charges_plant_id_plants_plant_id_fk" FOREIGN KEY ("plant_id") REFERENCES "public"."plants"("plant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nitro_charges" ADD CONSTRAINT "nitro_charges_paint_line_emp_id_employees_emp_id_fk" FOREIGN KEY ("paint_line_emp_id") REFERENCES "public"."employees"("emp_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nitro_charges" ADD CONSTRAINT "nitro_charges_emp_id_employees_emp_id_fk" FOREIGN KEY ("emp_id") REFERENCES "public"."employees"("emp_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "nitro_serial" ON "nitro_charges" USING btree ("serial_number","at");--> statement-breakpoint
CREATE INDEX "nitro_plant_at" ON "nitro_charges" USING btree ("plant_id","at" DESC NULLS LAST);