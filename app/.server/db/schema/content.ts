import { sql } from "drizzle-orm";
import {
  boolean,
  date,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { media } from "./media.ts";

/** "en" or "hi": rendered as the element's lang attribute. */
export type Lang = "en" | "hi";

export const startups = pgTable("startups", {
  id: serial("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  name: text("name").notNull(),
  founder: text("founder"),
  sector: text("sector").notNull(),
  /** One or two sentences: the problem the startup solves (flip card back, cards). */
  problem: text("problem").notNull(),
  /** Longer description for the startup's own page and the carousel. */
  description: text("description").notNull(),
  lang: text("lang").$type<Lang>().notNull().default("en"),
  email: text("email"),
  website: text("website"),
  foundedYear: integer("founded_year"),
  imageId: text("image_id").references(() => media.id, { onDelete: "set null" }),
  inFlipCards: boolean("in_flip_cards").notNull().default(false),
  inCarousel: boolean("in_carousel").notNull().default(false),
  inCards: boolean("in_cards").notNull().default(false),
  position: integer("position").notNull().default(0),
});

export type EventStat = { value: string; label: string };

export const events = pgTable("events", {
  id: serial("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  title: text("title").notNull(),
  startDate: date("start_date").notNull(),
  endDate: date("end_date"),
  venue: text("venue").notNull(),
  summary: text("summary").notNull(),
  description: text("description").notNull(),
  stats: jsonb("stats").$type<EventStat[]>().notNull().default(sql`'[]'::jsonb`),
  link: text("link"),
  imageId: text("image_id").references(() => media.id, { onDelete: "set null" }),
  position: integer("position").notNull().default(0),
});

/** Speakers of the home page's talks slider. */
export const talks = pgTable("talks", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  role: text("role").notNull(),
  company: text("company").notNull(),
  bio: text("bio").notNull(),
  lang: text("lang").$type<Lang>().notNull().default("en"),
  imageId: text("image_id").references(() => media.id, { onDelete: "set null" }),
  position: integer("position").notNull().default(0),
});

/** Cards of the /talksmore page ("Entrepreneur's Talks"). */
export const testimonials = pgTable("testimonials", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  role: text("role").notNull(),
  company: text("company").notNull(),
  quote: text("quote").notNull(),
  lang: text("lang").$type<Lang>().notNull().default("en"),
  imageId: text("image_id").references(() => media.id, { onDelete: "set null" }),
  position: integer("position").notNull().default(0),
});

export type PersonKind = "director" | "faculty" | "student";

export const people = pgTable("people", {
  id: serial("id").primaryKey(),
  kind: text("kind").$type<PersonKind>().notNull(),
  /** Student page section, e.g. "Student Coordinators"; null for faculty and directors. */
  section: text("section"),
  name: text("name").notNull(),
  post: text("post").notNull(),
  about: text("about").notNull().default(""),
  lang: text("lang").$type<Lang>().notNull().default("en"),
  imageId: text("image_id").references(() => media.id, { onDelete: "set null" }),
  linkedin: text("linkedin"),
  email: text("email"),
  featured: boolean("featured").notNull().default(false),
  position: integer("position").notNull().default(0),
});

export const faqs = pgTable("faqs", {
  id: serial("id").primaryKey(),
  question: text("question").notNull(),
  answer: text("answer").notNull(),
  position: integer("position").notNull().default(0),
});

export const notices = pgTable("notices", {
  id: serial("id").primaryKey(),
  title: text("title").notNull(),
  url: text("url"),
  date: date("date").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const galleryPhotos = pgTable("gallery_photos", {
  id: serial("id").primaryKey(),
  /** Stable name of the slot (e.g. "event-07.jpg"), as the old bucket's object name. */
  name: text("name").notNull().unique(),
  mediaId: text("media_id")
    .notNull()
    .references(() => media.id),
  alt: text("alt").notNull(),
  position: integer("position").notNull().default(0),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** The home page's "How we support" tabs (Mentorship, Funding, Networking, Workspace). */
export const supportTabs = pgTable("support_tabs", {
  id: serial("id").primaryKey(),
  label: text("label").notNull(),
  headline: text("headline").notNull(),
  description: text("description").notNull(),
  buttonLabel: text("button_label").notNull(),
  /** A destination on this site, e.g. "/professor" or "/#incubations". */
  buttonHref: text("button_href").notNull(),
  imageId: text("image_id").references(() => media.id, { onDelete: "set null" }),
  position: integer("position").notNull().default(0),
});

/** Small key/value store: generated secrets and one-time markers (e.g. "seeded"). */
export const settings = pgTable("settings", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
});
