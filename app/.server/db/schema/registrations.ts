import { sql } from "drizzle-orm";
import { integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import type { QuestionKind } from "~/lib/content/questions";
import type { Lang } from "~/lib/i18n/lang";
import { events } from "./events";

/**
 * Confirmed: has a place. Waiting: on the waiting list, in order of arrival. Cancelled: given up
 * (by the registrant's link or by staff); kept so the list and the audit say what happened.
 */
export type RegistrationStatus = "confirmed" | "waiting" | "cancelled";

/**
 * One answer to an event's own question, kept with the question as it was asked and the choice
 * as written in English (what the export shows); `kind` says whether the words are the centre's
 * (a choice, yes/no) or typed by the registrant.
 */
export type RegistrationAnswer = {
  question: string;
  answer: string;
  kind?: QuestionKind;
};

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
    /** The answers to the event's own questions, in the order asked. */
    answers: jsonb("answers").$type<RegistrationAnswer[]>().notNull().default([]),
    /** The secret in the e-mail's cancel link: whoever holds the e-mail may give the place up. */
    cancelToken: text("cancel_token").unique(),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    /** When a waiting registration was given a freed place. */
    promotedAt: timestamp("promoted_at", { withTimezone: true }),
    /** When the reminder was queued (the day before): never twice. */
    remindedAt: timestamp("reminded_at", { withTimezone: true }),
    /** Marked at the door on the day (check-in). */
    attendedAt: timestamp("attended_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  // One live registration per mailbox: someone who cancelled may register again.
  (t) => [
    uniqueIndex("event_registrations_event_mailbox")
      .on(t.eventId, t.mailbox)
      .where(sql`${t.status} <> 'cancelled'`),
  ],
);

/** Who a message to an event's people goes to. */
export type MessageAudience = "confirmed" | "waiting";

/** A message staff sent to an event's registrants or its waiting list (sent through the outbox). */
export const eventMessages = pgTable("event_messages", {
  id: serial("id").primaryKey(),
  eventId: integer("event_id")
    .notNull()
    .references(() => events.id, { onDelete: "cascade" }),
  audience: text("audience").$type<MessageAudience>().notNull(),
  subject: text("subject").notNull(),
  subjectHi: text("subject_hi"),
  body: text("body").notNull(),
  bodyHi: text("body_hi"),
  sentBy: text("sent_by"),
  /** How many registrations it was queued for. */
  recipients: integer("recipients").notNull().default(0),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export type EventMessage = typeof eventMessages.$inferSelect;

export type Registration = typeof eventRegistrations.$inferSelect;
