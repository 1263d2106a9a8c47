// The site's icons made from one square image (app/lib/brand/icons.ts): PNGs of each size and an
// ICO of the tab sizes, drawn from the favicon's stored original, or from /favicon.svg while
// there is none. Drawn on first request and kept in this process (a handful of small files).
import fs from "node:fs/promises";
import { and, eq } from "drizzle-orm";
import type { Db } from "~/.server/db/database";
import { mediaVariants } from "~/.server/db/schema/media";
import { findUp } from "~/.server/files";
import { type IconSize, MARK_ICONS } from "~/lib/brand/icons";
import { runEncode } from "./encode-queue";
import { loadSharp } from "./sharp-later";

const cache = new Map<string, Promise<Buffer | undefined>>();

async function sourceOf(db: Db, key: string): Promise<Buffer | undefined> {
  if (key === MARK_ICONS) {
    const file = findUp("public/favicon.svg") ?? findUp("build/client/favicon.svg");
    return file ? fs.readFile(file) : undefined;
  }
  const [row] = await db
    .select({ bytes: mediaVariants.bytes })
    .from(mediaVariants)
    .where(and(eq(mediaVariants.mediaId, key), eq(mediaVariants.format, "source")))
    .limit(1);
  return row?.bytes;
}

/** One icon as PNG; undefined when its source is not stored (any more). */
export function getIcon(db: Db, key: string, size: IconSize): Promise<Buffer | undefined> {
  const id = `${key}/${size}`;
  let job = cache.get(id);
  if (!job) {
    job = (async () => {
      const source = await sourceOf(db, key);
      if (!source) return undefined;
      const sharp = await loadSharp();
      return runEncode("now", () =>
        sharp(source, { density: key === MARK_ICONS ? Math.max(72, (size / 40) * 72) : 72 })
          .resize(size, size, { fit: "cover" })
          .png({ compressionLevel: 9 })
          .toBuffer(),
      );
    })();
    job.catch(() => cache.delete(id));
    cache.set(id, job);
    for (const old of cache.keys()) if (cache.size > 24 && old !== id) cache.delete(old);
  }
  return job;
}

/** An ICO holding PNGs (every browser since IE Vista reads them), the largest last. */
export function toIco(pngs: { size: number; bytes: Buffer }[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(pngs.length, 4);
  let offset = 6 + 16 * pngs.length;
  const entries = pngs.map(({ size, bytes }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0);
    entry.writeUInt8(size >= 256 ? 0 : size, 1);
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(bytes.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += bytes.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...pngs.map((p) => p.bytes)]);
}

/** No such icon (or its source is not stored any more): 404, never cached. */
export const iconNotFound = () =>
  new Response("Not found", { status: 404, headers: { "Cache-Control": "no-store" } });

/** An icon's answer: its bytes with their type and caching, or iconNotFound without them. */
export function iconResponse(
  bytes: Buffer | undefined,
  headers: { type: string; cache: string; etag?: string },
): Response {
  if (!bytes) return iconNotFound();
  return new Response(new Uint8Array(bytes), {
    headers: {
      "Content-Type": headers.type,
      "Content-Length": String(bytes.length),
      "Cache-Control": headers.cache,
      ...(headers.etag && { ETag: headers.etag }),
    },
  });
}
