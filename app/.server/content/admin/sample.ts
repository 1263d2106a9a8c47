// "Remove sample content": the fictional content a new site starts with (marked when it was
// seeded) goes to the trash in one go, so a centre starts from its own. Editing a sample item
// makes it the centre's (saveItem clears its mark), and an item staff changed before that rule
// existed is recognised by its history: neither is ever removed. The page lists exactly what
// goes, and one step in the trash puts all of it back for the trash's 30 days. Home texts, the
// four support tabs and the settings are kept: there is always exactly one of them, and staff
// rewrite them in place.

import { and, eq, inArray, isNotNull, isNull, notExists, sql } from "drizzle-orm";
import { href } from "react-router";
import { type Actor, withAudit } from "~/.server/audit/audit-log";
import { can, type Permission } from "~/.server/auth/permissions";
import { inScope, type Row, workingValues } from "~/.server/content/items";
import { SECTIONS } from "~/.server/content/kinds/index";
import { recordRevision } from "~/.server/content/revisions";
import type { Section } from "~/.server/content/section";
import type { Db } from "~/.server/db/database";
import { ideas } from "~/.server/db/schema/ideas";
import { revisions } from "~/.server/db/schema/revisions";
import type { Viewer } from "~/lib/viewer";
import { itemPath } from "./item-action";

/** Removing the sample touches every kind of content: whoever may edit all of it. */
export const SAMPLE_RIGHTS: readonly Permission[] = [
  "notices:edit",
  "gallery:manage",
  "content:edit",
];

export const mayHandleSample = (viewer: Pick<Viewer, "role">) =>
  SAMPLE_RIGHTS.every((right) => can(viewer, right));

/** The sections whose sample items are removed. */
const removable = () => SECTIONS.filter((s) => !s.singleton && !s.fixed);

export type SampleSection = {
  key: string;
  label: string;
  items: { id: number; title: string; path: string }[];
};

/** A saved change by a person (not the first start's loading) in the item's history. */
function changedByStaff(db: Db, section: Section) {
  return db
    .select({ one: sql`1` })
    .from(revisions)
    .where(
      and(
        eq(revisions.section, section.key),
        eq(revisions.itemId, section.table.id),
        inArray(revisions.action, ["save", "publish", "restore"]),
        sql`jsonb_array_length(${revisions.changed}) > 0`,
      ),
    );
}

/** The sample items "Remove sample content" moves to the trash, on `db` (or a transaction). */
async function sampleRows(db: Db, section: Section, forUpdate = false): Promise<Row[]> {
  const t = section.table;
  const query = db
    .select()
    .from(t)
    .where(
      and(
        eq(t.isSample, true),
        isNull(t.deletedAt),
        inScope(section),
        notExists(changedByStaff(db, section)),
      ),
    )
    .orderBy(t.position, t.id);
  return (await (forUpdate ? query.for("update") : query)) as Row[];
}

const titleOf = (section: Section, row: Row) =>
  String(workingValues(section, row)[section.titleField] ?? "") || `#${row.id}`;

/**
 * The sample's fictional applications (a round's, issue 26): not content with a trash, so
 * "Remove sample content" deletes them, and putting the sample back does not bring them back.
 */
async function sampleApplications(db: Db): Promise<SampleSection | undefined> {
  const rows = await db
    .select({ id: ideas.id, reference: ideas.reference, name: ideas.name })
    .from(ideas)
    .where(eq(ideas.isSample, true))
    .orderBy(ideas.id);
  if (!rows.length) return undefined;
  return {
    key: "applications",
    label: "Sample applications (deleted: they do not go to the trash)",
    items: rows.map((r) => ({
      id: r.id,
      title: `${r.reference}, ${r.name}`,
      path: href("/admin-dashboard/ideas/:id", { id: String(r.id) }),
    })),
  };
}

/** Exactly what "Remove sample content" would remove, by section (sections with none left out). */
export async function listSample(db: Db): Promise<SampleSection[]> {
  const found: SampleSection[] = [];
  const applications = await sampleApplications(db);
  if (applications) found.push(applications);
  for (const section of removable()) {
    const rows = await sampleRows(db, section);
    if (rows.length)
      found.push({
        key: section.key,
        label: section.label,
        items: rows.map((row) => ({
          id: row.id,
          title: titleOf(section, row),
          path: itemPath(section, row.id),
        })),
      });
  }
  return found;
}

/** How many sample items each section still has (sections with none left out). */
export async function countSample(
  db: Db,
): Promise<{ key: string; label: string; count: number }[]> {
  return (await listSample(db)).map((s) => ({ key: s.key, label: s.label, count: s.items.length }));
}

/** Moves every sample item to the trash: one transaction, a revision each, one audit row. */
export async function removeSampleContent(db: Db, actor: Actor): Promise<number> {
  return withAudit(
    db,
    actor,
    async (tx) => {
      let removed = 0;
      const now = new Date();
      for (const section of removable()) removed += await moveSample(tx, section, actor, now);
      const gone = await tx
        .delete(ideas)
        .where(eq(ideas.isSample, true))
        .returning({ id: ideas.id });
      return removed + gone.length;
    },
    (removed) => ({
      action: "content.remove-sample",
      target: "sample content",
      detail: `${removed} sample item(s) moved to the trash`,
    }),
  );
}

/** How many removed sample items wait in the trash (all of them come back in one step). */
export async function countSampleInTrash(db: Db): Promise<number> {
  let count = 0;
  for (const section of removable()) {
    const t = section.table;
    const rows = await db
      .select({ id: t.id })
      .from(t)
      .where(and(eq(t.isSample, true), isNotNull(t.deletedAt), inScope(section)));
    count += rows.length;
  }
  return count;
}

/** Undoes "Remove sample content": every sample item in the trash comes back, as it was. */
export async function restoreSampleContent(db: Db, actor: Actor): Promise<number> {
  return withAudit(
    db,
    actor,
    async (tx) => {
      let restored = 0;
      for (const section of removable()) restored += await moveSample(tx, section, actor, null);
      return restored;
    },
    (restored) => ({
      action: "content.restore-sample",
      target: "sample content",
      detail: `${restored} sample item(s) restored from the trash`,
    }),
  );
}

/** To the trash (`deletedAt` a time) or back out of it (null), each with its revision. */
async function moveSample(tx: Db, section: Section, actor: Actor, deletedAt: Date | null) {
  const t = section.table;
  const rows =
    deletedAt === null
      ? ((await tx
          .select()
          .from(t)
          .where(and(eq(t.isSample, true), isNotNull(t.deletedAt), inScope(section)))
          .for("update")) as Row[])
      : await sampleRows(tx, section, true);
  if (!rows.length) return 0;
  await tx
    .update(t)
    .set({ deletedAt, updatedAt: new Date() } as never)
    .where(
      inArray(
        t.id,
        rows.map((r) => r.id),
      ),
    );
  for (const row of rows) {
    const values = workingValues(section, row);
    const action = deletedAt ? "delete" : "undelete";
    await recordRevision(tx, section, row.id, action, values, values, actor);
  }
  return rows.length;
}
