import { createHash } from "node:crypto";
import sharp, { type Metadata, type OutputInfo, type Sharp } from "sharp";
import { DomainError } from "~/.server/errors";
import { IMAGE_FORMATS, type ImageFormat, variantWidths } from "~/lib/media";
import { checkDimensions, sniffJpeg } from "./rules";

export { VARIANT_WIDTHS } from "~/lib/media";
export const FORMATS: ImageFormat[] = IMAGE_FORMATS;

// Every image is encoded once and stored, so libvips' operation cache only holds memory.
sharp.cache(false);
// One thread per encoding: the encode queue already runs two at once, and each libvips thread
// keeps malloc arenas of its own. sharp picks one on glibc already, but every core under
// jemalloc, the allocator decision 019 recommends; one measured a little leaner.
sharp.concurrency(1);

/** Largest input the decoder accepts at all (pixels): a decompression bomb stops here. */
const MAX_INPUT_PIXELS = 80_000_000;

export type Variant = { format: ImageFormat; width: number; height: number; bytes: Buffer };

/** An image after normalisation: what is stored at once; variants are made from `source`. */
export type NormalisedImage = {
  id: string;
  width: number;
  height: number;
  placeholder: string;
  /** Orientation applied, metadata stripped, sRGB, at most maxWidth wide; high-quality JPEG. */
  source: Buffer;
};

export type ProcessedImage = NormalisedImage & { variants: Variant[] };

// AVIF effort 2 keeps encoding fast; the size gain of higher efforts is a few percent at these
// dimensions.
const encoders: Record<ImageFormat, (img: Sharp) => Sharp> = {
  avif: (img) => img.avif({ quality: 50, effort: 2 }),
  webp: (img) => img.webp({ quality: 72, effort: 4 }),
  jpeg: (img) => img.jpeg({ quality: 78, mozjpeg: true, progressive: true }),
};

/**
 * Checks and normalises an image: EXIF orientation applied, every piece of metadata (EXIF, GPS,
 * XMP, ICC) dropped, sRGB, at most maxWidth wide. With `jpegOnly` (uploads) the bytes must be a
 * JPEG whatever the file is called. Throws a DomainError with a reason a person can act on.
 */
export async function normaliseImage(
  input: Buffer,
  options: { maxWidth?: number; jpegOnly?: boolean } = {},
): Promise<NormalisedImage> {
  const { maxWidth = 1600, jpegOnly = false } = options;
  if (jpegOnly && !sniffJpeg(input)) throw new DomainError("the file is not a JPEG image.");
  let meta: Metadata;
  try {
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw new DomainError("the file is not an image that can be read.");
  }
  if (jpegOnly && meta.format !== "jpeg") throw new DomainError("the file is not a JPEG image.");
  const shown = meta.autoOrient ?? { width: meta.width ?? 0, height: meta.height ?? 0 };
  const problem = checkDimensions(shown.width, shown.height);
  if (problem) throw new DomainError(problem);

  let base: { data: Buffer; info: OutputInfo };
  try {
    // failOn "error" also stops on truncated data, so a cut-off upload never becomes a grey photo.
    // sharp keeps no metadata unless asked; autoOrient turns the pixels instead of tagging them.
    base = await sharp(input, { failOn: "error", limitInputPixels: MAX_INPUT_PIXELS })
      .autoOrient()
      .resize({ width: maxWidth, withoutEnlargement: true })
      .toColourspace("srgb")
      // A JPEG has no transparency: a PNG logo's transparent parts become white, not black.
      .flatten({ background: "#ffffff" })
      .jpeg({ quality: 90, chromaSubsampling: "4:4:4" })
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    throw new DomainError(
      /truncat|premature|end of/i.test(detail)
        ? "the image data is incomplete (truncated file)."
        : "the image data is damaged and cannot be decoded.",
    );
  }
  const { width, height } = base.info;
  const id = createHash("sha256").update(base.data).digest("base64url").slice(0, 22);
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
    source: base.data,
  };
}

/**
 * The image as it is, when it already is a normalised original (a picture a content file
 * carries, exported from a site of ours): a JPEG without metadata or a turn to apply, in sRGB, of
 * sane dimensions, that decodes to its end. Undefined otherwise (it is then stored as an upload).
 * Keeping the bytes keeps the id (their hash), and with it every address of the picture.
 */
export async function asNormalised(input: Buffer): Promise<NormalisedImage | undefined> {
  if (!sniffJpeg(input)) return undefined;
  try {
    const meta = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    const plain =
      meta.format === "jpeg" &&
      !meta.exif &&
      !meta.icc &&
      !meta.xmp &&
      !meta.iptc &&
      (meta.orientation ?? 1) === 1 &&
      meta.space === "srgb";
    if (!plain || checkDimensions(meta.width ?? 0, meta.height ?? 0)) return undefined;
    await sharp(input, { failOn: "error", limitInputPixels: MAX_INPUT_PIXELS }).raw().toBuffer();
    const tiny = await sharp(input).resize({ width: 16 }).blur(1).webp({ quality: 40 }).toBuffer();
    return {
      id: createHash("sha256").update(input).digest("base64url").slice(0, 22),
      width: meta.width ?? 0,
      height: meta.height ?? 0,
      placeholder: `data:image/webp;base64,${tiny.toString("base64")}`,
      source: input,
    };
  } catch {
    return undefined;
  }
}

/** Encodes one variant of a normalised image. */
export async function encodeVariant(
  source: Buffer,
  sourceWidth: number,
  sourceHeight: number,
  format: ImageFormat,
  width: number,
): Promise<Variant> {
  const height = Math.max(1, Math.round((sourceHeight * width) / sourceWidth));
  const img = sharp(source);
  const bytes = await encoders[format](
    width === sourceWidth ? img : img.resize({ width, height }),
  ).toBuffer();
  return { format, width, height, bytes };
}

/** Every variant an image of this size gets: each width in each format, AVIF first. */
export function variantPlan(width: number): { format: ImageFormat; width: number }[] {
  return FORMATS.flatMap((format) => variantWidths(width).map((w) => ({ format, width: w })));
}

/** Normalises and makes every variant now (admin replacement: nothing is left for later). */
export async function processImage(
  input: Buffer,
  maxWidth = 1600,
  options: { jpegOnly?: boolean } = {},
): Promise<ProcessedImage> {
  const image = await normaliseImage(input, { maxWidth, ...options });
  const variants: Variant[] = [];
  for (const v of variantPlan(image.width)) {
    variants.push(await encodeVariant(image.source, image.width, image.height, v.format, v.width));
  }
  return { ...image, variants };
}
