import { asc, eq } from "drizzle-orm";
import type { GalleryItem, ImageRef } from "../../lib/media.ts";
import { type Actor, withAudit } from "../auth/audit.ts";
import type { Db } from "../db/client.ts";
import { galleryPhotos } from "../db/schema/content.ts";
import { media } from "../db/schema/media.ts";
import { BUILT_IN_GALLERY } from "./gallery-fallback.ts";
import { processImage } from "./pipeline.ts";
import { ImageRejected } from "./rules.ts";
import { insertProcessedImage, type StoreHooks } from "./store.ts";

/** The spec's counts and the old bucket's list limit. */
export const GALLERY_PREVIEW_COUNT = 12;
export const GALLERY_PAGE_COUNT = 28;
export const GALLERY_LIST_LIMIT = 100;

export type GalleryPhoto = {
  id: number;
  name: string;
  alt: string;
  position: number;
  updatedAt: Date;
  image: ImageRef;
};

export type { GalleryItem };

export async function listGallery(db: Db, limit = GALLERY_LIST_LIMIT): Promise<GalleryPhoto[]> {
  return db
    .select({
      id: galleryPhotos.id,
      name: galleryPhotos.name,
      alt: galleryPhotos.alt,
      position: galleryPhotos.position,
      updatedAt: galleryPhotos.updatedAt,
      image: {
        id: media.id,
        width: media.width,
        height: media.height,
        placeholder: media.placeholder,
      },
    })
    .from(galleryPhotos)
    .innerJoin(media, eq(media.id, galleryPhotos.mediaId))
    .orderBy(asc(galleryPhotos.position), asc(galleryPhotos.id))
    .limit(limit);
}

function toItem(p: GalleryPhoto): GalleryItem {
  return { id: p.id, name: p.name, alt: p.alt, image: p.image };
}

/** The home preview: the first 12 photos, or none when the list cannot be read (spec §8). */
export async function getGalleryPreview(getDb: () => Promise<Db>): Promise<GalleryItem[]> {
  try {
    const photos = await listGallery(await getDb());
    return photos.slice(0, GALLERY_PREVIEW_COUNT).map(toItem);
  } catch (error) {
    console.error("Gallery list failed; the home preview shows no photos:", error);
    return [];
  }
}

/** /gallery: all 28 photos, or the built-in list when the stored one cannot be read (spec §8). */
export async function getGalleryPage(
  getDb: () => Promise<Db>,
): Promise<{ photos: GalleryItem[]; builtIn: boolean }> {
  try {
    const photos = await listGallery(await getDb());
    return { photos: photos.slice(0, GALLERY_PAGE_COUNT).map(toItem), builtIn: false };
  } catch (error) {
    console.error("Gallery list failed; /gallery shows its built-in list:", error);
    return { photos: BUILT_IN_GALLERY, builtIn: true };
  }
}

export async function getGalleryPhotoByName(db: Db, name: string) {
  const [row] = await db.select().from(galleryPhotos).where(eq(galleryPhotos.name, name)).limit(1);
  return row;
}

/**
 * Replaces a gallery photo atomically. The upload is checked and every variant made first (no
 * transaction held while encoding); then one transaction stores the new image with all its
 * variants and switches the slot to it. If anything fails before the commit, the slot still
 * points at the old image, whose files were never touched. The audit row is part of that
 * transaction. Old images stay stored: pages cached before the switch may still ask for them.
 */
export async function replaceGalleryPhoto(
  db: Db,
  actor: Actor,
  name: string,
  upload: Buffer,
  options: { fileName?: string; hooks?: StoreHooks } = {},
): Promise<GalleryPhoto> {
  const slot = await getGalleryPhotoByName(db, name);
  if (!slot) throw new ImageRejected("there is no gallery photo with this name.", 404);
  const image = await processImage(upload, 1600, { jpegOnly: true });
  await withAudit(
    db,
    actor,
    async (tx) => {
      await insertProcessedImage(tx, image, options.fileName, options.hooks);
      await tx
        .update(galleryPhotos)
        .set({ mediaId: image.id, updatedAt: new Date() })
        .where(eq(galleryPhotos.id, slot.id));
    },
    { action: "gallery.replace", target: name, detail: `${options.fileName} -> ${image.id}` },
  );
  const [photo] = (await listGallery(db)).filter((p) => p.id === slot.id);
  return photo;
}

/** Sets a photo's alt text (required: an image without a description excludes blind visitors). */
export async function setGalleryAlt(db: Db, id: number, alt: string) {
  const updated = await db
    .update(galleryPhotos)
    .set({ alt, updatedAt: new Date() })
    .where(eq(galleryPhotos.id, id))
    .returning({ id: galleryPhotos.id });
  return updated.length > 0;
}
