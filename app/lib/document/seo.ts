import type { MetaDescriptor } from "react-router";
import type { Branding } from "~/lib/branding";
import { basePath, hasTwin, langOfPath, localize } from "~/lib/i18n/lang";
import { OG_HEIGHT, OG_WIDTH, ogImagePath, type PageImage } from "~/lib/og-image";

/** What a page says about itself; the helper adds the site name, canonical address and Open Graph. */
export type PageSeo = {
  /** The page's own title, e.g. "Faculty Mentors"; omit on the home page (the centre's name alone). */
  title?: string;
  description: string;
  /**
   * The page's own picture for link previews (WhatsApp, social networks), cropped to 1200×630 at
   * its focal point; pages without one show the centre's default preview.
   */
  image?: PageImage | null;
  /** Open Graph type: "website" for most pages, "article" for a single item's page. */
  type?: "website" | "article" | "profile";
  /** Path of the canonical address; defaults to the current path (query and hash dropped). */
  path?: string;
  /** Keep the page out of search indexes (404, error and private pages). */
  noindex?: boolean;
};

/** The part of a route's meta arguments the helper reads (RR8: `matches[].loaderData`). */
export type MetaContext = {
  location: { pathname: string };
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;
};

/** The branding the root loader sends to every page, read from the meta arguments. */
export function brandingFrom(args: MetaContext): Branding | undefined {
  const root = args.matches.find((m) => m?.id === "root");
  const data = root?.loaderData as { branding?: Branding } | undefined;
  return data?.branding;
}

function absolute(base: string, path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  return `${base.replace(/\/+$/, "")}${path.startsWith("/") ? "" : "/"}${path}`;
}

/**
 * Meta tags of a page: `<title>` as "<page> | <centre>", description, Open Graph, Twitter card and
 * the canonical link, all absolute from the configured public address.
 *   export const meta: Route.MetaFunction = (args) => seo(args, { title: "Timeline", description });
 */
export function seo(args: MetaContext, page: PageSeo): MetaDescriptor[] {
  const branding = brandingFrom(args);
  const site = branding?.centreName ?? "";
  const title = page.title ? (site ? `${page.title} | ${site}` : page.title) : site;
  const base = branding?.publicUrl ?? "";
  const lang = langOfPath(args.location.pathname);
  const path = page.path ? localize(page.path, lang) : args.location.pathname;
  const url = absolute(base, path);
  const ogTitle = page.title ?? site;
  const image = page.image
    ? { path: ogImagePath(page.image), alt: page.image.alt || ogTitle }
    : branding
      ? { path: branding.ogImage, alt: site }
      : undefined;
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: page.description },
    { property: "og:title", content: ogTitle },
    { property: "og:description", content: page.description },
    { property: "og:type", content: page.type ?? "website" },
    { property: "og:url", content: url },
    { property: "og:locale", content: lang === "hi" ? "hi_IN" : "en_IN" },
    { name: "twitter:card", content: image ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: ogTitle },
    { name: "twitter:description", content: page.description },
  ];
  if (site) tags.push({ property: "og:site_name", content: site });
  if (image) {
    const src = absolute(base, image.path);
    tags.push(
      { property: "og:image", content: src },
      { property: "og:image:type", content: "image/jpeg" },
      { property: "og:image:width", content: String(OG_WIDTH) },
      { property: "og:image:height", content: String(OG_HEIGHT) },
      { property: "og:image:alt", content: image.alt },
      { name: "twitter:image", content: src },
      { name: "twitter:image:alt", content: image.alt },
    );
  }
  if (page.noindex) tags.push({ name: "robots", content: "noindex" });
  else tags.push({ tagName: "link", rel: "canonical", href: url }, ...alternates(base, path));
  return tags;
}

/** The page in each language for search engines, English as the default for everyone else. */
function alternates(base: string, path: string): MetaDescriptor[] {
  const english = basePath(path);
  if (!hasTwin(english)) return [];
  const link = (hrefLang: string, href: string) =>
    ({ tagName: "link", rel: "alternate", hrefLang, href: absolute(base, href) }) as const;
  return [link("en", english), link("hi", localize(english, "hi")), link("x-default", english)];
}

/** Shortens text for a meta description at a word boundary (search engines show ~160 chars). */
export function excerpt(text: string, max = 160): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:!?-]+$/, "")}…`;
}
