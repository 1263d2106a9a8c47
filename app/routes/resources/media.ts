import { dbContext } from "~/.server/context";
import type { Db } from "~/.server/db/database";
import { getOgImage } from "~/.server/media/og-image";
import { getVariant } from "~/.server/media/store";
import { type ImageFormat, isMediaId, parseMediaFile } from "~/lib/media";
import { parseOgFile } from "~/lib/og-image";
import type { Route } from "./+types/media";

const TYPES = { avif: "image/avif", webp: "image/webp", jpeg: "image/jpeg" } as const;

/** A variant ("<width>.<ext>") or the 1200×630 link preview ("og-<x>-<y>.jpg"); undefined: 404. */
async function fileOf(db: Db, id: string, name: string) {
  const og = parseOgFile(name);
  const variant = og ? undefined : parseMediaFile(name);
  const format: ImageFormat | undefined = og ? "jpeg" : variant?.format;
  const bytes = og
    ? await getOgImage(db, id, og.x, og.y)
    : variant && (await getVariant(db, id, variant.width, variant.format));
  return bytes && format ? { bytes, format } : undefined;
}

/**
 * Serves one variant, made from the stored original on first request if need be. Addresses are
 * content hashes, so they are cached forever; a replaced photo gets a new address.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const file = isMediaId(params.id)
    ? await fileOf(context.get(dbContext), params.id, params.file)
    : undefined;
  if (!file)
    return new Response("Not found", { status: 404, headers: { "Cache-Control": "no-store" } });
  return new Response(new Uint8Array(file.bytes), {
    headers: {
      "Content-Type": TYPES[file.format],
      "Content-Length": String(file.bytes.length),
      "Cache-Control": "public, max-age=31536000, immutable",
      ETag: `"${params.id}-${params.file}"`,
    },
  });
}
