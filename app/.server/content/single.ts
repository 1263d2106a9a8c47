// The one record of a one-record section (settings, home texts, home sections, page intros,
// e-mails, brand): made from its first version on the first start (and on a site upgraded to a
// release that adds it), and read as the view shows it. Start-up makes every such record
// (ensureSiteRecords), so a missing one is an error, not an empty page.
import { getTableName, isNull } from "drizzle-orm";
import { remembered } from "~/.server/cache/remembered";
import type { Db } from "~/.server/db/database";
import type { ContentTable } from "./section";
import { asViewed, type View } from "./visibility";

/** The record as the view shows it: a saved, unpublished change only in the preview. */
export async function readSingle<T extends { pending: Record<string, unknown> | null }>(
  db: Db,
  table: ContentTable,
  view: View,
): Promise<T> {
  const read = async () => {
    const [row] = (await db.select().from(table).where(isNull(table.deletedAt)).limit(1)) as T[];
    if (!row)
      throw new Error(`No ${getTableName(table)} row: start-up makes it (ensureSiteRecords)`);
    return row;
  };
  // Preview applies the pending change to a copy (asViewed), never to the remembered row.
  return asViewed(await remembered(db, `single:${getTableName(table)}`, read), view);
}

/** Makes the record from its first version, unless there is one. */
export async function ensureSingle(db: Db, table: ContentTable, first: Record<string, unknown>) {
  const [row] = await db.select({ id: table.id }).from(table).limit(1);
  if (!row) await db.insert(table).values(first as never);
}
