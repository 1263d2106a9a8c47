CREATE TABLE "terms" (
	"id" serial PRIMARY KEY NOT NULL,
	"vocabulary" text NOT NULL,
	"slug" text NOT NULL,
	"label" text NOT NULL,
	"label_hi" text,
	"status" text DEFAULT 'draft' NOT NULL,
	"publish_from" timestamp with time zone,
	"unpublish_at" timestamp with time zone,
	"pending" jsonb,
	"is_sample" boolean DEFAULT false NOT NULL,
	"deleted_at" timestamp with time zone,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "terms_vocabulary_slug" UNIQUE("vocabulary","slug")
);
--> statement-breakpoint
CREATE TRIGGER "terms_content_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "terms" FOR EACH STATEMENT EXECUTE FUNCTION "content_changed"();
