// Content is edited in both languages (a `title` and a `titleHi` column, and so on). A page shows
// the one of its language; a Hindi page shows English where the Hindi is missing, marked
// lang="en" so screen readers and the font pick the right voice and shapes.
import type { Lang } from "./lang";

/** Names of the fields that fell back to English on a Hindi page. */
export type Localized = { fallback?: string[] };

/**
 * The row as a page in `lang` shows it: each named field holds the page's language (English when
 * the Hindi is empty, listed in `fallback`), and the Hindi columns themselves are dropped, so the
 * page's data carries one language only.
 *   localizeRow(startup, "hi", ["name", "description"])
 */
export function localizeRow<T extends object>(
  row: T,
  lang: Lang,
  fields: readonly (keyof T & string)[],
): T & Localized {
  const out = { ...row } as Record<string, unknown>;
  const fallback: string[] = [];
  for (const field of fields) {
    const hindi = out[`${field}Hi`];
    delete out[`${field}Hi`];
    if (lang !== "hi") continue;
    if (typeof hindi === "string" && hindi.trim()) out[field] = hindi;
    else if (out[field]) fallback.push(field);
  }
  if (fallback.length) out.fallback = fallback;
  return out as T & Localized;
}

/** `lang="en"` for a field that fell back to English: `<h2 {...fallbackLang(item, "name")}>`. */
export function fallbackLang(item: Localized, field: string): { lang?: "en" } {
  return item.fallback?.includes(field) ? { lang: "en" } : {};
}
