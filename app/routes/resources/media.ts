import { dbContext } from "~/.server/context";
import { getVariant } from "~/.server/media/store";
import { isMediaId, parseMediaFile } from "~/lib/media";
import type { Route } from "./+types/media";

const TYPES = { avif: "image/avif", webp: "image/webp", jpeg: "image/jpeg" } as const;

/**
 * Serves one variant, made from the stored original on first request if need be. Addresses are
 * content hashes, so they are cached forever; a replaced photo gets a new address.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const parsed = parseMediaFile(params.file);
  if (!parsed || !isMediaId(params.id))
    return new Response("Not found", { status: 404, headers: { "Cache-Control": "no-store" } });
  const bytes = await getVariant(context.get(dbContext), params.id, parsed.width, parsed.format);
  if (!bytes)
    return new Response("Not found", { status: 404, headers: { "Cache-Control": "no-store" } });
  return new Response(new Uint8Array(bytes), {
    headers: {
      "Content-Type": TYPES[parsed.format],
      "Content-Length": String(bytes.length),
      "Cache-Control": "public, max-age=31536000, immutable",
      ETag: `"${params.id}-${params.file}"`,
    },
  });
}
