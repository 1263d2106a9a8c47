// The standard pages' first version, as Markdown staff then edit (content/kinds/pages.ts): the
// texts of this folder, written with placeholders where they name the centre, so a page keeps
// following Settings until staff write the name out. A site path of the Hindi text leads to the
// Hindi page.

import { LANGS, type Lang, localize } from "~/lib/i18n/lang";
import { gigw as gigwEn } from "~/lib/i18n/messages/en/gigw";
import { gigw as gigwHi } from "~/lib/i18n/messages/hi/gigw";
import { POLICY_NAMES, type PolicyName } from "~/lib/policy-pages";
import { POLICIES } from "./index";
import type { Block, PolicyText, Rich } from "./types";

/** The names a page's text may use, filled in from Settings when it is shown. */
export const PAGE_PLACEHOLDERS = ["centre", "institute", "email"] as const;

const AS_PLACEHOLDERS = { centre: "{centre}", institute: "{institute}", email: "{email}" };

/** Words as Markdown shows them, whatever they hold ("C*Lab [Patna]"). */
export const literal = (words: string) => words.replace(/([\\`*_[\]|])/g, "\\$1");

/** A paragraph's words as Markdown reads them literally (one starting "1." is not a list). */
const literally = (text: string) => literal(text).replace(/^([#>+-]|\d+\.)/, "\\$1");

function rich(text: Rich, lang: Lang): string {
  if (typeof text === "string") return literally(text);
  return text
    .map((part) =>
      typeof part === "string"
        ? literally(part)
        : `[${literally(part.text)}](${localize(part.to, lang)})`,
    )
    .join("");
}

function block(b: Block, lang: Lang): string {
  switch (b.kind) {
    case "p":
      return rich(b.text, lang);
    case "list":
      return b.items.map((item) => `- ${rich(item, lang)}`).join("\n");
    case "table": {
      const row = (cells: string[]) => `| ${cells.join(" | ")} |`;
      return [
        `Table: ${literally(b.caption)}`,
        "",
        row(b.head.map(literally)),
        row(b.head.map(() => "---")),
        ...b.rows.map((cells) => row(cells.map((c) => rich(c, lang)))),
      ].join("\n");
    }
  }
}

/** A policy text as one Markdown body: its sections as "##" headings. */
export function asMarkdown(text: PolicyText, lang: Lang): string {
  return text.sections
    .flatMap((s) => [
      // The anchor the page always had, so links to a part of it keep working.
      ...(s.heading ? [`## ${literally(s.heading)} {#${s.id}}`] : []),
      ...s.blocks.map((b) => block(b, lang)),
    ])
    .join("\n\n");
}

export type FirstPage = {
  key: PolicyName;
  reviewedOn: string;
} & Record<"title" | "titleHi" | "lead" | "leadHi", string> &
  Record<"description" | "descriptionHi" | "body" | "bodyHi", string>;

/** Every standard page's first version, in both languages. */
export function firstStandardPages(): FirstPage[] {
  return POLICY_NAMES.map((key) => {
    const [en, hi] = LANGS.map((lang) => POLICIES[lang][key](AS_PLACEHOLDERS));
    const [titleEn, titleHi] = [gigwEn.pages[key], gigwHi.pages[key]];
    return {
      key,
      reviewedOn: en.updatedAt,
      title: titleEn,
      titleHi,
      lead: en.lead,
      leadHi: hi.lead,
      description: en.description,
      descriptionHi: hi.description,
      body: asMarkdown(en, "en"),
      bodyHi: asMarkdown(hi, "hi"),
    };
  });
}
