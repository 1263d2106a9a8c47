// The site's icons (issue 24): all made from one square image, the brand's favicon, or from the
// drawn mark (/favicon.svg) while there is none. Their addresses carry the image's id, so a new
// favicon shows at once and each file is cached for ever; /favicon.ico, /apple-touch-icon.png and
// /site.webmanifest keep the fixed addresses browsers and phones ask for.

/** Tab icons (32, 48), the iPhone's home screen (180), Android's and the manifest's (192, 512). */
export const ICON_SIZES = [32, 48, 180, 192, 512] as const;
export type IconSize = (typeof ICON_SIZES)[number];

/** The key of the icons drawn from /favicon.svg. */
export const MARK_ICONS = "mark";

/** `/brand/icon-<key>-<size>.png`, key: the favicon's media id or "mark". */
export const iconPath = (key: string, size: IconSize) => `/brand/icon-${key}-${size}.png`;

/** Parses "icon-<key>-<size>.png"; only the sizes above are made. */
export function parseIconFile(file: string): { key: string; size: IconSize } | undefined {
  const match = /^icon-([\w-]{4,64})-(\d{2,3})\.png$/.exec(file);
  const size = Number(match?.[2]) as IconSize;
  return match && ICON_SIZES.includes(size) ? { key: match[1], size } : undefined;
}

type IconLink = { rel: string; href: string; type?: string; sizes?: string };

/** The head's icon links: the drawn mark as SVG (as before), or the favicon's PNGs. */
export function brandIcons(faviconId: string | null): IconLink[] {
  const key = faviconId ?? MARK_ICONS;
  const tab: IconLink[] = faviconId
    ? [32, 48].map((size) => ({
        rel: "icon",
        href: iconPath(key, size as IconSize),
        type: "image/png",
        sizes: `${size}x${size}`,
      }))
    : [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];
  return [...tab, { rel: "apple-touch-icon", href: iconPath(key, 180), sizes: "180x180" }];
}

/** The web app manifest: the centre's names, its accent as the theme, its icons. */
export function webManifest(input: {
  name: string;
  shortName: string;
  accent: string;
  faviconId: string | null;
}) {
  const key = input.faviconId ?? MARK_ICONS;
  return {
    name: input.name,
    short_name: input.shortName,
    start_url: "/",
    display: "browser",
    background_color: "#ffffff",
    theme_color: input.accent,
    icons: [192, 512].map((size) => ({
      src: iconPath(key, size as IconSize),
      sizes: `${size}x${size}`,
      type: "image/png",
      purpose: "any",
    })),
  };
}
