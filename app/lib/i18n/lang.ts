// The site's two languages and how a path says which one a page is in. English keeps the spec's
// addresses; Hindi is the same path under /hi (issue 13). The back office and accounts stay English.

import { POLICY_NAMES } from "~/lib/policy-pages";

export const LANGS = ["en", "hi"] as const;
export type Lang = (typeof LANGS)[number];

/** The first path segments of public pages: only these have a Hindi twin under /hi. */
const PUBLIC_SEGMENTS = new Set([
  "",
  "professor",
  "student",
  "timeline",
  "events",
  "gallery",
  "talksmore",
  "pag",
  "startups",
  "notices",
  "idea",
  "pages",
  "search",
  "sitemap",
  "contact",
  ...POLICY_NAMES,
]);

export function langOfPath(pathname: string): Lang {
  return pathname === "/hi" || pathname.startsWith("/hi/") ? "hi" : "en";
}

/** The path without its language prefix: "/hi/gallery" → "/gallery", "/hi" → "/". */
export function basePath(pathname: string): string {
  if (langOfPath(pathname) === "en") return pathname;
  return pathname.slice(3) || "/";
}

/**
 * Whether a site path (no prefix) is a public page with a Hindi twin. Files (feeds, PDFs,
 * calendars, media) have one address for both languages.
 */
export function hasTwin(path: string): boolean {
  const pathname = path.replace(/[?#].*$/, "");
  const first = pathname.split("/")[1] ?? "";
  if (!PUBLIC_SEGMENTS.has(first)) return false;
  return !/\.[a-z0-9]+$/i.test(pathname);
}

/**
 * The address of a site path in a language: "/gallery" → "/hi/gallery", "/#about" → "/hi#about",
 * "/?q=x" → "/hi?q=x". Other addresses (back office, files, other sites) are returned unchanged.
 */
export function localize(path: string, lang: Lang): string {
  if (lang === "en" || !path.startsWith("/") || path.startsWith("//")) return path;
  if (langOfPath(path.replace(/[?#].*$/, "")) === "hi" || !hasTwin(path)) return path;
  return path.startsWith("/?") || path.startsWith("/#") || path === "/"
    ? `/hi${path.slice(1)}`
    : `/hi${path}`;
}

/** The same page in the other language, or null when the page has only one (back office). */
export function twinOf(pathname: string, search = ""): { lang: Lang; href: string } | null {
  const path = basePath(pathname);
  if (!hasTwin(path)) return null;
  const lang: Lang = langOfPath(pathname) === "hi" ? "en" : "hi";
  return { lang, href: localize(path, lang) + search };
}
