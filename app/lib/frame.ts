// The site's frame as the shell draws it: the header's menu and the footer's columns, content
// staff edit (content/kinds/site-links.ts), already in the page's language. Safe to send to the
// browser; the grouping rule lives here so the server, the sitemap and their tests share it.

/** A link of the frame: a page of this site ("/professor", "/#about"), another site, a mailbox. */
export type FrameLink = {
  label: string;
  href: string /** Shown in English on a Hindi page. */;
  en?: boolean;
};

/** Links under one heading (a dropdown, a footer column), or loose links (`heading` null). */
export type FrameGroup = { heading: string | null; en?: boolean; links: FrameLink[] };

/** The text pages' titles in the page's language: the standard ones by name, the centre's own. */
export type FramePages = {
  standard: Partial<Record<string, string>>;
  own: Array<{ to: string; title: string }>;
};

export const NO_PAGES: FramePages = { standard: {}, own: [] };

export type Frame = { menu: FrameGroup[]; footer: FrameGroup[]; pages: FramePages };

type LinkRow = { heading: string | null; label: string; href: string; fallback?: string[] };

/**
 * Links next to each other with the same heading are one group, in their order; a link without
 * a heading stands alone. ("Team": Faculty, Students; then Startups alone.)
 */
export function groupLinks(rows: readonly LinkRow[]): FrameGroup[] {
  const groups: FrameGroup[] = [];
  for (const row of rows) {
    const heading = row.heading?.trim() || null;
    const link: FrameLink = {
      label: row.label,
      href: row.href,
      ...(row.fallback?.includes("label") && { en: true }),
    };
    const last = groups.at(-1);
    if (heading && last?.heading === heading) last.links.push(link);
    else
      groups.push({
        heading,
        ...(heading && row.fallback?.includes("heading") && { en: true }),
        links: [link],
      });
  }
  return groups;
}

/** How a link leaves the page: a page of this site, another website, or a mail program. */
export function linkKind(href: string): "site" | "external" | "mail" {
  if (href.startsWith("/")) return "site";
  if (href.startsWith("mailto:")) return "mail";
  return "external";
}
