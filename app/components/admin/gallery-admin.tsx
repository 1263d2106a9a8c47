// /admin-dashboard/gallery: the photos (add, edit, order, delete with Undo, alt text, Change) and
// the albums they are grouped in.
import type { FormFailure } from "~/.server/forms/pipeline";
import { FormMessage } from "~/components/forms";
import type { ListData, TrashNoteData } from "~/lib/content/admin-pages";
import { GalleryPhoto, type PhotoDetails } from "./gallery-photo";
import { ListHead, SectionList, useMovedFocus } from "./section-list";
import { TrashNote } from "./trash-note";

export type GalleryAdminData = {
  photos: ListData;
  albums: ListData;
  details: Record<string, PhotoDetails>;
  trash: TrashNoteData;
  saved: number | null;
};

export function GalleryAdmin({ data, refused }: { data: GalleryAdminData; refused?: FormFailure }) {
  const { photos, albums, details, trash, saved } = data;
  useMovedFocus();
  // A list control carries an intent; the alt text form does not (its message goes on its photo).
  const listRefused = refused?.values?.intent ? refused : undefined;
  const altRefused = refused && !listRefused ? refused : undefined;
  return (
    <>
      <h1>Gallery</h1>
      <p>
        Every photo needs alt text: a short description read to people who cannot see it. Change
        replaces a photo with a .jpg file and asks for the new photo's alt text; the old photo stays
        online until the new one is fully stored, and is deleted a little later. Visitors see
        published photos in this order, the home page the first twelve.
      </p>
      <TrashNote note={trash} />
      {listRefused && <FormMessage>{listRefused.message}</FormMessage>}
      <section className="item-list" aria-labelledby={`list-${photos.key}`}>
        <ListHead list={photos} heading="Photos" newLabel="Add a photo" />
        {photos.rows.length === 0 ? (
          <p className="item-list__empty">No gallery photos are stored yet.</p>
        ) : (
          <ol className="admin-photos">
            {photos.rows.map((row) => {
              const photo = details[row.id];
              return photo ? (
                <GalleryPhoto
                  key={row.id}
                  list={photos}
                  row={row}
                  photo={photo}
                  saved={saved === row.id}
                  error={altRefused?.values?.id === String(row.id) ? altRefused.message : undefined}
                />
              ) : null;
            })}
          </ol>
        )}
      </section>
      <SectionList list={albums} heading="Albums" newLabel="New album" />
    </>
  );
}
