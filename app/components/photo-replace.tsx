import { useEffect, useId, useRef, useState } from "react";
import { ALT_MAX } from "~/lib/forms/limits";
import {
  type ImageRef,
  isJpgFileName,
  JPEG_ONLY_MESSAGE,
  REPLACE_ERROR_PREFIX,
  REPLACE_SUCCESS_MESSAGE,
} from "~/lib/media";
import { sendFile } from "~/lib/upload";

type Status =
  | { kind: "idle" }
  // A .jpg is chosen: the admin describes the new photo before it is sent.
  | { kind: "describing"; file: File; error?: { field: "alt" | "altHi"; message: string } }
  | { kind: "uploading"; percent: number | null }
  // Sent: the server checks the photo and makes its sizes before it answers (seconds for a big one).
  | { kind: "processing" }
  | { kind: "done"; message: string }
  | { kind: "failed"; message: string };

export type ReplacedPhoto = { image: ImageRef; alt: string };

const BLANK_ALT = "Alt text can't be blank: describe the photo for people who cannot see it.";
const BLANK_ALT_HI =
  "Alt text in Hindi can't be blank: every photo is described in both languages.";

/**
 * Sends the file as the raw body (the alt text travels URI-encoded in a header), with progress.
 */
function upload(
  name: string,
  file: File,
  alt: { en: string; hi: string },
  onProgress: (percent: number | null) => void,
  onSent: () => void,
) {
  return sendFile<{ photo: ReplacedPhoto }>({
    url: `/api/gallery/${encodeURIComponent(name)}`,
    file,
    headers: {
      "Content-Type": "image/jpeg",
      "X-Alt-Text": encodeURIComponent(alt.en),
      "X-Alt-Text-Hi": encodeURIComponent(alt.hi),
    },
    onProgress,
    onSent,
  });
}

/**
 * The admin's "Change" control for one gallery photo: picks a .jpg, asks for the new photo's
 * alt text in English and Hindi (the old texts describe another picture), uploads them with it
 * with a progress bar, and
 * reports the spec's messages. The server checks the role again, requires the alt text and
 * decides whether the bytes are a real JPEG; the checks here only save a pointless upload.
 */
export function PhotoReplace({
  name,
  label,
  onReplaced,
}: {
  name: string;
  /** Says which photo, for screen readers: "Change photo: <alt>". */
  label: string;
  onReplaced: (photo: ReplacedPhoto) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const altField = useRef<HTMLTextAreaElement>(null);
  const altHiField = useRef<HTMLTextAreaElement>(null);
  const [status, setStatus] = useState<Status>({ kind: "idle" });
  const messageId = useId();
  const altId = useId();
  const hintId = useId();
  const errorId = useId();
  const altHiId = useId();
  const busy = status.kind === "uploading" || status.kind === "processing";
  // Disabled in the server's HTML: the control needs JavaScript, so it is usable once hydrated.
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  const describing = status.kind === "describing";
  // The description is asked for at once, where the admin's attention is.
  useEffect(() => {
    if (describing) altField.current?.focus();
  }, [describing]);

  function onPick(e: React.ChangeEvent<HTMLInputElement>) {
    const file = e.currentTarget.files?.[0];
    e.currentTarget.value = "";
    if (!file) return;
    if (!isJpgFileName(file.name)) {
      setStatus({ kind: "failed", message: JPEG_ONLY_MESSAGE });
      return;
    }
    setStatus({ kind: "describing", file });
  }

  function cancel() {
    setStatus({ kind: "idle" });
    button.current?.focus();
  }

  async function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (status.kind !== "describing") return;
    const alt = (altField.current?.value ?? "").trim();
    const altHi = (altHiField.current?.value ?? "").trim();
    if (!alt || !altHi) {
      const field = alt ? "altHi" : "alt";
      setStatus({ ...status, error: { field, message: alt ? BLANK_ALT_HI : BLANK_ALT } });
      (alt ? altHiField : altField).current?.focus();
      return;
    }
    const { file } = status;
    setStatus({ kind: "uploading", percent: 0 });
    // The form goes away: focus stays on this photo's control, which reports the outcome.
    button.current?.focus();
    const reply = await upload(
      name,
      file,
      { en: alt, hi: altHi },
      (percent) => setStatus({ kind: "uploading", percent }),
      () => setStatus({ kind: "processing" }),
    );
    if (reply.ok) {
      onReplaced(reply.photo);
      setStatus({ kind: "done", message: REPLACE_SUCCESS_MESSAGE });
    } else {
      setStatus({ kind: "failed", message: `${REPLACE_ERROR_PREFIX}${reply.message}` });
    }
  }

  return (
    <div className="photo-replace">
      <button
        ref={button}
        type="button"
        className="btn btn--secondary btn--sm photo-replace__button"
        aria-label={`Change photo: ${label}`}
        aria-describedby={
          status.kind === "done" || status.kind === "failed" ? messageId : undefined
        }
        // Busy: not disabled, so focus can stay here while the upload runs.
        aria-disabled={busy || undefined}
        disabled={!ready}
        onClick={() => {
          if (!busy) input.current?.click();
        }}
      >
        Change
      </button>
      <input
        ref={input}
        type="file"
        accept=".jpg"
        hidden
        tabIndex={-1}
        aria-hidden="true"
        data-photo={name}
        onChange={onPick}
      />
      {status.kind === "describing" && (
        <form
          className="photo-replace__describe"
          // Its own checks, in the site's words, say which language is missing.
          noValidate
          onSubmit={onSubmit}
          onKeyDown={(e) => {
            if (e.key === "Escape") {
              e.stopPropagation();
              cancel();
            }
          }}
        >
          <label htmlFor={altId}>Alt text for the new photo</label>
          <textarea
            ref={altField}
            id={altId}
            rows={2}
            required
            maxLength={ALT_MAX}
            aria-invalid={status.error?.field === "alt" ? true : undefined}
            aria-describedby={status.error?.field === "alt" ? `${errorId} ${hintId}` : hintId}
          />
          <label htmlFor={altHiId}>Alt text in Hindi</label>
          <textarea
            ref={altHiField}
            id={altHiId}
            lang="hi"
            rows={2}
            required
            maxLength={ALT_MAX}
            aria-invalid={status.error?.field === "altHi" ? true : undefined}
            aria-describedby={status.error?.field === "altHi" ? `${errorId} ${hintId}` : hintId}
          />
          <span id={hintId} className="photo-replace__hint">
            Describe what {status.file.name} shows, in both languages, for people who cannot see it.
            It replaces the old photo's text.
          </span>
          {status.error && (
            <span id={errorId} className="photo-replace__error" role="alert">
              {status.error.message}
            </span>
          )}
          <span className="photo-replace__actions">
            <button type="submit" className="btn btn--primary btn--sm">
              Upload new photo
            </button>
            <button type="button" className="btn btn--ghost btn--sm" onClick={cancel}>
              Cancel
            </button>
          </span>
        </form>
      )}
      {status.kind === "uploading" && (
        <progress
          className="photo-replace__progress"
          max={100}
          value={status.percent ?? undefined}
          aria-label="Upload progress"
        />
      )}
      {status.kind === "processing" && (
        <>
          <progress className="photo-replace__progress" aria-label="Processing the photo" />
          <span className="photo-replace__note" aria-hidden="true">
            Processing…
          </span>
        </>
      )}
      {(status.kind === "done" || status.kind === "failed") && (
        <p
          id={messageId}
          className={`photo-replace__message photo-replace__message--${status.kind}`}
          role={status.kind === "failed" ? "alert" : "status"}
        >
          {status.message}
        </p>
      )}
    </div>
  );
}
