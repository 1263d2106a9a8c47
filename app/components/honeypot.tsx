import { HONEYPOT_FIELD } from "~/lib/forms/idea-rules";
import { useT } from "~/lib/i18n/use-t";

/**
 * A field people never see (hidden from screen readers, out of the tab order) that form-filling
 * bots tend to fill: the server refuses a public form that arrives with it filled in.
 */
export function Honeypot() {
  return (
    <div className="idea__hp" aria-hidden="true">
      <label>
        {useT().notices.idea.honeypot}
        <input name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
      </label>
    </div>
  );
}
