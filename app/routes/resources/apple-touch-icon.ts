import { getBrand } from "~/.server/content/kinds/brand";
import { dbContext } from "~/.server/context";
import { getIcon, iconResponse } from "~/.server/media/brand-icons";
import { MARK_ICONS } from "~/lib/brand/icons";
import type { Route } from "./+types/apple-touch-icon";

/**
 * `/apple-touch-icon.png`, which iPhones ask for without reading the page: the 180 px icon. Pages
 * link the hashed address; this fixed one is only briefly cached.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const db = context.get(dbContext);
  const key = (await getBrand(db)).faviconId ?? MARK_ICONS;
  return iconResponse(await getIcon(db, key, 180), {
    type: "image/png",
    cache: "public, max-age=3600",
    etag: `"touch-${key}"`,
  });
}
