// Moving between a visitor's pages is a plain page load (decision 042), made instant: Chromium
// fetches a link's page when the pointer rests on it or a finger touches it ("moderate"), and the
// page cache answers. Only pages: never the back office, sign-in, a file, a feed or an address with
// a query (a search, a preview), and never an event's cancel link, whose page acts on a token.
// Browsers without speculation rules ignore the block.

const NOT_PAGES = [
  "/admin*",
  "/hi/admin*",
  "/account*",
  "/login*",
  "/logout*",
  "/invitation*",
  "/reset-password*",
  "/api/*",
  "/auth/*",
  "/media/*",
  "/og/*",
  "/brand/*",
  "/*.*",
  "/*/cancel*",
  "/*/*/cancel*",
];
/** Links that are not a page to read: a query (a search, a preview), a download. */
const NOT_PAGE_LINKS = "a[href*='?'], a[download], a[rel~='nofollow']";

/** The page's speculation rules, as the text of a `<script type="speculationrules">`. */
export const SPECULATION_RULES = JSON.stringify({
  prefetch: [
    {
      where: {
        and: [
          { href_matches: "/*" },
          { not: { href_matches: NOT_PAGES } },
          { not: { selector_matches: NOT_PAGE_LINKS } },
        ],
      },
      eagerness: "moderate",
    },
  ],
});
