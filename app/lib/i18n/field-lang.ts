// The lang attribute of one content field shown on a page: English where a Hindi page fell back
// to the English text (the Hindi is missing), Hindi where the text itself is Devanagari (older
// content, or a name, on an English page), nothing where the page's own language applies.
import { langAttr } from "~/lib/format/lang";
import { fallbackLang, type Localized } from "./content";
import type { Lang } from "./lang";

export function fieldLang(
  item: Localized,
  field: string,
  text: string | null | undefined,
  stored?: Lang,
): "en" | "hi" | undefined {
  return fallbackLang(item, field).lang ?? langAttr(text, stored);
}
