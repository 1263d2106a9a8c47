import path from "node:path";
import type { OverlayOptions } from "sharp";
import { findUp } from "~/.server/files";
import { type AccentShades, accentShades, DEFAULT_ACCENT } from "~/lib/brand/accent";
import { type DefaultOgText, defaultOgKey, OG_HEIGHT, OG_WIDTH } from "~/lib/og-image";
import { runEncode } from "./encode-queue";
import { loadSharp } from "./sharp-later";

// The centre's link preview for pages without a picture of their own: its mark, names and address
// on the site's navy and saffron (app/styles/global.css), drawn here on the server from the
// Settings, so nothing is fetched from elsewhere and a renamed centre gets a new image.

const NAVY_950 = "#081330";
const NAVY_700 = "#1e3a75";
const NAVY_100 = "#e3e9f5";

const TEXT_LEFT = 88;
/** Where the brand's logo goes, inside a white tile at the top left. */
const LOGO_BOX = { width: 280, height: 80 };
const TEXT_WIDTH = 720;

/**
 * The background: gradient, the centre's mark (icons.tsx) small at the top (or a white tile for
 * the brand's logo) and large as a sun, in the brand's accent.
 */
function backdrop(accent: AccentShades, withLogo: boolean): Buffer {
  const SAFFRON_500 = accent.s500;
  const SAFFRON_400 = accent.s400;
  const mark = `<path d="M9 27a11 11 0 0 1 22 0z" fill="${SAFFRON_500}"/>
    <path d="M20 9v4M10.1 13.1l2.8 2.8M29.9 13.1l-2.8 2.8M6 22h3M31 22h3" stroke="${SAFFRON_400}"
      stroke-width="2.2" stroke-linecap="round" fill="none"/>`;
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${OG_WIDTH}" height="${OG_HEIGHT}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${NAVY_950}"/><stop offset="1" stop-color="${NAVY_700}"/>
    </linearGradient></defs>
    <rect width="${OG_WIDTH}" height="${OG_HEIGHT}" fill="url(#g)"/>
    <g transform="translate(800 170) scale(10)" opacity="0.9">${mark}
      <path d="M7 30h26" stroke="#fff" stroke-width="1.2" stroke-linecap="round"/></g>
    ${
      withLogo
        ? `<rect x="${TEXT_LEFT}" y="56" width="${LOGO_BOX.width + 16}" height="${LOGO_BOX.height + 16}" rx="14" fill="#fff"/>`
        : `<g transform="translate(${TEXT_LEFT} 64)">
      <rect width="80" height="80" rx="20" fill="#0b1b3f" stroke="${SAFFRON_400}" stroke-width="2"/>
      <g transform="scale(2)">${mark}<path d="M7 30h26" stroke="#fff" stroke-width="2.2"
        stroke-linecap="round"/></g></g>`
    }
    <rect y="${OG_HEIGHT - 18}" width="${OG_WIDTH}" height="18" fill="${SAFFRON_500}"/>
  </svg>`);
}

const FONTS = "app/.server/media/fonts";
const SANS = { family: "DejaVu Sans", file: "dejavu-sans-latin.ttf" };
const SANS_BOLD = { family: "DejaVu Sans Bold", file: "dejavu-sans-bold-latin.ttf" };
const DEVANAGARI = { family: "Noto Sans Devanagari Bold", file: "noto-sans-devanagari-700.ttf" };

/**
 * A font of fonts/ (see its README): the site's Devanagari and a Latin sans, so the image is the
 * same on a server without fonts.
 */
const fontFile = (name: string) => findUp(path.join(FONTS, name));

const escapeMarkup = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

type Font = { family: string; file: string };
type Line = { text: string; colour: string; font: Font; sizes: number[]; maxHeight: number };

/**
 * One block of text, at the largest of `sizes` that fits `maxHeight` (long names wrap onto more
 * lines at a smaller size). Undefined when the text cannot be drawn: the image is still made,
 * without it.
 */
async function textLayer(line: Line) {
  for (const [i, size] of line.sizes.entries()) {
    try {
      const { data, info } = await (await loadSharp())({
        text: {
          text: `<span foreground="${line.colour}">${escapeMarkup(line.text)}</span>`,
          font: `${line.font.family} ${size}px`,
          fontfile: fontFile(line.font.file),
          width: TEXT_WIDTH,
          wrap: "word",
          rgba: true,
          dpi: 72,
        },
      })
        .png()
        .toBuffer({ resolveWithObject: true });
      if (info.height <= line.maxHeight) return { input: data, height: info.height };
      if (i === line.sizes.length - 1) {
        // Still too long at the smallest size: its first lines, cut at the block's height.
        const cut = { left: 0, top: 0, width: info.width, height: line.maxHeight };
        return {
          input: await (await loadSharp())(data).extract(cut).png().toBuffer(),
          height: cut.height,
        };
      }
    } catch (error) {
      console.warn("Link preview: text not drawn:", error);
      return undefined;
    }
  }
  return undefined;
}

/** Renders the default preview (1200×630 JPEG) for these texts, with the brand's logo if any. */
export async function renderDefaultOg(text: DefaultOgText, logo?: Buffer): Promise<Buffer> {
  const accent = accentShades(text.accent ?? DEFAULT_ACCENT);
  const SAFFRON_400 = accent.s400;
  const host = text.publicUrl.replace(/^https?:\/\//i, "").replace(/\/+$/, "");
  const lines: (Line & { gap: number })[] = [
    {
      text: text.centreName,
      colour: "#ffffff",
      font: SANS_BOLD,
      sizes: [76, 64, 54, 46],
      maxHeight: 210,
      gap: 18,
    },
    ...(text.centreNameHi
      ? [
          {
            text: text.centreNameHi,
            colour: SAFFRON_400,
            font: DEVANAGARI,
            sizes: [46, 38, 32],
            maxHeight: 120,
            gap: 18,
          },
        ]
      : []),
    {
      text: text.instituteName,
      colour: NAVY_100,
      font: SANS,
      sizes: [34, 28, 24],
      maxHeight: 90,
      gap: 0,
    },
  ];
  const layers: OverlayOptions[] = [];
  let top = 184;
  for (const line of lines) {
    const layer = await textLayer(line);
    if (!layer) continue;
    if (top + layer.height > OG_HEIGHT - 110) break; // leave the address its room
    layers.push({ input: layer.input, left: TEXT_LEFT, top: Math.round(top) });
    top += layer.height + line.gap;
  }
  const address = await textLayer({
    text: host,
    colour: SAFFRON_400,
    font: SANS_BOLD,
    sizes: [30, 24],
    maxHeight: 44,
  });
  if (address) layers.push({ input: address.input, left: TEXT_LEFT, top: OG_HEIGHT - 84 });
  const logoLayer = logo && (await fitLogo(logo));
  if (logoLayer) layers.push({ input: logoLayer, left: TEXT_LEFT + 8, top: 64 });
  return (await loadSharp())(backdrop(accent, Boolean(logoLayer)))
    .composite(layers)
    .flatten({ background: NAVY_950 })
    .jpeg({ quality: 82, mozjpeg: true, progressive: true })
    .toBuffer();
}

/** The logo within its box, on white; undefined when it cannot be read (the mark is drawn then). */
async function fitLogo(bytes: Buffer): Promise<Buffer | undefined> {
  try {
    return await (await loadSharp())(bytes)
      .resize({ ...LOGO_BOX, fit: "contain", background: "#ffffff" })
      .flatten({ background: "#ffffff" })
      .png()
      .toBuffer();
  } catch (error) {
    console.warn("Link preview: logo not drawn:", error);
    return undefined;
  }
}

// The few latest renderings, by their texts' key: drawing one takes a fraction of a second, and
// every server draws the same image from the same Settings, so nothing is stored.
const cache = new Map<string, Promise<Buffer>>();

/** The default preview for these texts, drawn once per process and kept (a few names at most). */
export function getDefaultOg(
  text: DefaultOgText,
  logo?: () => Promise<Buffer | undefined>,
): Promise<Buffer> {
  const key = defaultOgKey(text);
  let job = cache.get(key);
  if (!job) {
    job = (async () => {
      const bytes = text.logoId && logo ? await logo() : undefined;
      return runEncode("now", () => renderDefaultOg(text, bytes));
    })();
    job.catch(() => cache.delete(key));
    cache.set(key, job);
    for (const old of cache.keys()) if (cache.size > 4 && old !== key) cache.delete(old);
  }
  return job;
}
