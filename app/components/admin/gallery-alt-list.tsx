// The Missing alt text list: each photo beside its two descriptions, English and Hindi, in one
// form, so a page of an event's photos is described in one sitting and saved with one button.
import { Form, useNavigation } from "react-router";
import { Picture } from "~/components/picture";
import type { ListRow } from "~/lib/content/admin-pages";
import { ALT_MAX } from "~/lib/forms/limits";
import type { PhotoDetails } from "./gallery-photo";

export function AltTextList({
  rows,
  details,
}: {
  rows: ListRow[];
  details: Record<string, PhotoDetails>;
}) {
  const busy = useNavigation().state !== "idle";
  return (
    <Form method="post" className="alt-list">
      <ol className="admin-photos">
        {rows.map((row) => {
          const photo = details[row.id];
          if (!photo) return null;
          return (
            <li
              key={row.id}
              id={`photo-${row.id}`}
              className="admin-panel admin-photo alt-list__row"
            >
              <input type="hidden" name="photo" value={row.id} />
              {/* The texts beside it describe it: the picture itself is only shown to them. */}
              <Picture image={photo.image} alt="" sizes="(min-width: 40rem) 12rem, 100vw" />
              <fieldset className="alt-list__fields">
                <legend>
                  <code>{photo.name}</code>
                  {photo.album && <span className="alt-list__album"> · {photo.album}</span>}
                </legend>
                <div className="field">
                  <label htmlFor={`alt-${row.id}`}>Alt text (English)</label>
                  <input
                    id={`alt-${row.id}`}
                    name={`alt-${row.id}`}
                    defaultValue={photo.alt}
                    maxLength={ALT_MAX}
                  />
                </div>
                <div className="field">
                  <label htmlFor={`altHi-${row.id}`}>Alt text (Hindi)</label>
                  <input
                    id={`altHi-${row.id}`}
                    name={`altHi-${row.id}`}
                    lang="hi"
                    defaultValue={photo.altHi}
                    maxLength={ALT_MAX}
                  />
                </div>
              </fieldset>
            </li>
          );
        })}
      </ol>
      <p className="alt-list__hint">Photos left blank stay in this list. Saved photos leave it.</p>
      <button type="submit" name="bulk" value="alts" className="btn btn--primary" disabled={busy}>
        Save alt texts
      </button>
    </Form>
  );
}
