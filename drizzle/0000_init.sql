CREATE TABLE "menu_items" (
	"menu_id" integer PRIMARY KEY NOT NULL,
	"link" text NOT NULL,
	"title" text NOT NULL,
	"icon" text NOT NULL,
	CONSTRAINT "menu_items_link_unique" UNIQUE("link")
);
--> statement-breakpoint
CREATE TABLE "sub_apps" (
	"sub_app_id" text PRIMARY KEY NOT NULL,
	"menu_id" integer,
	"title" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_emp_id" integer,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text NOT NULL,
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
CREATE TABLE "employees" (
	"emp_id" integer PRIMARY KEY NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"plant_id" text,
	"company_email" text NOT NULL,
	"password_hash" text,
	"photo_guid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"has_photo" boolean DEFAULT false NOT NULL,
	CONSTRAINT "employees_company_email_unique" UNIQUE("company_email"),
	CONSTRAINT "employees_photo_guid_unique" UNIQUE("photo_guid"),
	CONSTRAINT "employees_company_email_lower" CHECK ("employees"."company_email" = lower("employees"."company_email"))
);
--> statement-breakpoint
CREATE TABLE "app_grants" (
	"id" serial PRIMARY KEY NOT NULL,
	"menu_id" integer NOT NULL,
	"emp_id" integer,
	"group_id" integer,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "app_grants_menu_emp" UNIQUE("menu_id","emp_id"),
	CONSTRAINT "app_grants_menu_group" UNIQUE("menu_id","group_id"),
	CONSTRAINT "app_grants_one_grantee" CHECK (("app_grants"."emp_id" is null) <> ("app_grants"."group_id" is null))
);
--> statement-breakpoint
CREATE TABLE "sub_app_grants" (
	"id" serial PRIMARY KEY NOT NULL,
	"sub_app_id" text NOT NULL,
	"emp_id" integer,
	"group_id" integer,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sub_app_grants_sub_app_emp" UNIQUE("sub_app_id","emp_id"),
	CONSTRAINT "sub_app_grants_sub_app_group" UNIQUE("sub_app_id","group_id"),
	CONSTRAINT "sub_app_grants_one_grantee" CHECK (("sub_app_grants"."emp_id" is null) <> ("sub_app_grants"."group_id" is null))
);
--> statement-breakpoint
CREATE TABLE "group_members" (
	"group_id" integer NOT NULL,
	"emp_id" integer NOT NULL,
	CONSTRAINT "group_members_group_id_emp_id_pk" PRIMARY KEY("group_id","emp_id")
);
--> statement-breakpoint
CREATE TABLE "user_groups" (
	"group_id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "user_groups_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"username" text NOT NULL,
	"date" timestamp with time zone DEFAULT now() NOT NULL,
	"unread" boolean DEFAULT true NOT NULL,
	"description" text NOT NULL,
	"action" text NOT NULL,
	CONSTRAINT "notifications_username_lower" CHECK ("notifications"."username" = lower("notifications"."username"))
);
--> statement-breakpoint
CREATE TABLE "oidc_payloads" (
	"model" text NOT NULL,
	"id" text NOT NULL,
	"payload" jsonb NOT NULL,
	"grant_id" text,
	"user_code" text,
	"uid" text,
	"expires_at" timestamp with time zone,
	"consumed_at" timestamp with time zone,
	CONSTRAINT "oidc_payloads_model_id_pk" PRIMARY KEY("model","id")
);
--> statement-breakpoint
CREATE TABLE "plants" (
	"plant_id" text PRIMARY KEY NOT NULL,
	"plant_name" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sub_apps" ADD CONSTRAINT "sub_apps_menu_id_menu_items_menu_id_fk" FOREIGN KEY ("menu_id") REFERENCES "public"."menu_items"("menu_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_plant_id_plants_plant_id_fk" FOREIGN KEY ("plant_id") REFERENCES "public"."plants"("plant_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_grants" ADD CONSTRAINT "app_grants_menu_id_menu_items_menu_id_fk" FOREIGN KEY ("menu_id") REFERENCES "public"."menu_items"("menu_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_grants" ADD CONSTRAINT "app_grants_emp_id_employees_emp_id_fk" FOREIGN KEY ("emp_id") REFERENCES "public"."employees"("emp_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_grants" ADD CONSTRAINT "app_grants_group_id_user_groups_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."user_groups"("group_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_app_grants" ADD CONSTRAINT "sub_app_grants_sub_app_id_sub_apps_sub_app_id_fk" FOREIGN KEY ("sub_app_id") REFERENCES "public"."sub_apps"("sub_app_id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "sub_app_grants" ADD CONSTRAINT "sub_app_grants_emp_id_employees_emp_id_fk" FOREIGN KEY ("emp_id") REFERENCES "public"."employees"("emp_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_app_grants" ADD CONSTRAINT "sub_app_grants_group_id_user_groups_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."user_groups"("group_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_members" ADD CONSTRAINT "group_members_group_id_user_groups_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."user_groups"("group_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_members" ADD CONSTRAINT "group_members_emp_id_employees_emp_id_fk" FOREIGN KEY ("emp_id") REFERENCES "public"."employees"("emp_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sub_apps_menu_id" ON "sub_apps" USING btree ("menu_id");--> statement-breakpoint
CREATE INDEX "audit_log_at" ON "audit_log" USING btree ("at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_entity" ON "audit_log" USING btree ("entity","entity_id");--> statement-breakpoint
CREATE INDEX "employees_name" ON "employees" USING btree ("last_name","first_name");--> statement-breakpoint
CREATE INDEX "employees_plant_id" ON "employees" USING btree ("plant_id");--> statement-breakpoint
CREATE INDEX "app_grants_emp_id" ON "app_grants" USING btree ("emp_id");--> statement-breakpoint
CREATE INDEX "app_grants_group_id" ON "app_grants" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "sub_app_grants_emp_id" ON "sub_app_grants" USING btree ("emp_id");--> statement-breakpoint
CREATE INDEX "sub_app_grants_group_id" ON "sub_app_grants" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "group_members_emp_id" ON "group_members" USING btree ("emp_id");--> statement-breakpoint
CREATE INDEX "notifications_username_unread_date" ON "notifications" USING btree ("username","unread","date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "oidc_payloads_grant_id" ON "oidc_payloads" USING btree ("grant_id");--> statement-breakpoint
CREATE INDEX "oidc_payloads_uid" ON "oidc_payloads" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "oidc_payloads_user_code" ON "oidc_payloads" USING btree ("user_code");--> statement-breakpoint
CREATE INDEX "oidc_payloads_expires_at" ON "oidc_payloads" USING btree ("expires_at");