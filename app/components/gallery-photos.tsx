// /gallery's body: the album filter (when there are albums), a note for an album that is not
// there, the album's title, a page of its photos with their captions, and links to its other pages.

import { Link } from "react-router";
import { galleryAddress, PHOTOS } from "~/lib/gallery-address";
import { fieldLang } from "~/lib/i18n/field-lang";
import { useLocalize, useT } from "~/lib/i18n/use-t";
import { AlbumFilter, type AlbumLink } from "./album-filter";
import { GalleryGrid, type GalleryItem } from "./gallery-grid";
import { Pager } from "./pager";

export type GalleryPageData = {
  photos: GalleryItem[];
  albums: AlbumLink[];
  album: AlbumLink | null;
  missingAlbum: string | null;
  preview: boolean;
  page: number;
  pages: number;
};

export function GalleryPhotos({ page: data }: { page: GalleryPageData }) {
  const { photos, albums, album, missingAlbum, preview, page, pages } = data;
  const t = useT().people.gallery;
  const localize = useLocalize();
  const to = (n: number) =>
    `${localize(galleryAddress(album?.slug ?? null, n, preview))}#${PHOTOS}`;
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
      {page > pages ? (
        <p className="gallery-note" role="status">
          {t.pastEnd(String(page), String(pages))}
          <Link to={to(1)}>{t.firstPage}</Link>
        </p>
      ) : photos.length === 0 ? (
        <p>{album ? t.albumEmpty : t.empty}</p>
      ) : (
        <>
          <GalleryGrid photos={photos} lightbox captions eager={4} />
          <Pager
            page={page}
            pages={pages}
            label={t.pagerLabel}
            to={to}
            words={{ previous: t.previous, next: t.next }}
          />
        </>
      )}
    </>
  );
}
