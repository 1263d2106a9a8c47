// "Remove sample content": the fictional content a new site starts with (marked when it was
// seeded) goes to the trash in one go, so a centre starts from its own. It stays restorable for
// the trash's 30 days. Home texts, the four support tabs and the settings are kept: there is
// always exactly one of them, and staff rewrite them in place.
import { and, eq, isNull } from "drizzle-orm";
import { type Actor, withAudit } from "~/.server/audit/audit-log";
import { inScope, workingValues } from "~/.server/content/items";
import { SECTIONS } from "~/.server/content/kinds/index";
import { recordRevision } from "~/.server/content/revisions";
import type { Section } from "~/.server/content/section";
import type { Db } from "~/.server/db/database";

/** The sections whose sample items are removed. */
const removable = () => SECTIONS.filter((s) => !s.singleton && !s.fixed);

/** How many sample items each section still has (sections with none left out). */
export async function countSample(
  db: Db,
): Promise<{ key: string; label: string; count: number }[]> {
  const counts = [];
  for (const section of removable()) {
    const t = section.table;
    const rows = await db
      .select({ id: t.id })
      .from(t)
      .where(and(eq(t.isSample, true), isNull(t.deletedAt), inScope(section)));
    if (rows.length) counts.push({ key: section.key, label: section.label, count: rows.length });
  }
  return counts;
}

/** Moves every sample item to the trash: one transaction, a revision each, one audit row. */
export async function removeSampleContent(db: Db, actor: Actor): Promise<number> {
  return withAudit(
    db,
    actor,
    async (tx) => {
      let removed = 0;
      const now = new Date();
      for (const section of removable()) removed += await trashSample(tx, section, actor, now);
      return removed;
    },
    (removed) => ({
      action: "content.remove-sample",
      target: "sample content",
      detail: `${removed} sample item(s) moved to the trash`,
    }),
  );
}

async function trashSample(tx: Db, section: Section, actor: Actor, now: Date) {
  const t = section.table;
  const rows = (await tx
    .update(t)
    .set({ deletedAt: now, updatedAt: now } as never)
    .where(and(eq(t.isSample, true), isNull(t.deletedAt), inScope(section)))
    .returning()) as ({ id: number } & Record<string, unknown>)[];
  for (const row of rows) {
    const values = workingValues(section, row);
    await recordRevision(tx, section, row.id, "delete", values, values, actor);
  }
  return rows.length;
}
