CREATE TABLE "idea_moves" (
	"id" serial PRIMARY KEY NOT NULL,
	"idea_id" integer NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"actor_email" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idea_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"idea_id" integer NOT NULL,
	"body" text NOT NULL,
	"author_email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"idea_id" integer NOT NULL,
	"reviewer_id" text NOT NULL,
	"assigned_by" text NOT NULL,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL,
	"scores" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"submitted_at" timestamp with time zone,
	"conflict_at" timestamp with time zone,
	"conflict_note" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rounds" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"title_hi" text,
	"opens_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"intro" text DEFAULT '' NOT NULL,
	"intro_hi" text,
	"questions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"pdf_label" text,
	"pdf_label_hi" text,
	"pdf_required" boolean DEFAULT false NOT NULL,
	"team_max" integer DEFAULT 0 NOT NULL,
	"rubric" jsonb DEFAULT '[]'::jsonb NOT NULL,
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
CREATE TABLE "stage_texts" (
	"id" serial PRIMARY KEY NOT NULL,
	"new_name" text NOT NULL,
	"new_name_hi" text,
	"new_explains" text NOT NULL,
	"new_explains_hi" text,
	"reviewing_name" text NOT NULL,
	"reviewing_name_hi" text,
	"reviewing_explains" text NOT NULL,
	"reviewing_explains_hi" text,
	"shortlisted_name" text NOT NULL,
	"shortlisted_name_hi" text,
	"shortlisted_explains" text NOT NULL,
	"shortlisted_explains_hi" text,
	"pitch_name" text NOT NULL,
	"pitch_name_hi" text,
	"pitch_explains" text NOT NULL,
	"pitch_explains_hi" text,
	"incubated_name" text NOT NULL,
	"incubated_name_hi" text,
	"incubated_explains" text NOT NULL,
	"incubated_explains_hi" text,
	"declined_name" text NOT NULL,
	"declined_name_hi" text,
	"declined_explains" text NOT NULL,
	"declined_explains_hi" text,
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
ALTER TABLE "ideas" ADD COLUMN "round_id" integer;--> statement-breakpoint
ALTER TABLE "ideas" ADD COLUMN "answers" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "ideas" ADD COLUMN "pdf_id" text;--> statement-breakpoint
ALTER TABLE "ideas" ADD COLUMN "team" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "idea_moves" ADD CONSTRAINT "idea_moves_idea_id_ideas_id_fk" FOREIGN KEY ("idea_id") REFERENCES "public"."ideas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idea_notes" ADD CONSTRAINT "idea_notes_idea_id_ideas_id_fk" FOREIGN KEY ("idea_id") REFERENCES "public"."ideas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_idea_id_ideas_id_fk" FOREIGN KEY ("idea_id") REFERENCES "public"."ideas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_reviewer_id_user_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_idea_reviewer" ON "reviews" USING btree ("idea_id","reviewer_id");--> statement-breakpoint
CREATE TRIGGER "rounds_content_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "rounds" FOR EACH STATEMENT EXECUTE FUNCTION "content_changed"();--> statement-breakpoint
INSERT INTO "idea_notes" ("idea_id", "body", "author_email", "created_at") SELECT "id", "note", 'the team (note kept before notes became a thread)', "updated_at" FROM "ideas" WHERE "note" <> '';--> statement-breakpoint
INSERT INTO "idea_moves" ("idea_id", "from_status", "to_status", "actor_email", "at") SELECT "id", NULL, 'new', 'founder (sent)', "created_at" FROM "ideas";--> statement-breakpoint
INSERT INTO "idea_moves" ("idea_id", "from_status", "to_status", "actor_email", "at") SELECT "id", 'new', "status", 'the team (moved before moves were kept)', "updated_at" FROM "ideas" WHERE "status" <> 'new';
--> statement-breakpoint
CREATE TRIGGER "stage_texts_content_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "stage_texts" FOR EACH STATEMENT EXECUTE FUNCTION "content_changed"();
