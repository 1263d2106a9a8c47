// Checking a sheet's rows by the same rules as the item form (field-schema.ts), so that a row
// the import accepts is one the form would have saved. Each problem names its row (as the
// spreadsheet numbers it), its column and what is wrong; the import saves nothing while there is
// one, so staff fix the file and upload it again.
import { inArray, isNotNull } from "drizzle-orm";
import { formSchema, toValues } from "~/.server/content/field-schema";
import { column as columnOfTable, type Section, type Values } from "~/.server/content/section";
import type { Db } from "~/.server/db/database";
import { DomainError } from "~/.server/errors";
import type { FieldDef } from "~/lib/content/fields";
import { type Column, csvColumns, headerKey, scopeField } from "./columns";
import { readSheet, type Sheet } from "./parse";

export type RowProblem = { row: number; column: string; message: string };

export type CheckedRow = {
  row: number;
  /** The item's values as saveItem takes them; null while the row has a problem. */
  values: Values | null;
  /** What the preview shows per column: the value to be saved (a choice's label, the address made). */
  shown: string[];
};

export type CheckedSheet = {
  /** The file's columns, in its order. */
  columns: Column[];
  rows: CheckedRow[];
  problems: RowProblem[];
};

/** Maps the file's header cells to the section's columns; refuses unknown, repeated or missing ones. */
function mapHeader(section: Section, header: string[]): Column[] {
  const columns = csvColumns(section);
  const byName = new Map<string, Column>();
  // A column's own header wins over another's label that reads the same.
  for (const c of columns) byName.set(headerKey(c.label), c);
  for (const c of columns) byName.set(headerKey(c.header), c);
  const mapped: Column[] = [];
  const unknown: string[] = [];
  const repeated: string[] = [];
  header.forEach((cell, i) => {
    const found = byName.get(headerKey(cell));
    if (!found) unknown.push(cell ? `“${cell}”` : `column ${i + 1} (no name)`);
    else if (mapped.includes(found)) repeated.push(found.header);
    else mapped.push(found);
  });
  const where = `The ${section.label.toLowerCase()} template names the columns this file may have.`;
  if (unknown.length)
    throw new DomainError(
      `Unknown column${unknown.length > 1 ? "s" : ""}: ${unknown.join(", ")}. ${where}`,
      400,
    );
  if (repeated.length)
    throw new DomainError(`Column ${repeated.join(", ")} appears twice. ${where}`, 400);
  const missing = columns.filter((c) => c.required && !mapped.includes(c)).map((c) => c.header);
  if (missing.length)
    throw new DomainError(
      `The file has no column ${missing.join(", ")}: every row needs ${missing.length > 1 ? "them" : "it"}. ${where}`,
      400,
    );
  return mapped;
}

const YES = new Set(["yes", "y", "true", "1", "x", "on", "हाँ", "हां"]);
const NO = new Set(["", "no", "n", "false", "0", "off", "नहीं"]);

/**
 * A cell as the form would have sent it: a choice by its value or its label, yes/no as a
 * checkbox, a space between date and time as the form's "T". A string is a problem's message.
 */
function formValue(section: Section, column: Column, cell: string): { sent: string } | string {
  const text = cell.trim();
  const { field } = column;
  switch (field.kind) {
    case "select": {
      if (text === "")
        return { sent: field === scopeField(section) ? (section.scope?.values[0] ?? "") : "" };
      const wanted = text.toLowerCase();
      const option = field.options?.find(
        (o) => o.value.toLowerCase() === wanted || o.label.toLowerCase() === wanted,
      );
      if (option) return { sent: option.value };
      const choices = (field.options ?? []).map((o) => o.label).join(", ");
      return `“${text}” is not one of the choices: ${choices}.`;
    }
    case "checkbox":
      if (YES.has(text.toLowerCase())) return { sent: "on" };
      if (NO.has(text.toLowerCase())) return { sent: "" };
      return `write yes or no, not “${text}”.`;
    case "datetime":
      return { sent: text.replace(/^(\d{4}-\d{2}-\d{2})\s+/, "$1T") };
    default:
      return { sent: cell };
  }
}

/** What the preview shows for a column of a checked row. */
function shownValue(column: Column, values: Values): string {
  const [name, network] = column.key.split(".");
  const value = network
    ? (values[name] as Record<string, string> | undefined)?.[network]
    : values[column.key];
  if (value === null || value === undefined) return "";
  if (typeof value === "boolean") return value ? "yes" : "";
  if (column.field.kind === "select")
    return column.field.options?.find((o) => o.value === value)?.label ?? String(value);
  return String(value);
}

