import { getBranding } from "~/.server/branding";
import { dbContext } from "~/.server/context";
import { getDefaultOg } from "~/.server/media/og-default";
import { defaultOgKey } from "~/lib/og-image";
import type { Route } from "./+types/og-default";

/**
 * The centre's link preview, `/og/default-<key>.jpg`, drawn from its current Settings. The key
 * is a hash of the texts it shows, so the current address is cached forever; an older key (a page
 * rendered before a rename) still gets the current image, briefly cached.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const asked = /^default(?:-([0-9a-z]{1,13}))?\.jpg$/.exec(params.file);
  if (!asked)
    return new Response("Not found", { status: 404, headers: { "Cache-Control": "no-store" } });
  const branding = await getBranding(context.get(dbContext));
  const key = defaultOgKey(branding);
  const bytes = await getDefaultOg(branding);
  return new Response(new Uint8Array(bytes), {
    headers: {
      "Content-Type": "image/jpeg",
      "Content-Length": String(bytes.length),
      "Cache-Control":
        asked[1] === key ? "public, max-age=31536000, immutable" : "public, max-age=300",
      ETag: `"og-default-${key}"`,
    },
  });
}
