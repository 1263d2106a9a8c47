CREATE TABLE "brand" (
	"id" serial PRIMARY KEY NOT NULL,
	"accent" text DEFAULT '#f59e0b' NOT NULL,
	"logo_id" text,
	"logo_alt" text,
	"logo_alt_hi" text,
	"logo_focus_x" integer DEFAULT 50 NOT NULL,
	"logo_focus_y" integer DEFAULT 50 NOT NULL,
	"emblem_id" text,
	"emblem_alt" text,
	"emblem_alt_hi" text,
	"emblem_focus_x" integer DEFAULT 50 NOT NULL,
	"emblem_focus_y" integer DEFAULT 50 NOT NULL,
	"favicon_id" text,
	"favicon_alt" text,
	"favicon_alt_hi" text,
	"favicon_focus_x" integer DEFAULT 50 NOT NULL,
	"favicon_focus_y" integer DEFAULT 50 NOT NULL,
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
ALTER TABLE "brand" ADD CONSTRAINT "brand_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand" ADD CONSTRAINT "brand_emblem_id_media_id_fk" FOREIGN KEY ("emblem_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand" ADD CONSTRAINT "brand_favicon_id_media_id_fk" FOREIGN KEY ("favicon_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE TRIGGER "brand_content_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "brand" FOR EACH STATEMENT EXECUTE FUNCTION "content_changed"();
