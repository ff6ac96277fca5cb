CREATE TABLE "employee_plants" (
	"emp_id" integer NOT NULL,
	"plant_id" text NOT NULL,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "employee_plants_emp_id_plant_id_pk" PRIMARY KEY("emp_id","plant_id")
);
--> statement-breakpoint
ALTER TABLE "employee_plants" ADD CONSTRAINT "employee_plants_emp_id_employees_emp_id_fk" FOREIGN KEY ("emp_id") REFERENCES "public"."employees"("emp_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_plants" ADD CONSTRAINT "employee_plants_plant_id_plants_plant_id_fk" FOREIGN KEY ("plant_id") REFERENCES "public"."plants"("plant_id") ON DELETE cascade ON UPDATE no action;