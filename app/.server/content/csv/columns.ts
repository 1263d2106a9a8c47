// The columns of a section's spreadsheet (issue 24), made from the section's field declarations
// and nothing else: a field added to a kind is a column of its CSV, its template and its doc at
// once. A field a spreadsheet cannot hold (a picture, a PDF) is left out, with the reason the doc
// gives staff.
import { people, startups, students } from "~/.server/content/kinds/index";
import { columnOf, type Section } from "~/.server/content/section";
import { type FieldDef, hindi, labelOf, linkRule, SOCIAL_NETWORKS } from "~/lib/content/fields";

/** The sections staff may fill from a spreadsheet: the ones a centre has dozens of at the start. */
export const IMPORTABLE: readonly Section[] = [startups, people, students];

export const isImportable = (section: Section) => IMPORTABLE.some((s) => s.key === section.key);

/** At most this much per file: about 500 startups with paragraphs in both languages. */
export const CSV_MAX_BYTES = 1024 * 1024;
export const CSV_MAX_ROWS = 500;

export type Column = {
  /** The header: the field's name in snake_case, `_hi` for its Hindi twin ("cohort_year", "name_hi"). */
  header: string;
  /** The key of the item form it fills (formSchema's): "cohortYear", "nameHi", "social.linkedin". */
  key: string;
  field: FieldDef;
  /** The form's label, also accepted as the header ("Cohort year", "Name (Hindi)"). */
  label: string;
  /** A row must fill it. */
  required: boolean;
  /** What a cell holds, in staff's words (the doc and the template page show it). */
  accepts: string;
};

const snake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** A header as staff may write it: case, spaces, hyphens and underscores do not matter. */
export const headerKey = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, "_");

/** Why a field is not a column, by kind; kinds not named here are columns. */
const LEFT_OUT: Partial<Record<FieldDef["kind"], string>> = {
  image: "A picture cannot travel in a CSV file: add it in the item's form after the import.",
  pdf: "A PDF cannot travel in a CSV file: attach it in the item's form after the import.",
  reference: "Chosen in the item's form after the import (the choices are other items).",
  stats: "Figures are entered in the item's form.",
  vision: "Entered in the item's form.",
  questions: "Questions are entered in the item's form.",
  rubric: "The rubric is entered in the round's form.",
};

/** The field that says where a shared table's row belongs (people: `kind`), or undefined. */
export function scopeField(section: Section): FieldDef | undefined {
  const scope = section.scope;
  if (!scope) return undefined;
  return section.fields.find((f) => columnOf(section.table, f.name) === scope.column);
}

function describe(section: Section, field: FieldDef): string {
  const most = (n: number) => `at most ${n.toLocaleString("en-US")} characters`;
  switch (field.kind) {
    case "text":
    case "textarea":
      return `Text, ${most(field.max ?? (field.kind === "text" ? 200 : 10_000))}.`;
    case "markdown":
      return `Text with Markdown (paragraphs, **bold**, [links](https://…)), ${most(field.max ?? 10_000)}.`;
    case "slug": {
      const from = section.fields.find((f) => f.name === field.from);
      return `Lower-case letters, digits and hyphens (e.g. mithila-threads). Blank: made from ${from ? snake(from.name) : "the name"}.`;
    }
    case "email":
      return "An e-mail address.";
    case "url":
      return "A website's address (krishimitra.in or https://krishimitra.in): https:// is added when it has none.";
    case "link":
      return linkRule(field.label);
    case "select": {
      if (field.vocabulary && !field.options?.length)
        return `One of the terms staff keep under Vocabularies (\`/admin-dashboard/${field.vocabulary}\`): its key or its words.${field.required ? "" : " May be blank."}`;
      const options = (field.options ?? []).map((o) =>
        o.value === o.label ? `\`${o.value}\`` : `\`${o.value}\` (${o.label})`,
      );
      const blank =
        field === scopeField(section)
          ? ` Blank: \`${section.scope?.values[0]}\`.`
          : field.required
            ? ""
            : " May be blank.";
      return `One of ${options.join(", ")}: the value or its label.${blank}`;
    }
    case "checkbox":
      return "`yes` or `no` (also `true`/`false`, `1`/`0`). Blank: no.";
    case "number":
      return "A whole number.";
    case "date":
      return "A date, YYYY-MM-DD (2026-03-31).";
    case "datetime":
      return "A date and a time in the centre's time zone, YYYY-MM-DD HH:MM (2026-03-31 10:00).";
    case "social":
      return "A website's address (linkedin.com/company/krishimitra): https:// is added when it has none.";
    default:
      return "";
  }
}

/** A section's CSV columns in the order of its form. */
export function csvColumns(section: Section): Column[] {
  const scoped = scopeField(section);
  return section.fields.flatMap((field): Column[] => {
    if (LEFT_OUT[field.kind]) return [];
    if (field.kind === "social")
      return SOCIAL_NETWORKS.map((n) => ({
        header: `${snake(field.name)}_${n.value}`,
        key: `${field.name}.${n.value}`,
        field,
        label: `${field.label}: ${n.label}`,
        required: false,
        accepts: describe(section, field),
      }));
    // A required field must be filled, but the scope's column (a mentor's "kind") has its default.
    const required = Boolean(field.required) && field !== scoped;
    const english: Column = {
      header: snake(field.name),
      key: field.name,
      field,
      label: labelOf(field, "en"),
      required,
      accepts: describe(section, field),
    };
    if (!field.bilingual) return [english];
    return [
      english,
      {
        header: `${snake(field.name)}_hi`,
        key: hindi(field.name),
        field,
        label: labelOf(field, "hi"),
        required: false,
        accepts: `${describe(section, field)} In Hindi; blank: visitors of the Hindi pages read the English.`,
      },
    ];
  });
}

/** The section's fields a CSV does not carry, and why (for the doc). */
export function leftOutFields(section: Section): Array<{ field: FieldDef; reason: string }> {
  return section.fields.flatMap((field) => {
    const reason = LEFT_OUT[field.kind];
    return reason ? [{ field, reason }] : [];
  });
}
