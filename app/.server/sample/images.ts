// Pictures of the sample content, drawn in code (SVG scenes rasterised with sharp), so nothing
// is downloaded and no real photo of anyone is used. Each picture is seeded by its entity's name:
// the same content always gives the same image (and the same media id).
import { encode } from "~/.server/media/encoder";
import { eventSvg, supportSvg } from "~/.server/sample/art/banners";
import { gallerySvg } from "~/.server/sample/art/gallery";
import { portraitSvg } from "~/.server/sample/art/portrait";
import { startupSvg } from "~/.server/sample/art/startup";
import type {
  SeedEvent,
  SeedGalleryPhoto,
  SeedStartup,
  SeedSupportTab,
} from "~/.server/sample/data/types";

/** One picture to make: its file name, how to draw it and the widest variant to keep. */
export type SampleImage = { name: string; maxWidth: number; svg: () => string };

/**
 * Uncompressed PNG: storeImage normalises every picture to a high-quality JPEG anyway, so an
 * intermediate JPEG would only add a second lossy pass and about half the seeding CPU time.
 */
export function rasterise(svgText: string): Promise<Buffer> {
  // In the encoder's child process, like every image: the server itself never loads libvips.
  return encode({ op: "png", input: Buffer.from(svgText) }, "buffer");
}

function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

export function portraitImage(name: string): SampleImage {
  return { name: `portrait-${slugify(name)}.jpg`, maxWidth: 400, svg: () => portraitSvg(name) };
}

export function startupImage(s: SeedStartup): SampleImage {
  return {
    name: `startup-${s.slug}.jpg`,
    maxWidth: 800,
    svg: () => startupSvg(s.name.en, s.sector),
  };
}

export function eventImage(e: SeedEvent): SampleImage {
  return { name: `event-${e.slug}.jpg`, maxWidth: 1200, svg: () => eventSvg(e) };
}

export function galleryImage(g: SeedGalleryPhoto): SampleImage {
  return { name: g.name, maxWidth: 1440, svg: () => gallerySvg(g) };
}

export function supportImage(t: SeedSupportTab): SampleImage {
  return { name: `support-${t.kind}.jpg`, maxWidth: 960, svg: () => supportSvg(t.kind) };
}
