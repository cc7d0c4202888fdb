CREATE TABLE "staff_digests" (
	"day" date PRIMARY KEY NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"mails" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "staff" ADD COLUMN "daily_digest" boolean DEFAULT true NOT NULL;