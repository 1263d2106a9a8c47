import { describe, expect, it } from "vitest";
import { internalLinks, leadsSomewhere, pageOf } from "./links";

describe("internal links", () => {
  it("finds Markdown links and bare paths to the site's own pages", () => {
    expect(
      internalLinks(
        "See [our startups](/startups) and [Krishi](/hi/startups/krishi-mitra#team), [IIT](https://iitp.ac.in) or [mail](mailto:a@b.in).",
      ),
    ).toEqual(["/startups", "/hi/startups/krishi-mitra#team"]);
    expect(internalLinks("/pages/funding")).toEqual(["/pages/funding"]);
    expect(internalLinks("//evil.example/x")).toEqual([]);
    expect(internalLinks("Plain words / no link")).toEqual([]);
  });

  it("reads a link's page without language, query, anchor or trailing slash", () => {
    expect(pageOf("/hi/startups/krishi-mitra/?x=1#a")).toBe("/startups/krishi-mitra");
    expect(pageOf("/hi")).toBe("/");
    expect(pageOf("/#idea")).toBe("/");
    expect(pageOf("/pages/f%C3%BCr")).toBe("/pages/für");
  });

  it("knows fixed pages, live items, redirects and files, and nothing else", () => {
    const live = new Set(["/startups/krishi-mitra", "/notices/7", "/events/demo-day"]);
    for (const ok of [
      "/",
      "/#events",
      "/terms",
      "/hi/contact?category=accessibility",
      "/startups/krishi-mitra",
      "/notices/7/attachment.pdf",
      "/events/demo-day.ics",
      "/media/abc/800.webp",
    ])
      expect(leadsSomewhere(ok, live), ok).toBe(true);
    for (const broken of [
      "/startups/gone",
      "/notices/8/attachment.pdf",
      "/pages/funding",
      "/events/old.ics",
      "/Startups",
    ])
      expect(leadsSomewhere(broken, live), broken).toBe(false);
  });
});
