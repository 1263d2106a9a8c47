// The image encoder's own process (decision 019, "Lean by default"). libvips and glibc keep the
// memory an encoding touched in per-thread arenas for the life of the process: encoding the sample
// content's 950 variants left a plain `npm start` at 600–800 MB. Here that memory belongs to a
// child that exits when idle, and the server itself never loads sharp for its images.
//
// Self-contained on purpose (sharp and Node only, no "~/" paths): it is started from its source
// file by encoder.ts, in development, in tests and under `npm start` alike, with no build step.
import sharp, { type Sharp } from "sharp";

sharp.cache(false);
// One libvips thread per encoding: the parent's queue already runs two at once.
sharp.concurrency(1);

/** Largest input the decoder accepts at all (pixels): a decompression bomb stops here. */
const MAX_INPUT_PIXELS = 80_000_000;

/** What the parent may ask; every buffer travels as a Uint8Array (advanced serialisation). */
export type EncoderJob =
  | { op: "metadata"; input: Uint8Array; limit: boolean }
  | { op: "normalise"; input: Uint8Array; maxWidth: number }
  | { op: "decodes"; input: Uint8Array }
  | { op: "placeholder"; input: Uint8Array }
  | {
      op: "variant";
      input: Uint8Array;
      format: string;
      width: number;
      height: number;
      resize: boolean;
    }
  | { op: "png"; input: Uint8Array }
  | { op: "crash" };

export type ImageFacts = {
  format?: string;
  width: number;
  height: number;
  shownWidth: number;
  shownHeight: number;
  orientation: number;
  space?: string;
  hasMetadata: boolean;
};

// AVIF effort 2 keeps encoding fast; the size gain of higher efforts is a few percent at these
// dimensions.
const encoders: Record<string, (img: Sharp) => Sharp> = {
  avif: (img) => img.avif({ quality: 50, effort: 2 }),
  webp: (img) => img.webp({ quality: 72, effort: 4 }),
  jpeg: (img) => img.jpeg({ quality: 78, mozjpeg: true, progressive: true }),
};

async function run(job: EncoderJob): Promise<unknown> {
  switch (job.op) {
    case "metadata": {
      const meta = await sharp(job.input, {
        limitInputPixels: job.limit ? MAX_INPUT_PIXELS : false,
      }).metadata();
      const shown = meta.autoOrient ?? { width: meta.width ?? 0, height: meta.height ?? 0 };
      return {
        format: meta.format,
        width: meta.width ?? 0,
        height: meta.height ?? 0,
        shownWidth: shown.width,
        shownHeight: shown.height,
        orientation: meta.orientation ?? 1,
        space: meta.space,
        hasMetadata: Boolean(meta.exif || meta.icc || meta.xmp || meta.iptc),
      } satisfies ImageFacts;
    }
    case "normalise": {
      // failOn "error" also stops on truncated data, so a cut-off upload never becomes a grey
      // photo. sharp keeps no metadata unless asked; autoOrient turns the pixels instead of
      // tagging them.
      const { data, info } = await sharp(job.input, {
        failOn: "error",
        limitInputPixels: MAX_INPUT_PIXELS,
      })
        .autoOrient()
        .resize({ width: job.maxWidth, withoutEnlargement: true })
        .toColourspace("srgb")
        // A JPEG has no transparency: a PNG logo's transparent parts become white, not black.
        .flatten({ background: "#ffffff" })
        .jpeg({ quality: 90, chromaSubsampling: "4:4:4" })
        .toBuffer({ resolveWithObject: true });
      return { data, width: info.width, height: info.height };
    }
    case "decodes":
      await sharp(job.input, { failOn: "error", limitInputPixels: MAX_INPUT_PIXELS })
        .raw()
        .toBuffer();
      return true;
    case "placeholder":
      return sharp(job.input).resize({ width: 16 }).blur(1).webp({ quality: 40 }).toBuffer();
    case "variant": {
      const img = sharp(job.input);
      const resized = job.resize ? img.resize({ width: job.width, height: job.height }) : img;
      const encode = encoders[job.format];
      if (!encode) throw new Error(`unknown image format ${job.format}`);
      return encode(resized).toBuffer();
    }
    case "png":
      return sharp(job.input).png({ compressionLevel: 0 }).toBuffer();
    case "crash":
      // Test seam: a child that dies mid-job, as libvips would on a fatal fault.
      process.kill(process.pid, "SIGKILL");
      return undefined;
  }
}

type Request = { id: number; job: EncoderJob };

process.on("message", async ({ id, job }: Request) => {
  try {
    process.send?.({ id, ok: true, value: await run(job) });
  } catch (error) {
    process.send?.({
      id,
      ok: false,
      error: error instanceof Error ? error.message : String(error),
    });
  }
});
// The parent closing the channel (it stopped, or retired this child) ends this process.
process.on("disconnect", () => process.exit(0));
