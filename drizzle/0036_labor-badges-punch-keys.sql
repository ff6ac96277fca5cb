CREATE TABLE "labor_badges" (
	"badge" text PRIMARY KEY NOT NULL,
	"emp_id" integer NOT NULL,
	"enrolled_by" integer NOT NULL,
	"enrolled_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_by" integer,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
DROP INDEX "labor_punch_key";--> statement-breakpoint
ALTER TABLE "record_history" ADD COLUMN "arrived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "labor_badges" ADD CONSTRAINT "labor_badges_emp_id_employees_emp_id_fk" FOREIGN KEY ("emp_id") REFERENCES "public"."employees"("emp_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "labor_badge_emp" ON "labor_badges" USING btree ("emp_id");--> statement-breakpoint
CREATE UNIQUE INDEX "labor_punch_emp_key" ON "labor_punches" USING btree ("emp_id","key");