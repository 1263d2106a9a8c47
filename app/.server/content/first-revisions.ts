// Every item's history starts with its first version (issue 25): content loaded at the first
// start (the sample, the standard pages, the frame's texts) or present before histories were
// kept would otherwise show only the first edit, and that edit could never be undone.
import { and, eq, notExists, sql } from "drizzle-orm";
import { SYSTEM_ACTOR } from "~/.server/audit/audit-log";
import type { Db } from "~/.server/db/database";
import { revisions } from "~/.server/db/schema/revisions";
import { inScope, workingValues } from "./items";
import { SECTIONS } from "./kinds/index";
import type { Section } from "./section";

/**
 * Gives each item without any revision one, "first version", dated when the item was made.
 * Run at every start: cheap when nothing is missing, and several servers starting at once
 * at worst write the same first version twice.
 */
export async function ensureFirstRevisions(db: Db): Promise<number> {
  let added = 0;
  for (const section of SECTIONS) added += await firstRevisionsOf(db, section);
  return added;
}

async function firstRevisionsOf(db: Db, section: Section): Promise<number> {
  const t = section.table;
  const rows = (await db
    .select()
    .from(t)
    .where(
      and(
        inScope(section),
        notExists(
          db
            .select({ one: sql`1` })
            .from(revisions)
            .where(and(eq(revisions.section, section.key), eq(revisions.itemId, t.id))),
        ),
      ),
    )) as (Record<string, unknown> & { id: number; createdAt?: Date; updatedAt?: Date })[];
  if (!rows.length) return 0;
  await db.insert(revisions).values(
    rows.map((row) => ({
      section: section.key,
      itemId: row.id,
      action: "first",
      snapshot: JSON.parse(JSON.stringify(workingValues(section, row))),
      changed: [],
      userId: SYSTEM_ACTOR.id,
      userEmail: SYSTEM_ACTOR.email,
      at: row.createdAt ?? row.updatedAt ?? new Date(),
    })),
  );
  return rows.length;
}

/** Not in the trash (the trash keeps its own revisions). */
