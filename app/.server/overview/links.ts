// Internal links that lead nowhere (issue 25): staff write links to the site's own pages in
// Markdown texts and in the menu and footer ("/startups/krishi-mitra", "/hi/pages/funding").
// When that page is removed, unpublished or renamed without a redirect, the link breaks
// silently. This finds such links; the health report lists them with the item that holds them.
import { PUBLIC_PAGES } from "~/lib/public-pages";

/**
 * The fixed addresses of the site, without /hi: the public pages (the sitemap's list) and the
 * search, the account pages and the feeds beside them.
 */
export const FIXED_PATHS: readonly string[] = [
  ...PUBLIC_PAGES,
  "/search",
  "/login",
  "/admin",
  "/Admin",
  "/Notice",
  "/account",
  "/reset-password",
  "/events.ics",
  "/notices.xml",
  "/notices.txt",
  "/sitemap.xml",
  "/robots.txt",
];

/** Files and back-office pages: present whenever the site runs, so never reported. */
const ALWAYS_THERE = ["/media/", "/og/", "/brand/", "/admin-dashboard", "/fonts/", "/assets/"];

/** The paths of this site a text links to: Markdown links and bare "/path" values. */
export function internalLinks(text: string): string[] {
  const found = new Set<string>();
  for (const match of text.matchAll(/\]\(\s*(\/[^)\s]*)/g)) found.add(match[1]);
  const bare = text.trim();
  if (/^\/(?!\/)\S*$/.test(bare)) found.add(bare);
  return [...found];
}

/** A link's page: without /hi, the query, the anchor and a trailing slash ("/" stays). */
export function pageOf(link: string): string {
  let path = link.split(/[?#]/)[0] || "/";
  try {
    path = decodeURIComponent(path);
  } catch {
    // A badly encoded link is checked as written.
  }
  if (path === "/hi" || path.startsWith("/hi/")) path = path.slice(3) || "/";
  if (path.length > 1 && path.endsWith("/")) path = path.slice(0, -1);
  return path;
}

/** Whether a link leads to a page: a fixed address, a live item's, a redirect's or a file. */
export function leadsSomewhere(link: string, live: ReadonlySet<string>): boolean {
  const page = pageOf(link);
  if (FIXED_PATHS.includes(page) || live.has(page)) return true;
  if (/^\/notices\/\d+\/attachment\.pdf$/.test(page)) return live.has(page.slice(0, -15));
  if (/^\/events\/[^/]+\.ics$/.test(page)) return live.has(page.slice(0, -4));
  return ALWAYS_THERE.some((prefix) => page.startsWith(prefix));
}
