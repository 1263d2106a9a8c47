CREATE TABLE "support_tabs" (
	"id" serial PRIMARY KEY NOT NULL,
	"label" text NOT NULL,
	"headline" text NOT NULL,
	"description" text NOT NULL,
	"button_label" text NOT NULL,
	"button_href" text NOT NULL,
	"image_id" text,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "support_tabs" ADD CONSTRAINT "support_tabs_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;