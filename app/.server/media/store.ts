import { and, eq } from "drizzle-orm";
import type { Db } from "~/.server/db/database";
import { media, mediaVariants } from "~/.server/db/schema/media";
import { type ImageFormat, variantWidths } from "~/lib/media";
import { runEncode } from "./encode-queue";
import {
  encodeVariant,
  type NormalisedImage,
  normaliseImage,
  type ProcessedImage,
} from "./pipeline";

/** Test seam: called after each variant row is written inside the storing transaction. */
export type StoreHooks = { afterVariantWrite?: (written: number) => Promise<void> | void };

/**
 * Stores an image and returns its id (the content hash of the normalised original). Only the
 * normalised original and its placeholder are written now; the AVIF/WebP/JPEG variants are made
 * on first request (or by the background warm-up) and stored for every server. This keeps a first
 * start with the sample content fast. Storing the same picture twice is a no-op.
 */
export async function storeImage(db: Db, input: Buffer, originalName?: string, maxWidth?: number) {
  return storeNormalised(db, await normaliseImage(input, { maxWidth }), originalName);
}

/**
 * Stores an image already normalised (storeImage, or a content file's picture that passed
 * asNormalised): its bytes are kept as they are, so it keeps its id and its addresses.
 */
export async function storeNormalised(db: Db, image: NormalisedImage, originalName?: string) {
  await db.transaction(async (tx) => {
    if (!(await insertMediaRow(tx as unknown as Db, image, originalName))) return;
    await tx.insert(mediaVariants).values({
      mediaId: image.id,
      format: "source",
      width: image.width,
      height: image.height,
      bytes: image.source,
    });
  });
  return image.id;
}

/**
 * Writes a fully processed image (original and every variant) inside the caller's transaction, so
 * either all of it exists afterwards or none of it. Returns false when it was already stored.
 */
export async function insertProcessedImage(
  tx: Db,
  image: ProcessedImage,
  originalName?: string,
  hooks: StoreHooks = {},
): Promise<boolean> {
  if (!(await insertMediaRow(tx, image, originalName))) return false;
  const rows = [
    { format: "source" as const, width: image.width, height: image.height, bytes: image.source },
    ...image.variants,
  ];
  let written = 0;
  for (const row of rows) {
    await tx.insert(mediaVariants).values({ mediaId: image.id, ...row });
    written += 1;
    await hooks.afterVariantWrite?.(written);
  }
  return true;
}

/** The image's own row; false when the same content is already stored (ids are content hashes). */
async function insertMediaRow(
  tx: Db,
  image: Pick<ProcessedImage, "id" | "width" | "height" | "placeholder">,
  originalName?: string,
): Promise<boolean> {
  const inserted = await tx
    .insert(media)
    .values({
      id: image.id,
      width: image.width,
      height: image.height,
      placeholder: image.placeholder,
      originalName,
    })
    .onConflictDoNothing()
    .returning({ id: media.id });
  return inserted.length > 0;
}

async function readVariant(db: Db, id: string, width: number, format: ImageFormat | "source") {
  const rows = await db
    .select({ bytes: mediaVariants.bytes })
    .from(mediaVariants)
    .where(
      and(
        eq(mediaVariants.mediaId, id),
        eq(mediaVariants.width, width),
        eq(mediaVariants.format, format),
      ),
    )
    .limit(1);
  return rows[0]?.bytes;
}

// One encoding per variant at a time in this process; other servers may race, and the primary
// key plus "on conflict do nothing" keeps the first copy.
const inflight = new Map<string, Promise<Buffer | undefined>>();

/**
 * The stored bytes of a variant, made from the normalised original when missing. Undefined when
 * the image does not exist or the width is not one of the image's widths (no arbitrary resizes).
 */
export async function getVariant(db: Db, id: string, width: number, format: ImageFormat) {
  return (await readVariant(db, id, width, format)) ?? makeVariant(db, id, width, format);
}

export function makeVariant(
  db: Db,
  id: string,
  width: number,
  format: ImageFormat,
  priority: "now" | "background" = "now",
): Promise<Buffer | undefined> {
  const key = `${id}/${width}.${format}`;
  let job = inflight.get(key);
  if (!job) {
    job = (async () => {
      const [row] = await db
        .select({ width: media.width, height: media.height })
        .from(media)
        .where(eq(media.id, id))
        .limit(1);
      if (!row || !variantWidths(row.width).includes(width)) return undefined;
      const existing = await readVariant(db, id, width, format);
      if (existing) return existing;
      const source = await readVariant(db, id, row.width, "source");
      if (!source) return undefined;
      const variant = await runEncode(priority, () =>
        encodeVariant(source, row.width, row.height, format, width),
      );
      try {
        await db
          .insert(mediaVariants)
          .values({ mediaId: id, ...variant })
          .onConflictDoNothing();
      } catch (error) {
        // The purge deleted the image while this variant was being made: it is gone (404).
        if (!(await mediaExists(db, id))) return undefined;
        throw error;
      }
      return variant.bytes;
    })().finally(() => inflight.delete(key));
    inflight.set(key, job);
  }
  return job;
}

async function mediaExists(db: Db, id: string): Promise<boolean> {
  const rows = await db.select({ id: media.id }).from(media).where(eq(media.id, id)).limit(1);
  return rows.length > 0;
}
