// /gallery's body: the album filter (when there are albums), a note for an album that is not
// there, the album's title, and its photos with their captions.

import { fieldLang } from "~/lib/i18n/field-lang";
import { useT } from "~/lib/i18n/use-t";
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
  const t = useT().people.gallery;
  return (
    <>
      <AlbumFilter albums={albums} current={album?.slug ?? null} preview={preview} />
      {missingAlbum && (
        <p className="gallery-note" role="status">
          {t.missingAlbum(missingAlbum)}
        </p>
      )}
      {album && (
        <h2 className="gallery-album-title" lang={fieldLang(album, "title", album.title)}>
          {album.title}
        </h2>
      )}
      {photos.length === 0 ? (
        <p>{album ? t.albumEmpty : t.empty}</p>
      ) : (
        <GalleryGrid photos={photos} lightbox captions eager={4} />
      )}
    </>
  );
}
