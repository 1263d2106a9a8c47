import { getBrand } from "~/.server/content/kinds/brand";
import { dbContext } from "~/.server/context";
import { getIcon, iconNotFound, iconResponse } from "~/.server/media/brand-icons";
import { MARK_ICONS, parseIconFile } from "~/lib/brand/icons";
import type { Route } from "./+types/brand-icon";

/**
 * `/brand/icon-<key>-<size>.png`: one of the site's icons, from the current favicon (its media id
 * is the key) or the drawn mark ("mark"). The key names the image, so the file is cached for ever;
 * no other stored image is resized here.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const asked = parseIconFile(params.file);
  if (!asked) return iconNotFound();
  const db = context.get(dbContext);
  const { faviconId } = await getBrand(db);
  if (asked.key !== MARK_ICONS && asked.key !== faviconId) return iconNotFound();
  return iconResponse(await getIcon(db, asked.key, asked.size), {
    type: "image/png",
    cache: "public, max-age=31536000, immutable",
  });
}
