// What importing a checked content file will do to this site, worked out before anything changes
// (docs/content-format.md, "Matching"): each item of the file is matched with the site's item of
// the same key, and is added, changed, restored from the trash or left as it is; the site's items
// the file does not hold go to the trash. A section the file leaves out is left as it is.
import { createHash } from "node:crypto";
import { and, asc, desc, isNotNull } from "drizzle-orm";
import { inScope, pick, type Row, valueKeys } from "~/.server/content/items";
import { SECTIONS } from "~/.server/content/kinds/index";
import type { Section, Values } from "~/.server/content/section";
import { revive } from "~/.server/content/visibility";
import type { Db } from "~/.server/db/database";
import { type CheckedFile, type CheckedItem, ContentFileError } from "./check";
import { liveRows } from "./export";
import { keyOf, sectionsInOrder, siteKeyOf, titleOf } from "./format";
import { imageIdKeys } from "./values";

export type ItemOp =
  | { op: "add"; item: CheckedItem }
  | { op: "change"; item: CheckedItem; row: Row; restore: boolean }
  | { op: "keep"; item: CheckedItem; row: Row }
  | { op: "trash"; row: Row; title: string };

export type SectionPlan = {
  section: Section;
  /** False: the file leaves the section out, and it is left as it is. */
  inFile: boolean;
  ops: ItemOp[];
  /** The items end in another order than the list's now. */
  reordered: boolean;
};

export type ImportPlan = {
  file: CheckedFile;
  sections: SectionPlan[];
  /** One line per section that changes, e.g. "Startups: 12 added, 3 changed, 2 moved to the trash". */
  lines: string[];
  /** The lines in one sentence. */
  summary: string;
  /** How many items change (and lists that are put in another order). */
  changes: number;
  /** Names this plan for this file and this state of the site: a confirmation applies only it. */
  digest: string;
};

/** A section's rows in the trash, the most recently deleted first. */
async function trashedRows(db: Db, section: Section): Promise<Row[]> {
  const t = section.table;
  return (await db
    .select()
    .from(t)
    .where(and(inScope(section), isNotNull(t.deletedAt)))
    .orderBy(desc(t.deletedAt), asc(t.id))) as Row[];
}

