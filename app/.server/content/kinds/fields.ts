// Fields several kinds declare alike, so that each kind's file says only what is its own.
import type { FieldDef } from "~/lib/content/fields";

/** What names an item (a startup's name, an event's title): bilingual, its English box labelled plainly. */
export const nameField = (name: string, label: string, max: number): FieldDef => ({
  name,
  label,
  kind: "text",
  bilingual: true,
  plainEnglish: true,
  required: true,
  max,
});

/** An item's page address, made from `from` when left blank. */
export const slugField = (from: string, hint: string): FieldDef => ({
  name: "slug",
  label: "Page address (URL)",
  kind: "slug",
  from,
  hint,
});

/** A long bilingual text in Markdown (a startup's or an event's description). */
export const descriptionField: FieldDef = {
  name: "description",
  label: "Description",
  kind: "markdown",
  bilingual: true,
  required: true,
  max: 5000,
  rows: 8,
};

/** Where a speaker or a founder quoted works, and as what. */
export const roleAndCompany: FieldDef[] = [
  { name: "role", label: "Role", kind: "text", bilingual: true, required: true, max: 100 },
  { name: "company", label: "Company", kind: "text", bilingual: true, required: true, max: 100 },
];

/** A bilingual paragraph of 800 characters (a talk's bio, a testimonial's quote). */
export const shortTextField = (name: string, label: string): FieldDef => ({
  name,
  label,
  kind: "textarea",
  bilingual: true,
  required: true,
  max: 800,
  rows: 4,
});
