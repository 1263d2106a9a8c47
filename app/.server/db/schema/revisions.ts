import { bigint, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Every save of a piece of content: a snapshot of its fields after the change, who made it and
 * when, and which fields changed. Written in the change's transaction, beside its audit row.
 */
export const revisions = pgTable("content_revisions", {
  id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
  /** The section's key, e.g. "startups". */
  section: text("section").notNull(),
  itemId: integer("item_id").notNull(),
  /** What happened: save, publish, unpublish, restore, delete, undelete. */
  action: text("action").notNull(),
  snapshot: jsonb("snapshot").$type<Record<string, unknown>>().notNull(),
  changed: jsonb("changed").$type<string[]>().notNull().default([]),
  userId: text("user_id"),
  userEmail: text("user_email").notNull(),
  at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
});
