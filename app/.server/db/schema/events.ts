import { boolean, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import type { Question } from "~/lib/content/questions";
import { lifecycle, picture, timestamps } from "./columns";

/**
 * A question an event asks when people register, beyond name, e-mail, phone and institute: a
 * short answer, one of some choices, or yes/no (lib/content/questions.ts).
 */
export type RegistrationQuestion = Question;

/** A figure of an event ("1000+" students), its label in both languages. */
export type EventStat = { value: string; label: string; labelHi?: string };

export const events = pgTable("events", {
  id: serial("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  title: text("title").notNull(),
  titleHi: text("title_hi"),
  /** When it starts and ends; shown in the centre's time zone. */
  startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
  endsAt: timestamp("ends_at", { withTimezone: true }),
  /** Only the dates matter (the times are midnight in the centre's zone and not shown). */
  allDay: boolean("all_day").notNull().default(false),
  venue: text("venue").notNull(),
  venueHi: text("venue_hi"),
  online: boolean("online").notNull().default(false),
  summary: text("summary").notNull(),
  summaryHi: text("summary_hi"),
  /** Markdown. */
  description: text("description").notNull(),
  descriptionHi: text("description_hi"),
  stats: jsonb("stats").$type<EventStat[]>().notNull().default([]),
  link: text("link"),
  /** Shown in the home page's events (staff untick an event to list it only on /events). */
  onHome: boolean("on_home").notNull().default(true),
  /** Visitors may register on the event's page (until it closes, and while places last). */
  registrationOpen: boolean("registration_open").notNull().default(false),
  /** How many may register; null: no limit. */
  capacity: integer("capacity"),
  /** Once the places are taken, further registrations wait on a list instead of being refused. */
  waitingList: boolean("waiting_list").notNull().default(false),
  /** When registration ends; null: when the event starts. */
  registrationClosesAt: timestamp("registration_closes_at", { withTimezone: true }),
  /** Asked of everyone who registers (at most four). */
  questions: jsonb("questions").$type<RegistrationQuestion[]>().notNull().default([]),
  /** The local time ("18:00") of the day before when registrants are reminded; null: no reminder. */
  reminderTime: text("reminder_time"),
  /** Once the event is past, its page says how many registered and how many came. */
  showAttendance: boolean("show_attendance").notNull().default(false),
  ...picture(),
  ...lifecycle(),
  ...timestamps(),
});
