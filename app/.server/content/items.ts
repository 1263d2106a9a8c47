// Reading content items, the same for every section: an item's values as its form shows them
// (its unpublished changes over its columns), its state, and the lists of a section, trash
// included. The changes are in lifecycle.ts.
import { and, asc, desc, eq, inArray, isNotNull, isNull, type SQL } from "drizzle-orm";
import type { Db } from "~/.server/db/database";
import { type FieldDef, hindi, imageValueKeys } from "~/lib/content/fields";
import { column, type Section, type Values } from "./section";
import { revive } from "./visibility";

/** When an item goes public and leaves again: every section but the one-record ones has them. */
const SCHEDULE: FieldDef[] = [
  {
    name: "publishFrom",
    label: "Publish from",
    kind: "datetime",
    hint: "Optional. Published items are public from this time (the centre's time zone).",
  },
  {
    name: "unpublishAt",
    label: "Unpublish at",
    kind: "datetime",
    hint: "Optional. The item leaves the public site by itself at this time.",
  },
];

/** The fields of a section's form. */
export function formFields(section: Section): FieldDef[] {
  return section.singleton ? section.fields : [...section.fields, ...SCHEDULE];
}

/** The row keys a section's form edits. */
export function valueKeys(section: Section): string[] {
  return formFields(section).flatMap((f) => {
    if (f.kind === "image") return imageValueKeys(f.name);
    if (f.kind === "pdf") return ["attachmentId", "attachmentName"];
    return f.bilingual ? [f.name, hindi(f.name)] : [f.name];
  });
}

export type Row = Record<string, unknown> & {
  id: number;
  status: "draft" | "published";
  pending: Record<string, unknown> | null;
  publishFrom: Date | null;
  unpublishAt: Date | null;
  isSample: boolean;
  deletedAt: Date | null;
  position: number;
  updatedAt: Date;
};

/** An item as the back office shows it: its working copy (what a save or a publish left). */
export type Item = {
  id: number;
  title: string;
  values: Values;
  status: "draft" | "published";
  /** Published, with saved changes that are not public yet. */
  changed: boolean;
  publishFrom: Date | null;
  unpublishAt: Date | null;
  isSample: boolean;
  deletedAt: Date | null;
  position: number;
  updatedAt: Date;
};

export const pick = (source: Record<string, unknown>, keys: string[]) =>
  Object.fromEntries(keys.filter((k) => k in source).map((k) => [k, source[k]]));

/** The values a row's form shows: its unpublished changes over its columns. */
export function workingValues(section: Section, row: Record<string, unknown>): Values {
  const keys = valueKeys(section);
  const pending = (row.pending as Record<string, unknown> | null) ?? {};
  return { ...pick(row, keys), ...revive(pick(pending, keys)) };
}

function toItem(section: Section, row: Row): Item {
  const values = workingValues(section, row);
  if (section.siteKey) values[section.siteKey] = row[section.siteKey];
  return {
    id: row.id,
    title: String(values[section.titleField] ?? ""),
    values,
    status: row.status,
    changed: row.pending !== null,
    publishFrom: (values.publishFrom as Date | null) ?? row.publishFrom,
    unpublishAt: (values.unpublishAt as Date | null) ?? row.unpublishAt,
    isSample: row.isSample,
    deletedAt: row.deletedAt,
    position: row.position,
    updatedAt: row.updatedAt,
  };
}

/** The rows of the section's table that are the section's (people: directors and faculty). */
export function inScope(section: Section): SQL | undefined {
  return section.scope ? inArray(section.scope.column, section.scope.values) : undefined;
}

/** A section's items in their order; with `trash`, those in the trash, newest deletion first. */
export async function listItems(
  db: Db,
  section: Section,
  options: { trash?: boolean } = {},
): Promise<Item[]> {
  const t = section.table;
  const rows = (await db
    .select()
    .from(t)
    .where(and(inScope(section), options.trash ? isNotNull(t.deletedAt) : isNull(t.deletedAt)))
    .orderBy(
      options.trash
        ? desc(t.deletedAt)
        : asc(section.ordered ? t.position : column(t, section.titleField)),
      asc(t.id),
    )) as Row[];
  return rows.map((row) => toItem(section, row));
}

export async function getItem(db: Db, section: Section, id: number): Promise<Item | null> {
  const t = section.table;
  const [row] = (await db
    .select()
    .from(t)
    .where(and(eq(t.id, id), inScope(section)))) as Row[];
  return row ? toItem(section, row) : null;
}

/** The one item of a one-record section (home texts, settings). */
export async function getSingleton(db: Db, section: Section): Promise<Item | null> {
  const [item] = await listItems(db, section);
  return item ?? null;
}
