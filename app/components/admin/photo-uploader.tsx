// "Add photos": an event's photos chosen or dropped at once. With JavaScript each file is sent on
// its own (two at a time) to /api/gallery-photos with its own progress bar and result, a refused
// file saying why while the others go on. Without it, the same form posts every file at once to
// /admin-dashboard/gallery/upload, which stores them one by one and lists the results.
import { useId, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import { sendFile } from "~/lib/upload";

export type UploadResult = {
  name: string;
  state: "waiting" | "sending" | "storing" | "added" | "failed";
  percent?: number | null;
  message?: string;
};

/** Files sent at once: the server encodes two at a time, so more would only queue there. */
const PARALLEL = 2;

function stateText(r: UploadResult): string {
  switch (r.state) {
    case "waiting":
      return "Waiting";
    case "sending":
      return r.percent == null ? "Sending" : `Sending, ${r.percent}%`;
    case "storing":
      return "Storing";
    case "added":
      return "Added";
    case "failed":
      return `Not added: ${r.message ?? "the server did not say why."}`;
  }
}

/** Each file's name, progress and result; the summary is announced when the batch ends. */
export function UploadResults({ results }: { results: UploadResult[] }) {
  if (results.length === 0) return null;
  const added = results.filter((r) => r.state === "added").length;
  const failed = results.filter((r) => r.state === "failed").length;
  const finished = added + failed === results.length;
  return (
    <div className="photo-uploads">
      <p role="status" className="photo-uploads__summary">
        {finished
          ? `${added} of ${results.length} photo(s) added${failed ? `, ${failed} not added` : ""}.`
          : `Uploading: ${added + failed} of ${results.length} done.`}
      </p>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a hundred lines scroll in their box; a scrolling region is focusable so keys scroll it. */}
      <ol className="photo-uploads__list" aria-label="Uploaded files" tabIndex={0}>
        {results.map((r, i) => (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: two files may share a name; the order is fixed
            key={i}
            className={`photo-upload photo-upload--${r.state}`}
          >
            <span className="photo-upload__name">{r.name}</span>
            {(r.state === "sending" || r.state === "storing" || r.state === "waiting") && (
              <progress
                max={100}
                value={r.state === "storing" ? 100 : (r.percent ?? undefined)}
                aria-label={`Progress of ${r.name}`}
              />
            )}
            <span className="photo-upload__state">{stateText(r)}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}

export function PhotoUploader({
  albums,
  album,
  results: sent = [],
}: {
  albums: { id: number; title: string }[];
  /** The album the page lists: new photos go there unless another is chosen. */
  album: number | null;
  /** What a batch posted without JavaScript gave. */
  results?: UploadResult[];
}) {
  const [results, setResults] = useState<UploadResult[]>(sent);
  const [dragging, setDragging] = useState(false);
  const albumField = useRef<HTMLSelectElement>(null);
  const revalidator = useRevalidator();
  const inputId = useId();
  const albumId = useId();

  async function upload(files: File[]) {
    if (files.length === 0) return;
    const target = albumField.current?.value;
    const url = `/api/gallery-photos${target ? `?album=${encodeURIComponent(target)}` : ""}`;
    const start = results.length;
    const update = (i: number, change: Partial<UploadResult>) =>
      setResults((now) => now.map((r, j) => (j === start + i ? { ...r, ...change } : r)));
    setResults((now) => [
      ...now,
      ...files.map((f) => ({ name: f.name, state: "waiting" as const })),
    ]);
    let next = 0;
    const worker = async () => {
      for (let i = next++; i < files.length; i = next++) {
        update(i, { state: "sending", percent: 0 });
        const reply = await sendFile<{ photo: { id: number } }>({
          url,
          file: files[i],
          headers: { "Content-Type": "application/octet-stream" },
          onProgress: (percent) => update(i, { percent }),
          onSent: () => update(i, { state: "storing" }),
        });
        update(i, reply.ok ? { state: "added" } : { state: "failed", message: reply.message });
      }
    };
    await Promise.all(Array.from({ length: Math.min(PARALLEL, files.length) }, worker));
    revalidator.revalidate();
  }

  return (
    <section className="admin-panel photo-uploader" aria-labelledby={`${inputId}-heading`}>
      <h2 id={`${inputId}-heading`}>Add photos</h2>
      <form
        method="post"
        action="/admin-dashboard/gallery/upload"
        encType="multipart/form-data"
        onSubmit={(e) => {
          e.preventDefault();
          const input = e.currentTarget.elements.namedItem("files") as HTMLInputElement;
          void upload([...(input.files ?? [])]);
        }}
      >
        <div className="field">
          <label htmlFor={albumId}>Album</label>
          <select id={albumId} name="album" ref={albumField} defaultValue={album ?? ""}>
            <option value="">No album</option>
            {albums.map((a) => (
              <option key={a.id} value={a.id}>
                {a.title}
              </option>
            ))}
          </select>
        </div>
        <label
          htmlFor={inputId}
          className={dragging ? "photo-drop photo-drop--over" : "photo-drop"}
          onDragOver={(e) => {
            e.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={(e) => {
            e.preventDefault();
            setDragging(false);
            void upload([...e.dataTransfer.files]);
          }}
        >
          <span className="photo-drop__title">Choose photos or drop them here</span>
          <span className="photo-drop__hint">
            JPEG, PNG or WebP, as many as you like. Each photo is added without alt text: write it
            afterwards under Missing alt text.
          </span>
        </label>
        <input
          id={inputId}
          className="photo-drop__input"
          type="file"
          name="files"
          multiple
          accept="image/jpeg,image/png,image/webp"
          onChange={(e) => {
            const files = [...(e.currentTarget.files ?? [])];
            e.currentTarget.value = "";
            void upload(files);
          }}
        />
        <noscript>
          <button type="submit" className="btn btn--primary">
            Upload photos
          </button>
        </noscript>
      </form>
      <UploadResults results={results} />
    </section>
  );
}
