// What visitors read of the notices beyond the members' board: the home page's latest few and the
// archive at /notices. The home page shows what is current (public, pinned first); the archive
// keeps every notice once its publish-from time has come, expired ones included, strictly by
// date: it is the record of what was said when, and a pinned notice from last year at the top of
// every page would break that.
import { count, desc } from "drizzle-orm";
import { listNotices, type Notice } from "~/.server/content/notices";
import { asViewed, isReleased, type View, visible } from "~/.server/content/visibility";
import type { Db } from "~/.server/db/database";
import { notices } from "~/.server/db/schema/notices";

/**
 * The home page's panel: five fill the hero's side column beside the headline at 1366 px
 * without pushing the page's first screen down on a phone; the rest are one link away.
 */
export const HOME_NOTICES = 5;

/** Notices per page of the archive: a screenful or two of one-line items. */
export const ARCHIVE_PAGE_SIZE = 20;

/** The latest few notices for the home page, pinned first. */
export function listHomeNotices(db: Db, view: View = "public"): Promise<Notice[]> {
  return listNotices(db, view, HOME_NOTICES);
}

export type NoticeArchivePage = {
  notices: Notice[];
  /** The page asked for (1-based); it may lie past the last page, which has then no notices. */
  page: number;
  /** How many pages there are; at least 1, an empty archive being one empty page. */
  pages: number;
  total: number;
};

const newestFirst = (a: Notice, b: Notice) => b.date.localeCompare(a.date) || b.id - a.id;

/** One page of the archive, newest first (by the notice's date, then the most recently added). */
export async function getNoticeArchive(
  db: Db,
  view: View,
  page: number,
  { now = new Date(), size = ARCHIVE_PAGE_SIZE } = {},
): Promise<NoticeArchivePage> {
  const offset = (page - 1) * size;
  const result = (rows: Notice[], total: number) => ({
    notices: rows,
    page,
    pages: Math.max(1, Math.ceil(total / size)),
    total,
  });
  if (view === "preview") {
    // Saved changes may move a notice to another date: applied first, then sorted and cut.
    const rows = (await db.select().from(notices).where(visible(notices, view)))
      .map((row) => asViewed(row, view))
      .sort(newestFirst);
    return result(rows.slice(offset, offset + size), rows.length);
  }
  const released = isReleased(notices, now);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(notices)
      .where(released)
      .orderBy(desc(notices.date), desc(notices.id))
      .limit(size)
      .offset(offset),
    db.select({ total: count() }).from(notices).where(released),
  ]);
  return result(rows, total);
}
