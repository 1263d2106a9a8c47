CREATE TABLE "albums" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"title_hi" text,
	"event_id" integer,
	"status" text DEFAULT 'draft' NOT NULL,
	"publish_from" timestamp with time zone,
	"unpublish_at" timestamp with time zone,
	"pending" jsonb,
	"is_sample" boolean DEFAULT false NOT NULL,
	"deleted_at" timestamp with time zone,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "albums_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "content_revisions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "content_revisions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"section" text NOT NULL,
	"item_id" integer NOT NULL,
	"action" text NOT NULL,
	"snapshot" jsonb NOT NULL,
	"changed" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"user_id" text,
	"user_email" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "home_texts" (
	"id" serial PRIMARY KEY NOT NULL,
	"hero_lead" text NOT NULL,
	"hero_lead_hi" text,
	"about_title" text NOT NULL,
	"about_title_hi" text,
	"about" text NOT NULL,
	"about_hi" text,
	"vision" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"publish_from" timestamp with time zone,
	"unpublish_at" timestamp with time zone,
	"pending" jsonb,
	"is_sample" boolean DEFAULT false NOT NULL,
	"deleted_at" timestamp with time zone,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_settings" (
	"id" serial PRIMARY KEY NOT NULL,
	"centre_name" text NOT NULL,
	"centre_name_hi" text,
	"centre_short_name" text NOT NULL,
	"institute_name" text NOT NULL,
	"institute_name_hi" text,
	"institute_url" text NOT NULL,
	"home_state" text NOT NULL,
	"home_state_hi" text,
	"address" text DEFAULT '' NOT NULL,
	"address_hi" text,
	"phone" text DEFAULT '' NOT NULL,
	"contact_email" text NOT NULL,
	"tinkering_lab_url" text NOT NULL,
	"social" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"publish_from" timestamp with time zone,
	"unpublish_at" timestamp with time zone,
	"pending" jsonb,
	"is_sample" boolean DEFAULT false NOT NULL,
	"deleted_at" timestamp with time zone,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "title_hi" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "all_day" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "venue_hi" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "online" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "summary_hi" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "description_hi" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "image_alt" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "image_alt_hi" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "image_focus_x" integer DEFAULT 50 NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "image_focus_y" integer DEFAULT 50 NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "status" text DEFAULT 'draft' NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "publish_from" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "unpublish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "pending" jsonb;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "is_sample" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "faqs" ADD COLUMN "question_hi" text;--> statement-breakpoint
ALTER TABLE "faqs" ADD COLUMN "answer_hi" text;--> statement-breakpoint
ALTER TABLE "faqs" ADD COLUMN "status" text DEFAULT 'draft' NOT NULL;--> statement-breakpoint
ALTER TABLE "faqs" ADD COLUMN "publish_from" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "faqs" ADD COLUMN "unpublish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "faqs" ADD COLUMN "pending" jsonb;--> statement-breakpoint
ALTER TABLE "faqs" ADD COLUMN "is_sample" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "faqs" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "faqs" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "faqs" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "gallery_photos" RENAME COLUMN "media_id" TO "image_id";--> statement-breakpoint
ALTER TABLE "gallery_photos" RENAME COLUMN "alt" TO "image_alt";--> statement-breakpoint
ALTER TABLE "gallery_photos" RENAME CONSTRAINT "gallery_photos_media_id_media_id_fk" TO "gallery_photos_image_id_media_id_fk";--> statement-breakpoint
ALTER TABLE "gallery_photos" ADD COLUMN "image_alt_hi" text;--> statement-breakpoint
ALTER TABLE "gallery_photos" ADD COLUMN "image_focus_x" integer DEFAULT 50 NOT NULL;--> statement-breakpoint
ALTER TABLE "gallery_photos" ADD COLUMN "image_focus_y" integer DEFAULT 50 NOT NULL;--> statement-breakpoint
ALTER TABLE "gallery_photos" ADD COLUMN "caption" text;--> statement-breakpoint
ALTER TABLE "gallery_photos" ADD COLUMN "caption_hi" text;--> statement-breakpoint
ALTER TABLE "gallery_photos" ADD COLUMN "album_id" integer;--> statement-breakpoint
ALTER TABLE "gallery_photos" ADD COLUMN "status" text DEFAULT 'draft' NOT NULL;--> statement-breakpoint
ALTER TABLE "gallery_photos" ADD COLUMN "publish_from" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "gallery_photos" ADD COLUMN "unpublish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "gallery_photos" ADD COLUMN "pending" jsonb;--> statement-breakpoint
ALTER TABLE "gallery_photos" ADD COLUMN "is_sample" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "gallery_photos" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "gallery_photos" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "title_hi" text;--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "pinned" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "status" text DEFAULT 'draft' NOT NULL;--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "publish_from" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "unpublish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "pending" jsonb;--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "is_sample" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "people" ADD COLUMN "name_hi" text;--> statement-breakpoint
ALTER TABLE "people" ADD COLUMN "post_hi" text;--> statement-breakpoint
ALTER TABLE "people" ADD COLUMN "about_hi" text;--> statement-breakpoint
ALTER TABLE "people" ADD COLUMN "image_alt" text;--> statement-breakpoint
ALTER TABLE "people" ADD COLUMN "image_alt_hi" text;--> statement-breakpoint
ALTER TABLE "people" ADD COLUMN "image_focus_x" integer DEFAULT 50 NOT NULL;--> statement-breakpoint
ALTER TABLE "people" ADD COLUMN "image_focus_y" integer DEFAULT 50 NOT NULL;--> statement-breakpoint
ALTER TABLE "people" ADD COLUMN "status" text DEFAULT 'draft' NOT NULL;--> statement-breakpoint
ALTER TABLE "people" ADD COLUMN "publish_from" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "people" ADD COLUMN "unpublish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "people" ADD COLUMN "pending" jsonb;--> statement-breakpoint
ALTER TABLE "people" ADD COLUMN "is_sample" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "people" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "people" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "people" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "startups" ADD COLUMN "name_hi" text;--> statement-breakpoint
ALTER TABLE "startups" ADD COLUMN "founder_hi" text;--> statement-breakpoint
ALTER TABLE "startups" ADD COLUMN "stage" text;--> statement-breakpoint
ALTER TABLE "startups" ADD COLUMN "cohort_year" integer;--> statement-breakpoint
ALTER TABLE "startups" ADD COLUMN "incubation_status" text;--> statement-breakpoint
ALTER TABLE "startups" ADD COLUMN "problem_hi" text;--> statement-breakpoint
ALTER TABLE "startups" ADD COLUMN "description_hi" text;--> statement-breakpoint
ALTER TABLE "startups" ADD COLUMN "social" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "startups" ADD COLUMN "image_alt" text;--> statement-breakpoint
ALTER TABLE "startups" ADD COLUMN "image_alt_hi" text;--> statement-breakpoint
ALTER TABLE "startups" ADD COLUMN "image_focus_x" integer DEFAULT 50 NOT NULL;--> statement-breakpoint
ALTER TABLE "startups" ADD COLUMN "image_focus_y" integer DEFAULT 50 NOT NULL;--> statement-breakpoint
ALTER TABLE "startups" ADD COLUMN "status" text DEFAULT 'draft' NOT NULL;--> statement-breakpoint
ALTER TABLE "startups" ADD COLUMN "publish_from" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "startups" ADD COLUMN "unpublish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "startups" ADD COLUMN "pending" jsonb;--> statement-breakpoint
ALTER TABLE "startups" ADD COLUMN "is_sample" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "startups" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "startups" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "startups" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "support_tabs" ADD COLUMN "label_hi" text;--> statement-breakpoint
ALTER TABLE "support_tabs" ADD COLUMN "headline_hi" text;--> statement-breakpoint
ALTER TABLE "support_tabs" ADD COLUMN "description_hi" text;--> statement-breakpoint
ALTER TABLE "support_tabs" ADD COLUMN "button_label_hi" text;--> statement-breakpoint
ALTER TABLE "support_tabs" ADD COLUMN "image_alt" text;--> statement-breakpoint
ALTER TABLE "support_tabs" ADD COLUMN "image_alt_hi" text;--> statement-breakpoint
ALTER TABLE "support_tabs" ADD COLUMN "image_focus_x" integer DEFAULT 50 NOT NULL;--> statement-breakpoint
ALTER TABLE "support_tabs" ADD COLUMN "image_focus_y" integer DEFAULT 50 NOT NULL;--> statement-breakpoint
ALTER TABLE "support_tabs" ADD COLUMN "status" text DEFAULT 'draft' NOT NULL;--> statement-breakpoint
ALTER TABLE "support_tabs" ADD COLUMN "publish_from" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "support_tabs" ADD COLUMN "unpublish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "support_tabs" ADD COLUMN "pending" jsonb;--> statement-breakpoint
ALTER TABLE "support_tabs" ADD COLUMN "is_sample" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "support_tabs" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "support_tabs" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "support_tabs" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "talks" ADD COLUMN "name_hi" text;--> statement-breakpoint
ALTER TABLE "talks" ADD COLUMN "role_hi" text;--> statement-breakpoint
ALTER TABLE "talks" ADD COLUMN "company_hi" text;--> statement-breakpoint
ALTER TABLE "talks" ADD COLUMN "bio_hi" text;--> statement-breakpoint
ALTER TABLE "talks" ADD COLUMN "title" text;--> statement-breakpoint
ALTER TABLE "talks" ADD COLUMN "title_hi" text;--> statement-breakpoint
ALTER TABLE "talks" ADD COLUMN "talk_date" date;--> statement-breakpoint
ALTER TABLE "talks" ADD COLUMN "video_url" text;--> statement-breakpoint
ALTER TABLE "talks" ADD COLUMN "image_alt" text;--> statement-breakpoint
ALTER TABLE "talks" ADD COLUMN "image_alt_hi" text;--> statement-breakpoint
ALTER TABLE "talks" ADD COLUMN "image_focus_x" integer DEFAULT 50 NOT NULL;--> statement-breakpoint
ALTER TABLE "talks" ADD COLUMN "image_focus_y" integer DEFAULT 50 NOT NULL;--> statement-breakpoint
ALTER TABLE "talks" ADD COLUMN "status" text DEFAULT 'draft' NOT NULL;--> statement-breakpoint
ALTER TABLE "talks" ADD COLUMN "publish_from" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "talks" ADD COLUMN "unpublish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "talks" ADD COLUMN "pending" jsonb;--> statement-breakpoint
ALTER TABLE "talks" ADD COLUMN "is_sample" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "talks" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "talks" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "talks" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "testimonials" ADD COLUMN "name_hi" text;--> statement-breakpoint
ALTER TABLE "testimonials" ADD COLUMN "role_hi" text;--> statement-breakpoint
ALTER TABLE "testimonials" ADD COLUMN "company_hi" text;--> statement-breakpoint
ALTER TABLE "testimonials" ADD COLUMN "quote_hi" text;--> statement-breakpoint
ALTER TABLE "testimonials" ADD COLUMN "image_alt" text;--> statement-breakpoint
ALTER TABLE "testimonials" ADD COLUMN "image_alt_hi" text;--> statement-breakpoint
ALTER TABLE "testimonials" ADD COLUMN "image_focus_x" integer DEFAULT 50 NOT NULL;--> statement-breakpoint
ALTER TABLE "testimonials" ADD COLUMN "image_focus_y" integer DEFAULT 50 NOT NULL;--> statement-breakpoint
ALTER TABLE "testimonials" ADD COLUMN "status" text DEFAULT 'draft' NOT NULL;--> statement-breakpoint
ALTER TABLE "testimonials" ADD COLUMN "publish_from" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "testimonials" ADD COLUMN "unpublish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "testimonials" ADD COLUMN "pending" jsonb;--> statement-breakpoint
ALTER TABLE "testimonials" ADD COLUMN "is_sample" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "testimonials" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "testimonials" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "testimonials" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "albums" ADD CONSTRAINT "albums_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gallery_photos" ADD CONSTRAINT "gallery_photos_album_id_albums_id_fk" FOREIGN KEY ("album_id") REFERENCES "public"."albums"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
-- Data of the content model (decision 014). Events keep their dates, at midnight in India.
UPDATE "events" SET "starts_at" = ("start_date"::timestamp AT TIME ZONE 'Asia/Kolkata'), "ends_at" = ("end_date"::timestamp AT TIME ZONE 'Asia/Kolkata'), "all_day" = true;--> statement-breakpoint
ALTER TABLE "events" ALTER COLUMN "starts_at" SET NOT NULL;--> statement-breakpoint
-- Everything that was on the site was public.
UPDATE "startups" SET "status" = 'published';--> statement-breakpoint
UPDATE "events" SET "status" = 'published';--> statement-breakpoint
UPDATE "talks" SET "status" = 'published';--> statement-breakpoint
UPDATE "testimonials" SET "status" = 'published';--> statement-breakpoint
UPDATE "people" SET "status" = 'published';--> statement-breakpoint
UPDATE "faqs" SET "status" = 'published';--> statement-breakpoint
UPDATE "support_tabs" SET "status" = 'published';--> statement-breakpoint
UPDATE "notices" SET "status" = 'published';--> statement-breakpoint
UPDATE "gallery_photos" SET "status" = 'published';--> statement-breakpoint
-- Staff could not edit these until now: what is in them is the sample content.
UPDATE "startups" SET "is_sample" = true;--> statement-breakpoint
UPDATE "events" SET "is_sample" = true;--> statement-breakpoint
UPDATE "talks" SET "is_sample" = true;--> statement-breakpoint
UPDATE "testimonials" SET "is_sample" = true;--> statement-breakpoint
UPDATE "people" SET "is_sample" = true;--> statement-breakpoint
UPDATE "faqs" SET "is_sample" = true;--> statement-breakpoint
UPDATE "support_tabs" SET "is_sample" = true;--> statement-breakpoint
-- Notices and gallery photos staff could edit: sample only if untouched since the seeding.
UPDATE "notices" SET "is_sample" = true WHERE EXISTS (SELECT 1 FROM "settings" WHERE "key" = 'seeded-at' AND abs(extract(epoch FROM ("notices"."updated_at" - "value"::timestamptz))) < 600);--> statement-breakpoint
UPDATE "gallery_photos" SET "is_sample" = true WHERE EXISTS (SELECT 1 FROM "settings" WHERE "key" = 'seeded-at' AND abs(extract(epoch FROM ("gallery_photos"."updated_at" - "value"::timestamptz))) < 600);--> statement-breakpoint
-- A text that was written in Hindi is the Hindi text now (and stays the English one until edited).
UPDATE "startups" SET "problem_hi" = "problem", "description_hi" = "description" WHERE "lang" = 'hi';--> statement-breakpoint
UPDATE "talks" SET "bio_hi" = "bio" WHERE "lang" = 'hi';--> statement-breakpoint
UPDATE "testimonials" SET "quote_hi" = "quote" WHERE "lang" = 'hi';--> statement-breakpoint
UPDATE "people" SET "about_hi" = "about" WHERE "lang" = 'hi';
--> statement-breakpoint
ALTER TABLE "events" DROP COLUMN "start_date";--> statement-breakpoint
ALTER TABLE "events" DROP COLUMN "end_date";--> statement-breakpoint
ALTER TABLE "people" DROP COLUMN "lang";--> statement-breakpoint
ALTER TABLE "talks" DROP COLUMN "lang";--> statement-breakpoint
ALTER TABLE "testimonials" DROP COLUMN "lang";--> statement-breakpoint
ALTER TABLE "startups" DROP COLUMN "lang";