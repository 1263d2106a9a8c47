// A delete that asks first (notices on the board and in the dashboard): a disclosure that opens
// "Delete this notice? [Yes, delete]". It needs no JavaScript (the summary opens and closes it);
// with JavaScript, Cancel and Escape also close it and put focus back on the summary.
import { type ReactNode, useEffect, useRef, useState } from "react";
import { Form } from "react-router";
import "./confirm-delete.css";

export function ConfirmDelete({
  label,
  question,
  fields,
  busy,
  summaryClassName,
  title,
  children,
}: {
  /** The summary's accessible name, saying what is deleted: "Delete notice: <title>". */
  label: string;
  question: string;
  /** The hidden fields of the delete request. */
  fields: Record<string, string | number>;
  busy: boolean;
  summaryClassName?: string;
  /** A tooltip, for a summary that shows only an icon. */
  title?: string;
  /** What the summary shows (a word or an icon). */
  children: ReactNode;
}) {
  const details = useRef<HTMLDetailsElement>(null);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  function close() {
    const element = details.current;
    if (!element) return;
    element.open = false;
    element.querySelector("summary")?.focus();
  }

  return (
    <details
      ref={details}
      className="confirm-delete"
      onKeyDown={(e) => {
        if (e.key === "Escape" && details.current?.open) {
          e.stopPropagation();
          close();
        }
      }}
    >
      <summary className={summaryClassName} aria-label={label} title={title}>
        {children}
      </summary>
      <Form method="post" className="confirm-delete__panel">
        {Object.entries(fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <span className="confirm-delete__question">{question}</span>
        <span className="confirm-delete__actions">
          <button type="submit" className="btn btn--danger btn--sm" disabled={busy}>
            Yes, delete
          </button>
          {hydrated && (
            <button type="button" className="btn btn--ghost btn--sm" onClick={close}>
              Cancel
            </button>
          )}
        </span>
      </Form>
    </details>
  );
}
