// What a text's {placeholders} stand for, said under the field in the item form: staff who meet
// "{centre}" in a home text should neither delete nor translate it (ux review A10). Read from the
// saved text and the names in Settings, on the server, for every form alike.
import { getBranding } from "~/.server/branding";
import type { Db } from "~/.server/db/database";
import type { FieldDef } from "~/lib/content/fields";
import type { FormValues } from "~/lib/content/form-values";
import { placeholdersIn } from "~/lib/content/placeholders";

/** "{centre} → Sankalp Incubation Centre (Hindi: संकल्प …)" for each placeholder it knows. */
async function knownValues(db: Db): Promise<Record<string, { en: string; hi?: string | null }>> {
  const b = await getBranding(db, "preview");
  return {
    centre: { en: b.centreName, hi: b.centreNameHi },
    institute: { en: b.instituteName, hi: b.instituteNameHi },
    state: { en: b.homeState, hi: b.homeStateHi },
    email: { en: b.contactEmail },
  };
}

/** The keys a field's text is kept under: its own, its Hindi twin's, its rows' (vision.2.text). */
const ownsKey = (field: FieldDef, key: string) =>
  key === field.name || key === `${field.name}Hi` || key.startsWith(`${field.name}.`);

/**
 * For each field whose saved text uses placeholders, one sentence naming them and their current
 * values; nothing for the others (most fields).
 */
export async function placeholderNotes(
  db: Db,
  fields: readonly FieldDef[],
  values: FormValues,
): Promise<Record<string, string>> {
  const used = new Map<string, string[]>();
  for (const field of fields) {
    const texts = Object.entries(values)
      .filter(([key, value]) => typeof value === "string" && ownsKey(field, key))
      .map(([, value]) => String(value));
    const names = placeholdersIn(texts.join("\n"));
    if (names.length) used.set(field.name, names);
  }
  if (!used.size) return {};
  const known = await knownValues(db);
  const say = (name: string) => {
    const value = known[name];
    if (!value) return `{${name}} → filled in for each message when it is sent`;
    const hindi = value.hi && value.hi !== value.en ? ` (Hindi: ${value.hi})` : "";
    return `{${name}} → ${value.en || "(empty in Settings)"}${hindi}`;
  };
  return Object.fromEntries(
    [...used].map(([field, names]) => [
      field,
      `This text uses placeholders: ${names.map(say).join("; ")}. The site shows the value in its place, so keep each one as it is, braces and all, in both languages; the names are changed in Settings.`,
    ]),
  );
}
