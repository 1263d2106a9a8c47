import {
  boolean,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import type { Question } from "~/lib/content/questions";
import { user } from "./auth";
import { lifecycle, timestamps } from "./columns";
import { ideas } from "./ideas";

/** One criterion of a round's rubric: reviewers score it 1–5; its weight counts in the average. */
export type RubricCriterion = { label: string; labelHi?: string; weight: string };

/**
 * A call for applications (issue 26): while it is open (between its times, published), /idea
 * shows its form instead of the spec's. Its questions, its PDF (a pitch deck) and its team list
 * are asked of every founder; its rubric is what reviewers score.
 */
export const rounds = pgTable("rounds", {
  id: serial("id").primaryKey(),
  title: text("title").notNull(),
  titleHi: text("title_hi"),
  opensAt: timestamp("opens_at", { withTimezone: true }).notNull(),
  closesAt: timestamp("closes_at", { withTimezone: true }).notNull(),
  /** Markdown, shown above the form. */
  intro: text("intro").notNull().default(""),
  introHi: text("intro_hi"),
  questions: jsonb("questions").$type<Question[]>().notNull().default([]),
  /** What the PDF is called on the form ("Pitch deck"); null: the round asks for none. */
  pdfLabel: text("pdf_label"),
  pdfLabelHi: text("pdf_label_hi"),
  pdfRequired: boolean("pdf_required").notNull().default(false),
  /** How many team members a founder may list besides themselves (0: none asked). */
  teamMax: integer("team_max").notNull().default(0),
  rubric: jsonb("rubric").$type<RubricCriterion[]>().notNull().default([]),
  ...lifecycle(),
  ...timestamps(),
});

/** Every move of an application between stages: who, when, and why if they said. */
export const ideaMoves = pgTable("idea_moves", {
  id: serial("id").primaryKey(),
  ideaId: integer("idea_id")
    .notNull()
    .references(() => ideas.id, { onDelete: "cascade" }),
  fromStatus: text("from_status"),
  toStatus: text("to_status").notNull(),
  note: text("note").notNull().default(""),
  actorEmail: text("actor_email").notNull(),
  at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
});

/** The team's notes on an application: a thread, each note kept as written. */
export const ideaNotes = pgTable("idea_notes", {
  id: serial("id").primaryKey(),
  ideaId: integer("idea_id")
    .notNull()
    .references(() => ideas.id, { onDelete: "cascade" }),
  body: text("body").notNull(),
  authorEmail: text("author_email").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A reviewer's assignment to an application and their review: scores per criterion (by its
 * English label), a comment, when it was sent. A declared conflict of interest ends the
 * assignment (`conflictAt`) and keeps the row, so spreading the work again skips that pair.
 */
export const reviews = pgTable(
  "reviews",
  {
    id: serial("id").primaryKey(),
    ideaId: integer("idea_id")
      .notNull()
      .references(() => ideas.id, { onDelete: "cascade" }),
    reviewerId: text("reviewer_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    assignedBy: text("assigned_by").notNull(),
    assignedAt: timestamp("assigned_at", { withTimezone: true }).notNull().defaultNow(),
    scores: jsonb("scores").$type<Record<string, number>>().notNull().default({}),
    comment: text("comment").notNull().default(""),
    submittedAt: timestamp("submitted_at", { withTimezone: true }),
    conflictAt: timestamp("conflict_at", { withTimezone: true }),
    conflictNote: text("conflict_note").notNull().default(""),
  },
  (t) => [uniqueIndex("reviews_idea_reviewer").on(t.ideaId, t.reviewerId)],
);

export type Round = typeof rounds.$inferSelect;
export type Review = typeof reviews.$inferSelect;

/**
 * What founders read of each stage, in English and Hindi (content/kinds/stages.ts): its name and
 * what it means for them. One row, made from the catalogue's first wording.
 */
export const stageTexts = pgTable("stage_texts", {
  id: serial("id").primaryKey(),
  newName: text("new_name").notNull(),
  newNameHi: text("new_name_hi"),
  newExplains: text("new_explains").notNull(),
  newExplainsHi: text("new_explains_hi"),
  reviewingName: text("reviewing_name").notNull(),
  reviewingNameHi: text("reviewing_name_hi"),
  reviewingExplains: text("reviewing_explains").notNull(),
  reviewingExplainsHi: text("reviewing_explains_hi"),
  shortlistedName: text("shortlisted_name").notNull(),
  shortlistedNameHi: text("shortlisted_name_hi"),
  shortlistedExplains: text("shortlisted_explains").notNull(),
  shortlistedExplainsHi: text("shortlisted_explains_hi"),
  pitchName: text("pitch_name").notNull(),
  pitchNameHi: text("pitch_name_hi"),
  pitchExplains: text("pitch_explains").notNull(),
  pitchExplainsHi: text("pitch_explains_hi"),
  incubatedName: text("incubated_name").notNull(),
  incubatedNameHi: text("incubated_name_hi"),
  incubatedExplains: text("incubated_explains").notNull(),
  incubatedExplainsHi: text("incubated_explains_hi"),
  declinedName: text("declined_name").notNull(),
  declinedNameHi: text("declined_name_hi"),
  declinedExplains: text("declined_explains").notNull(),
  declinedExplainsHi: text("declined_explains_hi"),
  ...lifecycle(),
  ...timestamps(),
});
