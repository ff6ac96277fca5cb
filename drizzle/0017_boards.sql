CREATE TABLE "dbh_hours" (
	"resource_id" integer NOT NULL,
	"hour_start" timestamp with time zone NOT NULL,
	"quantity" integer DEFAULT 0 NOT NULL,
	"goal" integer,
	"reason_id" integer,
	"updated_by" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dbh_hours_resource_id_hour_start_pk" PRIMARY KEY("resource_id","hour_start")
);
--> statement-breakpoint
CREATE TABLE "dbh_reasons" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "dbh_reasons_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"plant_id" text NOT NULL,
	"text" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dbh_resources" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "dbh_resources_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"plant_id" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"hourly_goal" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dbh_hours" ADD CONSTRAINT "dbh_hours_resource_id_dbh_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."dbh_resources"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dbh_hours" ADD CONSTRAINT "dbh_hours_reason_id_dbh_reasons_id_fk" FOREIGN KEY ("reason_id") REFERENCES "public"."dbh_reasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dbh_reasons" ADD CONSTRAINT "dbh_reasons_plant_id_plants_plant_id_fk" FOREIGN KEY ("plant_id") REFERENCES "public"."plants"("plant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dbh_resources" ADD CONSTRAINT "dbh_resources_plant_id_plants_plant_id_fk" FOREIGN KEY ("plant_id") REFERENCES "public"."plants"("plant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dbh_resources_plant_idx" ON "dbh_resources" USING btree ("plant_id");