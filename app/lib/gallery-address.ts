// The address of a page of /gallery (all photos or one album's): the pager and the head's
// canonical and prev/next links build it here, in English (localize gives the Hindi one).

/**
 * The gallery's photos section: the album filter and the pager land there, as a plain page load
 * would otherwise open at the top, above the page's introduction.
 */
export const PHOTOS = "photos";

export function galleryAddress(album: string | null, page: number, preview = false): string {
  const query = [
    album && `album=${encodeURIComponent(album)}`,
    page > 1 && `page=${page}`,
    // Staff previewing stay in the preview from page to page.
    preview && "preview",
  ].filter(Boolean);
  return `/gallery${query.length ? `?${query.join("&")}` : ""}`;
}
