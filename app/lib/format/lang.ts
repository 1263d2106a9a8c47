import type { Lang } from "~/lib/i18n/lang";

const DEVANAGARI = /[\u0900-\u097F]/;

/**
 * The language to mark on an element: the stored one for a content field, or (for short fields
 * stored without one, like names) Hindi when the text is written in Devanagari.
 * Returns undefined for English so the page's lang="en" applies without a redundant attribute.
 */
export function langAttr(text: string | null | undefined, stored?: Lang): "hi" | undefined {
  if (stored === "hi") return "hi";
  return text && DEVANAGARI.test(text) ? "hi" : undefined;
}
