// The history of every item (decision 014): each save writes a revision (a snapshot of the
// item's values after the change, who, when, which fields changed) in the same transaction as
// the change and its audit row. Restoring one makes its values the item's working copy again.
import { and, desc, eq } from "drizzle-orm";
import type { Actor } from "~/.server/audit/audit-log";
import type { Db } from "~/.server/db/database";
import { revisions } from "~/.server/db/schema/revisions";
import type { Section, Values } from "./section";

export type Revision = typeof revisions.$inferSelect;

export type RevisionAction =
  /** The item as it was before its history was kept: loaded at the first start, or older. */
  | "first"
  | "create"
  | "save"
  | "publish"
  | "unpublish"
  | "restore"
  | "delete"
  | "undelete"
  | "move";

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The keys whose values differ between two snapshots. */
export function changedKeys(before: Values | undefined, after: Values): string[] {
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after)]);
  return [...keys].filter((k) => !same(before?.[k], after[k]));
}

/** Writes one revision on `tx` (the change's transaction). */
export async function recordRevision(
  tx: Db,
  section: Section,
  itemId: number,
  action: RevisionAction,
  snapshot: Values,
  before: Values | undefined,
  actor: Actor,
) {
  await tx.insert(revisions).values({
    section: section.key,
    itemId,
    action,
    snapshot: JSON.parse(JSON.stringify(snapshot)),
    changed: changedKeys(before, snapshot),
    userId: actor.id,
    userEmail: actor.email,
  });
}

/** An item's revisions, newest first. */
export function listRevisions(db: Db, section: Section, itemId: number): Promise<Revision[]> {
  return db
    .select()
    .from(revisions)
    .where(and(eq(revisions.section, section.key), eq(revisions.itemId, itemId)))
    .orderBy(desc(revisions.at), desc(revisions.id));
}

export async function getRevision(
  db: Db,
  section: Section,
  itemId: number,
  revisionId: number,
): Promise<Revision | undefined> {
  const [row] = await db
    .select()
    .from(revisions)
    .where(
      and(
        eq(revisions.id, revisionId),
        eq(revisions.section, section.key),
        eq(revisions.itemId, itemId),
      ),
    );
  return row;
}

/** Forgets the revisions of items that left the trash for good. */
export async function deleteRevisions(db: Db, section: Section, itemId: number) {
  await db
    .delete(revisions)
    .where(and(eq(revisions.section, section.key), eq(revisions.itemId, itemId)));
}
