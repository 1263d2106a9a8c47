// A content section of the back office (decision 014): one table of items that share the
// lifecycle columns (draft/published, schedule, pending changes, trash, sample mark, order), and
// the fields staff edit. Every section is handled by the same mechanics (lifecycle.ts,
// revisions.ts) and drawn by the same form; a section only says what is different.
import { getTableColumns } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Permission } from "~/.server/auth/permissions";
import type { Db } from "~/.server/db/database";
import type { FieldDef } from "~/lib/content/fields";

/** The columns every content table has (app/.server/db/schema/columns.ts). */
export type ContentColumns = {
  id: AnyPgColumn;
  status: AnyPgColumn;
  publishFrom: AnyPgColumn;
  unpublishAt: AnyPgColumn;
  pending: AnyPgColumn;
  isSample: AnyPgColumn;
  deletedAt: AnyPgColumn;
  position: AnyPgColumn;
  updatedAt: AnyPgColumn;
};

/** A content table as drizzle declares it: checked against the lifecycle columns, no cast. */
export type ContentTable = PgTable & ContentColumns;

/** One of the table's columns by its key (a form's field), or undefined. */
export const columnOf = (table: ContentTable, key: string): AnyPgColumn | undefined =>
  (getTableColumns(table) as Record<string, AnyPgColumn>)[key];

/** A column a declaration names (its title, its address): a typo there fails at once, loudly. */
export function column(table: ContentTable, key: string): AnyPgColumn {
  const found = columnOf(table, key);
  if (!found) throw new Error(`The table has no column "${key}" that its section names.`);
  return found;
}

/** An item's editable values, keyed as the row's columns (bilingual twins end in `Hi`). */
export type Values = Record<string, unknown>;

export type Section = {
  /** The address segment and the key of its revisions, e.g. "startups". */
  key: string;
  /** The section's name in the back office, e.g. "Startups". */
  label: string;
  /** One item, e.g. "startup". */
  item: string;
  /** Its items, where "All <label>" does not read ("All menu links", not "All header menu"). */
  plural?: string;
  /** What staff keep here, for the dashboard. */
  blurb: string;
  table: ContentTable;
  fields: FieldDef[];
  /** The field that names an item in lists, the audit log and history. */
  titleField: string;
  /** Items have an order staff set (up/down controls); else the list is ordered by title. */
  ordered: boolean;
  /**
   * The field of an item's date (an event's start): staff's list is then by date, the coming
   * ones first, unless they ask for their own order (which the timeline and the home page keep).
   */
  byDate?: string;
  /** One item only (home texts, settings): no list, no new, no delete. */
  singleton?: boolean;
  /** A line under an item's title in the list, where the title alone does not say enough. */
  describe?: (values: Values) => string;
  /**
   * A column by which the site names a fixed item ("terms" for the terms of use): read with the
   * item's values, so its address can be made from it, and never written by a form.
   */
  siteKey?: string;
  /** Items cannot be added or deleted, only edited (the four support tabs). */
  fixed?: boolean;
  right: Permission;
  /**
   * Sections that share a table see only their rows (people: directors and faculty; the student
   * team); a new item takes the first value unless its form sets the column.
   */
  scope?: { column: AnyPgColumn; values: string[] };
  /** Values a new item starts with: its form shows them, its columns keep them (made anew for each item). */
  defaults?: () => Values;
  /** The back office's list of the section, when it is not /admin-dashboard/<key>. */
  listPath?: string;
  /** Where the item shows on the public site (its preview opens there). */
  publicPath: (values: Values, id?: number) => string;
  /** Other sections listed on this one's page, e.g. testimonials beside talks. */
  related?: string[];
  /** Pages of an item beyond its form, linked beside its history (an event's registrations). */
  itemLinks?: (id: number) => Array<{ label: string; href: string }>;
  /**
   * A check of the item as a whole before it is saved, from the form or a content file (the
   * brand's colour contrast, its favicon's size; `id` when it is saved over an item): the problems
   * by field key, none when it passes.
   */
  check?: (db: Db, values: Values, id?: number) => Promise<Record<string, string>>;
  /**
   * What still uses an item that other content stores by its key (a sector its startups have):
   * the refusal's words when it cannot be deleted or unpublished, or null when nothing does.
   */
  inUse?: (db: Db, values: Values) => Promise<string | null>;
  /** The audit log's names for its changes, where they predate the sections ("notice.add"). */
  auditNames?: Partial<Record<string, string>>;
};
