import { useEffect, useId, useRef, useState } from "react";
import {
  type ImageRef,
  isJpgFileName,
  JPEG_ONLY_MESSAGE,
  REPLACE_ERROR_PREFIX,
  REPLACE_SUCCESS_MESSAGE,
} from "~/lib/media";

type Status =
  | { kind: "idle" }
  | { kind: "uploading"; percent: number | null }
  // Sent: the server checks the photo and makes its sizes before it answers (seconds for a big one).
  | { kind: "processing" }
  | { kind: "done"; message: string }
  | { kind: "failed"; message: string };

type Reply = { ok: true; photo: { image: ImageRef } } | { ok: false; error: string };

/** Sends the file with XHR: fetch() cannot report upload progress, and large photos take a while. */
function upload(
  name: string,
  file: File,
  onProgress: (percent: number | null) => void,
  onSent: () => void,
) {
  return new Promise<Reply>((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", `/api/gallery/${encodeURIComponent(name)}`);
    xhr.setRequestHeader("Content-Type", "image/jpeg");
    xhr.setRequestHeader("X-File-Name", encodeURIComponent(file.name));
    xhr.upload.onprogress = (e) =>
      onProgress(e.lengthComputable ? Math.round((e.loaded / e.total) * 100) : null);
    xhr.upload.onload = onSent;
    xhr.onload = () => {
      try {
        resolve(JSON.parse(xhr.responseText) as Reply);
      } catch {
        resolve({ ok: false, error: `the server answered ${xhr.status}.` });
      }
    };
    xhr.onerror = () => resolve({ ok: false, error: "the upload did not reach the server." });
    xhr.send(file);
  });
}

/**
 * The admin's "Change" control for one gallery photo: picks a .jpg, uploads it with a progress
 * bar, and reports the spec's messages. The server checks the role again and decides whether the
 * bytes are a real JPEG; this check only saves a pointless upload.
 */
export function PhotoReplace({
  name,
  label,
  onReplaced,
}: {
  name: string;
  /** Says which photo, for screen readers: "Change photo: <alt>". */
  label: string;
  onReplaced: (image: ImageRef) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [status, setStatus] = useState<Status>({ kind: "idle" });
  const messageId = useId();
  const busy = status.kind === "uploading" || status.kind === "processing";
  // Disabled in the server's HTML: the control needs JavaScript, so it is usable once hydrated.
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);

  async function onPick(e: React.ChangeEvent<HTMLInputElement>) {
    const file = e.currentTarget.files?.[0];
    e.currentTarget.value = "";
    if (!file) return;
    if (!isJpgFileName(file.name)) {
      setStatus({ kind: "failed", message: JPEG_ONLY_MESSAGE });
      return;
    }
    setStatus({ kind: "uploading", percent: 0 });
    const reply = await upload(
      name,
      file,
      (percent) => setStatus({ kind: "uploading", percent }),
      () => setStatus({ kind: "processing" }),
    );
    if (reply.ok) {
      onReplaced(reply.photo.image);
      setStatus({ kind: "done", message: REPLACE_SUCCESS_MESSAGE });
    } else {
      setStatus({ kind: "failed", message: `${REPLACE_ERROR_PREFIX}${reply.error}` });
    }
  }

  return (
    <div className="photo-replace">
      <button
        type="button"
        className="btn btn--secondary btn--sm photo-replace__button"
        aria-label={`Change photo: ${label}`}
        aria-describedby={status.kind === "idle" ? undefined : messageId}
        disabled={busy || !ready}
        onClick={() => input.current?.click()}
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
