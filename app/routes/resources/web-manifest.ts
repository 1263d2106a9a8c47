import { getBranding } from "~/.server/branding";
import { dbContext } from "~/.server/context";
import { webManifest } from "~/lib/brand/icons";
import type { Route } from "./+types/web-manifest";

/**
 * `/site.webmanifest`: the centre's names (Settings), its accent as the theme colour and the icons
 * made from its favicon (or the drawn mark). Briefly cached: the names and icons may change.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const b = await getBranding(context.get(dbContext));
  const body = JSON.stringify(
    webManifest({
      name: b.centreName,
      shortName: b.centreShortName,
      accent: b.accent,
      faviconId: b.faviconId,
    }),
  );
  return new Response(body, {
    headers: {
      "Content-Type": "application/manifest+json; charset=utf-8",
      "Cache-Control": "public, max-age=300",
    },
  });
}
