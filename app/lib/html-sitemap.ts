// The HTML sitemap (/sitemap): every public page, grouped as the menus group them, then the other
// pages and the footer's "About this website" links. Built from the same data as the menus, so
// a page added to the navigation appears here by itself; startup and event pages come from the
// page's loader. The unit test checks that every page of PUBLIC_PAGES is reachable from here.
import { isGroup, NAV, type NavLeaf } from "~/components/nav-items";
import type { Messages } from "~/lib/i18n/catalogue";
import { WEBSITE_LINKS } from "./policy-pages";

export type SitemapEntry = {
  /** The site path (English; shown in the page's language). None: a menu heading without a page. */
  to?: string;
  label: (t: Messages) => string;
  items?: SitemapEntry[];
  /** The content pages listed under this entry, from the page's loader. */
  content?: "startups" | "events";
};

export type SitemapGroup = {
  id: string;
  title: (t: Messages) => string;
  entries: SitemapEntry[];
};

/** Addresses that are the same page as another one listed (/startups is /pag's canonical twin). */
export const SAME_PAGE: Record<string, string> = { "/startups": "/pag" };

/** The content each menu page lists under itself. */
const CONTENT_OF: Record<string, SitemapEntry["content"]> = { "/pag": "startups" };

const leaf = (item: NavLeaf): SitemapEntry => ({
  to: item.to,
  label: (t) => t.shell.nav[item.label],
  content: CONTENT_OF[item.to],
});

/**
 * The menu as the header shows it. The home menu's entries are sections of the home page: the
 * page itself heads them, in place of its first section (#home, the top of the page).
 */
function mainMenu(): SitemapEntry[] {
  return NAV.map((entry) => {
    if (!isGroup(entry)) return leaf(entry);
    const top = entry.items.find((item) => item.to === "/#home");
    return {
      to: top ? "/" : undefined,
      label: top
        ? (t: Messages) => t.gigw.sitemap.homePage
        : (t: Messages) => t.shell.nav[entry.label],
      items: entry.items.filter((item) => item !== top).map(leaf),
    };
  });
}

export function sitemapGroups(): SitemapGroup[] {
  return [
    { id: "main-menu", title: (t) => t.gigw.sitemap.mainMenu, entries: mainMenu() },
    {
      id: "more-pages",
      title: (t) => t.gigw.sitemap.morePages,
      entries: [
        { to: "/events", label: (t) => t.gigw.sitemap.events, content: "events" },
        { to: "/notices", label: (t) => t.gigw.sitemap.notices },
        { to: "/idea", label: (t) => t.gigw.sitemap.idea },
        { to: "/idea/status", label: (t) => t.gigw.sitemap.ideaStatus },
        { to: "/search", label: (t) => t.gigw.sitemap.search },
      ],
    },
    {
      id: "about-site",
      title: (t) => t.gigw.sitemap.aboutSite,
      entries: WEBSITE_LINKS.map((link) => ({ to: link.to, label: (t) => t.gigw.pages[link.key] })),
    },
  ];
}

/** Every site path the sitemap links (content pages aside). */
export function sitemapPaths(groups = sitemapGroups()): string[] {
  const walk = (entries: SitemapEntry[]): string[] =>
    entries.flatMap((e) => [...(e.to ? [e.to] : []), ...walk(e.items ?? [])]);
  return groups.flatMap((g) => walk(g.entries));
}
