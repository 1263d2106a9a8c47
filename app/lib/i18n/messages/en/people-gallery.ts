// The part of the "people" area that pages outside it show too (gallery, lightbox), in a chunk of
// its own: the home page loads these strings without the rest of the area (catalogue.tsx).
export const peopleGallery = {
  gallery: {
    albumMetaTitle: (album: string) => `${album} · Gallery`,
    photos: "Photos",
    albums: "Albums",
    all: "All",
    missingAlbum: (album: string) =>
      `There is no album “${album}”: it may have been renamed or removed. Showing all photos.`,
    albumEmpty: "This album has no photos yet.",
    empty: "No photos yet.",
    openPhoto: (alt: string) => `Open photo: ${alt}`,
    /** A photo without alt text, caption or album (decision 037). */
    untitledPhoto: "Event photo",
    albumPhoto: (album: string) => `Photo from ${album}`,
    pagerLabel: "Gallery pages",
    previous: "Previous",
    next: "Next",
    metaTitlePage: (title: string, page: string) => `${title} · page ${page}`,
    pastEnd: (page: string, pages: string) =>
      `There is no page ${page} here: this list has ${pages} page(s). `,
    firstPage: "Go to the first page",
  },
  lightbox: {
    label: (n: string, count: string) => `Photo ${n} of ${count}`,
    previous: "Previous photo",
    next: "Next photo",
    close: "Close",
    fullSize: "Open full size",
  },
};
