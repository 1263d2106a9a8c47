// What the server accepts as an image. Pure rules, unit-tested in rules.test.ts.

export const MIN_SIDE = 16;
export const MAX_SIDE = 12_000;
export const MAX_PIXELS = 60_000_000;
export const MAX_ASPECT = 20;

/**
 * A JPEG starts with the SOI marker (FF D8) followed by another marker (FF xx). The name and the
 * browser's claimed type prove nothing; these bytes are the first proof, the decoder the second.
 */
export function sniffJpeg(bytes: Uint8Array): boolean {
  return bytes.length >= 4 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
}

/**
 * The kind of picture the back office takes (JPEG, PNG or WebP), from its first bytes, or
 * undefined. SVG, GIF, HEIC and the rest are refused before any decoder sees them.
 */
export function sniffPicture(bytes: Uint8Array): "jpeg" | "png" | "webp" | undefined {
  if (sniffJpeg(bytes)) return "jpeg";
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes.length >= 8 && bytes[0] === 0x89 && ascii(1, 4) === "PNG") return "png";
  if (bytes.length >= 12 && ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") return "webp";
  return undefined;
}

/** Why these dimensions are not a sane photo, or undefined when they are. */
export function checkDimensions(width: number, height: number): string | undefined {
  if (!Number.isFinite(width) || !Number.isFinite(height) || width <= 0 || height <= 0)
    return "the image has no readable dimensions.";
  if (width < MIN_SIDE || height < MIN_SIDE)
    return `the image is too small (${width}×${height} pixels; at least ${MIN_SIDE} on each side).`;
  if (width > MAX_SIDE || height > MAX_SIDE || width * height > MAX_PIXELS)
    return `the image is too large (${width}×${height} pixels; at most ${MAX_SIDE} on a side and ${MAX_PIXELS / 1_000_000} megapixels).`;
  if (Math.max(width, height) / Math.min(width, height) > MAX_ASPECT)
    return `the image is too narrow for a photo (${width}×${height} pixels).`;
  return undefined;
}

/** "15 MB" for a byte count, as people write it. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${+(bytes / (1024 * 1024)).toFixed(1)} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} bytes`;
}

export function tooLargeMessage(max: number): string {
  return `the file is larger than ${formatBytes(max)}.`;
}
