import { getBrand } from "~/.server/content/kinds/brand";
import { dbContext } from "~/.server/context";
import { getIcon } from "~/.server/media/brand-icons";
import { MARK_ICONS } from "~/lib/brand/icons";
import type { Route } from "./+types/apple-touch-icon";

/**
 * `/apple-touch-icon.png`, which iPhones ask for without reading the page: the 180 px icon. Pages
 * link the hashed address; this fixed one is only briefly cached.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const db = context.get(dbContext);
  const key = (await getBrand(db)).faviconId ?? MARK_ICONS;
  const bytes = await getIcon(db, key, 180);
  if (!bytes)
    return new Response("Not found", { status: 404, headers: { "Cache-Control": "no-store" } });
  return new Response(new Uint8Array(bytes), {
    headers: {
      "Content-Type": "image/png",
      "Content-Length": String(bytes.length),
      "Cache-Control": "public, max-age=3600",
      ETag: `"touch-${key}"`,
    },
  });
}
