// Image addresses, shared by server and browser. A media id is a content hash, so these
// addresses never change meaning and are cached as immutable.

export type ImageRef = {
  id: string;
  width: number;
  height: number;
  placeholder?: string | null;
};

export const VARIANT_WIDTHS = [320, 640, 960, 1440] as const;
export type ImageFormat = "avif" | "webp" | "jpeg";
const EXT: Record<ImageFormat, string> = { avif: "avif", webp: "webp", jpeg: "jpg" };

/** The widths stored for an image of this width (see the server's pipeline). */
export function variantWidths(width: number): number[] {
  return [...VARIANT_WIDTHS.filter((w) => w < width), width];
}

export function mediaUrl(id: string, width: number, format: ImageFormat): string {
  return `/media/${id}/${width}.${EXT[format]}`;
}

export function srcSet(image: ImageRef, format: ImageFormat, maxWidth = Infinity): string {
  return variantWidths(image.width)
    .filter((w, i, all) => w <= maxWidth || i === 0 || all[i - 1] < maxWidth)
    .map((w) => `${mediaUrl(image.id, w, format)} ${w}w`)
    .join(", ");
}

/** Parses "/media/<id>/<width>.<ext>" parts; undefined for anything else. */
export function parseMediaFile(file: string): { width: number; format: ImageFormat } | undefined {
  const match = /^(\d{2,4})\.(avif|webp|jpg)$/.exec(file);
  if (!match) return undefined;
  const format = match[2] === "jpg" ? "jpeg" : (match[2] as ImageFormat);
  return { width: Number(match[1]), format };
}
