import { describe, expect, it } from "vitest";
import { basePath, hasTwin, langOfPath, localize, twinOf } from "./lang";

describe("language of a path", () => {
  it("is Hindi under /hi only", () => {
    expect(langOfPath("/hi")).toBe("hi");
    expect(langOfPath("/hi/gallery")).toBe("hi");
    expect(langOfPath("/history")).toBe("en");
    expect(langOfPath("/gallery")).toBe("en");
    expect(basePath("/hi")).toBe("/");
    expect(basePath("/hi/startups/khetisense")).toBe("/startups/khetisense");
  });

  it("localizes public pages, with their query and section", () => {
    expect(localize("/", "hi")).toBe("/hi");
    expect(localize("/#about", "hi")).toBe("/hi#about");
    expect(localize("/?x=1", "hi")).toBe("/hi?x=1");
    expect(localize("/search?q=solar", "hi")).toBe("/hi/search?q=solar");
    expect(localize("/startups/khetisense", "hi")).toBe("/hi/startups/khetisense");
    expect(localize("/gallery", "en")).toBe("/gallery");
    expect(localize("/hi/gallery", "hi")).toBe("/hi/gallery");
  });

  it("leaves the back office, files and other sites alone", () => {
    for (const path of [
      "/login",
      "/admin-dashboard",
      "/notices.txt",
      "/notices/3/attachment.pdf",
      "/events/pitchtember-2023.ics",
      "/media/1/a.webp",
      "https://example.org/",
      "//example.org/x",
      "mailto:a@b.in",
    ])
      expect(localize(path, "hi")).toBe(path);
    expect(hasTwin("/login")).toBe(false);
  });

  it("finds the other language's page", () => {
    expect(twinOf("/gallery", "?album=x")).toEqual({ lang: "hi", href: "/hi/gallery?album=x" });
    expect(twinOf("/hi/gallery")).toEqual({ lang: "en", href: "/gallery" });
    expect(twinOf("/hi")).toEqual({ lang: "en", href: "/" });
    expect(twinOf("/admin-dashboard")).toBeNull();
  });
});
