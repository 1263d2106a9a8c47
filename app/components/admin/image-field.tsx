// An item's picture in its form: the picture now, a file to replace it, its description in both
// languages and the point a crop keeps in view. Without JavaScript the file goes with the form;
// with it, the file is uploaded at once with a progress bar, and a click on the picture sets the
// focal point.
import { useId, useRef, useState } from "react";
import { imageKeys } from "~/lib/content/fields";
import type { FormValues, MessageOf } from "~/lib/content/form-values";
import { ALT_MAX } from "~/lib/forms/limits";
import { type ImageRef, mediaUrl, variantWidths } from "~/lib/media";
import { sendFile } from "~/lib/upload";

const ACCEPT = "image/jpeg,image/png,image/webp";

type Upload = { kind: "idle" } | { kind: "sending"; percent: number | null } | { kind: "storing" };

export function ImageField({
  name = "image",
  label,
  hint,
  required,
  values,
  message,
  images,
  maxUpload,
}: {
  /** The field's name: its inputs are `${name}Id`, `${name}Alt`... (imageKeys). */
  name?: string;
  label: string;
  /** What the field asks of the picture beyond the formats (the favicon's square). */
  hint?: string;
  required: boolean;
  values: FormValues;
  message: MessageOf;
  images: Record<string, ImageRef>;
  /** "15 MB": the largest file the server takes. */
  maxUpload: string;
}) {
  const k = imageKeys(name);
  const initial = String(values[k.id] ?? "");
  const [image, setImage] = useState<ImageRef | null>(images[initial] ?? null);
  const [imageId, setImageId] = useState(initial);
  const [focus, setFocus] = useState({
    x: String(values[k.focusX] ?? "50"),
    y: String(values[k.focusY] ?? "50"),
  });
  const [upload, setUpload] = useState<Upload>({ kind: "idle" });
  const [failure, setFailure] = useState<string>();
  const [chosen, setChosen] = useState(false);
  const [replaced, setReplaced] = useState(false);
  const file = useRef<HTMLInputElement>(null);
  const alts = useRef<Array<HTMLTextAreaElement | null>>([]);
  const id = useId();
  const shown = image && image.id === imageId ? image : null;
  const fileError = failure ?? message(k.id);

  async function onChoose() {
    const picked = file.current?.files?.[0];
    setFailure(undefined);
    setChosen(Boolean(picked));
    if (!picked) return;
    setUpload({ kind: "sending", percent: 0 });
    const hadPicture = Boolean(imageId);
    const reply = await sendFile<{ image: ImageRef }>({
      url: "/api/media",
      file: picked,
      headers: { "Content-Type": picked.type || "application/octet-stream" },
      onProgress: (percent) => setUpload({ kind: "sending", percent }),
      onSent: () => setUpload({ kind: "storing" }),
    });
    setUpload({ kind: "idle" });
    if (!reply.ok) {
      setFailure(`The picture was not saved: ${reply.message}`);
      return;
    }
    setImage(reply.image);
    setImageId(reply.image.id);
    // The old description is of the old picture: both languages are written anew (the server
    // refuses the old text with a new picture).
    if (hadPicture) {
      for (const alt of alts.current) if (alt) alt.value = "";
      setReplaced(true);
      alts.current[0]?.focus();
    }
    // Stored already: the form sends only its id, not the file again.
    if (file.current) file.current.value = "";
    setChosen(false);
    setFocus({ x: "50", y: "50" });
  }

  function onPoint(e: React.MouseEvent<HTMLButtonElement>) {
    const box = e.currentTarget.getBoundingClientRect();
    const percent = (v: number) => String(Math.round(Math.min(1, Math.max(0, v)) * 100));
    setFocus({
      x: percent((e.clientX - box.left) / box.width),
      y: percent((e.clientY - box.top) / box.height),
    });
  }

  const hasPicture = Boolean(imageId) || chosen;
  const altError = (name: string) => message(name);
  const thumb = shown
    ? mediaUrl(shown.id, variantWidths(shown.width)[1] ?? shown.width, "jpeg")
    : null;
  return (
    <fieldset className="field-group image-field">
      <legend>
        {label}
        {required ? "" : " (optional)"}
      </legend>
      <input type="hidden" name={k.id} value={imageId} />
      <div className="image-field__body">
        <div className="image-field__preview">
          {shown && thumb ? (
            <button
              type="button"
              className="image-field__point"
              onClick={onPoint}
              aria-label="Set the focal point: click the part of the picture a crop must keep"
            >
              <img src={thumb} alt="" width={shown.width} height={shown.height} />
              <span
                className="image-field__dot"
                style={{ left: `${focus.x}%`, top: `${focus.y}%` }}
                aria-hidden="true"
              />
            </button>
          ) : (
            <p className="image-field__none">{imageId ? "Picture stored." : "No picture yet."}</p>
          )}
        </div>
        <div className="image-field__controls">
          <div className="field">
            <label htmlFor={`${id}-file`}>
              {imageId ? "Replace with a file" : "Choose a file"}
            </label>
            <input
              ref={file}
              id={`${id}-file`}
              type="file"
              name={k.file}
              accept={ACCEPT}
              required={required && !imageId}
              data-label={label}
              onChange={onChoose}
              aria-describedby={`${id}-file-hint${fileError ? ` ${id}-file-error` : ""}`}
              aria-invalid={fileError ? true : undefined}
            />
            <span id={`${id}-file-hint`} className="field__hint">
              JPEG, PNG or WebP, up to {maxUpload}.{hint ? ` ${hint}` : ""}
            </span>
            {upload.kind !== "idle" && (
              <span className="image-field__progress" role="status">
                {upload.kind === "storing" ? (
                  "Storing the picture…"
                ) : (
                  <>
                    Uploading{upload.percent === null ? "…" : ` ${upload.percent}%`}
                    <progress max={100} value={upload.percent ?? undefined} />
                  </>
                )}
              </span>
            )}
            {fileError && (
              <span id={`${id}-file-error`} className="field__error">
                {fileError}
              </span>
            )}
          </div>
          {!required && imageId && (
            <div className="field field--check">
              <label>
                <input type="checkbox" name={k.remove} /> Remove the picture
              </label>
            </div>
          )}
        </div>
      </div>
      <div className="field-pair">
        {[k.alt, k.altHi].map((input, i) => {
          const hindi = input === k.altHi;
          const altLabel = hindi ? "Alt text (Hindi)" : "Alt text (English)";
          const error = altError(input);
          return (
            <div className="field" key={input}>
              <label htmlFor={`${id}-${input}`}>{altLabel}</label>
              <textarea
                ref={(el) => {
                  alts.current[i] = el;
                }}
                id={`${id}-${input}`}
                name={input}
                rows={2}
                maxLength={ALT_MAX}
                lang={hindi ? "hi" : undefined}
                defaultValue={String(values[input] ?? "")}
                required={hasPicture}
                data-label={altLabel}
                aria-describedby={`${id}-alt-hint${error ? ` ${id}-${input}-error` : ""}`}
                aria-invalid={error ? true : undefined}
              />
              {error && (
                <span id={`${id}-${input}-error`} className="field__error">
                  {error}
                </span>
              )}
            </div>
          );
        })}
      </div>
      <p id={`${id}-alt-hint`} className="field__hint">
        {replaced
          ? "A new picture: describe it again in both languages (the old text described the old picture). "
          : ""}
        Describe what the picture shows, for people who cannot see it. Both languages are required
        with a picture.
      </p>
      <div className="field-row">
        {(["x", "y"] as const).map((axis) => (
          <div className="field" key={axis}>
            <label htmlFor={`${id}-focus-${axis}`}>
              {axis === "x" ? "Focal point across (%)" : "Focal point down (%)"}
            </label>
            <input
              id={`${id}-focus-${axis}`}
              name={axis === "x" ? k.focusX : k.focusY}
              type="number"
              min={0}
              max={100}
              step={1}
              inputMode="numeric"
              value={focus[axis]}
              onChange={(e) => setFocus({ ...focus, [axis]: e.currentTarget.value })}
              data-label={axis === "x" ? "Focal point across" : "Focal point down"}
            />
          </div>
        ))}
        <p className="field__hint image-field__focus-hint">
          The part of the picture that stays in view when a page crops it: 50 and 50 is the middle.
          Clicking the picture sets it.
        </p>
      </div>
    </fieldset>
  );
}
