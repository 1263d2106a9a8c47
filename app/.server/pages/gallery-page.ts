// The public gallery: the home page's twelve and /gallery, all photos or one album's, in the
// staff's order. Only published photos and albums show (staff previewing see drafts too).

import { asc } from "drizzle-orm";
import { rememberedForVisitors } from "~/.server/cache/remembered";
import {
  countGallery,
  GALLERY_PREVIEW_COUNT,
  type GalleryPhoto,
  listGallery,
} from "~/.server/content/gallery";
import { albums as albumKind } from "~/.server/content/kinds";
import { latest } from "~/.server/content/latest-update";
import { inLanguage } from "~/.server/content/read";
import { type View, visible } from "~/.server/content/visibility";
import type { Db } from "~/.server/db/database";
import { albums } from "~/.server/db/schema/gallery";
import type { Localized } from "~/lib/i18n/content";
import type { Lang } from "~/lib/i18n/lang";
import type { GalleryItem } from "~/lib/media";
import { builtInGallery } from "./gallery-fallback";

/** An album as the filter links it: its title in the page's language (`fallback`: English). */
export type AlbumLink = { slug: string; title: string } & Localized;

/**
 * Photos on one page of /gallery: the spec's 28 still fit one page; an event's hundred photos
 * come in a few pages rather than one 11,000-pixel page (decision 037).
 */
export const GALLERY_PAGE_SIZE = 48;

export type GalleryPage = {
  photos: GalleryItem[];
  /** The page shown (1 when the address names none) and how many there are (at least 1). */
  page: number;
  pages: number;
  /** The album's cover (its chosen photo, else its first), for its link preview. */
  cover: GalleryItem | null;
  builtIn: boolean;
  /** The albums visitors can pick, in the staff's order (none: no filter is shown). */
  albums: AlbumLink[];
  /** The album picked, if any. */
  album: AlbumLink | null;
  /** An album asked for that does not exist (or is not public): the page says so. */
  missingAlbum: string | null;
  /** When the photos or albums shown last changed (ISO), for the page's "last updated" line. */
  updatedAt: string | null;
};

/** A photo as the pages show it (the grid, the lightbox): its picture, description and caption. */
export function galleryItem(p: GalleryPhoto): GalleryItem {
  const item: GalleryItem = {
    id: p.id,
    name: p.name,
    alt: p.alt,
    caption: p.caption,
    image: p.image,
  };
  if (p.fallback) item.fallback = p.fallback;
  return item;
}

/**
 * The albums the view shows, in their order; in preview with their unpublished changes. Titles
 * are in `lang` (English where the Hindi is missing, listed in `fallback`).
 */
export async function listAlbums(db: Db, view: View = "public", lang: Lang = "en") {
  const read = () =>
    db
      .select()
      .from(albums)
      .where(visible(albums, view))
      .orderBy(asc(albums.position), asc(albums.id));
  const rows = await rememberedForVisitors(db, view, "albums", read);
  return rows.map((row) => {
    const changes = view === "preview" && row.pending ? row.pending : {};
    const text = (key: string, fallback: string | null) =>
      typeof changes[key] === "string" && changes[key] ? String(changes[key]) : fallback;
    const titleHi =
      "titleHi" in changes ? ((changes.titleHi as string | null) ?? null) : row.titleHi;
    return inLanguage(
      {
        id: row.id,
        slug: text("slug", row.slug) ?? row.slug,
        title: text("title", row.title) ?? row.title,
        titleHi,
        eventId: row.eventId,
        coverPhotoId: row.coverPhotoId,
        updatedAt: row.updatedAt,
      },
      albumKind,
      lang,
    );
  });
}

const albumLink = ({ slug, title, fallback }: AlbumLink): AlbumLink =>
  fallback ? { slug, title, fallback } : { slug, title };

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
    const photos = await listGallery(db, view, { limit: GALLERY_PREVIEW_COUNT, lang });
    return photos.map((p) => ({ ...galleryItem(p), updatedAt: p.updatedAt }));
  } catch (error) {
    console.error("Gallery list failed; the home preview shows no photos:", error);
    return [];
  }
}

/**
 * An album's cover as the view shows it: the photo staff chose while it is in the album and
 * shown, else the album's first photo (null when the album has none).
 */
export async function albumCover(
  db: Db,
  view: View,
  album: { id: number; coverPhotoId: number | null },
  lang: Lang,
): Promise<GalleryItem | null> {
  const photos = await listGallery(db, view, { albumId: album.id, lang, limit: 100_000 });
  const chosen = photos.find((p) => p.id === album.coverPhotoId) ?? photos[0];
  return chosen ? galleryItem(chosen) : null;
}

/**
 * /gallery: every public photo (the spec's 28 to begin with) or one album's (`albumSlug`), page
 * `page` of GALLERY_PAGE_SIZE, or the built-in list when the stored one cannot be read (spec §8).
 * Titles, alt texts and captions are in `lang`.
 */
export async function getGalleryPage(
  db: Db,
  view: View = "public",
  albumSlug: string | null = null,
  lang: Lang = "en",
  page = 1,
): Promise<GalleryPage> {
  try {
    const all = await listAlbums(db, view, lang);
    const album = albumSlug ? all.find((a) => a.slug === albumSlug) : undefined;
    const [photos, total, cover] = await Promise.all([
      listGallery(db, view, {
        albumId: album?.id,
        lang,
        limit: GALLERY_PAGE_SIZE,
        offset: (page - 1) * GALLERY_PAGE_SIZE,
      }),
      countGallery(db, view, album?.id),
      album ? albumCover(db, view, album, lang) : null,
    ]);
    return {
      photos: photos.map(galleryItem),
      page,
      pages: Math.max(1, Math.ceil(total / GALLERY_PAGE_SIZE)),
      cover,
      builtIn: false,
      albums: all.map(albumLink),
      album: album ? albumLink(album) : null,
      missingAlbum: albumSlug && !album ? albumSlug : null,
      updatedAt: latest([...photos, ...all].map((row) => row.updatedAt)),
    };
  } catch (error) {
    console.error("Gallery list failed; /gallery shows its built-in list:", error);
    return {
      photos: builtInGallery(lang),
      page: 1,
      pages: 1,
      cover: null,
      builtIn: true,
      albums: [],
      album: null,
      missingAlbum: null,
      updatedAt: null,
    };
  }
}
