// The HTML sitemap (/sitemap): every public page, grouped as the menus group them, then the other
// pages and the footer's "About this website" links. Built from the menu staff keep (the same
// data the header draws), so a page added to the menu appears here by itself; startup and event
// pages come from the page's loader. The unit test checks that every page of PUBLIC_PAGES is
// reachable from here with the menu's first version.
import type { FrameGroup, FrameLink, FramePages } from "~/lib/frame";
import { linkKind, NO_PAGES } from "~/lib/frame";
import type { Messages } from "~/lib/i18n/catalogue";
import { WEBSITE_LINKS, websiteLinkLabel } from "./policy-pages";

export type SitemapEntry = {
  /** The site path (English; shown in the page's language). None: a menu heading without a page. */
  to?: string;
  /** The menu's own words (content), or a catalogue's for the sitemap's fixed entries. */
  label: string | ((t: Messages) => string);
  /** The label is English on a Hindi page. */
  en?: boolean;
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

const leaf = (item: FrameLink): SitemapEntry => ({
  to: item.href,
  label: item.label,
  ...(item.en && { en: true }),
  content: CONTENT_OF[item.href],
});

/**
 * The menu as the header shows it, its pages only (a link to another website or a mailbox is not
 * a page of this site). A dropdown of home sections is headed by the home page itself, in place
 * of its first section (#home, the top of the page).
 */
function mainMenu(menu: FrameGroup[]): SitemapEntry[] {
  return menu.flatMap((group): SitemapEntry[] => {
    const links = group.links.filter((link) => linkKind(link.href) === "site");
    if (!group.heading) return links.map(leaf);
    const top = links.find((item) => item.href === "/#home");
    return [
      {
        to: top ? "/" : undefined,
        label: top ? (t: Messages) => t.gigw.sitemap.homePage : group.heading,
        ...(!top && group.en && { en: true }),
        items: links.filter((item) => item !== top).map(leaf),
      },
    ];
  });
}

/** Its label in the page's language. */
export const labelOf = (entry: SitemapEntry, t: Messages) =>
  typeof entry.label === "string" ? entry.label : entry.label(t);

export function sitemapGroups(menu: FrameGroup[], pages: FramePages = NO_PAGES): SitemapGroup[] {
  return [
    { id: "main-menu", title: (t) => t.gigw.sitemap.mainMenu, entries: mainMenu(menu) },
    {
      id: "more-pages",
      title: (t) => t.gigw.sitemap.morePages,
      entries: [
        { to: "/events", label: (t) => t.gigw.sitemap.events, content: "events" },
        { to: "/notices", label: (t) => t.gigw.sitemap.notices },
        { to: "/idea", label: (t) => t.gigw.sitemap.idea },
        { to: "/idea/status", label: (t) => t.gigw.sitemap.ideaStatus },
        { to: "/search", label: (t) => t.gigw.sitemap.search },
        ...pages.own.map((page) => ({ to: page.to, label: page.title })),
      ],
    },
    {
      id: "about-site",
      title: (t) => t.gigw.sitemap.aboutSite,
      entries: WEBSITE_LINKS.map((link) => ({
        to: link.to,
        label: websiteLinkLabel(link.key, pages),
      })),
    },
  ];
}

/** Every site path the sitemap links (content pages aside). */
export function sitemapPaths(groups: SitemapGroup[]): string[] {
  const walk = (entries: SitemapEntry[]): string[] =>
    entries.flatMap((e) => [...(e.to ? [e.to] : []), ...walk(e.items ?? [])]);
  return groups.flatMap((g) => walk(g.entries));
}
