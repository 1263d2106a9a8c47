// The fields of the dashboard's quick notice forms (add, and edit in a row): the spec's title,
// link and date, the title in Hindi and "Pinned". Each form on the page has its own id prefix.
//
// Why a quick form and not every field: a notice is usually one line posted in a hurry, and the
// dashboard is the first page staff see. A Hindi title and "Pinned" are one box and one tick, used
// often, so they are here. Scheduling (two times in the centre's zone), drafts and preview are
// rarer and need their explanations, so they stay on the notice's full form, one link away
// ("More options…"), where the history is too.
import { FORM_DATE_FORMAT, toFormDate } from "~/lib/format/dates";
import "./content.css";

export function NoticeFields({
  idPrefix,
  title = "",
  titleHi = "",
  url = "",
  date,
  pinned = false,
  maxLength,
}: {
  idPrefix: string;
  maxLength: number;
  title?: string;
  titleHi?: string | null;
  url?: string | null;
  /** YYYY-MM-DD. */
  date: string;
  pinned?: boolean;
}) {
  return (
    <>
      <div className="field-pair">
        <div className="field">
          <label htmlFor={`${idPrefix}-title`}>Title</label>
          <input
            id={`${idPrefix}-title`}
            name="title"
            defaultValue={title}
            required
            maxLength={maxLength}
          />
        </div>
        <div className="field">
          <label htmlFor={`${idPrefix}-title-hi`}>Title (Hindi)</label>
          <input
            id={`${idPrefix}-title-hi`}
            name="titleHi"
            lang="hi"
            defaultValue={titleHi ?? ""}
            maxLength={maxLength}
            aria-describedby={`${idPrefix}-title-hi-hint`}
          />
          <span id={`${idPrefix}-title-hi-hint`} className="field__hint">
            Optional: where it is empty, the English title is shown.
          </span>
        </div>
      </div>
      <div className="field-pair">
        <div className="field">
          <label htmlFor={`${idPrefix}-url`}>Link (optional)</label>
          {/* Not type="url": the browser would refuse a page of this site such as /#idea. The
              server checks the link (http://, https:// or /). */}
          <input
            id={`${idPrefix}-url`}
            name="url"
            type="text"
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            defaultValue={url ?? ""}
            aria-describedby={`${idPrefix}-url-hint`}
          />
          <span id={`${idPrefix}-url-hint`} className="field__hint">
            A full address (https://…) or a page of this site starting with /, such as /timeline or
            /#idea.
          </span>
        </div>
        <div className="field">
          <label htmlFor={`${idPrefix}-date`}>Date</label>
          {/* Typed as the site prints it (the browser's picker would write mm/dd/yyyy). */}
          <input
            id={`${idPrefix}-date`}
            name="date"
            type="text"
            autoComplete="off"
            size={12}
            defaultValue={toFormDate(date)}
            required
            aria-describedby={`${idPrefix}-date-hint`}
          />
          <span id={`${idPrefix}-date-hint`} className="field__hint">
            Written {FORM_DATE_FORMAT}, e.g. 28/11/2026.
          </span>
        </div>
      </div>
      <div className="field field--check">
        <label>
          <input type="checkbox" name="pinned" defaultChecked={pinned} /> Pinned
        </label>
        <span className="field__hint">
          Pinned notices come first on the home page, the notice board and notices.txt.
        </span>
      </div>
    </>
  );
}
