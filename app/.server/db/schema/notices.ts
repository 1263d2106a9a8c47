import { boolean, date, pgTable, serial, text } from "drizzle-orm/pg-core";
import { lifecycle, timestamps } from "./columns";

export const notices = pgTable("notices", {
  id: serial("id").primaryKey(),
  title: text("title").notNull(),
  titleHi: text("title_hi"),
  url: text("url"),
  date: date("date").notNull(),
  /** Listed before the others, newest first among themselves. */
  pinned: boolean("pinned").notNull().default(false),
  ...lifecycle(),
  ...timestamps(),
});
