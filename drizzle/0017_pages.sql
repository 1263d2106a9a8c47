CREATE TABLE "pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"place" text NOT NULL,
	"key" text,
	"slug" text,
	"title" text NOT NULL,
	"title_hi" text,
	"lead" text DEFAULT '' NOT NULL,
	"lead_hi" text,
	"description" text DEFAULT '' NOT NULL,
	"description_hi" text,
	"body" text NOT NULL,
	"body_hi" text,
	"reviewed_on" date,
	"status" text DEFAULT 'draft' NOT NULL,
	"publish_from" timestamp with time zone,
	"unpublish_at" timestamp with time zone,
	"pending" jsonb,
	"is_sample" boolean DEFAULT false NOT NULL,
	"deleted_at" timestamp with time zone,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pages_key_unique" UNIQUE("key"),
	CONSTRAINT "pages_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TRIGGER "pages_content_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "pages" FOR EACH STATEMENT EXECUTE FUNCTION "content_changed"();
