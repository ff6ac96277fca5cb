CREATE TABLE "blog_posts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "blog_posts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"plant_id" text,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"picture" text,
	"author" text NOT NULL,
	"posted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "board_announcements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "board_announcements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"plant_id" text,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"posted_by" text NOT NULL,
	"posted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "board_playlists" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "board_playlists_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"plant_id" text NOT NULL,
	"name" text NOT NULL,
	"updated_by" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "board_slides" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "board_slides_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"playlist_id" integer NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"seconds" integer NOT NULL,
	"detail" text
);
--> statement-breakpoint
CREATE TABLE "hr_dates" (
	"emp_id" integer PRIMARY KEY NOT NULL,
	"birth_month" integer NOT NULL,
	"birth_day" integer NOT NULL,
	"hired_on" date NOT NULL,
	"birthday_opt_out" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_plant_id_plants_plant_id_fk" FOREIGN KEY ("plant_id") REFERENCES "public"."plants"("plant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_announcements" ADD CONSTRAINT "board_announcements_plant_id_plants_plant_id_fk" FOREIGN KEY ("plant_id") REFERENCES "public"."plants"("plant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_playlists" ADD CONSTRAINT "board_playlists_plant_id_plants_plant_id_fk" FOREIGN KEY ("plant_id") REFERENCES "public"."plants"("plant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_slides" ADD CONSTRAINT "board_slides_playlist_id_board_playlists_id_fk" FOREIGN KEY ("playlist_id") REFERENCES "public"."board_playlists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hr_dates" ADD CONSTRAINT "hr_dates_emp_id_employees_emp_id_fk" FOREIGN KEY ("emp_id") REFERENCES "public"."employees"("emp_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "blog_posts_posted_idx" ON "blog_posts" USING btree ("posted_at");--> statement-breakpoint
CREATE INDEX "board_announcements_ends_idx" ON "board_announcements" USING btree ("ends_on");--> statement-breakpoint
CREATE INDEX "board_slides_playlist_idx" ON "board_slides" USING btree ("playlist_id","position");--> statement-breakpoint
CREATE INDEX "hr_dates_birth_idx" ON "hr_dates" USING btree ("birth_month");--> statement-breakpoint
CREATE INDEX "hr_dates_hired_idx" ON "hr_dates" USING btree ("hired_on");