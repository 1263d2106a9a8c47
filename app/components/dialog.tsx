import { type ReactNode, useEffect, useId, useRef } from "react";
import "./dialog.css";

type DialogProps = {
  open: boolean;
  title: string;
  /** "error" makes it an alert dialog, which screen readers announce with more urgency. */
  tone?: "success" | "error";
  onClose: () => void;
  children: ReactNode;
  /** The closing button's text, in the page's language ("OK" unless given). */
  okLabel?: string;
};

/**
 * A modal on the native <dialog>: showModal() makes the rest of the page inert, focus moves to
 * the OK button (not to a link in the text, which showModal would pick first), Escape closes it,
 * and focus goes back where it was. The title and text are the dialog's accessible name and
 * description, so they are read out when it opens.
 */
export function Dialog({
  open,
  title,
  tone = "success",
  onClose,
  children,
  okLabel = "OK",
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const returnTo = useRef<HTMLElement | null>(null);
  const ok = useRef<HTMLButtonElement>(null);
  const id = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      returnTo.current = document.activeElement as HTMLElement | null;
      dialog.showModal();
      ok.current?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  return (
    <dialog
      ref={ref}
      className={`dialog dialog--${tone}`}
      role={tone === "error" ? "alertdialog" : undefined}
      aria-labelledby={`${id}t`}
      aria-describedby={`${id}d`}
      onClose={() => {
        onClose();
        // The element that opened it may have been re-rendered; focus it only if still there.
        if (returnTo.current?.isConnected) returnTo.current.focus();
      }}
    >
      <div className="dialog__box">
        <span className="dialog__icon" aria-hidden="true">
          {tone === "error" ? "!" : "✓"}
        </span>
        <h2 id={`${id}t`} className="dialog__title">
          {title}
        </h2>
        <div id={`${id}d`} className="dialog__text">
          {children}
        </div>
        <form method="dialog">
          <button ref={ok} type="submit" className="btn btn--secondary">
            {okLabel}
          </button>
        </form>
      </div>
    </dialog>
  );
}
