import { gallery } from "~/.server/sample/data/gallery";
import type { Lang } from "~/lib/i18n/lang";
import type { GalleryItem } from "~/lib/media";

/** Size of the built-in list's static files. */
export const FALLBACK_SIZE = { width: 640, height: 427 };

/**
 * The gallery's built-in list: shown on /gallery when the stored list cannot be read (spec §8),
 * so it needs no database. Its files are static (public/gallery/, made from the sample scenes by
 * scripts/make-gallery-fallback.ts) and, like the old site's fixed list, carry no timestamps.
 */
export function builtInGallery(lang: Lang = "en"): GalleryItem[] {
  return gallery.map((photo, i) => ({
    id: -(i + 1),
    name: photo.name,
    alt: (lang === "hi" && photo.alt.hi) || photo.alt.en,
    ...(lang === "hi" && !photo.alt.hi && { fallback: ["alt"] }),
    image: null,
    src: { url: `/gallery/${photo.name}`, ...FALLBACK_SIZE },
  }));
}

export const BUILT_IN_GALLERY: GalleryItem[] = builtInGallery("en");
