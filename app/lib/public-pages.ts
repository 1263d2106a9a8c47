// The public pages, in the order a visitor meets them: one list for the sitemap, the tests and
// the performance checks. Startup, event and notice pages (/startups/:slug, /events/:slug,
// /notices/:id) follow the content and are added there.

/** The pages that present the centre's content (and that Lighthouse and axe must keep fast). */
export const CONTENT_PAGES = [
  "/",
  "/professor",
  "/student",
  "/timeline",
  "/events",
  "/gallery",
  "/talksmore",
  "/pag",
  "/notices",
  "/startups",
] as const;

/**
 * The standard pages India's web guidelines (GIGW 3.0) ask of a public institute's site, linked
 * from every page's footer. /privacy predates them and is listed with the other pages.
 */
export const GIGW_PAGES = [
  "/accessibility",
  "/screen-reader-access",
  "/sitemap",
  "/help",
  "/terms",
  "/copyright-policy",
  "/hyperlinking-policy",
  "/disclaimer",
] as const;

/** Every public page a visitor can open. */
export const PUBLIC_PAGES = [
  ...CONTENT_PAGES,
  "/idea",
  "/idea/status",
  "/privacy",
  "/contact",
  ...GIGW_PAGES,
] as const;