/** The fields a sheet fills: those with a column (no pictures, no PDFs). */
const carriedFields = (section: Section): FieldDef[] => [
  ...new Set(csvColumns(section).map((c) => c.field)),
];

/** Checks every row of a sheet by the form's rules, and the addresses made against each other. */
export function checkSheet(section: Section, sheet: Sheet): CheckedSheet {
  const columns = mapHeader(section, sheet.header);
  const fields = carriedFields(section);
  const schema = formSchema(fields);
  const headerOf = new Map(csvColumns(section).map((c) => [c.key, c.header]));
  const problems: RowProblem[] = [];
  const rows: CheckedRow[] = [];
  const slugField = fields.find((f) => f.kind === "slug");
  const slugRows = new Map<string, number>();

  for (const { row, cells } of sheet.rows) {
    const before = problems.length;
    const problem = (column: string, message: string) => problems.push({ row, column, message });
    if (cells.slice(columns.length).some((c) => c.trim() !== ""))
      problem("", `has text beyond the last column (${columns.length} columns are named).`);
    const sent: Record<string, string> = {};
    // A cell already reported (an unknown choice) is not reported again as blank.
    const seen = new Set<string>();
    columns.forEach((column, i) => {
      const made = formValue(section, column, cells[i] ?? "");
      if (typeof made === "string") {
        problem(column.header, made);
        seen.add(column.key);
      } else sent[column.key] = made.sent;
    });
    // Columns the file leaves out are blank, as a form's empty boxes; a scope's has its default.
    const scoped = scopeField(section);
    if (scoped && !(scoped.name in sent)) sent[scoped.name] = section.scope?.values[0] ?? "";

    let values: Values | null = null;
    const parsed = schema.safeParse(sent);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0] ?? "");
        if (seen.has(key)) continue;
        seen.add(key);
        problem(headerOf.get(key) ?? key, issue.message);
      }
    } else {
      const made = toValues(fields, parsed.data as Record<string, unknown>);
      for (const [key, message] of Object.entries(made.errors))
        problem(headerOf.get(key) ?? key, message);
      values = made.values;
    }
    const slug = slugField && values ? String(values[slugField.name]) : "";
    if (slug) {
      const first = slugRows.get(slug);
      if (first !== undefined)
        problem("slug", `the address “${slug}” is also row ${first}'s: each needs its own.`);
      else slugRows.set(slug, row);
    }
    const ok = problems.length === before;
    rows.push({
      row,
      values: ok ? values : null,
      shown: columns.map((c, i) => (values ? shownValue(c, values) : (cells[i] ?? "").trim())),
    });
  }
  return { columns, rows, problems };
}

/** Rows whose address another item of the table has already (in the trash too: it may come back). */
async function takenAddresses(db: Db, section: Section, checked: CheckedSheet) {
  const slugField = section.fields.find((f) => f.kind === "slug");
  if (!slugField) return [];
  const slugs = checked.rows.flatMap((r) => (r.values ? [String(r.values[slugField.name])] : []));
  if (slugs.length === 0) return [];
  const t = section.table;
  const slugColumn = columnOfTable(t, slugField.name);
  const found = (await db
    .select({ slug: slugColumn, trashed: isNotNull(t.deletedAt) })
    .from(t)
    .where(inArray(slugColumn, slugs))) as Array<{ slug: string; trashed: boolean }>;
  const taken = new Map(found.map((f) => [f.slug, f.trashed]));
  return checked.rows.flatMap((r): RowProblem[] => {
    const slug = r.values ? String(r.values[slugField.name]) : "";
    if (!taken.has(slug)) return [];
    const where = taken.get(slug) ? " (it is in the trash)" : "";
    return [
      {
        row: r.row,
        column: "slug",
        message: `another ${section.item} already has the page address (URL) “${slug}”${where}: give this one a slug of its own.`,
      },
    ];
  });
}

/** A file's rows as the preview shows them, every problem included. */
export async function checkFile(
  db: Db,
  section: Section,
  bytes: Uint8Array,
): Promise<CheckedSheet> {
  const checked = checkSheet(section, readSheet(bytes));
  const taken = await takenAddresses(db, section, checked);
  if (taken.length === 0) return checked;
  const bad = new Set(taken.map((p) => p.row));
  return {
    ...checked,
    rows: checked.rows.map((r) => (bad.has(r.row) ? { ...r, values: null } : r)),
    problems: [...checked.problems, ...taken].sort((a, b) => a.row - b.row),
  };
}

/** "Row 7, website: …", as the page lists a problem. */
export const problemText = (p: RowProblem) =>
  `Row ${p.row}${p.column ? `, ${p.column}` : ""}: ${p.message}`;
