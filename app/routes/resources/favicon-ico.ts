import { getBrand } from "~/.server/content/kinds/brand";
import { dbContext } from "~/.server/context";
import { getIcon, iconNotFound, iconResponse, toIco } from "~/.server/media/brand-icons";
import { MARK_ICONS } from "~/lib/brand/icons";
import type { Route } from "./+types/favicon-ico";

/**
 * `/favicon.ico`, which browsers and crawlers ask for whatever the page links: the favicon's 32
 * and 48 px icons. A fixed address, so only briefly cached: a new favicon shows within the hour.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const db = context.get(dbContext);
  const key = (await getBrand(db)).faviconId ?? MARK_ICONS;
  const pngs = [];
  for (const size of [32, 48] as const) {
    const bytes = await getIcon(db, key, size);
    if (!bytes) return iconNotFound();
    pngs.push({ size, bytes });
  }
  return iconResponse(toIco(pngs), {
    type: "image/x-icon",
    cache: "public, max-age=3600",
    etag: `"ico-${key}"`,
  });
}
