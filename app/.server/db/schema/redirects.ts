import { integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

/**
 * An address that moved (issue 25): when staff change an item's page address (slug), the old
 * path keeps answering with a 301 to the new one, so links already shared keep working. Staff
 * see and remove them under Redirects.
 */
export const redirects = pgTable("redirects", {
  id: serial("id").primaryKey(),
  /** The old path, e.g. "/startups/khetisense" (English; the Hindi path under /hi follows it). */
  fromPath: text("from_path").notNull().unique(),
  toPath: text("to_path").notNull(),
  /** The section and item whose address moved (the item may since have left). */
  section: text("section").notNull(),
  itemId: integer("item_id"),
  createdBy: text("created_by"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
