ALTER TABLE "record_history" ALTER COLUMN "emp_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "records" ALTER COLUMN "owner_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "user_groups" ADD COLUMN "every_employee" boolean DEFAULT false NOT NULL;