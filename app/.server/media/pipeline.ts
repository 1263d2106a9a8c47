import { createHash } from "node:crypto";
import sharp, { type Sharp } from "sharp";
import type { MediaFormat } from "../db/schema/media.ts";

/** Widths made for every image (never wider than the original). */
export const VARIANT_WIDTHS = [320, 640, 960, 1440] as const;
export const FORMATS: MediaFormat[] = ["avif", "webp", "jpeg"];

export type Variant = { format: MediaFormat; width: number; height: number; bytes: Buffer };
export type ProcessedImage = {
  id: string;
  width: number;
  height: number;
  placeholder: string;
  variants: Variant[];
};

// AVIF effort 2 keeps a first start with the sample content fast; the size gain of higher
// efforts is a few percent at these dimensions.
const encoders: Record<MediaFormat, (img: Sharp) => Sharp> = {
  avif: (img) => img.avif({ quality: 50, effort: 2 }),
  webp: (img) => img.webp({ quality: 72, effort: 4 }),
  jpeg: (img) => img.jpeg({ quality: 78, mozjpeg: true, progressive: true }),
};

/**
 * Normalises an image (orientation applied, metadata stripped, sRGB) and makes its responsive
 * variants. The id is a hash of the normalised pixels' encoding, so the same photo always gets the
 * same id and a different photo a different address.
 */
export async function processImage(input: Buffer, maxWidth = 1600): Promise<ProcessedImage> {
  // rotate() applies EXIF orientation; sharp drops all metadata (EXIF, GPS, XMP) unless asked.
  const base = await sharp(input, { failOn: "error" })
    .rotate()
    .resize({ width: maxWidth, withoutEnlargement: true })
    .toColourspace("srgb")
    .jpeg({ quality: 92 })
    .toBuffer({ resolveWithObject: true });
  const { width, height } = base.info;
  const id = createHash("sha256").update(base.data).digest("base64url").slice(0, 22);

  const widths = [...VARIANT_WIDTHS.filter((w) => w < width), width].filter(
    (w, i, all) => all.indexOf(w) === i,
  );
  const variants: Variant[] = [];
  for (const w of widths) {
    const h = Math.round((height * w) / width);
    for (const format of FORMATS) {
      const bytes = await encoders[format](sharp(base.data).resize({ width: w })).toBuffer();
      variants.push({ format, width: w, height: h, bytes });
    }
  }
  const tiny = await sharp(base.data)
    .resize({ width: 16 })
    .blur(1)
    .webp({ quality: 40 })
    .toBuffer();
  return {
    id,
    width,
    height,
    placeholder: `data:image/webp;base64,${tiny.toString("base64")}`,
    variants,
  };
}
