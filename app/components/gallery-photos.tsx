// /gallery's body: the album filter (when there are albums), a note for an album that is not
// there, the album's title, and its photos with their captions.

import { langAttr } from "~/lib/format/lang";
import { AlbumFilter, type AlbumLink } from "./album-filter";
import { GalleryGrid, type GalleryItem } from "./gallery-grid";

export type GalleryPageData = {
  photos: GalleryItem[];
  albums: AlbumLink[];
  album: AlbumLink | null;
  missingAlbum: string | null;
  preview: boolean;
};

export function GalleryPhotos({ page }: { page: GalleryPageData }) {
  const { photos, albums, album, missingAlbum, preview } = page;
  return (
    <>
      <AlbumFilter albums={albums} current={album?.slug ?? null} preview={preview} />
      {missingAlbum && (
        <p className="gallery-note" role="status">
          {`There is no album “${missingAlbum}”: it may have been renamed or removed. Showing all photos.`}
        </p>
      )}
      {album && (
        <h2 className="gallery-album-title" lang={langAttr(album.title)}>
          {album.title}
        </h2>
      )}
      {photos.length === 0 ? (
        <p>{album ? "This album has no photos yet." : "No photos yet."}</p>
      ) : (
        <GalleryGrid photos={photos} lightbox captions />
      )}
    </>
  );
}
