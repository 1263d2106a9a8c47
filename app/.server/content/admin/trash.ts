// The trash (decision 014): a deleted item keeps its row, marked with the time of its deletion,
// and can be restored for TRASH_DAYS days; then a background job removes it with its history. A
// removed gallery photo's image is marked superseded, so the media purge deletes it in turn.
import { and, inArray, isNotNull, lt } from "drizzle-orm";
import { can } from "~/.server/auth/permissions";
import { getConfig } from "~/.server/config";
import { inScope, listItems } from "~/.server/content/items";
import { SECTIONS } from "~/.server/content/kinds/index";
import { listPath } from "~/.server/content/listing";
import type { Db } from "~/.server/db/database";
import { galleryPhotos } from "~/.server/db/schema/gallery";
import { media } from "~/.server/db/schema/media";
import { revisions } from "~/.server/db/schema/revisions";
import { type PeriodicJob, startPeriodic } from "~/.server/jobs";
import { formatDateTime } from "~/lib/format/dates";
import type { Viewer } from "~/lib/viewer";

export const TRASH_DAYS = 30;
const DAY = 24 * 60 * 60_000;

/** What the viewer may restore, section by section, newest deletion first. */
export async function listTrash(db: Db, viewer: Viewer, now = new Date()) {
  const zone = getConfig().TIME_ZONE;
  const groups = [];
  for (const section of SECTIONS) {
    if (section.singleton || section.fixed || !can(viewer, section.right)) continue;
    const items = await listItems(db, section, { trash: true });
    if (!items.length) continue;
    groups.push({
      key: section.key,
      label: section.label,
      listPath: listPath(section),
      items: items.map((item) => {
        const deleted = item.deletedAt ?? now;
        const left = Math.max(
          0,
          Math.ceil((deleted.getTime() + TRASH_DAYS * DAY - now.getTime()) / DAY),
        );
        return {
          id: item.id,
          title: item.title || `(untitled ${section.item})`,
          isSample: item.isSample,
          deleted: formatDateTime(deleted, zone),
          daysLeft: left,
        };
      }),
    });
  }
  return groups;
}

/**
 * Removes what has been in the trash longer than TRASH_DAYS, with its revisions; returns how many
 * items. Safe on several servers at once: a row another server removed is simply not there.
 */
export async function purgeTrash(db: Db, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - TRASH_DAYS * DAY);
  let removed = 0;
  for (const section of SECTIONS) {
    const t = section.table;
    await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const gone = (await tx
        .delete(t)
        .where(and(isNotNull(t.deletedAt), lt(t.deletedAt, cutoff), inScope(section)))
        .returning()) as { id: number; imageId?: string | null }[];
      if (!gone.length) return;
      removed += gone.length;
      await tx.delete(revisions).where(
        and(
          inArray(
            revisions.itemId,
            gone.map((r) => r.id),
          ),
          inArray(revisions.section, [section.key]),
        ),
      );
      // A gallery photo's image belongs to it alone: once the photo is gone, so is its image.
      if (section.table === (galleryPhotos as unknown)) {
        const ids = gone.map((r) => r.imageId).filter((id): id is string => !!id);
        if (ids.length)
          await tx.update(media).set({ supersededAt: now }).where(inArray(media.id, ids));
      }
    });
  }
  return removed;
}

/** Empties the expired trash twice a day in the background of a server. */
export function startTrashPurge(db: Db, intervalMs = 12 * 60 * 60_000): PeriodicJob {
  // `removed`: items deleted more than TRASH_DAYS ago, gone for good with their history.
  return startPeriodic("trash-purge", { everyMs: intervalMs, firstAfterMs: 60_000 }, () =>
    purgeTrash(db),
  );
}
