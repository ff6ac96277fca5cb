CREATE TABLE "label_sends" (
	"username" text NOT NULL,
	"key" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "label_sends_username_key_pk" PRIMARY KEY("username","key")
);
