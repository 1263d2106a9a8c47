// Image addresses and upload rules, shared by server and browser. A media id is a content hash,
// so these addresses never change meaning and are cached as immutable.

export type ImageRef = {
  id: string;
  width: number;
  height: number;
  placeholder?: string | null;
};

/** What a gallery grid draws: a stored photo, or (built-in list) a static file without a timestamp. */
export type GalleryItem = {
  id: number;
  /** Stable slot name, e.g. "event-07.jpg": the replacement endpoint's address. */
  name: string;
  alt: string;
  /** Shown under the photo on the gallery page and in the lightbox. */
  caption?: string | null;
  image: ImageRef | null;
  src?: { url: string; width: number; height: number };
  /** The fields shown in English on a Hindi page, their Hindi missing ("alt", "caption"). */
  fallback?: string[];
};

/** Widths made for every image, never wider than the stored original (which is always made). */
export const VARIANT_WIDTHS = [320, 640, 960, 1440] as const;
export type ImageFormat = "avif" | "webp" | "jpeg";
export const IMAGE_FORMATS: ImageFormat[] = ["avif", "webp", "jpeg"];
const EXT: Record<ImageFormat, string> = { avif: "avif", webp: "webp", jpeg: "jpg" };

// The spec's messages, kept exactly.
export const JPEG_ONLY_MESSAGE = "Only .jpg images are allowed. Please select a .jpg file.";
export const REPLACE_SUCCESS_MESSAGE = "Image replaced successfully!";
export const REPLACE_ERROR_PREFIX = "Error updating image: ";

/** The spec's picker rule: the name ends in ".jpg", in any letter case. */
export function isJpgFileName(name: string): boolean {
  return /\.jpg$/i.test(name.trim());
}

/** The widths stored (or made on first request) for an image of this width, ascending. */
export function variantWidths(width: number): number[] {
  return [...VARIANT_WIDTHS.filter((w) => w < width), width];
}

export function mediaUrl(id: string, width: number, format: ImageFormat): string {
  return `/media/${id}/${width}.${EXT[format]}`;
}

/**
 * The srcset of one format. With maxWidth, widths beyond the first one that covers maxWidth are
 * left out (a thumbnail never needs the 1440 px file).
 */
export function srcSet(image: ImageRef, format: ImageFormat, maxWidth = Infinity): string {
  return variantWidths(image.width)
    .filter((w, i, all) => w <= maxWidth || i === 0 || all[i - 1] < maxWidth)
    .map((w) => `${mediaUrl(image.id, w, format)} ${w}w`)
    .join(", ");
}

/** The JPEG `src` for browsers without srcset support: the first width of at least 640 px. */
export function fallbackWidth(image: ImageRef): number {
  const widths = variantWidths(image.width);
  return widths.find((w) => w >= 640) ?? widths[widths.length - 1];
}

/** Parses "<width>.<ext>" of "/media/<id>/<width>.<ext>"; undefined for anything else. */
export function parseMediaFile(file: string): { width: number; format: ImageFormat } | undefined {
  const match = /^([1-9]\d{0,4})\.(avif|webp|jpg)$/.exec(file);
  if (!match) return undefined;
  const format = match[2] === "jpg" ? "jpeg" : (match[2] as ImageFormat);
  return { width: Number(match[1]), format };
}

/** Media ids are base64url content hashes. */
export function isMediaId(id: string): boolean {
  return /^[\w-]{10,64}$/.test(id);
}
