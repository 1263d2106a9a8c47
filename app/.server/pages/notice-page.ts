// A notice's own page (/notices/:id) and its PDF (/notices/:id/attachment.pdf). Visitors see a
// notice once it is released, as the archive lists it: published, not in the trash, its
// publish-from time come (an expired notice stays on record). Staff previewing see drafts and
// saved changes, their PDF included; nobody sees the trash.
import { and, desc, eq, isNull } from "drizzle-orm";
import { attachmentRefs, readAttachment } from "~/.server/attachments/store";
import { renderMarkdown } from "~/.server/content/markdown";
import type { Notice } from "~/.server/content/notices";
import { asViewed, isReleased, type View } from "~/.server/content/visibility";
import type { Db } from "~/.server/db/database";
import { notices } from "~/.server/db/schema/notices";
import { attachmentPath, type NoticeAttachment, noticePath } from "~/lib/attachments";

/** The notice (as the view sees it) with the given id, or undefined. */
async function viewedNotice(
  db: Db,
  id: number,
  view: View,
  now: Date,
): Promise<Notice | undefined> {
  const [row] = await db
    .select()
    .from(notices)
    .where(
      and(
        eq(notices.id, id),
        view === "public" ? isReleased(notices, now) : isNull(notices.deletedAt),
      ),
    );
  return row && asViewed(row, view);
}

/** The PDFs of `list` (by notice id), for the archive and the home page's list. */
export async function attachmentsOf(
  db: Db,
  list: Pick<Notice, "id" | "attachmentId" | "attachmentName">[],
  view: View = "public",
): Promise<Record<number, NoticeAttachment>> {
  const refs = await attachmentRefs(
    db,
    list.map((n) => n.attachmentId),
  );
  const out: Record<number, NoticeAttachment> = {};
  for (const n of list) {
    const ref = n.attachmentId ? refs[n.attachmentId] : undefined;
    // Staff previewing a draft's PDF ask for it with ?preview; the public address is the same.
    if (ref)
      out[n.id] = {
        size: ref.size,
        fileName: n.attachmentName ?? ref.fileName,
        href: attachmentPath(n.id) + (view === "preview" ? "?preview" : ""),
      };
  }
  return out;
}

/** Every notice with a page visitors may open (what the archive lists), newest first. */
export async function listReleasedNoticeIds(db: Db, now = new Date()): Promise<number[]> {
  const rows = await db
    .select({ id: notices.id })
    .from(notices)
    .where(isReleased(notices, now))
    .orderBy(desc(notices.date), desc(notices.id));
  return rows.map((r) => r.id);
}

export async function getNoticePage(db: Db, id: number, view: View, now = new Date()) {
  const n = await viewedNotice(db, id, view, now);
  if (!n) return null;
  const attachment = (await attachmentsOf(db, [n], view))[n.id] ?? null;
  return {
    id: n.id,
    path: noticePath(n.id),
    title: n.title,
    titleHi: n.titleHi,
    date: n.date,
    url: n.url,
    bodyHtml: renderMarkdown(n.body),
    bodyHiHtml: renderMarkdown(n.bodyHi),
    attachment,
    updatedAt: n.updatedAt ? new Date(n.updatedAt).toISOString() : undefined,
  };
}

export type NoticePage = NonNullable<Awaited<ReturnType<typeof getNoticePage>>>;

/** The stored PDF a notice shows in this view (bytes included), or undefined. */
export async function getNoticeAttachment(db: Db, id: number, view: View, now = new Date()) {
  const n = await viewedNotice(db, id, view, now);
  const file = n?.attachmentId ? await readAttachment(db, n.attachmentId) : undefined;
  // Served under this notice's own name, not the name the shared file was first stored under.
  return file && { ...file, fileName: n?.attachmentName ?? file.fileName };
}
