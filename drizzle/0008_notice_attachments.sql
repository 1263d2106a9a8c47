CREATE TABLE "attachments" (
	"id" text PRIMARY KEY NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "body" text;--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "body_hi" text;--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "attachment_id" text;--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_attachment_id_attachments_id_fk" FOREIGN KEY ("attachment_id") REFERENCES "public"."attachments"("id") ON DELETE set null ON UPDATE no action;