export async function planImport(db: Db, file: CheckedFile): Promise<ImportPlan> {
  const sections: SectionPlan[] = [];
  // Every row's key, for comparing what a reference names (ids differ from site to site).
  const keysById = new Map<string, Map<number, string>>();
  const rowsOf = new Map<string, { live: Row[]; trashed: Row[] }>();
  for (const section of SECTIONS) {
    const live = await liveRows(db, section);
    const trashed = await trashedRows(db, section);
    rowsOf.set(section.key, { live, trashed });
    keysById.set(
      section.key,
      new Map([...live, ...trashed].map((row, i) => [row.id, keyOf(section, row, i)])),
    );
  }
  const imageId = (name: unknown) =>
    typeof name === "string" ? (file.images.get(name)?.id ?? name) : null;
  const pdfId = (name: unknown) =>
    typeof name === "string" ? (file.pdfs.get(name)?.id ?? name) : null;

  for (const section of sectionsInOrder()) {
    const items = file.sections.get(section.key);
    if (!items) {
      sections.push({ section, inFile: false, ops: [], reordered: false });
      continue;
    }
    const { live, trashed } = rowsOf.get(section.key) ?? { live: [], trashed: [] };
    const refs = section.fields.filter((f) => f.kind === "reference");
    const keys = valueKeys(section);
    /** A row's state as the file would say it, for comparing. */
    const current = (row: Row) => {
      const named = (values: Values) => {
        const out = { ...values };
        for (const f of refs)
          out[f.name] =
            typeof out[f.name] === "number"
              ? (keysById.get(f.to ?? "")?.get(out[f.name] as number) ?? null)
              : null;
        return out;
      };
      const values = pick(row, keys);
      const pending = row.pending ? { ...values, ...revive(pick(row.pending, keys)) } : null;
      return canonical(row.status, named(values), pending && named(pending));
    };
    const wanted = (item: CheckedItem) => {
      const resolved = (values: Values) => ({
        ...values,
        ...Object.fromEntries(
          imageIdKeys(section.fields)
            .filter((key) => key in values)
            .map((key) => [key, imageId(values[key])]),
        ),
        ...("attachmentId" in values && { attachmentId: pdfId(values.attachmentId) }),
      });
      return canonical(item.status, resolved(item.values), item.pending && resolved(item.pending));
    };

    if (section.fixed && live.length > 0 && live.length !== items.length)
      throw new ContentFileError([
        `${section.key}: the site has ${live.length} ${section.label.toLowerCase()}, which cannot be added or deleted; the file has ${items.length}.`,
      ]);
    const free = new Set(live);
    const freeTrashed = new Set(trashed);
    const take = (rows: Set<Row>, key: string, index: number) => {
      for (const row of rows) {
        const rowKey = keyOf(section, row, section.fixed ? live.indexOf(row) : index);
        if (section.singleton || rowKey === key) {
          rows.delete(row);
          return row;
        }
      }
      return undefined;
    };
    const ops: ItemOp[] = items.map((item, i) => {
      const found =
        take(free, item.key, i) ??
        (section.singleton || section.fixed ? undefined : take(freeTrashed, item.key, i));
      if (!found && siteKeyOf(section))
        throw new ContentFileError([
          `${item.place}.key: this site has no ${section.item} “${item.key}”, and ${section.label.toLowerCase()} cannot be added.`,
        ]);
      if (!found) return { op: "add", item };
      const restore = found.deletedAt !== null;
      if (!restore && current(found) === wanted(item)) return { op: "keep", item, row: found };
      return { op: "change", item, row: found, restore };
    });
    for (const row of free)
      ops.push({ op: "trash", row, title: titleOf(section, pick(row, keys)) });

    // The list's order without a move: the items that stay where they are, then the new and
    // restored ones (a new item goes last). Anything else is put in the file's order.
    const stays = (o: ItemOp) => o.op === "keep" || (o.op === "change" && !o.restore);
    const placed = ops.filter((o) => o.op !== "trash");
    const untouched = [
      ...live.filter((row) => placed.some((o) => stays(o) && "row" in o && o.row === row)),
      ...placed.filter((o) => !stays(o)).map((o) => o.item),
    ];
    const inFile = placed.map((o) => (stays(o) && "row" in o ? o.row : o.item));
    const reordered = section.ordered && inFile.some((x, i) => x !== untouched[i]);
    sections.push({ section, inFile: true, ops, reordered });
  }

  const lines = sections.flatMap((s) => describe(s));
  const changes = sections.reduce(
    (n, s) => n + s.ops.filter((o) => o.op !== "keep").length + (s.reordered ? 1 : 0),
    0,
  );
  const left = sections.filter((s) => !s.inFile).map((s) => s.section.label);
  const summary = changes
    ? lines.join("; ")
    : "Nothing to change: the site already reads as the file.";
  const digest = createHash("sha256")
    .update(file.digest)
    .update(
      JSON.stringify(
        sections.map((s) => [
          s.section.key,
          s.reordered,
          s.ops.map((o) => [
            o.op,
            "row" in o ? o.row.id : null,
            "row" in o ? o.row.updatedAt.getTime() : null,
          ]),
        ]),
      ),
    )
    .digest("hex")
    .slice(0, 32);
  return {
    file,
    sections,
    lines: left.length
      ? [...lines, `Not in the file, left as they are: ${left.join(", ")}`]
      : lines,
    summary,
    changes,
    digest,
  };
}

/** "Startups: 12 added, 3 changed, 2 moved to the trash, new order"; "Settings: changed". */
function describe(plan: SectionPlan): string[] {
  const count = (op: ItemOp["op"], restored = false) =>
    plan.ops.filter((o) => o.op === op && (o.op !== "change" || o.restore === restored)).length;
  const { section } = plan;
  if (section.singleton) return count("change") ? [`${section.label}: changed`] : [];
  const parts = [
    [count("add"), "added"],
    [count("change"), "changed"],
    [count("change", true), "restored from the trash"],
    [count("trash"), "moved to the trash"],
  ]
    .filter(([n]) => Number(n) > 0)
    .map(([n, what]) => `${n} ${what}`);
  if (plan.reordered) parts.push("put in the file's order");
  return parts.length ? [`${section.label}: ${parts.join(", ")}`] : [];
}

/** An item's state in a form two states compare by: blanks left out, times as ISO text. */
function canonical(status: string, values: Values, pending: Values | null): string {
  const clean = (value: unknown): unknown => {
    if (value instanceof Date) return value.toISOString();
    if (Array.isArray(value)) return value.map(clean);
    if (value && typeof value === "object")
      return Object.fromEntries(
        Object.entries(value)
          .filter(([, v]) => v !== null && v !== undefined && v !== "")
          .sort(([a], [b]) => (a < b ? -1 : 1))
          .map(([k, v]) => [k, clean(v)]),
      );
    return value;
  };
  const v = JSON.stringify(clean(values));
  const p = pending ? JSON.stringify(clean(pending)) : null;
  return JSON.stringify([status, v, p === v ? null : p]);
}
