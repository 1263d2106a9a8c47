-- Issue 13: an idea and an event registration remember the language of the page they were sent
-- from, so the founder's acknowledgement and status e-mails, and the registration's confirmation,
-- are written in it. Rows from before are English, as their e-mails were.
ALTER TABLE "ideas" ADD COLUMN "lang" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD COLUMN "lang" text DEFAULT 'en' NOT NULL;