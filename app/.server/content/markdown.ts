// Descriptions, answers and messages staff write in Markdown: paragraphs, emphasis, links and
// lists, rendered here on the server (public pages ship no editor or parser). Raw HTML is shown
// as text, and links may only be web, mail or site-relative addresses.
import MarkdownIt, { type RendererRule } from "markdown-it";

const md = new MarkdownIt({ html: false, linkify: false, typographer: false, breaks: false });
// What a description needs: no headings that would break the page's outline, no images or code.
md.disable([
  "heading",
  "lheading",
  "image",
  "code",
  "fence",
  "table",
  "hr",
  "html_block",
  "html_inline",
]);
/** Web, mail, site-relative and same-page addresses; anything else (javascript:…) stays text. */
export const allowedLink = (url: string) => /^(https?:|mailto:|\/(?![/\\])|#)/i.test(url.trim());
md.validateLink = allowedLink;

/** Another site's link: no referrer details, no access to this page (GIGW marks it external). */
export function markExternal(open: RendererRule | undefined): RendererRule {
  return (tokens, i, options, env, self) => {
    const href = String(tokens[i].attrGet("href") ?? "");
    if (/^https?:/i.test(href)) {
      tokens[i].attrSet("rel", "noopener noreferrer");
      tokens[i].attrSet("class", "external");
    }
    return open ? open(tokens, i, options, env, self) : self.renderToken(tokens, i, options);
  };
}
md.renderer.rules.link_open = markExternal(md.renderer.rules.link_open);

/** Safe HTML of a Markdown text (empty text: empty HTML). */
export function renderMarkdown(text: string | null | undefined): string {
  return text ? md.render(text) : "";
}
