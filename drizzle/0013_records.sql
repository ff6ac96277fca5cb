CREATE TABLE "attachments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "attachments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"data" "bytea" NOT NULL,
	"thumbnail" "bytea",
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "record_comments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "record_comments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"record_id" integer NOT NULL,
	"emp_id" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"body" text NOT NULL,
	"mentions" integer[] DEFAULT '{}'::integer[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "record_counts" (
	"type" text NOT NULL,
	"plant_id" text NOT NULL,
	"state" text NOT NULL,
	"n" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "record_custom_fields" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "record_custom_fields_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"type" text NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"label_en" text NOT NULL,
	"label_es" text NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"list_column" boolean DEFAULT false NOT NULL,
	"options" jsonb,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "record_history" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "record_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"record_id" integer NOT NULL,
	"action" text NOT NULL,
	"emp_id" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"from_state" text,
	"to_state" text,
	"note" text,
	"changes" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "record_views" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "record_views_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"type" text NOT NULL,
	"emp_id" integer NOT NULL,
	"name" text NOT NULL,
	"query" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "records" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "records_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"type" text NOT NULL,
	"plant_id" text NOT NULL,
	"state" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"owner_id" integer NOT NULL,
	"assignee_id" integer,
	"people" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"search" text DEFAULT '' NOT NULL,
	"fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"children" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_created_by_employees_emp_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."employees"("emp_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "record_comments" ADD CONSTRAINT "record_comments_record_id_records_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."records"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "record_comments" ADD CONSTRAINT "record_comments_emp_id_employees_emp_id_fk" FOREIGN KEY ("emp_id") REFERENCES "public"."employees"("emp_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "record_custom_fields" ADD CONSTRAINT "record_custom_fields_created_by_employees_emp_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."employees"("emp_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "record_history" ADD CONSTRAINT "record_history_record_id_records_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."records"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "record_history" ADD CONSTRAINT "record_history_emp_id_employees_emp_id_fk" FOREIGN KEY ("emp_id") REFERENCES "public"."employees"("emp_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "record_views" ADD CONSTRAINT "record_views_emp_id_employees_emp_id_fk" FOREIGN KEY ("emp_id") REFERENCES "public"."employees"("emp_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "records" ADD CONSTRAINT "records_plant_id_plants_plant_id_fk" FOREIGN KEY ("plant_id") REFERENCES "public"."plants"("plant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "records" ADD CONSTRAINT "records_owner_id_employees_emp_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."employees"("emp_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "records" ADD CONSTRAINT "records_assignee_id_employees_emp_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."employees"("emp_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attachments_owner" ON "attachments" USING btree ("owner","id");--> statement-breakpoint
CREATE INDEX "record_comments_record" ON "record_comments" USING btree ("record_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "record_counts_key" ON "record_counts" USING btree ("type","plant_id","state");--> statement-breakpoint
CREATE UNIQUE INDEX "record_custom_fields_type_name" ON "record_custom_fields" USING btree ("type","name");--> statement-breakpoint
CREATE INDEX "record_history_record" ON "record_history" USING btree ("record_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "record_views_owner_name" ON "record_views" USING btree ("type","emp_id","name");--> statement-breakpoint
CREATE INDEX "records_type_plant_state_updated" ON "records" USING btree ("type","plant_id","state","updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "records_type_plant_updated" ON "records" USING btree ("type","plant_id","updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "records_type_updated" ON "records" USING btree ("type","updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "records_type_owner" ON "records" USING btree ("type","owner_id");--> statement-breakpoint
CREATE INDEX "records_type_assignee" ON "records" USING btree ("type","assignee_id");--> statement-breakpoint
CREATE INDEX "records_people" ON "records" USING gin ("people");--> statement-breakpoint
CREATE FUNCTION "record_counts_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.type = NEW.type AND OLD.plant_id = NEW.plant_id AND OLD.state = NEW.state THEN
    RETURN NEW;
  END IF;
  IF TG_OP = 'UPDATE' THEN
    UPDATE record_counts SET n = n - 1 WHERE type = OLD.type AND plant_id = OLD.plant_id AND state = OLD.state;
  END IF;
  INSERT INTO record_counts (type, plant_id, state, n) VALUES (NEW.type, NEW.plant_id, NEW.state, 1)
    ON CONFLICT (type, plant_id, state) DO UPDATE SET n = record_counts.n + 1;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "records_counts" AFTER INSERT OR UPDATE OF type, plant_id, state ON "records"
  FOR EACH ROW EXECUTE FUNCTION "record_counts_keep"();
