import { integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import type { Lang } from "~/lib/i18n/lang";
import { events } from "./events";

/** Confirmed: has a place. Waiting: on the waiting list, in order of arrival. */
export type RegistrationStatus = "confirmed" | "waiting";

/** One person's registration for one event (personal data: staff with content:edit see it). */
export const eventRegistrations = pgTable(
  "event_registrations",
  {
    id: serial("id").primaryKey(),
    eventId: integer("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** As typed: the confirmation goes here. */
    email: text("email").notNull(),
    /** The mailbox it reaches (case folded, +tag dropped): one registration per mailbox. */
    mailbox: text("mailbox").notNull(),
    phone: text("phone").notNull(),
    institute: text("institute").notNull().default(""),
    status: text("status").$type<RegistrationStatus>().notNull(),
    clientIp: text("client_ip"),
    /** The language of the page it was sent from: the confirmation is written in it. */
    lang: text("lang").$type<Lang>().notNull().default("en"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("event_registrations_event_mailbox").on(t.eventId, t.mailbox)],
);

export type Registration = typeof eventRegistrations.$inferSelect;
