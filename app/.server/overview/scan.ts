// One read of every content section for the overview and the health report: each section's
// rows not in the trash, once, so the counts below are arithmetic rather than a query each.
import { and, isNull } from "drizzle-orm";
import { inScope, pick, type Row, valueKeys, workingValues } from "~/.server/content/items";
import { SECTIONS } from "~/.server/content/kinds/index";
import type { Section, Values } from "~/.server/content/section";
import type { Db } from "~/.server/db/database";
import { redirects } from "~/.server/db/schema/redirects";

export type ScannedItem = {
  id: number;
  title: string;
  row: Row;
  /** What visitors see (the published columns), for items that are published. */
  published: Values;
};

export type Scanned = { section: Section; items: ScannedItem[] };

export type Scan = {
  sections: Scanned[];
  /** Every page a visitor can open now: live items' addresses and redirects' old ones. */
  live: Set<string>;
};

/** Public now: published, its publish time reached and its unpublish time not. */
export function isLive(row: Row, now: Date): boolean {
  return (
    row.status === "published" &&
    (!row.publishFrom || row.publishFrom <= now) &&
    (!row.unpublishAt || row.unpublishAt > now)
  );
}

export async function scanSections(db: Db, now: Date): Promise<Scan> {
  const sections = await Promise.all(
    SECTIONS.map(async (section) => {
      const t = section.table;
      const rows = (await db
        .select()
        .from(t)
        .where(and(isNull(t.deletedAt), inScope(section)))) as Row[];
      return {
        section,
        items: rows.map((row) => ({
          id: row.id,
          title:
            String(workingValues(section, row)[section.titleField] ?? "").trim() || `#${row.id}`,
          row,
          published: {
            ...pick(row, valueKeys(section)),
            // A fixed page's address is its key, which no form edits.
            ...(section.siteKey && { [section.siteKey]: row[section.siteKey] }),
          },
        })),
      };
    }),
  );
  const live = new Set<string>();
  for (const { section, items } of sections)
    for (const item of items)
      if (isLive(item.row, now)) live.add(section.publicPath(item.published, item.id));
  for (const r of await db.select({ from: redirects.fromPath }).from(redirects)) live.add(r.from);
  return { sections, live };
}
