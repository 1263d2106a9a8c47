import { describe, expect, it } from "vitest";
import { renderPage } from "~/.server/content/page-markdown";
import { fillPlaceholders } from "~/lib/content/placeholders";
import { LANGS } from "~/lib/i18n/lang";
import { POLICY_NAMES } from "~/lib/policy-pages";
import { firstStandardPages } from "./first-version";
import { POLICIES } from "./index";
import type { Rich } from "./types";

// The standard pages' first version (Markdown staff edit) says exactly what the texts said:
// every paragraph, list item and table cell, every heading, every link's address.
const facts = { centre: "C*Lab [Patna]", institute: "IIT_Patna", email: "ic@example.org" };
const plain = (r: Rich) =>
  typeof r === "string" ? r : r.map((p) => (typeof p === "string" ? p : p.text)).join("");
const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, "")
    .replaceAll("&quot;", '"')
    .replaceAll("&amp;", "&")
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replace(/\s+/g, " ");
const squash = (s: string) => s.replace(/\s+/g, " ");

describe("the standard pages' first version", () => {
  const first = firstStandardPages();
  it("has every standard page", () => {
    expect(first.map((p) => p.key)).toEqual([...POLICY_NAMES]);
  });
  for (const page of first)
    for (const lang of LANGS)
      it(`${page.key} in ${lang} reads as its text did`, () => {
        const old = POLICIES[lang][page.key](facts);
        const body = lang === "en" ? page.body : page.bodyHi;
        const rendered = renderPage(
          fillPlaceholders(body, {
            centre: "C\\*Lab \\[Patna\\]",
            institute: "IIT\\_Patna",
            email: facts.email,
          }),
        );
        const text = textOf(rendered.html);
        const headed = old.sections.filter((s) => s.heading);
        expect(rendered.sections).toEqual(headed.map((s) => ({ id: s.id, heading: s.heading })));
        for (const section of old.sections)
          for (const block of section.blocks) {
            const parts =
              block.kind === "p"
                ? [block.text]
                : block.kind === "list"
                  ? block.items
                  : [block.caption, ...block.head, ...block.rows.flat()];
            for (const part of parts) expect(text).toContain(squash(plain(part)));
            for (const part of parts)
              if (typeof part !== "string")
                for (const link of part)
                  if (typeof link !== "string") {
                    const to =
                      lang === "hi" && link.to.startsWith("/") && !link.to.includes(".")
                        ? `/hi${link.to}`
                        : link.to;
                    expect(rendered.html).toContain(`href="${to.replaceAll("&", "&amp;")}"`);
                  }
          }
      });
});
