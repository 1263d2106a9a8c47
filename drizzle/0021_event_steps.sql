CREATE TABLE "event_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"audience" text NOT NULL,
	"subject" text NOT NULL,
	"subject_hi" text,
	"body" text NOT NULL,
	"body_hi" text,
	"sent_by" text,
	"recipients" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "event_registrations_event_mailbox";--> statement-breakpoint
ALTER TABLE "email_texts" ADD COLUMN "promoted_subject" text;--> statement-breakpoint
ALTER TABLE "email_texts" ADD COLUMN "promoted_subject_hi" text;--> statement-breakpoint
ALTER TABLE "email_texts" ADD COLUMN "promoted_body" text;--> statement-breakpoint
ALTER TABLE "email_texts" ADD COLUMN "promoted_body_hi" text;--> statement-breakpoint
ALTER TABLE "email_texts" ADD COLUMN "cancelled_subject" text;--> statement-breakpoint
ALTER TABLE "email_texts" ADD COLUMN "cancelled_subject_hi" text;--> statement-breakpoint
ALTER TABLE "email_texts" ADD COLUMN "cancelled_body" text;--> statement-breakpoint
ALTER TABLE "email_texts" ADD COLUMN "cancelled_body_hi" text;--> statement-breakpoint
ALTER TABLE "email_texts" ADD COLUMN "reminder_subject" text;--> statement-breakpoint
ALTER TABLE "email_texts" ADD COLUMN "reminder_subject_hi" text;--> statement-breakpoint
ALTER TABLE "email_texts" ADD COLUMN "reminder_body" text;--> statement-breakpoint
ALTER TABLE "email_texts" ADD COLUMN "reminder_body_hi" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "questions" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "reminder_time" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "show_attendance" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "event_message_id" integer;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD COLUMN "answers" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD COLUMN "cancel_token" text;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD COLUMN "promoted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD COLUMN "reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD COLUMN "attended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "event_messages" ADD CONSTRAINT "event_messages_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_event_message_id_event_messages_id_fk" FOREIGN KEY ("event_message_id") REFERENCES "public"."event_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "event_registrations_event_mailbox" ON "event_registrations" USING btree ("event_id","mailbox") WHERE "event_registrations"."status" <> 'cancelled';--> statement-breakpoint
ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_cancel_token_unique" UNIQUE("cancel_token");--> statement-breakpoint
UPDATE "event_registrations" SET "cancel_token" = md5(random()::text || clock_timestamp()::text || "id"::text) || md5(random()::text || "id"::text) WHERE "cancel_token" IS NULL;--> statement-breakpoint
DROP TRIGGER IF EXISTS "event_registrations_content_changed" ON "event_registrations";--> statement-breakpoint
CREATE TRIGGER "event_registrations_content_changed" AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF "status" ON "event_registrations" FOR EACH STATEMENT EXECUTE FUNCTION "content_changed"();
