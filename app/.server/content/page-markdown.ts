// The body of a text page (terms, privacy, a centre's own "Funding" page) in Markdown: what
// descriptions allow (markdown.ts) plus headings and tables, as a page needs them. Headings are
// the page's sections: "#" and "##" both make a section (h2, the page's h1 is its title), "###" a
// subsection; each section gets an anchor from its words, for the page's "On this page" list.
// A heading may fix its anchor ("## Report a problem {#report}") so that links to it outlast a
// change of its words; a paragraph "Table: …" right above a table names it (its caption).
// Tables keep their reading on phones: each cell names its column (policy.css draws the rows as
// cards there), and the first cell of a row heads the row.
import MarkdownIt, { type Token } from "markdown-it";
import { allowedLink, markExternal } from "./markdown";

const md = new MarkdownIt({ html: false, linkify: false, typographer: false, breaks: false });
md.disable(["lheading", "image", "code", "fence", "hr", "html_block", "html_inline"]);
md.validateLink = allowedLink;
md.renderer.rules.link_open = markExternal(md.renderer.rules.link_open);

export type PageSection = { id: string; heading: string };
export type PageBody = { html: string; sections: PageSection[] };

/** An anchor from a heading's words, in any script: "Links to this site" → "links-to-this-site". */
export function anchorOf(words: string): string {
  return (
    words
      .toLowerCase()
      .normalize("NFC")
      .replace(/[^\p{L}\p{M}\p{N}]+/gu, "-")
      .replace(/^-+|-+$/g, "") || "section"
  );
}

/** "Report a problem {#report}": a heading that fixes its own anchor, whatever its words become. */
const FIXED_ANCHOR = /\s*\{#([a-z0-9-]+)\}$/;

/** The anchor a heading fixes, taken out of its words; undefined when it fixes none. */
function fixedAnchor(inline: Token | undefined): string | undefined {
  const last = inline?.children?.at(-1);
  const found = last?.type === "text" ? FIXED_ANCHOR.exec(last.content) : null;
  if (!last || !found) return undefined;
  last.content = last.content.slice(0, found.index);
  return found[1];
}

/** Levels and anchors: h1 becomes h2, h4+ become h3; every h2 gets a unique id. */
function shapeHeadings(tokens: Token[], sections: PageSection[]) {
  const taken = new Set<string>();
  tokens.forEach((token, i) => {
    if (token.type !== "heading_open" && token.type !== "heading_close") return;
    const level = Number(token.tag.slice(1));
    token.tag = level <= 2 ? "h2" : "h3";
    if (token.type !== "heading_open") return;
    const fixed = fixedAnchor(tokens[i + 1]);
    if (token.tag !== "h2") return;
    const heading = tokens[i + 1]?.children?.map((c) => c.content).join("") ?? "";
    const wanted = fixed ?? anchorOf(heading);
    let id = wanted;
    for (let n = 2; taken.has(id); n++) id = `${wanted}-${n}`;
    taken.add(id);
    token.attrSet("id", id);
    sections.push({ id, heading });
  });
}

/**
 * A paragraph "Table: Screen readers" just above a table is its caption (as Pandoc writes it):
 * the table's name for screen readers.
 */
function takeCaptions(tokens: Token[]) {
  for (let i = tokens.length - 1; i >= 3; i--) {
    if (tokens[i].type !== "table_open" || tokens[i - 1].type !== "paragraph_close") continue;
    const words = /^Table:\s*(.+)$/s.exec(tokens[i - 2].content);
    if (!words) continue;
    tokens[i].meta = { caption: words[1].trim() };
    tokens.splice(i - 3, 3);
  }
}

/** Roles kept through the phone layout, row headers, and each cell's column named. */
function shapeTables(tokens: Token[]) {
  let head: string[] = [];
  let column = 0;
  let inBody = false;
  tokens.forEach((token, i) => {
    switch (token.type) {
      case "table_open":
        head = [];
        token.attrSet("role", "table");
        break;
      case "thead_open":
      case "tbody_open":
        inBody = token.type === "tbody_open";
        token.attrSet("role", "rowgroup");
        break;
      case "tr_open":
        column = 0;
        token.attrSet("role", "row");
        break;
      case "th_open":
        head.push(tokens[i + 1]?.content ?? "");
        token.attrSet("scope", "col");
        token.attrSet("role", "columnheader");
        break;
      case "td_open":
        if (inBody && column === 0) {
          token.tag = "th";
          token.attrSet("scope", "row");
          token.attrSet("role", "rowheader");
        } else {
          token.attrSet("role", "cell");
          token.meta = { label: head[column] };
        }
        column++;
        break;
      case "td_close":
        if (inBody && column === 1) token.tag = "th";
        break;
    }
  });
}

md.core.ruler.push("page_shape", (state) => {
  const sections: PageSection[] = [];
  shapeHeadings(state.tokens, sections);
  takeCaptions(state.tokens);
  shapeTables(state.tokens);
  state.env.sections = sections;
});

md.renderer.rules.table_open = (tokens, i, options, _env, self) => {
  const caption: unknown = tokens[i].meta?.caption;
  const named =
    typeof caption === "string" ? `<caption>${md.utils.escapeHtml(caption)}</caption>` : "";
  return `<div class="policy__table">${self.renderToken(tokens, i, options)}${named}`;
};
md.renderer.rules.table_close = (tokens, i, options, _env, self) =>
  `${self.renderToken(tokens, i, options)}</div>`;
md.renderer.rules.td_open = (tokens, i, options, _env, self) => {
  const label: unknown = tokens[i].meta?.label;
  const open = self.renderToken(tokens, i, options);
  return typeof label === "string"
    ? `${open}<span class="policy__cell-label" aria-hidden="true">${md.utils.escapeHtml(label)}: </span>`
    : open;
};

/** A page body's safe HTML and its sections, in order. */
export function renderPage(text: string | null | undefined): PageBody {
  const env: { sections?: PageSection[] } = {};
  const html = text ? md.render(text, env) : "";
  return { html, sections: env.sections ?? [] };
}
