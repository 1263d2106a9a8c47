import { describe, expect, it } from "vitest";
import { NAV } from "~/components/nav-items";
import { SAME_PAGE, sitemapGroups, sitemapPaths } from "./html-sitemap";
import en from "./i18n/messages/en.ts";
import hi from "./i18n/messages/hi.ts";
import { WEBSITE_LINKS } from "./policy-pages";
import { PUBLIC_PAGES } from "./public-pages";

describe("the HTML sitemap", () => {
  const paths = sitemapPaths();

  it("links every public page (or the page it is the same as)", () => {
    for (const page of PUBLIC_PAGES) expect(paths, page).toContain(SAME_PAGE[page] ?? page);
  });

  it("links each page once", () => {
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("follows the menus: every menu entry is there, in the menus' order", () => {
    const menu = NAV.flatMap((e) => ("items" in e ? e.items.map((i) => i.to) : [e.to]));
    const inOrder = paths.filter((p) => menu.includes(p) || p === "/");
    expect(inOrder).toEqual(["/", ...menu.filter((p) => p !== "/#home")]);
  });

  it("ends with the footer's links to the site's policies and contact", () => {
    expect(paths.slice(-WEBSITE_LINKS.length)).toEqual(WEBSITE_LINKS.map((l) => l.to));
  });

  it("has a label for every entry in both languages", () => {
    for (const t of [en, hi]) {
      const walk = (entries: ReturnType<typeof sitemapGroups>[number]["entries"]): string[] =>
        entries.flatMap((e) => [e.label(t), ...walk(e.items ?? [])]);
      for (const group of sitemapGroups()) {
        expect(group.title(t)).toMatch(/\S/);
        for (const label of walk(group.entries)) expect(label).toMatch(/\S/);
      }
    }
  });
});
