import { useEffect, useRef } from "react";
import { fallbackLang } from "~/lib/i18n/content";
import { useT } from "~/lib/i18n/use-t";
import type { GalleryItem } from "~/lib/media";
import { mediaUrl } from "~/lib/media";
import { lightboxCaption } from "./lightbox-caption";
import { stepIndex } from "./lightbox-rules";
import { Picture } from "./picture";

/**
 * A modal photo viewer on the native <dialog>: it traps focus and closes on Escape by itself.
 * Left/Right arrows (and the buttons) move through the photos; closing hands focus back to the
 * thumbnail that opened it (the caller's onClose does that). On a page without the React app the
 * script islands/widgets/lightbox.ts builds the same dialog from the grid's markup.
 */
export function Lightbox({
  photos,
  index,
  onIndex,
  onClose,
}: {
  photos: GalleryItem[];
  index: number;
  onIndex: (index: number) => void;
  onClose: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const close = useRef<HTMLButtonElement>(null);
  const t = useT().people.lightbox;
  const photo = photos[index];
  const count = photos.length;
  const altLang = fallbackLang(photo, "alt").lang;
  const caption = lightboxCaption(photo);

  useEffect(() => {
    const el = dialog.current;
    if (el && !el.open) el.showModal();
    close.current?.focus();
  }, []);

  function step(delta: number) {
    onIndex(stepIndex(index, delta, count));
  }

  return (
    <dialog
      ref={dialog}
      className="lightbox"
      aria-label={t.label(String(index + 1), String(count))}
      onClose={onClose}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      onKeyDown={(e) => {
        if (e.key === "ArrowRight") step(1);
        else if (e.key === "ArrowLeft") step(-1);
        else return;
        e.preventDefault();
      }}
      onClick={(e) => {
        // A click on the backdrop (the dialog element itself) closes it.
        if (e.target === e.currentTarget) onClose();
      }}
    >
      <figure className="lightbox-figure">
        {photo.image ? (
          <Picture image={photo.image} alt={photo.alt} lang={altLang} sizes="100vw" priority />
        ) : photo.src ? (
          <img
            src={photo.src.url}
            alt={photo.alt}
            lang={altLang}
            width={photo.src.width}
            height={photo.src.height}
          />
        ) : null}
        <figcaption>
          <span lang={caption.lang}>{caption.text}</span>
          <span className="lightbox-count">
            {index + 1} / {count}
          </span>
        </figcaption>
      </figure>
      <button type="button" className="lightbox-prev" onClick={() => step(-1)}>
        <span aria-hidden="true">‹</span>
        <span className="visually-hidden">{t.previous}</span>
      </button>
      <button type="button" className="lightbox-next" onClick={() => step(1)}>
        <span aria-hidden="true">›</span>
        <span className="visually-hidden">{t.next}</span>
      </button>
      <button type="button" className="lightbox-close" onClick={onClose} ref={close}>
        <span aria-hidden="true">×</span>
        <span className="visually-hidden">{t.close}</span>
      </button>
      {photo.image && (
        <a className="lightbox-full" href={mediaUrl(photo.image.id, photo.image.width, "jpeg")}>
          {t.fullSize}
        </a>
      )}
    </dialog>
  );
}
