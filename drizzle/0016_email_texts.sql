-- The wording of the e-mails visitors receive becomes content (issue 24): one row, made at start-up
-- from the wording the e-mails had (content/kinds/email-texts.ts). Like every section's table it
-- has the content_changed trigger (content/public-tables.ts lists every section's table).
CREATE TABLE "email_texts" (
	"id" serial PRIMARY KEY NOT NULL,
	"idea_received_subject" text NOT NULL,
	"idea_received_subject_hi" text,
	"idea_received_body" text NOT NULL,
	"idea_received_body_hi" text,
	"idea_status_subject" text NOT NULL,
	"idea_status_subject_hi" text,
	"idea_status_body" text NOT NULL,
	"idea_status_body_hi" text,
	"feedback_received_subject" text NOT NULL,
	"feedback_received_subject_hi" text,
	"feedback_received_body" text NOT NULL,
	"feedback_received_body_hi" text,
	"registered_subject" text NOT NULL,
	"registered_subject_hi" text,
	"registered_body" text NOT NULL,
	"registered_body_hi" text,
	"waiting_subject" text NOT NULL,
	"waiting_subject_hi" text,
	"waiting_body" text NOT NULL,
	"waiting_body_hi" text,
	"status" text DEFAULT 'draft' NOT NULL,
	"publish_from" timestamp with time zone,
	"unpublish_at" timestamp with time zone,
	"pending" jsonb,
	"is_sample" boolean DEFAULT false NOT NULL,
	"deleted_at" timestamp with time zone,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE TRIGGER "email_texts_content_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "email_texts" FOR EACH STATEMENT EXECUTE FUNCTION "content_changed"();
