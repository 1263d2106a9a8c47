-- Issue 14: every server keeps rendered pages for visitors, and must drop them the moment
-- anything a page shows changes, on whichever server the change was made. Every write to a table
-- that public pages read notifies "content_changed" (pg_notify is delivered on commit, so a server
-- never drops its pages before the change is visible) and advances a sequence, which servers also
-- poll in case a notification was missed. A sequence, not a row: writers never wait on each other
-- for it. The triggers are per statement: a bulk change is one signal. Hand-written (drizzle does
-- not model triggers).
CREATE SEQUENCE "content_version";
--> statement-breakpoint
CREATE FUNCTION "content_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM nextval('"content_version"');
	PERFORM pg_notify('content_changed', '');
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "people_content_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "people" FOR EACH STATEMENT EXECUTE FUNCTION "content_changed"();
--> statement-breakpoint
CREATE TRIGGER "talks_content_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "talks" FOR EACH STATEMENT EXECUTE FUNCTION "content_changed"();
--> statement-breakpoint
CREATE TRIGGER "testimonials_content_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "testimonials" FOR EACH STATEMENT EXECUTE FUNCTION "content_changed"();
--> statement-breakpoint
CREATE TRIGGER "faqs_content_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "faqs" FOR EACH STATEMENT EXECUTE FUNCTION "content_changed"();
--> statement-breakpoint
CREATE TRIGGER "support_tabs_content_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "support_tabs" FOR EACH STATEMENT EXECUTE FUNCTION "content_changed"();
--> statement-breakpoint
CREATE TRIGGER "home_texts_content_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "home_texts" FOR EACH STATEMENT EXECUTE FUNCTION "content_changed"();
--> statement-breakpoint
CREATE TRIGGER "site_settings_content_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "site_settings" FOR EACH STATEMENT EXECUTE FUNCTION "content_changed"();
--> statement-breakpoint
CREATE TRIGGER "settings_content_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "settings" FOR EACH STATEMENT EXECUTE FUNCTION "content_changed"();
--> statement-breakpoint
CREATE TRIGGER "albums_content_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "albums" FOR EACH STATEMENT EXECUTE FUNCTION "content_changed"();
--> statement-breakpoint
CREATE TRIGGER "gallery_photos_content_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "gallery_photos" FOR EACH STATEMENT EXECUTE FUNCTION "content_changed"();
--> statement-breakpoint
CREATE TRIGGER "startups_content_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "startups" FOR EACH STATEMENT EXECUTE FUNCTION "content_changed"();
--> statement-breakpoint
CREATE TRIGGER "events_content_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "events" FOR EACH STATEMENT EXECUTE FUNCTION "content_changed"();
--> statement-breakpoint
CREATE TRIGGER "notices_content_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "notices" FOR EACH STATEMENT EXECUTE FUNCTION "content_changed"();
--> statement-breakpoint
CREATE TRIGGER "attachments_content_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "attachments" FOR EACH STATEMENT EXECUTE FUNCTION "content_changed"();
--> statement-breakpoint
CREATE TRIGGER "event_registrations_content_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "event_registrations" FOR EACH STATEMENT EXECUTE FUNCTION "content_changed"();
