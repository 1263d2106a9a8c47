// What a list page says after a delete: "The notice “…” was moved to the trash." with an Undo
// button (a form: it works without JavaScript), and after that Undo, "Restored from the trash.".
// The control that was used is gone after either, so focus goes to what happened.
import { useEffect, useRef } from "react";
import { Form, useLocation, useNavigation } from "react-router";
import type { TrashNoteData } from "~/lib/content/admin-pages";

export function TrashNote({ note }: { note: TrashNoteData }) {
  const { deleted, restored } = note;
  const busy = useNavigation().state !== "idle";
  const ref = useRef<HTMLDivElement>(null);
  const { key } = useLocation();
  const shown = Boolean(deleted || restored);
  useEffect(() => {
    if (shown && key) ref.current?.focus();
  }, [shown, key]);
  if (!shown) return null;
  return (
    <div ref={ref} tabIndex={-1} className="form-message form-message--note" role="status">
      {deleted ? (
        <Form method="post" className="undo">
          {`The ${deleted.item} “${deleted.title}” was moved to the trash. `}
          <input type="hidden" name="section" value={deleted.section} />
          <input type="hidden" name="id" value={deleted.id} />
          <button
            type="submit"
            name="intent"
            value="restore"
            className="btn btn--ghost btn--sm"
            disabled={busy}
          >
            Undo
          </button>
        </Form>
      ) : (
        "Restored from the trash."
      )}
    </div>
  );
}
