import { integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { bytea } from "./media";

/**
 * One stored document (a notice's PDF, decision 017). The id is the SHA-256 of the bytes, so the
 * same file stored twice is one row, and a notice whose PDF is replaced points at a new row.
 * Kept apart from `media`: a PDF has no sizes, formats or placeholder to make.
 */
export const attachments = pgTable("attachments", {
  id: text("id").primaryKey(),
  /** The file's name as it was uploaded (control characters removed), offered when saved. */
  fileName: text("file_name").notNull(),
  /** "application/pdf": the only kind taken so far. */
  contentType: text("content_type").notNull(),
  size: integer("size").notNull(),
  bytes: bytea("bytes").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
