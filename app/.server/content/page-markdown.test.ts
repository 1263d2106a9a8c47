import { describe, expect, it } from "vitest";
import { anchorOf, renderPage } from "./page-markdown";

describe("a page's Markdown", () => {
  it("makes sections of its headings, each with an anchor, # and ## alike", () => {
    const page = renderPage(
      "# Who we are\n\nWords.\n\n## Who we are\n\n### Smaller\n\n#### Smallest",
    );
    expect(page.sections).toEqual([
      { id: "who-we-are", heading: "Who we are" },
      { id: "who-we-are-2", heading: "Who we are" },
    ]);
    expect(page.html).toContain('<h2 id="who-we-are">Who we are</h2>');
    expect(page.html).toContain("<h3>Smaller</h3>");
    expect(page.html).toContain("<h3>Smallest</h3>");
    expect(page.html).not.toContain("<h1");
  });

  it("keeps an anchor the heading fixes, whatever its words", () => {
    const page = renderPage("## समस्या बताएँ {#report}");
    expect(page.sections).toEqual([{ id: "report", heading: "समस्या बताएँ" }]);
    expect(page.html).toContain('<h2 id="report">समस्या बताएँ</h2>');
    expect(anchorOf("आपके अधिकार")).toBe("आपके-अधिकार");
  });

  it("names a table by the line above it and keeps its reading on phones", () => {
    const { html } = renderPage(
      "Table: Screen readers\n\n| Reader | Cost |\n| --- | --- |\n| NVDA | Free |",
    );
    expect(html).toContain('<table role="table">\n<caption>Screen readers</caption>');
    expect(html).toContain('<th scope="row" role="rowheader">NVDA</th>');
    expect(html).toContain(
      '<td role="cell"><span class="policy__cell-label" aria-hidden="true">Cost: </span>Free</td>',
    );
    expect(html).not.toContain("<p>Table:");
  });

  it("shows raw HTML and unsafe links as text, and marks other websites", () => {
    const { html } = renderPage(
      "<script>alert(1)</script>\n\n[x](javascript:alert(1)) [site](https://example.org)",
    );
    expect(html).not.toContain("<script>");
    expect(html).not.toContain('href="javascript');
    expect(html).toContain('class="external"');
  });
});
