-- Issue 13 (GIGW 3.0): feedback sent through /contact, stored like ideas, its acknowledgement in the
-- outbox (a third kind of subject: exactly one of idea, registration, feedback per row); and the
-- officers responsible for the site's content (Web Information Manager, nodal officer) in Settings.
-- Plain PostgreSQL that PGlite runs the same. No content_changed trigger on feedback: no public
-- page reads it (site_settings has one already).
CREATE TABLE "feedback" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"category" text NOT NULL,
	"message" text NOT NULL,
	"lang" text DEFAULT 'en' NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"handled_at" timestamp with time zone,
	"handled_by" text,
	"client_ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feedback_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
ALTER TABLE "outbox" DROP CONSTRAINT "outbox_one_subject";--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "feedback_id" integer;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "web_manager_name" text;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "web_manager_name_hi" text;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "web_manager_designation" text;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "web_manager_designation_hi" text;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "web_manager_email" text;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "web_manager_phone" text;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "nodal_officer_name" text;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "nodal_officer_name_hi" text;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "nodal_officer_designation" text;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "nodal_officer_designation_hi" text;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "nodal_officer_email" text;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "nodal_officer_phone" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_feedback_id_feedback_id_fk" FOREIGN KEY ("feedback_id") REFERENCES "public"."feedback"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_one_subject" CHECK (num_nonnulls("outbox"."idea_id", "outbox"."registration_id", "outbox"."feedback_id") = 1);