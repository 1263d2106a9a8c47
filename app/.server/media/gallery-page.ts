// The public gallery: the home page's twelve and /gallery, all photos or one album's, in the
// staff's order. Only published photos and albums show (staff previewing see drafts too).
import { asc } from "drizzle-orm";
import { type View, visible } from "~/.server/content/visibility";
import type { Db } from "~/.server/db/database";
import { albums } from "~/.server/db/schema/gallery";
import type { Lang } from "~/lib/i18n/lang";
import type { GalleryItem } from "~/lib/media";
import { GALLERY_PREVIEW_COUNT, type GalleryPhoto, listGallery } from "./gallery";
import { BUILT_IN_GALLERY } from "./gallery-fallback";

export type AlbumLink = { slug: string; title: string };

export type GalleryPage = {
  photos: GalleryItem[];
  builtIn: boolean;
  /** The albums visitors can pick, in the staff's order (none: no filter is shown). */
  albums: AlbumLink[];
  /** The album picked, if any. */
  album: AlbumLink | null;
  /** An album asked for that does not exist (or is not public): the page says so. */
  missingAlbum: string | null;
};

function toItem(p: GalleryPhoto): GalleryItem {
  return { id: p.id, name: p.name, alt: p.alt, caption: p.caption, image: p.image };
}

/** The albums the view shows, in their order; in preview with their unpublished changes. */
export async function listAlbums(db: Db, view: View = "public") {
  const rows = await db
    .select()
    .from(albums)
    .where(visible(albums, view))
    .orderBy(asc(albums.position), asc(albums.id));
  return rows.map((row) => {
    const changes = view === "preview" && row.pending ? row.pending : {};
    const text = (key: string, fallback: string) =>
      typeof changes[key] === "string" && changes[key] ? String(changes[key]) : fallback;
    return {
      id: row.id,
      slug: text("slug", row.slug),
      title: text("title", row.title),
      eventId: row.eventId,
    };
  });
}

/**
 * The home preview: the first 12 photos (described in `lang`, English where the Hindi is missing)
 * with when each last changed, or none when the list cannot be read (spec §8).
 */
export async function getGalleryPreview(
  db: Db,
  view: View = "public",
  lang: Lang = "en",
): Promise<(GalleryItem & { updatedAt: Date })[]> {
  try {
    const photos = await listGallery(db, view, { limit: GALLERY_PREVIEW_COUNT });
    return photos.map((p) => ({
      ...toItem(p),
      alt: lang === "hi" && p.altHi?.trim() ? p.altHi : p.alt,
      updatedAt: p.updatedAt,
    }));
  } catch (error) {
    console.error("Gallery list failed; the home preview shows no photos:", error);
    return [];
  }
}

/**
 * /gallery: every public photo (the spec's 28 to begin with) or one album's (`albumSlug`), or the
 * built-in list when the stored one cannot be read (spec §8).
 */
export async function getGalleryPage(
  db: Db,
  view: View = "public",
  albumSlug: string | null = null,
): Promise<GalleryPage> {
  try {
    const all = await listAlbums(db, view);
    const album = albumSlug ? all.find((a) => a.slug === albumSlug) : undefined;
    const photos = await listGallery(db, view, { albumId: album?.id });
    return {
      photos: photos.map(toItem),
      builtIn: false,
      albums: all.map(({ slug, title }) => ({ slug, title })),
      album: album ? { slug: album.slug, title: album.title } : null,
      missingAlbum: albumSlug && !album ? albumSlug : null,
    };
  } catch (error) {
    console.error("Gallery list failed; /gallery shows its built-in list:", error);
    return { photos: BUILT_IN_GALLERY, builtIn: true, albums: [], album: null, missingAlbum: null };
  }
}
