// Notices: the home page's list, the members' board and /notices.txt. A notice is public as soon
// as it is added (from its publish-from time, until its unpublish-at time); deleting moves it to
// the trash. Changes go through the content lifecycle: a revision and an audit row each.
import { desc } from "drizzle-orm";
import type { Actor } from "~/.server/audit/audit-log";
import { getConfig } from "~/.server/config";
import type { Db } from "~/.server/db/database";
import { notices } from "~/.server/db/schema/notices";
import { DomainError } from "~/.server/errors";
import { getItem, saveItem, trashItem } from "./lifecycle";
import type { NoticeForm } from "./notice-schema";
import { notices as section } from "./sections/notices";
import { asViewed, type View, visible } from "./visibility";

export type Notice = typeof notices.$inferSelect;

/** Pinned first, then newest first: the order of the home page, the board and /notices.txt. */
export function listNotices(db: Db, view: View = "public"): Promise<Notice[]> {
  return db
    .select()
    .from(notices)
    .where(visible(notices, view))
    .orderBy(desc(notices.pinned), desc(notices.date), desc(notices.id))
    .then((rows) => rows.map((row) => asViewed(row, view)));
}

export type NoticeInput = {
  title: string;
  titleHi?: string | null;
  url?: string | null;
  date?: string;
  pinned?: boolean;
  publishFrom?: Date | null;
  unpublishAt?: Date | null;
};

/** Adds a notice, public at once (or from its publish-from time), dated today unless given. */
export function addNotice(db: Db, actor: Actor, input: NoticeInput): Promise<number> {
  return saveItem(db, section, actor, {
    values: { ...defaults(input), date: input.date || today() },
    publish: true,
  });
}

/** Changes a notice; the change is public at once (notices have no drafts). */
export async function updateNotice(db: Db, actor: Actor, id: number, input: NoticeInput) {
  const item = await getItem(db, section, id);
  if (!item || item.deletedAt) throw new DomainError(GONE, 400);
  return saveItem(db, section, actor, {
    id,
    values: { ...item.values, ...defaults(input), date: input.date || item.values.date },
    publish: true,
  });
}

/** Moves a notice to the trash, from which it can be restored for 30 days. */
export async function deleteNotice(db: Db, actor: Actor, id: number) {
  const item = await getItem(db, section, id);
  if (!item || item.deletedAt) throw new DomainError(GONE, 400);
  await trashItem(db, section, actor, id, "trash");
}

const GONE = "That notice no longer exists.";

const defaults = (input: NoticeInput) => ({
  title: input.title,
  titleHi: input.titleHi ?? null,
  url: input.url || null,
  pinned: input.pinned ?? false,
  publishFrom: input.publishFrom ?? null,
  unpublishAt: input.unpublishAt ?? null,
});

/** One submission of a notice form (board or dashboard), applied with its audit row. */
export async function applyNoticeForm(db: Db, actor: Actor, input: NoticeForm) {
  switch (input.intent) {
    case "add":
      await addNotice(db, actor, { title: input.notice });
      break;
    case "create":
      await addNotice(db, actor, input);
      break;
    case "update":
      await updateNotice(db, actor, input.id, input);
      break;
    case "delete":
      await deleteNotice(db, actor, input.id);
      break;
  }
  return { ok: true as const, intent: input.intent };
}

/** Today's date (YYYY-MM-DD) where the centre is (TIME_ZONE, India by default). */
export function today(timeZone = getConfig().TIME_ZONE): string {
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
