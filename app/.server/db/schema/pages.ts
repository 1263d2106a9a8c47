import { date, pgTable, serial, text } from "drizzle-orm/pg-core";
import { lifecycle, timestamps } from "./columns";

/**
 * The site's text pages (content/kinds/pages.ts): the standard pages GIGW asks for (terms,
 * privacy, accessibility statement…), whose `key` names them in the code and fixes their address,
 * and the centre's own pages (`key` empty), each at /pages/<slug>. The body is Markdown with
 * headings; {centre}, {institute} and {email} are filled in from Settings when it is shown.
 */
export const pages = pgTable("pages", {
  id: serial("id").primaryKey(),
  place: text("place").$type<"standard" | "own">().notNull(),
  key: text("key").unique(),
  slug: text("slug").unique(),
  title: text("title").notNull(),
  titleHi: text("title_hi"),
  lead: text("lead").notNull().default(""),
  leadHi: text("lead_hi"),
  description: text("description").notNull().default(""),
  descriptionHi: text("description_hi"),
  body: text("body").notNull(),
  bodyHi: text("body_hi"),
  /** When staff last checked the text still holds: the page's "last updated" (GIGW). */
  reviewedOn: date("reviewed_on"),
  ...lifecycle(),
  ...timestamps(),
});
