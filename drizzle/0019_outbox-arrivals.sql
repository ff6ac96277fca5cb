CREATE TABLE "outbox_arrivals" (
	"username" text NOT NULL,
	"key" text NOT NULL,
	"request" text NOT NULL,
	"made_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "outbox_arrivals_username_key_pk" PRIMARY KEY("username","key")
);
