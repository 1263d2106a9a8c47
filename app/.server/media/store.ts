import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import type { MediaFormat } from "../db/schema/media.ts";
import { media, mediaVariants } from "../db/schema/media.ts";
import { processImage } from "./pipeline.ts";

/**
 * Stores an image and all its variants; returns its id. Storing the same picture twice is a no-op
 * (the id is its content hash), and nothing is visible until every variant is written.
 */
export async function storeImage(db: Db, input: Buffer, originalName?: string, maxWidth?: number) {
  const image = await processImage(input, maxWidth);
  await db.transaction(async (tx) => {
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
    if (inserted.length === 0) return;
    for (const v of image.variants) {
      await tx.insert(mediaVariants).values({ mediaId: image.id, ...v });
    }
  });
  return image.id;
}

export async function getVariant(db: Db, id: string, width: number, format: MediaFormat) {
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
