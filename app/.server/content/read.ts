// Content in a page's language, as its kind declares it (content/kinds/): a kind lists its
// bilingual fields once, in its declaration, and every page that shows its rows puts them into
// the page's language through this, instead of restating the list.
import { type FieldDef, hindi, imageKeys } from "~/lib/content/fields";
import { type Localized, localizeRow } from "~/lib/i18n/content";
import type { Lang } from "~/lib/i18n/lang";
import type { Section } from "./section";

const declared = new WeakMap<object, string[]>();

/** The fields a kind declares bilingual, with its picture's description when it has a picture. */
export function bilingualFields(kind: Pick<Section, "fields">): string[] {
  const known = declared.get(kind);
  if (known) return known;
  const names = kind.fields.flatMap((f: FieldDef) =>
    f.kind === "image" ? [imageKeys(f.name).alt] : f.bilingual ? [f.name] : [],
  );
  declared.set(kind, names);
  return names;
}

/**
 * The row as a page in `lang` shows it: every field its kind declares bilingual in that language
 * (English where the Hindi is missing, listed in `fallback`), the Hindi twins dropped.
 */
export function inLanguage<T extends object>(
  row: T,
  kind: Pick<Section, "fields">,
  lang: Lang,
): T & Localized {
  return localizeRow(row, lang, bilingualFields(kind) as (keyof T & string)[]);
}

/**
 * For a page that shows only some of a row's fields: those of them left in English, to spread
 * into what it shows (`{}` when none), so its data names no field it does not show.
 */
export function fallbackAmong(row: Localized, fields: readonly string[]): Localized {
  const fallback = row.fallback?.filter((f) => fields.includes(f));
  return fallback?.length ? { fallback } : {};
}

/** The text fields a kind declares bilingual, in its order (a picture's description is not one). */
export function textFields(kind: Pick<Section, "fields">): string[] {
  return kind.fields.filter((f) => f.bilingual).map((f) => f.name);
}

/**
 * What search reads of a row: its title, and its declared bilingual texts in English and in
 * Hindi (the Hindi title first), so a new bilingual field is searched by being declared.
 */
export function searchedTexts(row: object, kind: Section) {
  const value = (key: string) => {
    const v = (row as Record<string, unknown>)[key];
    return typeof v === "string" ? v : null;
  };
  // A choice marked `searched` is found by its label, in its place among the texts.
  const en = kind.fields.flatMap((f) => {
    if (f.searched) return [f.options?.find((o) => o.value === value(f.name))?.label ?? null];
    return f.bilingual && f.name !== kind.titleField ? [value(f.name)] : [];
  });
  return {
    title: value(kind.titleField) ?? "",
    titleHi: value(hindi(kind.titleField)),
    en,
    hi: textFields(kind).map((f) => value(hindi(f))),
  };
}
