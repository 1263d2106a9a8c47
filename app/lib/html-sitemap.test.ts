import { describe, expect, it } from "vitest";
import { firstLinks } from "~/.server/content/kinds/site-links";
import { groupLinks } from "./frame";
import { labelOf, SAME_PAGE, sitemapGroups, sitemapPaths } from "./html-sitemap";
import en from "./i18n/messages/en.ts";
import hi from "./i18n/messages/hi.ts";
import { WEBSITE_LINKS } from "./policy-pages";
import { PUBLIC_PAGES } from "./public-pages";

describe("the HTML sitemap, with the menu's first version", () => {
  const first = firstLinks({ CONTACT_EMAIL: "a@b.in", TINKERING_LAB_URL: "https://lab.example" });
  const menu = groupLinks(
    first.filter((l) => l.place === "header").map((l) => ({ ...l, heading: l.heading ?? null })),
  );
  const paths = sitemapPaths(sitemapGroups(menu));

  it("links every public page (or the page it is the same as)", () => {
    for (const page of PUBLIC_PAGES) expect(paths, page).toContain(SAME_PAGE[page] ?? page);
  });

  it("links each page once", () => {
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("follows the menus: every menu entry is there, in the menus' order", () => {
    const menuPaths = menu.flatMap((g) => g.links.map((l) => l.href));
    const inOrder = paths.filter((p) => menuPaths.includes(p) || p === "/");
    expect(inOrder).toEqual(["/", ...menuPaths.filter((p) => p !== "/#home")]);
  });

  it("ends with the footer's links to the site's policies and contact", () => {
    expect(paths.slice(-WEBSITE_LINKS.length)).toEqual(WEBSITE_LINKS.map((l) => l.to));
  });

  it("has a label for every entry in both languages", () => {
    for (const t of [en, hi]) {
      const walk = (entries: ReturnType<typeof sitemapGroups>[number]["entries"]): string[] =>
        entries.flatMap((e) => [labelOf(e, t), ...walk(e.items ?? [])]);
      for (const group of sitemapGroups(menu)) {
        expect(group.title(t)).toMatch(/\S/);
        for (const label of walk(group.entries)) expect(label).toMatch(/\S/);
      }
    }
  });
});
