import { describe, expect, it } from "vitest";
import { renderMarkdown } from "./markdown";

describe("Markdown of descriptions", () => {
  it("renders paragraphs, emphasis, lists and links", () => {
    const html = renderMarkdown(
      "First *para*.\n\n- one\n- two\n\n[Site](https://example.org) and [page](/timeline)",
    );
    expect(html).toContain("<p>First <em>para</em>.</p>");
    expect(html).toContain("<li>one</li>");
    expect(html).toContain(
      '<a href="https://example.org" rel="noopener noreferrer" class="external">Site</a>',
    );
    expect(html).toContain('<a href="/timeline">page</a>');
  });

  it("never lets markup or script through", () => {
    const html = renderMarkdown(
      "<script>alert(1)</script> <img src=x onerror=alert(1)> [x](javascript:alert(1)) [y](//evil.example)\n\n# Heading",
    );
    expect(html).not.toMatch(/<script|<img|href="javascript|href="\/\/evil|<h1/);
    expect(html).toContain("&lt;script&gt;");
  });
});
