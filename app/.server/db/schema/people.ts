import { boolean, date, pgTable, serial, text } from "drizzle-orm/pg-core";
import { lifecycle, picture, timestamps } from "./columns";

export type PersonKind = "director" | "faculty" | "student";

/** The director's desk and the professor in charge, faculty mentors, the student team. */
export const people = pgTable("people", {
  id: serial("id").primaryKey(),
  kind: text("kind").$type<PersonKind>().notNull(),
  /** Student page section, e.g. "Student Coordinators"; null for faculty and directors. */
  section: text("section"),
  name: text("name").notNull(),
  nameHi: text("name_hi"),
  post: text("post").notNull(),
  postHi: text("post_hi"),
  /** A director's message (Markdown), or a mentor's or a student's short blurb. */
  about: text("about").notNull().default(""),
  aboutHi: text("about_hi"),
  linkedin: text("linkedin"),
  email: text("email"),
  featured: boolean("featured").notNull().default(false),
  ...picture(),
  ...lifecycle(),
  ...timestamps(),
});

/** Entrepreneur talks: the home page's slider. */
export const talks = pgTable("talks", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  nameHi: text("name_hi"),
  role: text("role").notNull(),
  roleHi: text("role_hi"),
  company: text("company").notNull(),
  companyHi: text("company_hi"),
  bio: text("bio").notNull(),
  bioHi: text("bio_hi"),
  title: text("title"),
  titleHi: text("title_hi"),
  talkDate: date("talk_date"),
  videoUrl: text("video_url"),
  ...picture(),
  ...lifecycle(),
  ...timestamps(),
});

/** Cards of the /talksmore page ("Entrepreneur's Talks"). */
export const testimonials = pgTable("testimonials", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  nameHi: text("name_hi"),
  role: text("role").notNull(),
  roleHi: text("role_hi"),
  company: text("company").notNull(),
  companyHi: text("company_hi"),
  quote: text("quote").notNull(),
  quoteHi: text("quote_hi"),
  ...picture(),
  ...lifecycle(),
  ...timestamps(),
});
