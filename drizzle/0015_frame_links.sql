-- The frame's links and the home page's order become content (issue 24, decision 026): the header
-- menu and the footer's columns (site_links), the home sections' order and whether each shows
-- (home_blocks), both made at start-up from what the pages had; the idea section's words join
-- the home sections' row (empty here, filled with their first version at start-up). Public pages
-- read both new tables, so each has the content_changed trigger.
CREATE TABLE "home_blocks" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"shown" boolean DEFAULT true NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"publish_from" timestamp with time zone,
	"unpublish_at" timestamp with time zone,
	"pending" jsonb,
	"is_sample" boolean DEFAULT false NOT NULL,
	"deleted_at" timestamp with time zone,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "home_blocks_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "site_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"place" text NOT NULL,
	"heading" text,
	"heading_hi" text,
	"label" text NOT NULL,
	"label_hi" text,
	"href" text NOT NULL,
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
ALTER TABLE "home_sections" ADD COLUMN "idea_eyebrow" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "home_sections" ADD COLUMN "idea_eyebrow_hi" text;--> statement-breakpoint
ALTER TABLE "home_sections" ADD COLUMN "idea_title" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "home_sections" ADD COLUMN "idea_title_hi" text;--> statement-breakpoint
ALTER TABLE "home_sections" ADD COLUMN "idea_lead" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "home_sections" ADD COLUMN "idea_lead_hi" text;--> statement-breakpoint
ALTER TABLE "home_sections" ADD COLUMN "idea_points" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "home_sections" ADD COLUMN "idea_points_hi" text;--> statement-breakpoint
ALTER TABLE "home_sections" ADD COLUMN "idea_success" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "home_sections" ADD COLUMN "idea_success_hi" text;--> statement-breakpoint
CREATE TRIGGER "site_links_content_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "site_links" FOR EACH STATEMENT EXECUTE FUNCTION "content_changed"();--> statement-breakpoint
CREATE TRIGGER "home_blocks_content_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "home_blocks" FOR EACH STATEMENT EXECUTE FUNCTION "content_changed"();
