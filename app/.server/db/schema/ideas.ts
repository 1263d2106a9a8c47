import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import type { Lang } from "~/lib/i18n/lang";
import { feedback } from "./feedback";
import { eventMessages, eventRegistrations, type RegistrationAnswer } from "./registrations";

/**
 * An application's stage: received, screening, shortlisted, pitch, selected, not selected (the
 * keys are the first release's; what founders read of each is staff's, content/kinds/stages.ts).
 */
export type IdeaStatus = "new" | "reviewing" | "shortlisted" | "pitch" | "incubated" | "declined";

/** One team member a founder listed with a round's application. */
export type TeamMember = { name: string; email: string; role: string };

export const ideas = pgTable("ideas", {
  id: serial("id").primaryKey(),
  /** Shown to the founder, e.g. "IDEA-2026-000042". */
  reference: text("reference").notNull().unique(),
  name: text("name").notNull(),
  email: text("email").notNull(),
  phone: text("phone").notNull(),
  subject: text("subject").notNull(),
  message: text("message").notNull(),
  status: text("status").$type<IdeaStatus>().notNull().default("new"),
  /** Staff's notes for each other; never shown to the founder. */
  note: text("note").notNull().default(""),
  /** What staff chose to tell the founder: shown on /idea/status and in the status e-mail. */
  founderMessage: text("founder_message").notNull().default(""),
  clientIp: text("client_ip"),
  /**
   * The round it answers (issue 26); null: the spec's form, sent while no round was open. No
   * foreign key: a round purged from the trash leaves its applications, which then read as
   * the spec form's.
   */
  roundId: integer("round_id"),
  /** The answers to the round's questions, each with its English question. */
  answers: jsonb("answers").$type<RegistrationAnswer[]>().notNull().default([]),
  /** The round's PDF (a pitch deck), stored as an attachment. */
  pdfId: text("pdf_id"),
  team: jsonb("team").$type<TeamMember[]>().notNull().default([]),
  /** Loaded with the sample content (fictional founders): "Remove sample content" deletes it. */
  isSample: boolean("is_sample").notNull().default(false),
  /** The language of the page it was sent from: the founder's e-mails are written in it. */
  lang: text("lang").$type<Lang>().notNull().default("en"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * `founder-status`: the status e-mail staff asked for, always to the idea's own address.
 * `registration-confirmation`: an event registration's e-mail (its place or its waiting list).
 * `feedback-ack`: the acknowledgement of feedback sent through the contact page.
 * `registration-promoted`: a waiting registration was given a freed place.
 * `registration-cancelled`: the registration was cancelled (by its link or by staff).
 * `registration-reminder`: the day before the event, with its .ics again.
 * `event-message`: a message staff wrote to an event's registrants (`eventMessageId`).
 */
export type OutboxKind =
  | "centre-email"
  | "founder-ack"
  | "form-service"
  | "founder-status"
  | "registration-confirmation"
  | "feedback-ack"
  | "registration-promoted"
  | "registration-cancelled"
  | "registration-reminder"
  | "event-message";
export type OutboxState = "pending" | "sent" | "failed";

/**
 * Durable delivery queue: one row per message to deliver, retried with backoff. A row is about
 * exactly one idea, one event registration or one piece of feedback.
 */
export const outbox = pgTable(
  "outbox",
  {
    id: serial("id").primaryKey(),
    ideaId: integer("idea_id").references(() => ideas.id, { onDelete: "cascade" }),
    registrationId: integer("registration_id").references(() => eventRegistrations.id, {
      onDelete: "cascade",
    }),
    feedbackId: integer("feedback_id").references(() => feedback.id, { onDelete: "cascade" }),
    /** For an `event-message` row: the message (the row's subject is the registration). */
    eventMessageId: integer("event_message_id").references(() => eventMessages.id, {
      onDelete: "cascade",
    }),
    kind: text("kind").$type<OutboxKind>().notNull(),
    state: text("state").$type<OutboxState>().notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      "outbox_one_subject",
      sql`num_nonnulls(${t.ideaId}, ${t.registrationId}, ${t.feedbackId}) = 1`,
    ),
  ],
);

export type Idea = typeof ideas.$inferSelect;
export type Delivery = typeof outbox.$inferSelect;
