import { boolean, date, pgTable, serial, text } from "drizzle-orm/pg-core";
import { attachments } from "./attachments";
import { lifecycle, timestamps } from "./columns";

export const notices = pgTable("notices", {
  id: serial("id").primaryKey(),
  title: text("title").notNull(),
  titleHi: text("title_hi"),
  url: text("url"),
  /** What the notice says beyond its title (Markdown), shown on its own page. */
  body: text("body"),
  bodyHi: text("body_hi"),
  /** Its PDF, if any (decision 017); the file's row outlives a notice that lets go of it. */
  attachmentId: text("attachment_id").references(() => attachments.id, { onDelete: "set null" }),
  /**
   * The file name this notice gives its PDF. The stored file is shared by every notice that
   * attached the same bytes, so the name it was first uploaded under is not this notice's.
   */
  attachmentName: text("attachment_name"),
  date: date("date").notNull(),
  /** Listed before the others, newest first among themselves. */
  pinned: boolean("pinned").notNull().default(false),
  ...lifecycle(),
  ...timestamps(),
});
