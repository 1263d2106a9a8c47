// Test images made on the fly with sharp: real JPEGs with camera metadata, and the fakes an
// uploader might try (text, a renamed PNG, a truncated JPEG).
import sharp from "sharp";

/** Fake GPS position and camera data, as a phone writes them. */
export const CAMERA_EXIF = {
  IFD0: { Make: "LeakyPhone", Model: "GPS-9000", Copyright: "Secret Photographer" },
  IFD3: {
    GPSLatitudeRef: "N",
    GPSLatitude: "25/1 36/1 0/1",
    GPSLongitudeRef: "E",
    GPSLongitude: "85/1 8/1 0/1",
  },
};

/**
 * A JPEG whose left half is `left` and right half `right`; optionally with camera EXIF and an
 * EXIF orientation tag (6 = the viewer must turn it 90° clockwise).
 */
export async function makeJpeg(
  options: {
    width?: number;
    height?: number;
    left?: string;
    right?: string;
    orientation?: number;
    exif?: boolean;
  } = {},
): Promise<Buffer> {
  const { width = 800, height = 600, left = "#d22", right = "#22d" } = options;
  const half = await sharp({
    create: { width: Math.ceil(width / 2), height, channels: 3, background: right },
  })
    .png()
    .toBuffer();
  let img = sharp({ create: { width, height, channels: 3, background: left } })
    .composite([{ input: half, left: Math.floor(width / 2), top: 0 }])
    .jpeg({ quality: 90 });
  if (options.exif) img = img.withExif(CAMERA_EXIF);
  if (options.orientation) img = img.withMetadata({ orientation: options.orientation });
  return img.toBuffer();
}

export async function makePng(width = 300, height = 200): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: "#3a3" } })
    .png()
    .toBuffer();
}

/** The first part of a JPEG: headers intact, scan data cut off. */
export async function makeTruncatedJpeg(): Promise<Buffer> {
  const full = await sharp({
    create: {
      width: 1200,
      height: 900,
      channels: 3,
      background: "#000",
      noise: { type: "gaussian", mean: 128, sigma: 60 },
    },
  })
    .jpeg({ quality: 90 })
    .toBuffer();
  return full.subarray(0, Math.floor(full.length / 2));
}

/** Mean colour of a region, to check which way round pixels ended up. */
export async function regionColour(
  jpeg: Buffer,
  region: { left: number; top: number; width: number; height: number },
) {
  // stats() reads its input, not the pipeline's output: extract first, then measure.
  const part = await sharp(jpeg).extract(region).png().toBuffer();
  const stats = await sharp(part).stats();
  return stats.channels.slice(0, 3).map((c) => Math.round(c.mean));
}
