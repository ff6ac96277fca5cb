CREATE TABLE "bins" (
	"plant_id" text NOT NULL,
	"warehouse_code" text NOT NULL,
	"bin_num" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	CONSTRAINT "bins_plant_id_warehouse_code_bin_num_pk" PRIMARY KEY("plant_id","warehouse_code","bin_num")
);
--> statement-breakpoint
CREATE TABLE "job_assemblies" (
	"job_num" text NOT NULL,
	"assembly_seq" integer NOT NULL,
	"part_num" text NOT NULL,
	CONSTRAINT "job_assemblies_job_num_assembly_seq_pk" PRIMARY KEY("job_num","assembly_seq")
);
--> statement-breakpoint
CREATE TABLE "job_materials" (
	"job_num" text NOT NULL,
	"assembly_seq" integer NOT NULL,
	"mtl_seq" integer NOT NULL,
	"part_num" text NOT NULL,
	"required_qty" numeric(14, 4) NOT NULL,
	"issued_qty" numeric(14, 4) DEFAULT 0 NOT NULL,
	"backflush" boolean DEFAULT false NOT NULL,
	"issued_complete" boolean DEFAULT false NOT NULL,
	"opr_seq" integer,
	"warehouse_code" text,
	"bin_num" text,
	CONSTRAINT "job_materials_job_num_assembly_seq_mtl_seq_pk" PRIMARY KEY("job_num","assembly_seq","mtl_seq")
);
--> statement-breakpoint
CREATE TABLE "job_operations" (
	"job_num" text NOT NULL,
	"assembly_seq" integer NOT NULL,
	"opr_seq" integer NOT NULL,
	"resource_group" text NOT NULL,
	"work_center" text NOT NULL,
	CONSTRAINT "job_operations_job_num_assembly_seq_opr_seq_pk" PRIMARY KEY("job_num","assembly_seq","opr_seq")
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"job_num" text PRIMARY KEY NOT NULL,
	"plant_id" text NOT NULL,
	"part_num" text NOT NULL,
	"quantity" numeric(14, 4) NOT NULL,
	"status" text DEFAULT 'not started' NOT NULL,
	"due_date" date NOT NULL,
	"line_down_date" date,
	"job_type" text DEFAULT 'production' NOT NULL,
	"kitted" boolean DEFAULT false NOT NULL,
	"rework" boolean DEFAULT false NOT NULL,
	CONSTRAINT "jobs_status" CHECK ("jobs"."status" in ('not started', 'in progress', 'complete'))
);
--> statement-breakpoint
CREATE TABLE "material_ledger" (
	"tran_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "material_ledger_tran_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tran_type" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"emp_id" integer,
	"username" text NOT NULL,
	"plant_id" text NOT NULL,
	"part_num" text NOT NULL,
	"warehouse_code" text,
	"bin_num" text,
	"to_warehouse_code" text,
	"to_bin_num" text,
	"heat_num" text DEFAULT '' NOT NULL,
	"lot_num" text DEFAULT '' NOT NULL,
	"quantity" numeric(14, 4) NOT NULL,
	"job_num" text,
	"assembly_seq" integer,
	"mtl_seq" integer,
	"idempotency_key" text,
	"result" jsonb,
	CONSTRAINT "material_ledger_idempotency" UNIQUE("username","idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "move_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "move_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"plant_id" text NOT NULL,
	"form_type" text NOT NULL,
	"move_type" text NOT NULL,
	"part_num" text,
	"quantity" numeric(14, 4),
	"from_warehouse" text,
	"from_bin" text NOT NULL,
	"to_warehouse" text,
	"to_bin" text NOT NULL,
	"work_center" text,
	"group_name" text,
	"job_num" text,
	"need_by" timestamp with time zone NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"requested_by" text NOT NULL,
	"taken_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"idempotency_key" text,
	CONSTRAINT "move_requests_idempotency" UNIQUE("requested_by","idempotency_key"),
	CONSTRAINT "move_requests_status" CHECK ("move_requests"."status" in ('open', 'taken', 'done', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "on_hand" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "on_hand_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"plant_id" text NOT NULL,
	"warehouse_code" text NOT NULL,
	"bin_num" text NOT NULL,
	"part_num" text NOT NULL,
	"heat_num" text DEFAULT '' NOT NULL,
	"lot_num" text DEFAULT '' NOT NULL,
	"quantity" numeric(14, 4) NOT NULL,
	CONSTRAINT "on_hand_place" UNIQUE("plant_id","warehouse_code","bin_num","part_num","heat_num","lot_num"),
	CONSTRAINT "on_hand_not_negative" CHECK ("on_hand"."quantity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "parts" (
	"part_num" text PRIMARY KEY NOT NULL,
	"description" text NOT NULL,
	"uom" text NOT NULL,
	"stocked_by_length" boolean DEFAULT false NOT NULL,
	"source" text DEFAULT 'P' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "short_ends" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "short_ends_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"plant_id" text NOT NULL,
	"job_num" text NOT NULL,
	"assembly_seq" integer NOT NULL,
	"mtl_seq" integer NOT NULL,
	"part_num" text NOT NULL,
	"heat_num" text DEFAULT '' NOT NULL,
	"pieces" integer NOT NULL,
	"length_in" numeric(14, 4) NOT NULL,
	"decision" text NOT NULL,
	"warehouse_code" text,
	"bin_num" text,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"tran_id" integer
);
--> statement-breakpoint
CREATE TABLE "warehouses" (
	"plant_id" text NOT NULL,
	"warehouse_code" text NOT NULL,
	"description" text NOT NULL,
	"kind" text NOT NULL,
	CONSTRAINT "warehouses_plant_id_warehouse_code_pk" PRIMARY KEY("plant_id","warehouse_code")
);
--> statement-breakpoint
ALTER TABLE "bins" ADD CONSTRAINT "bins_plant_id_warehouse_code_warehouses_plant_id_warehouse_code_fk" FOREIGN KEY ("plant_id","warehouse_code") REFERENCES "public"."warehouses"("plant_id","warehouse_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_assemblies" ADD CONSTRAINT "job_assemblies_job_num_jobs_job_num_fk" FOREIGN KEY ("job_num") REFERENCES "public"."jobs"("job_num") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_assemblies" ADD CONSTRAINT "job_assemblies_part_num_parts_part_num_fk" FOREIGN KEY ("part_num") REFERENCES "public"."parts"("part_num") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_materials" ADD CONSTRAINT "job_materials_part_num_parts_part_num_fk" FOREIGN KEY ("part_num") REFERENCES "public"."parts"("part_num") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_materials" ADD CONSTRAINT "job_materials_job_num_assembly_seq_job_assemblies_job_num_assembly_seq_fk" FOREIGN KEY ("job_num","assembly_seq") REFERENCES "public"."job_assemblies"("job_num","assembly_seq") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_operations" ADD CONSTRAINT "job_operations_job_num_assembly_seq_job_assemblies_job_num_assembly_seq_fk" FOREIGN KEY ("job_num","assembly_seq") REFERENCES "public"."job_assemblies"("job_num","assembly_seq") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_plant_id_plants_plant_id_fk" FOREIGN KEY ("plant_id") REFERENCES "public"."plants"("plant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_part_num_parts_part_num_fk" FOREIGN KEY ("part_num") REFERENCES "public"."parts"("part_num") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "move_requests" ADD CONSTRAINT "move_requests_plant_id_plants_plant_id_fk" FOREIGN KEY ("plant_id") REFERENCES "public"."plants"("plant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "on_hand" ADD CONSTRAINT "on_hand_part_num_parts_part_num_fk" FOREIGN KEY ("part_num") REFERENCES "public"."parts"("part_num") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "on_hand" ADD CONSTRAINT "on_hand_plant_id_warehouse_code_bin_num_bins_plant_id_warehouse_code_bin_num_fk" FOREIGN KEY ("plant_id","warehouse_code","bin_num") REFERENCES "public"."bins"("plant_id","warehouse_code","bin_num") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouses" ADD CONSTRAINT "warehouses_plant_id_plants_plant_id_fk" FOREIGN KEY ("plant_id") REFERENCES "public"."plants"("plant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_operations_group" ON "job_operations" USING btree ("resource_group");--> statement-breakpoint
CREATE INDEX "jobs_plant_status" ON "jobs" USING btree ("plant_id","status");--> statement-breakpoint
CREATE INDEX "material_ledger_job" ON "material_ledger" USING btree ("job_num","assembly_seq","mtl_seq");--> statement-breakpoint
CREATE INDEX "move_requests_plant_status" ON "move_requests" USING btree ("plant_id","status","need_by");--> statement-breakpoint
CREATE INDEX "on_hand_part" ON "on_hand" USING btree ("part_num","plant_id");