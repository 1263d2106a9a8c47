// What the lightbox says under a photo, in the React viewer (lightbox.tsx) and in the data the
// grid writes for the script of the pages without the app (gallery-grid.tsx, widgets/lightbox.ts).
import { fieldLang } from "~/lib/i18n/field-lang";
import type { GalleryItem } from "~/lib/media";

/** The staff's caption where there is one; else the photo's description, for everyone. */
export function lightboxCaption(photo: GalleryItem): {
  text: string;
  lang: "en" | "hi" | undefined;
} {
  return photo.caption
    ? { text: photo.caption, lang: fieldLang(photo, "caption", photo.caption) }
    : { text: photo.alt, lang: fieldLang(photo, "alt", photo.alt) };
}
