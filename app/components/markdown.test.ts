import { describe, expect, it } from "vitest";
import { renderMarkdown } from "~/.server/content/markdown";
import { markExternalLinks } from "./markdown";

describe("links in staff-written Markdown", () => {
  const html = renderMarkdown(
    "See [the ministry](https://startupindia.gov.in) and [our notices](/notices) or [write](mailto:a@b.in).",
  );

  it("mark another website's link with the icon and words in the page's language", () => {
    const marked = markExternalLinks(html, "(दूसरी वेबसाइट)", "hi");
    const link = /<a href="https:\/\/startupindia.gov.in"[^>]*>([\s\S]*?)<\/a>/.exec(marked)?.[1];
    expect(link).toMatch(/^the ministry<svg class="external-link__icon"[^>]*aria-hidden="true"/);
    expect(link).toContain('<span class="visually-hidden" lang="hi"> (दूसरी वेबसाइट)</span>');
  });

  it("leave the site's own and e-mail links as they are", () => {
    const marked = markExternalLinks(html, "(another website)", "en");
    expect(marked).toContain('<a href="/notices">our notices</a>');
    expect(marked).toContain('<a href="mailto:a@b.in">write</a>');
    expect(marked.match(/another website/g)).toHaveLength(1);
  });
});
