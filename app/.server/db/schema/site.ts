import { jsonb, pgTable, serial, text } from "drizzle-orm/pg-core";
import { lifecycle, picture, timestamps } from "./columns";
import type { SocialLinks } from "./startups";

export const faqs = pgTable("faqs", {
  id: serial("id").primaryKey(),
  question: text("question").notNull(),
  questionHi: text("question_hi"),
  /** Markdown. */
  answer: text("answer").notNull(),
  answerHi: text("answer_hi"),
  ...lifecycle(),
  ...timestamps(),
});

/** The home page's "How we support" tabs (Mentorship, Funding, Networking, Workspace). */
export const supportTabs = pgTable("support_tabs", {
  id: serial("id").primaryKey(),
  label: text("label").notNull(),
  labelHi: text("label_hi"),
  headline: text("headline").notNull(),
  headlineHi: text("headline_hi"),
  description: text("description").notNull(),
  descriptionHi: text("description_hi"),
  buttonLabel: text("button_label").notNull(),
  buttonLabelHi: text("button_label_hi"),
  /** A destination on this site, e.g. "/professor" or "/#incubations". */
  buttonHref: text("button_href").notNull(),
  ...picture(),
  ...lifecycle(),
  ...timestamps(),
});

export type VisionStatement = { word: string; wordHi?: string; text: string; textHi?: string };

/** The home page's own texts: one row. */
export const homeTexts = pgTable("home_texts", {
  id: serial("id").primaryKey(),
  heroLead: text("hero_lead").notNull(),
  heroLeadHi: text("hero_lead_hi"),
  aboutTitle: text("about_title").notNull(),
  aboutTitleHi: text("about_title_hi"),
  /** Markdown; {centre}, {institute} stand for the names in Settings. */
  about: text("about").notNull(),
  aboutHi: text("about_hi"),
  /** The three vision statements; {state} stands for the home state. */
  vision: jsonb("vision").$type<VisionStatement[]>().notNull().default([]),
  ...lifecycle(),
  ...timestamps(),
});

/**
 * The centre's names, contact details and links: one row. Made at first start from the
 * environment (CENTRE_NAME, CONTACT_EMAIL...), edited by admins afterwards.
 */
export const siteSettings = pgTable("site_settings", {
  id: serial("id").primaryKey(),
  centreName: text("centre_name").notNull(),
  centreNameHi: text("centre_name_hi"),
  centreShortName: text("centre_short_name").notNull(),
  instituteName: text("institute_name").notNull(),
  instituteNameHi: text("institute_name_hi"),
  instituteUrl: text("institute_url").notNull(),
  homeState: text("home_state").notNull(),
  homeStateHi: text("home_state_hi"),
  address: text("address").notNull().default(""),
  addressHi: text("address_hi"),
  phone: text("phone").notNull().default(""),
  contactEmail: text("contact_email").notNull(),
  tinkeringLabUrl: text("tinkering_lab_url").notNull(),
  social: jsonb("social").$type<SocialLinks>().notNull().default({}),
  // The officers responsible for the site's content (GIGW 3.0), shown on /contact: the Web
  // Information Manager and the nodal officer. Null: not set (the page then names no one).
  webManagerName: text("web_manager_name"),
  webManagerNameHi: text("web_manager_name_hi"),
  webManagerDesignation: text("web_manager_designation"),
  webManagerDesignationHi: text("web_manager_designation_hi"),
  webManagerEmail: text("web_manager_email"),
  webManagerPhone: text("web_manager_phone"),
  nodalOfficerName: text("nodal_officer_name"),
  nodalOfficerNameHi: text("nodal_officer_name_hi"),
  nodalOfficerDesignation: text("nodal_officer_designation"),
  nodalOfficerDesignationHi: text("nodal_officer_designation_hi"),
  nodalOfficerEmail: text("nodal_officer_email"),
  nodalOfficerPhone: text("nodal_officer_phone"),
  ...lifecycle(),
  ...timestamps(),
});

/** Small key/value store: generated secrets and one-time markers (e.g. "seeded"). */
export const settings = pgTable("settings", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
});
