// /admin-dashboard/gallery: Add photos (many at once), the photos 48 to a page by album (edit,
// order, delete with Undo, alt text, Change, Move to album, the album's cover), a Missing alt
// text list that takes both languages at once, and the albums the photos are grouped in.
import { Form, Link, useNavigation } from "react-router";
import type { FormFailure } from "~/.server/forms/pipeline";
import { FormMessage } from "~/components/forms";
import { Pager } from "~/components/pager";
import type { ListData, TrashNoteData } from "~/lib/content/admin-pages";
import { AltTextList } from "./gallery-alt-list";
import { GalleryPhoto, type PhotoDetails } from "./gallery-photo";
import { PhotoUploader } from "./photo-uploader";
import { ListHead, SectionList, useMovedFocus } from "./section-list";
import { TrashNote } from "./trash-note";

export type GalleryAdminData = {
  photos: ListData;
  albums: ListData;
  details: Record<string, PhotoDetails>;
  filter: { album: number | "none" | null; alt: "missing" | null };
  page: number;
  pages: number;
  total: number;
  missingAlt: number;
  albumChoices: { id: number; title: string }[];
  /** The album listed and the photo that is its cover (chosen, else its first). */
  album: { id: number; title: string; cover: number | null } | null;
  trash: TrashNoteData;
  saved: number | null;
  done: string | null;
  count: number;
};

const BULK_FORM = "photos-bulk";

/** The page's address with another filter or page (the filter form and the pager's links). */
function address(filter: GalleryAdminData["filter"], page = 1) {
  const query = new URLSearchParams();
  if (filter.album !== null) query.set("album", String(filter.album));
  if (filter.alt) query.set("alt", filter.alt);
  if (page > 1) query.set("page", String(page));
  const search = query.toString();
  return `/admin-dashboard/gallery${search ? `?${search}` : ""}`;
}

function doneNote(done: string | null, count: number): string | null {
  if (done === "moved") return `${count} photo(s) moved.`;
  if (done === "alts") return `Alt text saved for ${count} photo(s).`;
  if (done === "cover") return "Album cover chosen.";
  return null;
}

function Filter({ data }: { data: GalleryAdminData }) {
  const { filter, albumChoices, missingAlt } = data;
  return (
    <Form method="get" className="admin-panel gallery-filter">
      <div className="field">
        <label htmlFor="gallery-album">Show</label>
        <select id="gallery-album" name="album" defaultValue={String(filter.album ?? "")}>
          <option value="">All photos</option>
          <option value="none">Photos in no album</option>
          {albumChoices.map((a) => (
            <option key={a.id} value={a.id}>
              {a.title}
            </option>
          ))}
        </select>
      </div>
      <div className="field field--check">
        <label>
          <input
            type="checkbox"
            name="alt"
            value="missing"
            defaultChecked={filter.alt === "missing"}
          />
          Missing alt text ({missingAlt})
        </label>
      </div>
      <button type="submit" className="btn btn--secondary btn--sm">
        Show
      </button>
    </Form>
  );
}

/** Move to album: the photos ticked in the rows below belong to this form (form attribute). */
function MoveBar({ data }: { data: GalleryAdminData }) {
  const busy = useNavigation().state !== "idle";
  return (
    <Form method="post" id={BULK_FORM} className="gallery-move" preventScrollReset>
      {data.album && <input type="hidden" name="album" value={data.album.id} />}
      <div className="field">
        <label htmlFor="gallery-move-to">Move selected photos to</label>
        <select id="gallery-move-to" name="to" defaultValue="">
          <option value="" disabled>
            Choose an album
          </option>
          <option value="none">No album</option>
          {data.albumChoices.map((a) => (
            <option key={a.id} value={a.id}>
              {a.title}
            </option>
          ))}
        </select>
      </div>
      <button
        type="submit"
        name="bulk"
        value="move"
        className="btn btn--secondary btn--sm"
        disabled={busy}
      >
        Move to album
      </button>
    </Form>
  );
}

export function GalleryAdmin({ data, refused }: { data: GalleryAdminData; refused?: FormFailure }) {
  const { photos, albums, details, trash, saved, filter, album, page, pages, total } = data;
  useMovedFocus();
  // A list control carries an intent and the bulk form its action; the alt text form neither
  // (its message goes on its photo).
  const listRefused = refused?.values?.intent || !refused?.values ? refused : undefined;
  const altRefused = refused && !listRefused ? refused : undefined;
  const note = doneNote(data.done, data.count);
  const albumId = typeof filter.album === "number" ? filter.album : null;
  return (
    <>
      <h1>Gallery</h1>
      <p>
        Every photo needs alt text: a short description read to people who cannot see it. Add an
        event's photos all at once, then write their alt texts under Missing alt text. Change
        replaces a photo with a .jpg file and asks for the new photo's alt text; the old photo stays
        online until the new one is fully stored, and is deleted a little later. Visitors see
        published photos in this order, the home page the first twelve.
      </p>
      <TrashNote note={trash} />
      <PhotoUploader albums={data.albumChoices} album={albumId} />
      <Filter data={data} />
      {listRefused && <FormMessage>{listRefused.message}</FormMessage>}
      {note && <FormMessage kind="note">{note}</FormMessage>}
      <section className="item-list" aria-labelledby={`list-${photos.key}`}>
        <ListHead list={photos} heading="Photos" newLabel="Add a photo" />
        <p className="gallery-count">
          {album ? `Album “${album.title}”: ` : filter.album === "none" ? "In no album: " : ""}
          {total} photo(s){filter.alt ? " without alt text" : ""}
          {pages > 1 ? `, page ${page} of ${pages}` : ""}.
        </p>
        {photos.rows.length === 0 ? (
          <p className="item-list__empty">
            {filter.alt
              ? "Every photo listed here has its alt text."
              : "No gallery photos are stored here yet."}
          </p>
        ) : filter.alt ? (
          <AltTextList rows={photos.rows} details={details} />
        ) : (
          <>
            <MoveBar data={data} />
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
                    bulkForm={BULK_FORM}
                    cover={album ? { album: album.id, current: album.cover === row.id } : undefined}
                    error={
                      altRefused?.values?.id === String(row.id) ? altRefused.message : undefined
                    }
                  />
                ) : null;
              })}
            </ol>
          </>
        )}
        <Pager
          page={page}
          pages={pages}
          label="Photo pages"
          to={(n) => address(filter, n)}
          words={{ previous: "Previous", next: "Next" }}
        />
        {filter.alt && (
          <p>
            <Link to={address({ ...filter, alt: null })}>Show every photo</Link>
          </p>
        )}
      </section>
      <SectionList list={albums} heading="Albums" newLabel="New album" />
    </>
  );
}
