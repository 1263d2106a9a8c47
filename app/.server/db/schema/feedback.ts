import { pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import type { Lang } from "~/lib/i18n/lang";

/** New: nobody has dealt with it yet. Handled: a member of staff marked it done. */
export type FeedbackStatus = "new" | "handled";

/**
 * Feedback sent through the contact page (GIGW 3.0), stored before the sender is told it arrived,
 * with its acknowledgement queued in the outbox in the same transaction (as ideas, decision 005).
 */
export const feedback = pgTable("feedback", {
  id: serial("id").primaryKey(),
  /** Quoted in the acknowledgement, e.g. "FB-2026-000042". */
  reference: text("reference").notNull().unique(),
  name: text("name").notNull(),
  email: text("email").notNull(),
  /** Optional: "" when not given. */
  phone: text("phone").notNull().default(""),
  /** What it is about: the key of one of staff's feedback topics ("accessibility"). */
  category: text("category").notNull(),
  message: text("message").notNull(),
  /** The language of the page it was sent from: the acknowledgement is written in it. */
  lang: text("lang").$type<Lang>().notNull().default("en"),
  status: text("status").$type<FeedbackStatus>().notNull().default("new"),
  handledAt: timestamp("handled_at", { withTimezone: true }),
  /** The e-mail address of the member of staff who marked it handled. */
  handledBy: text("handled_by"),
  clientIp: text("client_ip"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export type Feedback = typeof feedback.$inferSelect;
