// Notices: the home page's list, the members' board and /notices.txt (the archive at /notices
// and its feed are notice-archive.ts and notice-feed.ts). A notice is public as soon as it is
// added (from its publish-from time, until its unpublish-at time); deleting moves it to the
// trash. Changes go through the content lifecycle: a revision and an audit row each.
import { and, desc, eq } from "drizzle-orm";
import type { Actor } from "~/.server/audit/audit-log";
import { remembered } from "~/.server/cache/remembered";
import { getConfig } from "~/.server/config";
import type { Db } from "~/.server/db/database";
import { notices } from "~/.server/db/schema/notices";
import { DomainError } from "~/.server/errors";
import { getItem } from "./items";
import { notices as section } from "./kinds/notices";
import { saveItem, trashItem } from "./lifecycle";
import type { NoticeForm } from "./notice-schema";
import { asViewed, isPublic, type View, visible } from "./visibility";

export type Notice = typeof notices.$inferSelect;

/** Pinned first, then newest first: the order of the home page, the board and /notices.txt. */
const pinnedFirst = (a: Notice, b: Notice) =>
  Number(b.pinned) - Number(a.pinned) || b.date.localeCompare(a.date) || b.id - a.id;

/** The notices a view shows, pinned first; the first `limit` of them when one is given. */
export async function listNotices(
  db: Db,
  view: View = "public",
  limit?: number,
): Promise<Notice[]> {
  const query = db
    .select()
    .from(notices)
    .where(visible(notices, view))
    .orderBy(desc(notices.pinned), desc(notices.date), desc(notices.id));
  // Visitors' lists (the home page's few, the board's all) are the same until content changes.
  if (view === "public")
    return remembered(db, `notices:${limit ?? "all"}`, async () =>
      limit === undefined ? query : query.limit(limit),
    );
  // A preview shows saved changes, which may pin a notice or change its date: sorted again.
  const rows = (await query).map((row) => asViewed(row, view)).sort(pinnedFirst);
  return rows.slice(0, limit);
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

/**
 * Changes a notice from the dashboard's quick form, keeping what that form does not carry (its
 * schedule) and its state: a published notice's change is public at once, as the spec's
 * dashboard has it; a draft, or a notice whose full form left changes waiting, is saved and
 * waits to be published there (publishing here would publish those changes unseen).
 */
export async function updateNotice(
  db: Db,
  actor: Actor,
  id: number,
  input: Partial<NoticeInput>,
): Promise<{ published: boolean }> {
  const item = await getItem(db, section, id);
  if (!item || item.deletedAt) throw new DomainError(GONE, 400);
  const given = Object.fromEntries(
    Object.entries(defaults(input)).filter(
      ([key]) => input[key as keyof NoticeInput] !== undefined,
    ),
  );
  const publish = item.status === "published" && !item.changed;
  await saveItem(db, section, actor, {
    id,
    values: { ...item.values, ...given, date: input.date || item.values.date },
    publish,
  });
  return { published: publish };
}

/**
 * Moves a notice to the trash, from which it can be restored for 30 days. The members' board
 * deletes only what it shows (what visitors see): a draft or a scheduled notice is staff's.
 */
export async function deleteNotice(
  db: Db,
  actor: Actor,
  id: number,
  from: "board" | "dashboard" = "dashboard",
) {
  const item = await getItem(db, section, id);
  if (!item || item.deletedAt) throw new DomainError(GONE, 400);
  if (from === "board") {
    const [shown] = await db
      .select({ id: notices.id })
      .from(notices)
      .where(and(eq(notices.id, id), isPublic(notices)));
    if (!shown) throw new DomainError(GONE, 400);
  }
  await trashItem(db, section, actor, id, "trash");
}

/** Takes a notice back out of the trash (the Undo after a delete). */
export function restoreNotice(db: Db, actor: Actor, id: number) {
  return trashItem(db, section, actor, id, "restore");
}

const GONE = "That notice no longer exists.";

const defaults = (input: Partial<NoticeInput>) => ({
  title: input.title,
  titleHi: input.titleHi ?? null,
  url: input.url || null,
  pinned: input.pinned ?? false,
  publishFrom: input.publishFrom ?? null,
  unpublishAt: input.unpublishAt ?? null,
});

/**
 * One submission of a notice form (the board's or the dashboard's), applied with its audit row.
 * `waiting`: the change was saved but is not public yet (an edit of a draft).
 */
export async function applyNoticeForm(
  db: Db,
  actor: Actor,
  input: NoticeForm,
  from: "board" | "dashboard",
): Promise<{ ok: true; intent: NoticeForm["intent"]; waiting?: true }> {
  switch (input.intent) {
    case "add":
      await addNotice(db, actor, { title: input.notice });
      break;
    case "create":
      await addNotice(db, actor, input);
      break;
    case "update": {
      const { published } = await updateNotice(db, actor, input.id, input);
      if (!published) return { ok: true, intent: input.intent, waiting: true };
      break;
    }
    case "delete":
      await deleteNotice(db, actor, input.id, from);
      break;
    case "restore":
      await restoreNotice(db, actor, input.id);
      break;
  }
  return { ok: true, intent: input.intent };
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
