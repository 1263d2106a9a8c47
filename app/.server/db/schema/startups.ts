import { boolean, integer, jsonb, pgTable, serial, text } from "drizzle-orm/pg-core";
import { lifecycle, picture, timestamps } from "./columns";

export type StartupStage = "idea" | "prototype" | "early-revenue" | "growth";
export type IncubationStatus = "incubating" | "graduated" | "alumni";
export type SocialLinks = Partial<
  Record<"linkedin" | "x" | "instagram" | "facebook" | "youtube", string>
>;

export const startups = pgTable("startups", {
  id: serial("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  name: text("name").notNull(),
  nameHi: text("name_hi"),
  /** The founders' names, as one line. */
  founder: text("founder"),
  founderHi: text("founder_hi"),
  sector: text("sector").notNull(),
  stage: text("stage").$type<StartupStage>(),
  /** The year the startup joined the centre. */
  cohortYear: integer("cohort_year"),
  incubationStatus: text("incubation_status").$type<IncubationStatus>(),
  /** One or two sentences: the problem the startup solves (flip card back, cards). */
  problem: text("problem").notNull(),
  problemHi: text("problem_hi"),
  /** Markdown: the startup's own page and the carousel. */
  description: text("description").notNull(),
  descriptionHi: text("description_hi"),
  email: text("email"),
  website: text("website"),
  social: jsonb("social").$type<SocialLinks>().notNull().default({}),
  foundedYear: integer("founded_year"),
  inFlipCards: boolean("in_flip_cards").notNull().default(false),
  inCarousel: boolean("in_carousel").notNull().default(false),
  inCards: boolean("in_cards").notNull().default(false),
  ...picture(),
  ...lifecycle(),
  ...timestamps(),
});
