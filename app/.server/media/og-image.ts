import { and, eq } from "drizzle-orm";
import type { Db } from "~/.server/db/database";
import { media, mediaVariants, type OgFormat } from "~/.server/db/schema/media";
import { OG_HEIGHT, OG_WIDTH } from "~/lib/og-image";
import { runEncode } from "./encode-queue";
import { loadSharp } from "./sharp-later";

/**
 * Where to cut a w×h image so it covers 1200×630 and keeps the focal point (percent) as close to
 * the middle as the edges allow. Only one axis is ever cut: the other one is returned as 50, so
 * crops that differ only there share one stored file.
 */
export function ogCrop(width: number, height: number, focusX: number, focusY: number) {
  const scale = Math.max(OG_WIDTH / width, OG_HEIGHT / height);
  const resized = {
    width: Math.max(OG_WIDTH, Math.round(width * scale)),
    height: Math.max(OG_HEIGHT, Math.round(height * scale)),
  };
  const place = (size: number, keep: number, focus: number) =>
    Math.min(size - keep, Math.max(0, Math.round((size * focus) / 100 - keep / 2)));
  const cutsWidth = resized.width > OG_WIDTH;
  const cutsHeight = resized.height > OG_HEIGHT;
  return {
    resized,
    left: place(resized.width, OG_WIDTH, focusX),
    top: place(resized.height, OG_HEIGHT, focusY),
    focus: { x: cutsWidth ? focusX : 50, y: cutsHeight ? focusY : 50 },
  };
}

/** The preview as a JPEG: a quality WhatsApp and others show at once (well under 300 KB). */
export async function encodeOgImage(source: Buffer, crop: ReturnType<typeof ogCrop>) {
  return (await loadSharp())(source)
    .resize(crop.resized)
    .extract({ left: crop.left, top: crop.top, width: OG_WIDTH, height: OG_HEIGHT })
    .jpeg({ quality: 78, mozjpeg: true, progressive: true })
    .toBuffer();
}

async function readStored(db: Db, id: string, format: OgFormat | "source", width?: number) {
  const rows = await db
    .select({ bytes: mediaVariants.bytes, width: mediaVariants.width })
    .from(mediaVariants)
    .where(
      and(
        eq(mediaVariants.mediaId, id),
        eq(mediaVariants.format, format),
        width === undefined ? undefined : eq(mediaVariants.width, width),
      ),
    )
    .limit(1);
  return rows[0]?.bytes;
}

// One encoding per crop at a time in this process, as for the other variants (store.ts).
const inflight = new Map<string, Promise<Buffer | undefined>>();

/**
 * The 1200×630 preview of a stored image cropped at a focal point, made from the normalised
 * original on first request and stored beside its other variants (so it is shared by every
 * server and deleted with the image). Undefined when the image does not exist.
 */
export async function getOgImage(db: Db, id: string, focusX: number, focusY: number) {
  const [row] = await db
    .select({ width: media.width, height: media.height })
    .from(media)
    .where(eq(media.id, id))
    .limit(1);
  if (!row) return undefined;
  const crop = ogCrop(row.width, row.height, focusX, focusY);
  const format: OgFormat = `og-${crop.focus.x}-${crop.focus.y}`;
  const stored = await readStored(db, id, format, OG_WIDTH);
  if (stored) return stored;
  const key = `${id}/${format}`;
  let job = inflight.get(key);
  if (!job) {
    job = (async () => {
      const source = await readStored(db, id, "source", row.width);
      if (!source) return undefined;
      const bytes = await runEncode("now", () => encodeOgImage(source, crop));
      try {
        await db
          .insert(mediaVariants)
          .values({ mediaId: id, format, width: OG_WIDTH, height: OG_HEIGHT, bytes })
          .onConflictDoNothing();
      } catch (error) {
        // The purge deleted the image while its preview was being made: it is gone (404).
        const [still] = await db.select({ id: media.id }).from(media).where(eq(media.id, id));
        if (!still) return undefined;
        throw error;
      }
      return bytes;
    })().finally(() => inflight.delete(key));
    inflight.set(key, job);
  }
  return job;
}
