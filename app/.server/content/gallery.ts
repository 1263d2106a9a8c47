import { and, asc, count, eq, or, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { type Actor, withAudit } from "~/.server/audit/audit-log";
import { rememberedForVisitors } from "~/.server/cache/remembered";
import { type View, visible } from "~/.server/content/visibility";
import type { Db } from "~/.server/db/database";
import { albums, galleryPhotos } from "~/.server/db/schema/gallery";
import { media } from "~/.server/db/schema/media";
import { DomainError } from "~/.server/errors";
import { processImage } from "~/.server/media/pipeline";
import { formatBytes } from "~/.server/media/rules";
import { insertProcessedImage, type StoreHooks } from "~/.server/media/store";
import type { Localized } from "~/lib/i18n/content";
import type { Lang } from "~/lib/i18n/lang";
import en from "~/lib/i18n/messages/en.ts";
import hi from "~/lib/i18n/messages/hi.ts";
import type { ImageRef } from "~/lib/media";
import { replacementAltSchema } from "./alt-schema";
import { gallery as galleryKind } from "./kinds/gallery";
import { inLanguage } from "./read";

/** The spec's home preview count, and the old bucket's list limit (the most /gallery shows). */
export const GALLERY_PREVIEW_COUNT = 12;
export const GALLERY_LIST_LIMIT = 100;

export type GalleryPhoto = {
  id: number;
  name: string;
  alt: string;
  caption: string | null;
  albumId: number | null;
  position: number;
  updatedAt: Date;
  image: ImageRef;
} & Localized;

/** A photo's album as the view sees it: in preview, a change of album not yet published counts. */
function inAlbum(view: View, albumId: number): SQL {
  const column = eq(galleryPhotos.albumId, albumId);
  if (view === "public") return column;
  return or(column, sql`${galleryPhotos.pending}->>'albumId' = ${String(albumId)}`) as SQL;
}

/**
 * What a photo without alt text is called (decision 037): photos uploaded by the hundred get their
 * descriptions afterwards, and an empty alt would hide a picture that carries meaning. Its caption
 * says what it shows; failing that, its album names the event; failing both, a plain word does.
 */
function altFallback(
  photo: { caption: string | null; fallback?: string[] },
  album: { title: string | null; titleHi: string | null },
  lang: Lang,
): { alt: string; english: boolean } {
  if (photo.caption) return { alt: photo.caption, english: !!photo.fallback?.includes("caption") };
  const hindiTitle = lang === "hi" ? album.titleHi?.trim() : undefined;
  if (hindiTitle) return { alt: hindiTitle, english: false };
  const words = (lang === "hi" ? hi : en).people.gallery;
  if (album.title) return { alt: words.albumPhoto(album.title), english: lang === "hi" };
  return { alt: words.untitledPhoto, english: false };
}

/**
 * The gallery's photos the view shows, in the staff's order, all or one album's. A photo's
 * unpublished changes (caption, album, alt text) show in the preview; its image is the one it has
 * now (a replacement from the public page takes effect at once, as the spec has it). Alt text and
 * caption are in `lang` (English where the Hindi is missing, listed in `fallback`); a photo
 * without alt text is described by its caption or album (altFallback).
 */
export async function listGallery(
  db: Db,
  view: View = "public",
  options: { albumId?: number; limit?: number; offset?: number; lang?: Lang } = {},
): Promise<GalleryPhoto[]> {
  const { albumId, limit = GALLERY_LIST_LIMIT, offset = 0, lang = "en" } = options;
  const read = () =>
    db
      .select({
        id: galleryPhotos.id,
        name: galleryPhotos.name,
        imageAlt: galleryPhotos.imageAlt,
        imageAltHi: galleryPhotos.imageAltHi,
        caption: galleryPhotos.caption,
        captionHi: galleryPhotos.captionHi,
        albumId: galleryPhotos.albumId,
        pending: galleryPhotos.pending,
        position: galleryPhotos.position,
        updatedAt: galleryPhotos.updatedAt,
        albumTitle: albums.title,
        albumTitleHi: albums.titleHi,
        image: {
          id: media.id,
          width: media.width,
          height: media.height,
          placeholder: media.placeholder,
        },
      })
      .from(galleryPhotos)
      .innerJoin(media, eq(media.id, galleryPhotos.imageId))
      .leftJoin(albums, eq(albums.id, galleryPhotos.albumId))
      .where(and(visible(galleryPhotos, view), albumId ? inAlbum(view, albumId) : undefined))
      .orderBy(asc(galleryPhotos.position), asc(galleryPhotos.id))
      .limit(limit)
      .offset(offset);
  // A visitor's first page of photos (the home page's preview, /gallery, an album, a startup's or
  // an event's) is the same until content changes; later pages are asked each time, so an address
  // cannot make the remembered answers grow.
  const key = offset === 0 ? `gallery:${albumId ?? "all"}:${limit}` : undefined;
  const rows = await rememberedForVisitors(db, view, key, read);
  const photos = rows.map(({ pending, albumTitle, albumTitleHi, ...row }) => {
    const changes = view === "preview" && pending ? pending : {};
    const changed = (key: string) => key in changes;
    const text = (key: string, value: string | null) =>
      changed(key) ? ((changes[key] as string | null) ?? null) : value;
    const local = inLanguage(
      {
        imageAlt: typeof changes.imageAlt === "string" ? changes.imageAlt : row.imageAlt,
        imageAltHi: text("imageAltHi", row.imageAltHi),
        caption: text("caption", row.caption),
        captionHi: text("captionHi", row.captionHi),
      },
      galleryKind,
      lang,
    );
    // A photo calls its picture's description `alt`, as the pages' GalleryItem does.
    let fallback = local.fallback?.map((field) => (field === "imageAlt" ? "alt" : field));
    let alt = local.imageAlt;
    if (!alt.trim()) {
      const named = altFallback(local, { title: albumTitle, titleHi: albumTitleHi }, lang);
      alt = named.alt;
      if (named.english) fallback = [...(fallback ?? []), "alt"];
    }
    if (fallback?.length === 0) fallback = undefined;
    return {
      id: row.id,
      name: row.name,
      alt,
      caption: local.caption,
      albumId: changed("albumId") ? Number(changes.albumId) || null : row.albumId,
      position: row.position,
      updatedAt: row.updatedAt,
      image: row.image,
      ...(fallback && { fallback }),
    };
  });
  return albumId ? photos.filter((p) => p.albumId === albumId) : photos;
}

/** How many photos listGallery would show without a limit (the public pages' page count). */
export async function countGallery(db: Db, view: View, albumId?: number): Promise<number> {
  const read = async () => {
    const [row] = await db
      .select({ n: count() })
      .from(galleryPhotos)
      .where(and(visible(galleryPhotos, view), albumId ? inAlbum(view, albumId) : undefined));
    return Number(row?.n ?? 0);
  };
  // An album's id comes from the albums read, never from an address: the keys stay few.
  return rememberedForVisitors(db, view, `gallery-count:${albumId ?? "all"}`, read);
}

/** Unpublished changes (when there are any) with `values` over them. */
const withPending = (column: AnyPgColumn, values: Record<string, string | null>) =>
  sql`case when ${column} is null then null else ${column} || ${JSON.stringify(values)}::jsonb end`;

export async function getGalleryPhotoByName(db: Db, name: string) {
  const [row] = await db.select().from(galleryPhotos).where(eq(galleryPhotos.name, name)).limit(1);
  return row;
}

/**
 * Replaces a gallery photo atomically, with the new photo's alt text (the old text described
 * another picture). The upload is checked and every variant made first (no transaction held
 * while encoding); then one transaction stores the new image with all its variants, switches
 * the slot and its alt text to it and marks the old image superseded. If anything fails before
 * the commit, the slot still points at the old image, whose files were never touched. The audit
 * row is part of that transaction. The old image is removed by the purge (purge.ts) after a
 * grace period: pages rendered before the switch may still ask for it for a while.
 */
export async function replaceGalleryPhoto(
  db: Db,
  actor: Actor,
  name: string,
  upload: Buffer,
  options: {
    alt: string | null | undefined;
    /** The new photo's Hindi description; left out, the Hindi page shows the English one. */
    altHi?: string | null;
    fileName?: string;
    hooks?: StoreHooks;
  },
): Promise<GalleryPhoto> {
  const slot = await getGalleryPhotoByName(db, name);
  if (!slot) throw new DomainError("there is no gallery photo with this name.", 404);
  const alt = replacementAltSchema.safeParse(options.alt ?? "");
  if (!alt.success) throw new DomainError(alt.error.issues[0].message, 400);
  const altHi = replacementAltSchema.optional().safeParse(options.altHi?.trim() || undefined);
  if (!altHi.success) throw new DomainError(`Hindi ${altHi.error.issues[0].message}`, 400);
  // Making a large photo's sizes takes seconds: the log shows what the server is busy with.
  console.log(`Gallery: making the sizes of a new ${name} (${formatBytes(upload.length)})`);
  const image = await processImage(upload, 1600, { jpegOnly: true });
  await withAudit(
    db,
    actor,
    async (tx) => {
      // The new image may be one this slot showed before, superseded but not purged yet: clearing
      // its mark first (which also locks its row) makes a purge on any server leave it alone.
      await tx.update(media).set({ supersededAt: null }).where(eq(media.id, image.id));
      await insertProcessedImage(tx, image, options.fileName, options.hooks);
      const [current] = await tx
        .select({ imageId: galleryPhotos.imageId })
        .from(galleryPhotos)
        .where(eq(galleryPhotos.id, slot.id))
        .for("update");
      await tx
        .update(galleryPhotos)
        .set({
          imageId: image.id,
          imageAlt: alt.data,
          // The old Hindi text described the old picture: without a new one, the Hindi page
          // shows the new English one (marked as English) until staff describe it in Hindi.
          imageAltHi: altHi.data ?? null,
          pending: withPending(galleryPhotos.pending, {
            imageId: image.id,
            imageAlt: alt.data,
            imageAltHi: altHi.data ?? null,
          }),
          updatedAt: new Date(),
        })
        .where(eq(galleryPhotos.id, slot.id));
      if (current && current.imageId !== image.id)
        await tx
          .update(media)
          .set({ supersededAt: new Date() })
          .where(eq(media.id, current.imageId));
    },
    {
      action: "gallery.replace",
      target: name,
      detail: `${options.fileName} -> ${image.id}; alt: ${alt.data}`,
    },
  );
  const [photo] = (await listGallery(db, "preview")).filter((p) => p.id === slot.id);
  return photo;
}

/**
 * Sets a photo's alt text (required: an image without a description excludes blind visitors),
 * audited; false when there is no such photo.
 */
export async function setGalleryAlt(db: Db, actor: Actor, id: number, alt: string) {
  const updated = await withAudit(
    db,
    actor,
    (tx) =>
      tx
        .update(galleryPhotos)
        // A photo's unpublished changes, if any, get the new text too (publishing them later
        // must not bring the old one back).
        .set({
          imageAlt: alt,
          pending: withPending(galleryPhotos.pending, { imageAlt: alt }),
          updatedAt: new Date(),
        })
        .where(eq(galleryPhotos.id, id))
        .returning({ id: galleryPhotos.id }),
    (rows) => (rows.length ? { action: "gallery.alt", target: String(id), detail: alt } : null),
  );
  return updated.length > 0;
}
