// One photo on /admin-dashboard/gallery: its picture, name and state, its alt text (editable
// here), Change (a new picture with its description), and the list's controls: Edit, Preview,
// Up, Down, Delete.
import { useState } from "react";
import { Form, Link, useNavigation, useRevalidator } from "react-router";
import { FormMessage } from "~/components/forms";
import { PhotoReplace, type ReplacedPhoto } from "~/components/photo-replace";
import { Picture } from "~/components/picture";
import type { ListData, ListRow } from "~/lib/content/admin-pages";
import { ALT_MAX } from "~/lib/forms/limits";
import type { ImageRef } from "~/lib/media";
import { RowActions, RowMeta } from "./section-list";

export type PhotoDetails = {
  name: string;
  alt: string;
  altHi: string;
  image: ImageRef;
  caption: string | null;
  /** Its album's title. */
  album: string | null;
};

export function GalleryPhoto({
  list,
  row,
  photo,
  error,
  saved,
  bulkForm,
  cover,
}: {
  list: ListData;
  row: ListRow;
  photo: PhotoDetails;
  error?: string;
  saved: boolean;
  /** The id of the form whose Move to album takes this photo when it is ticked. */
  bulkForm: string;
  /** In an album's list: whether this photo is the album's cover, and the album. */
  cover?: { album: number; current: boolean };
}) {
  // A replacement shows its image and alt text at once, until fresh loader data has them.
  const [replaced, setReplaced] = useState<(ReplacedPhoto & { from: string }) | null>(null);
  const { image, alt } =
    replaced && replaced.from === photo.image.id
      ? replaced
      : { image: photo.image, alt: photo.alt };
  const revalidator = useRevalidator();
  const busy = useNavigation().state !== "idle";
  const altId = `alt-${row.id}`;
  // A photo uploaded with others has no alt text yet: its name says which one a control acts on.
  const label = alt || photo.name;
  return (
    <li id={`photo-${row.id}`} className="admin-panel admin-photo">
      <Picture key={image.id} image={image} alt={alt} sizes="(min-width: 40rem) 12rem, 100vw" />
      <div className="admin-photo__body">
        <div className="admin-photo__head">
          <p className="admin-photo__name">
            <input
              type="checkbox"
              id={`select-${row.id}`}
              name="select"
              value={row.id}
              form={bulkForm}
            />{" "}
            <label htmlFor={`select-${row.id}`}>
              <span className="visually-hidden">Select </span>
              <code>{photo.name}</code>
            </label>
          </p>
          <Link
            className="btn btn--secondary btn--sm"
            to={`/admin-dashboard/${list.key}/${row.id}`}
            aria-label={`Edit photo: ${label}`}
          >
            Edit
          </Link>
        </div>
        <RowMeta row={row} />
        {(photo.album || photo.caption) && (
          <dl className="admin-photo__facts">
            {photo.album && (
              <div>
                <dt>Album</dt>
                <dd>{photo.album}</dd>
              </div>
            )}
            {photo.caption && (
              <div>
                <dt>Caption</dt>
                <dd>{photo.caption}</dd>
              </div>
            )}
          </dl>
        )}
        {/* A new photo brings its own alt text: the field starts again from it. */}
        <Form method="post" className="admin-row-form" key={image.id}>
          <input type="hidden" name="id" value={row.id} />
          <div className="field">
            <label htmlFor={altId}>Alt text</label>
            <textarea
              id={altId}
              name="alt"
              rows={2}
              defaultValue={alt}
              required
              maxLength={ALT_MAX}
              aria-invalid={error ? true : undefined}
            />
          </div>
          <button type="submit" className="btn btn--primary btn--sm" disabled={busy}>
            Save alt text
          </button>
        </Form>
        {error && <FormMessage>{error}</FormMessage>}
        {saved && !error && <FormMessage kind="note">Alt text saved.</FormMessage>}
        <PhotoReplace
          name={photo.name}
          label={label}
          onReplaced={(next) => {
            setReplaced({ ...next, from: photo.image.id });
            revalidator.revalidate();
          }}
        />
        {cover &&
          (cover.current ? (
            <p className="admin-photo__cover">Album cover</p>
          ) : (
            <Form method="post" preventScrollReset>
              <input type="hidden" name="bulk" value="cover" />
              <input type="hidden" name="album" value={cover.album} />
              <button
                type="submit"
                name="cover"
                value={row.id}
                className="btn btn--ghost btn--sm"
                disabled={busy}
                aria-label={`Use as album cover: ${photo.name}`}
              >
                Use as album cover
              </button>
            </Form>
          ))}
        <RowActions list={list} row={row} />
      </div>
    </li>
  );
}
