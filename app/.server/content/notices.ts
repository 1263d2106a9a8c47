import { desc, eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { notices } from "../db/schema/content.ts";

export type Notice = typeof notices.$inferSelect;

/** Newest first: the order of the home page, the board and /notices.txt. */
export function listNotices(db: Db): Promise<Notice[]> {
  return db.select().from(notices).orderBy(desc(notices.date), desc(notices.id));
}

export async function addNotice(
  db: Db,
  input: { title: string; url?: string | null; date?: string },
): Promise<Notice> {
  const [row] = await db
    .insert(notices)
    .values({ title: input.title, url: input.url || null, date: input.date ?? today() })
    .returning();
  return row;
}

export async function updateNotice(
  db: Db,
  id: number,
  input: { title: string; url?: string | null; date: string },
): Promise<Notice | undefined> {
  const [row] = await db
    .update(notices)
    .set({ title: input.title, url: input.url || null, date: input.date, updatedAt: new Date() })
    .where(eq(notices.id, id))
    .returning();
  return row;
}

export async function deleteNotice(db: Db, id: number): Promise<Notice | undefined> {
  const [row] = await db.delete(notices).where(eq(notices.id, id)).returning();
  return row;
}

/** Today's date (YYYY-MM-DD) in India, where the centre is. */
export function today(timeZone = "Asia/Kolkata"): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone }).format(new Date());
}

/** Values may not contain line breaks: the format is one `key: value` per line. */
function oneLine(value: string): string {
  return value.replace(/\s*[\r\n]+\s*/g, " ").trim();
}

/** The spec's text format: blocks separated by blank lines, each line `key: value`. */
export function formatNoticesText(list: Pick<Notice, "title" | "url" | "date">[]): string {
  return list
    .map((n) =>
      [`title: ${oneLine(n.title)}`, `url: ${oneLine(n.url ?? "")}`, `date: ${n.date}`].join("\n"),
    )
    .join("\n\n")
    .concat(list.length ? "\n" : "");
}

/** Reads the text format back (used by tests and by importing an old site's notices.txt). */
export function parseNoticesText(text: string): { title: string; url: string; date: string }[] {
  return text
    .split(/\r?\n\s*\r?\n/)
    .map((block) => {
      const entry: Record<string, string> = {};
      for (const line of block.split(/\r?\n/)) {
        const at = line.indexOf(":");
        if (at > 0) entry[line.slice(0, at).trim().toLowerCase()] = line.slice(at + 1).trim();
      }
      return { title: entry.title ?? "", url: entry.url ?? "", date: entry.date ?? "" };
    })
    .filter((n) => n.title);
}
