import { getBranding } from "~/.server/branding";
import { dbContext } from "~/.server/context";
import { getDefaultOg } from "~/.server/media/og-default";
import { getVariant } from "~/.server/media/store";
import { variantWidths } from "~/lib/media";
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
  const db = context.get(dbContext);
  const branding = await getBranding(db);
  const text = { ...branding, logoId: branding.logo?.image.id };
  const key = defaultOgKey(text);
  const logo = branding.logo?.image;
  const bytes = await getDefaultOg(text, async () =>
    logo ? getVariant(db, logo.id, variantWidths(logo.width)[0], "jpeg") : undefined,
  );
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
