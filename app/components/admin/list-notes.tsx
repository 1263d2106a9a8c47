// A list page's note after a change, "The photo “…” was moved to the trash. [Undo]" or "Restored
// from the trash.", and where the focus goes then: back on the Up or Down control that moved an
// item, or on the note.
import { useEffect, useRef } from "react";
import { Form, useLocation, useNavigation } from "react-router";
import type { ListPageNotes } from "~/lib/content/admin-pages";

export function ListNotes({ deleted, restored }: ListPageNotes) {
  const busy = useNavigation().state !== "idle";
  const { search, key } = useLocation();
  const noteRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const moved = new URLSearchParams(search).get("moved");
    if (moved) document.getElementById(`move-${moved}`)?.focus();
    else if (key) noteRef.current?.focus();
  }, [search, key]);
  if (!deleted && !restored) return null;
  return (
    <div ref={noteRef} tabIndex={-1} className="form-message form-message--note" role="status">
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
