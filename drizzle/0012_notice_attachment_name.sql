-- A notice keeps its own name for its PDF (security review): the stored file is shared by every
-- notice that attached the same bytes, and was served under the name it was first uploaded with.
ALTER TABLE "notices" ADD COLUMN "attachment_name" text;
--> statement-breakpoint
-- Each notice keeps the name its PDF had when it was attached: the shared file's first name.
UPDATE "notices" SET "attachment_name" = "attachments"."file_name" FROM "attachments" WHERE "attachments"."id" = "notices"."attachment_id";
