// Removing images a replacement superseded. A replaced gallery photo may have been replaced
// because it was inappropriate or a privacy problem: its public, forever-cached addresses must
// stop answering. Pages rendered just before the switch may still ask for it for a little while,
// hence the grace period.
import { and, eq, getTableName, is, isNotNull, lt, notExists, sql } from "drizzle-orm";
import { getTableConfig, type PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "~/.server/db/database";
import * as schema from "~/.server/db/schema";
import { media, mediaVariants } from "~/.server/db/schema/media";
import { type PeriodicJob, startPeriodic } from "~/.server/jobs";

/**
 * Every column that may point at an image (gallery slots, startups, events, talks, people...),
 * read from the schema's foreign keys so that a new table with an image is never overlooked.
 * The variants are part of the image itself, not a use of it.
 */
export function mediaReferences(): PgColumn[] {
  const columns: PgColumn[] = [];
  for (const table of Object.values(schema)) {
    if (!is(table, PgTable) || table === mediaVariants) continue;
    for (const fk of getTableConfig(table).foreignKeys) {
      const reference = fk.reference();
      if (reference.foreignTable === media) columns.push(...reference.columns);
    }
  }
  return columns;
}

/** "table.column" of each reference, for logs and tests. */
export function mediaReferenceNames(): string[] {
  return mediaReferences().map((c) => `${getTableName(c.table)}.${c.name}`);
}

/**
 * Deletes the images superseded more than `graceMinutes` before `now` that nothing refers to
 * (their variants go with them), and returns their ids. One statement: safe to run on several
 * servers at once (a row already deleted is simply not there), and a replacement that makes an
 * old image current again clears its mark first, so the purge skips it.
 */
export async function purgeSupersededMedia(
  db: Db,
  options: { graceMinutes: number; now?: Date },
): Promise<string[]> {
  const cutoff = new Date((options.now ?? new Date()).getTime() - options.graceMinutes * 60_000);
  const unused = mediaReferences().map((column) =>
    notExists(db.select({ one: sql`1` }).from(column.table).where(eq(column, media.id))),
  );
  const removed = await db
    .delete(media)
    .where(and(isNotNull(media.supersededAt), lt(media.supersededAt, cutoff), ...unused))
    .returning({ id: media.id });
  return removed.map((r) => r.id);
}

/**
 * Runs the purge every few minutes in the background of a server. `stop` waits for a running
 * purge to finish (the server is shutting down and closes the database next).
 */
export function startMediaPurge(
  db: Db,
  graceMinutes: number,
  intervalMs = 5 * 60_000,
): PeriodicJob {
  // Not fatal when a round fails: the next one tries again.
  return startPeriodic(
    "media-purge",
    { everyMs: intervalMs },
    async () => (await purgeSupersededMedia(db, { graceMinutes })).length,
  );
}
