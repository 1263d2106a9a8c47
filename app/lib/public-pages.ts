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

/** Every public page a visitor can open. */
export const PUBLIC_PAGES = [
  ...CONTENT_PAGES,
  "/idea",
  "/idea/status",
  "/privacy",
  "/contact",
] as const;
