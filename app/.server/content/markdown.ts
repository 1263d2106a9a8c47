// Descriptions, answers and messages staff write in Markdown: paragraphs, emphasis, links and
// lists, rendered here on the server (public pages ship no editor or parser). Raw HTML is shown
// as text, and links may only be web, mail or site-relative addresses.
import MarkdownIt from "markdown-it";

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
md.validateLink = (url) => /^(https?:|mailto:|\/(?![/\\])|#)/i.test(url.trim());

const openLink = md.renderer.rules.link_open;
md.renderer.rules.link_open = (tokens, i, options, env, self) => {
  const href = String(tokens[i].attrGet("href") ?? "");
  // Another site's page: no referrer details, no access to this page (GIGW marks it external).
  if (/^https?:/i.test(href)) {
    tokens[i].attrSet("rel", "noopener noreferrer");
    tokens[i].attrSet("class", "external");
  }
  return openLink ? openLink(tokens, i, options, env, self) : self.renderToken(tokens, i, options);
};

/** Safe HTML of a Markdown text (empty text: empty HTML). */
export function renderMarkdown(text: string | null | undefined): string {
  return text ? md.render(text) : "";
}
