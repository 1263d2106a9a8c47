// What the kinds' page shapes (content/kinds/<kind>.ts) share: a text field of a row already in
// the page's language (read.ts inLanguage), with the language it is written in, and a picture's
// reference, description and focal point.
import type { Lang } from "~/lib/i18n/lang";
import type { ImageRef } from "~/lib/media";

const DEVANAGARI = /[\u0900-\u097F]/;

/**
 * A text field of a row already in the page's language (read.ts inLanguage), with the language
 * it is written in: older content may hold Hindi in its English column, still marked as Hindi.
 */
export function written(row: Record<string, unknown>, key: string) {
  const text = String(row[key] ?? "");
  return { text, lang: (DEVANAGARI.test(text) ? "hi" : "en") as Lang };
}

export const textOf = (row: Record<string, unknown>, key: string) => written(row, key).text;

/** An image's reference, its description in the page's language, and the point a crop keeps. */
export function picture(row: { image: ImageRef | null } & Record<string, unknown>) {
  return {
    image: row.image,
    imageAlt: row.image ? textOf(row, "imageAlt") : "",
    imageFocus: `${row.imageFocusX ?? 50}% ${row.imageFocusY ?? 50}%`,
  };
}
