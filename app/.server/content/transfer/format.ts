// The content file's shape (format 1, docs/content-format.md) and the rules every step shares:
// which sections it holds, in which order they are applied, and how an item is recognised.
import { getTableColumns } from "drizzle-orm";
import { formFields, valueKeys } from "~/.server/content/items";
import { SECTIONS } from "~/.server/content/kinds/index";
import type { Section, Values } from "~/.server/content/section";

export const FORMAT = 1;
export const CONTENT_JSON = "content.json";

export type FileItem = {
  /** A fixed item's own name on the site, where staff cannot edit it (see siteKeyOf). */
  key?: string;
  status: "draft" | "published";
  /** The item's columns: what the public sees of a published item, a draft's working copy. */
  values: Values;
  /** A published item's saved changes that are not public yet (its whole working copy). */
  pending?: Values | null;
};

export type ContentFile = {
  format: typeof FORMAT;
  /** The release that wrote it (informative). */
  app: string;
  exported: string;
  /** Every section by its key (as in the back office's addresses), items in the list's order. */
  sections: Record<string, FileItem[]>;
};

/**
 * Every section, a referenced one before those that point at it (events before albums before
 * photos), so that when an item is written the item it names already exists. Derived from the
 * declarations: a new kind is in the file with no change here.
 */
export function sectionsInOrder(sections: readonly Section[] = SECTIONS): Section[] {
  const done: Section[] = [];
  const visit = (section: Section, path: string[]) => {
    if (done.includes(section) || path.includes(section.key)) return;
    for (const field of section.fields) {
      // A reference's items, or a choice's terms, come first: a file reads in the order it is applied.
      const to = field.kind === "reference" ? field.to : field.vocabulary;
      const target = to && sections.find((s) => s.key === to);
      if (target) visit(target, [...path, section.key]);
    }
    done.push(section);
  };
  for (const section of sections) visit(section, []);
  return done;
}

/** The field whose value is an item's address, when the section has one. */
const slugField = (section: Section) => section.fields.find((f) => f.kind === "slug");

/**
 * The column by which the site itself names a fixed section's items, where it has one: a unique
 * text column the form does not edit (the home page's sections: "faq", "gallery"). The file
 * carries it as the item's `key`, and items are recognised by it. The other fixed sections (the
 * support tabs, whose every text staff edit) are recognised by their place in the list.
 */
export function siteKeyOf(section: Section): string | undefined {
  if (!section.fixed) return undefined;
  const edited = new Set(valueKeys(section));
  return Object.entries(getTableColumns(section.table)).find(
    ([name, column]) => column.isUnique && column.dataType === "string" && !edited.has(name),
  )?.[0];
}

/**
 * How an item is recognised on the site (docs/content-format.md, "Matching"): its address where
 * the section has one, else its title; the one record of a one-record section; a fixed section's
 * items by the name the site gives them, or by their place in the list.
 */
export function keyOf(section: Section, values: Values, index: number): string {
  if (section.singleton) return "";
  if (section.fixed) {
    const column = siteKeyOf(section);
    return column ? String(values[column] ?? "") : `#${index}`;
  }
  const field = slugField(section)?.name ?? section.titleField;
  return String(values[field] ?? "").trim();
}

/** The name a person knows an item by, for the plan. */
export const titleOf = (section: Section, values: Values) =>
  String(values[section.titleField] ?? "").slice(0, 120) || `(untitled ${section.item})`;

export { formFields };
