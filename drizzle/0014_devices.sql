CREATE TABLE "devices" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"plant_id" text NOT NULL,
	"use" text NOT NULL,
	"playlist_id" integer,
	"approved_by" text NOT NULL,
	"approved_at" timestamp with time zone DEFAULT now() NOT NULL,
	"grant_id" text,
	"last_seen_at" timestamp with time zone,
	"version" text,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_plant_id_plants_plant_id_fk" FOREIGN KEY ("plant_id") REFERENCES "public"."plants"("plant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "devices_plant_idx" ON "devices" USING btree ("plant_id");