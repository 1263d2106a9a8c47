import { createHash } from "node:crypto";
import { DomainError } from "~/.server/errors";
import { IMAGE_FORMATS, type ImageFormat, variantWidths } from "~/lib/media";
import { EncoderRefusal, encode, toBuffer } from "./encoder";
import type { ImageFacts } from "./encoder-child";
import { checkDimensions, sniffJpeg } from "./rules";

export { VARIANT_WIDTHS } from "~/lib/media";
export const FORMATS: ImageFormat[] = IMAGE_FORMATS;

// Every sharp call runs in the encoder's child process (encoder.ts says why); this module keeps
// the rules and the reasons a person reads.

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
  let meta: ImageFacts;
  try {
    meta = await encode<ImageFacts>({ op: "metadata", input, limit: false });
  } catch (error) {
    if (!(error instanceof EncoderRefusal)) throw error;
    throw new DomainError("the file is not an image that can be read.");
  }
  if (jpegOnly && meta.format !== "jpeg") throw new DomainError("the file is not a JPEG image.");
  const problem = checkDimensions(meta.shownWidth, meta.shownHeight);
  if (problem) throw new DomainError(problem);

  let base: { data: Buffer; width: number; height: number };
  try {
    const made = await encode<{ data: Uint8Array; width: number; height: number }>({
      op: "normalise",
      input,
      maxWidth,
    });
    base = { ...made, data: toBuffer(made.data) };
  } catch (error) {
    // A child that died is not the image's fault: that error goes on as it is.
    if (!(error instanceof EncoderRefusal)) throw error;
    throw new DomainError(
      /truncat|premature|end of/i.test(error.message)
        ? "the image data is incomplete (truncated file)."
        : "the image data is damaged and cannot be decoded.",
    );
  }
  const { width, height } = base;
  const id = mediaIdOf(base.data);
  return { id, width, height, placeholder: await placeholder(base.data), source: base.data };
}

/** An image's id: the content hash of its normalised bytes (the same picture, the same id). */
export function mediaIdOf(bytes: Buffer): string {
  return createHash("sha256").update(bytes).digest("base64url").slice(0, 22);
}

/** A blurred 16-pixel WebP of the image, shown while the picture loads. */
async function placeholder(input: Buffer): Promise<string> {
  const tiny = await encode<Uint8Array>({ op: "placeholder", input }, "buffer");
  return `data:image/webp;base64,${Buffer.from(tiny).toString("base64")}`;
}

/**
 * The image as it is, when it already is a normalised original (a picture a content file
 * carries, exported from a site of ours): a JPEG without metadata or a turn to apply, in sRGB, of
 * sane dimensions, that decodes to its end. Undefined otherwise (it is then stored as an upload).
 * Keeping the bytes keeps the id (their hash), and with it every address of the picture.
 */
export async function asNormalised(input: Buffer): Promise<NormalisedImage | undefined> {
  if (!sniffJpeg(input)) return undefined;
  let meta: ImageFacts;
  try {
    meta = await encode<ImageFacts>({ op: "metadata", input, limit: true });
    const plain =
      meta.format === "jpeg" &&
      !meta.hasMetadata &&
      meta.orientation === 1 &&
      meta.space === "srgb";
    if (!plain || checkDimensions(meta.width, meta.height)) return undefined;
    await encode({ op: "decodes", input });
  } catch (error) {
    if (error instanceof EncoderRefusal) return undefined;
    throw error;
  }
  return {
    id: mediaIdOf(input),
    width: meta.width,
    height: meta.height,
    placeholder: await placeholder(input),
    source: input,
  };
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
  const bytes = await encode<Buffer>(
    { op: "variant", input: source, format, width, height, resize: width !== sourceWidth },
    "buffer",
  );
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
