import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { useRevalidator, useRouteLoaderData } from "react-router";
import { fallbackLang } from "~/lib/i18n/content";
import { fieldLang } from "~/lib/i18n/field-lang";
import { useT } from "~/lib/i18n/use-t";
import type { GalleryItem, ImageRef } from "~/lib/media";
import { mediaUrl } from "~/lib/media";
import type { loader as rootLoader } from "~/root";
import { lightboxCaption } from "./lightbox-caption";
import { LABEL_COUNT, LABEL_N } from "./lightbox-rules";
import { Picture } from "./picture";
import "./gallery-grid.css";

// Only admins need the Change control and only a click opens the lightbox: both load on demand,
// keeping them out of every visitor's first-load JavaScript.
const PhotoReplace = lazy(() =>
  import("./photo-replace").then((m) => ({ default: m.PhotoReplace })),
);
const Lightbox = lazy(() => import("./lightbox").then((m) => ({ default: m.Lightbox })));

export type { GalleryItem };

// The drawn width, column by column (gallery-grid.css, inside .container's 1.25rem padding): a
// phone at DPR 1.75 then takes the 320 px file for a 180 px thumbnail, not the 640 px one.
const SIZES =
  "(min-width: 64rem) 16.625rem, (min-width: 40rem) calc(33.3vw - 1.34rem), calc(50vw - 1.625rem)";

function Thumb({ photo, eager }: { photo: GalleryItem; eager: boolean }) {
  const lang = fallbackLang(photo, "alt").lang;
  if (photo.image)
    return <Picture image={photo.image} alt={photo.alt} lang={lang} sizes={SIZES} eager={eager} />;
  if (photo.src)
    return (
      <img
        src={photo.src.url}
        alt={photo.alt}
        lang={lang}
        width={photo.src.width}
        height={photo.src.height}
        loading={eager ? "eager" : "lazy"}
        decoding="async"
      />
    );
  return null;
}

/** Where a photo opens without JavaScript (and what the lightbox link points at). */
function fullSizeUrl(photo: GalleryItem): string | undefined {
  if (photo.image) return mediaUrl(photo.image.id, photo.image.width, "jpeg");
  return photo.src?.url;
}

/**
 * What the script of a page without the React app needs to build the same viewer
 * (islands/widgets/lightbox.ts): the dialog's words, in the page's language, on the grid.
 */
function useLightboxWords() {
  const t = useT().people.lightbox;
  return {
    "data-island": "lightbox",
    "data-label": t.label(LABEL_N, LABEL_COUNT),
    "data-previous": t.previous,
    "data-next": t.next,
    "data-close": t.close,
    "data-full": t.fullSize,
  };
}

/**
 * The gallery photos as a grid. Admins (as the server says, through the root loader's viewer;
 * never browser storage) get a Change button on every photo. With `lightbox`, a photo opens in a
 * keyboard-operable viewer; without JavaScript it links to the full-size file. On a page without
 * the React app the `lightbox` island opens the same viewer (its data-* are inert in the app).
 */
export function GalleryGrid({
  photos,
  lightbox = false,
  captions = false,
  eager = 0,
}: {
  photos: GalleryItem[];
  lightbox?: boolean;
  /**
   * How many photos are on the first screen (a phone's two rows) where the grid opens a page:
   * they load with the document, not once layout finds them in view. A Hindi lead is shorter
   * than the English one, so there the first photo is the largest thing on screen (LCP).
   */
  eager?: number;
  /** Each photo's caption under it (the gallery page; the home preview shows pictures only). */
  captions?: boolean;
}) {
  const t = useT().people.gallery;
  const words = useLightboxWords();
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const canChange = root?.viewer?.role === "admin";
  const revalidator = useRevalidator();
  // A replaced image and its alt text show at once, until fresh loader data no longer has the
  // image it replaced.
  const [replaced, setReplaced] = useState<
    Record<string, { from: string; image: ImageRef; alt: string }>
  >({});
  const shown = photos.map((p) => {
    const r = replaced[p.name];
    return r && p.image?.id === r.from ? { ...p, image: r.image, alt: r.alt } : p;
  });
  const [open, setOpen] = useState<number | null>(null);
  const opener = useRef<HTMLElement | null>(null);

  useEffect(() => {
    if (open === null && opener.current) {
      opener.current.focus();
      opener.current = null;
    }
  }, [open]);

  if (photos.length === 0) return null;
  return (
    <>
      <ul className="gallery-grid" {...(lightbox ? words : {})}>
        {shown.map((photo, i) => (
          <li key={photo.id} className="gallery-grid__item">
            <figure className="gallery-grid__figure">
              {lightbox && fullSizeUrl(photo) ? (
                <a
                  className="gallery-grid__open"
                  href={fullSizeUrl(photo)}
                  aria-label={t.openPhoto(photo.alt)}
                  // What the island's viewer says under the photo (else the image's alt).
                  data-caption={photo.caption || undefined}
                  data-caption-lang={lightboxCaption(photo).lang}
                  onClick={(e) => {
                    if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
                    e.preventDefault();
                    opener.current = e.currentTarget;
                    setOpen(i);
                  }}
                >
                  <Thumb photo={photo} eager={i < eager} />
                </a>
              ) : (
                <Thumb photo={photo} eager={i < eager} />
              )}
              {captions && photo.caption && (
                <figcaption
                  className="gallery-grid__caption"
                  lang={fieldLang(photo, "caption", photo.caption)}
                >
                  {photo.caption}
                </figcaption>
              )}
            </figure>
            {canChange && photo.image && (
              <Suspense fallback={null}>
                <PhotoReplace
                  name={photo.name}
                  label={photo.alt}
                  onReplaced={({ image, alt }) => {
                    const from = photos[i].image?.id ?? "";
                    setReplaced((r) => ({ ...r, [photo.name]: { from, image, alt } }));
                    revalidator.revalidate();
                  }}
                />
              </Suspense>
            )}
          </li>
        ))}
      </ul>
      {open !== null && (
        <Suspense fallback={null}>
          <Lightbox photos={shown} index={open} onIndex={setOpen} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </>
  );
}
