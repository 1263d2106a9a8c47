// The standard pages of the site (GIGW 3.0) as the footer and the HTML sitemap list them. Text
// pages (policies, help) are content staff write (content/kinds/pages.ts), served by one route
// module, routes/site/policy.tsx; their first version is app/.server/policies. The sitemap and
// the contact page keep their titles in the `gigw` catalogue's `pages`.

/** The pages whose text is a policy of app/.server/policies, named by their address. */
export const POLICY_NAMES = [
  "accessibility",
  "screen-reader-access",
  "help",
  "terms",
  "copyright-policy",
  "hyperlinking-policy",
  "disclaimer",
  "privacy",
] as const;
export type PolicyName = (typeof POLICY_NAMES)[number];

/** The policy a site path (no /hi) shows, or null. */
export function policyOfPath(path: string): PolicyName | null {
  const name = path.replace(/^\//, "");
  return (POLICY_NAMES as readonly string[]).includes(name) ? (name as PolicyName) : null;
}

/** The footer's "About this website" links, in order. */
export const WEBSITE_LINKS = [
  { key: "accessibility", to: "/accessibility" },
  { key: "screen-reader-access", to: "/screen-reader-access" },
  { key: "sitemap", to: "/sitemap" },
  { key: "help", to: "/help" },
  { key: "terms", to: "/terms" },
  { key: "copyright-policy", to: "/copyright-policy" },
  { key: "hyperlinking-policy", to: "/hyperlinking-policy" },
  { key: "disclaimer", to: "/disclaimer" },
  { key: "privacy", to: "/privacy" },
  { key: "contact", to: "/contact" },
] as const;
export type WebsitePage = (typeof WEBSITE_LINKS)[number]["key"];

/** A footer link's words: a text page's own title (staff may rename it), else the catalogue's. */
export const websiteLinkLabel =
  (key: WebsitePage, pages: { standard: Partial<Record<string, string>> }) =>
  (t: { gigw: { pages: Record<WebsitePage, string> } }): string =>
    pages.standard[key] || t.gigw.pages[key];
