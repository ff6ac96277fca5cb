CREATE TABLE "material_measurements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "material_measurements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"plant_id" text NOT NULL,
	"job_num" text NOT NULL,
	"assembly_seq" integer NOT NULL,
	"mtl_seq" integer NOT NULL,
	"part_num" text NOT NULL,
	"heat_num" text DEFAULT '' NOT NULL,
	"tran_id" integer,
	"pieces" integer NOT NULL,
	"length_in" numeric(10, 3) NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"emp_id" integer,
	"measured_by" text NOT NULL,
	"measured_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "material_measurements_pieces" CHECK ("material_measurements"."pieces" between 1 and 999),
	CONSTRAINT "material_measurements_length" CHECK ("material_measurements"."length_in" > 0 and "material_measurements"."length_in" <= 480)
);
--> statement-breakpoint
CREATE INDEX "material_measurements_material" ON "material_measurements" USING btree ("job_num","assembly_seq","mtl_seq");