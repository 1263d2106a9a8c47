// Addresses of the link-preview images (Open Graph, 1200×630 JPEG): one made from a stored image
// at its focal point, and the centre's default made from its names. Shared by seo() (which may run
// in the browser) and the server routes that make them.

import { DEFAULT_ACCENT } from "./brand/accent";

export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;

/** Focal points are rounded to this step, so one image has at most 11 crops (see og-image.ts). */
const FOCUS_STEP = 10;

/** A page's own picture: a stored image, its description and the point a crop keeps. */
export type PageImage = { id: string; alt: string; focus?: string };

/** "30% 70%" (the pages' object-position) → [30, 70], rounded to the step; centre when unreadable. */
export function parseFocus(focus: string | undefined): [number, number] {
  const match = /^\s*(\d{1,3}(?:\.\d+)?)%\s+(\d{1,3}(?:\.\d+)?)%\s*$/.exec(focus ?? "");
  const round = (v: string | undefined) =>
    Math.min(100, Math.round(Number(v ?? 50) / FOCUS_STEP) * FOCUS_STEP);
  return match ? [round(match[1]), round(match[2])] : [50, 50];
}

/** `/media/<id>/og-<x>-<y>.jpg`: the preview of a stored image cropped around its focal point. */
export function ogImagePath(image: Pick<PageImage, "id" | "focus">): string {
  const [x, y] = parseFocus(image.focus);
  return `/media/${image.id}/og-${x}-${y}.jpg`;
}

/** Parses "og-<x>-<y>.jpg"; only the rounded focal points are served (no arbitrary crops). */
export function parseOgFile(file: string): { x: number; y: number } | undefined {
  const match = /^og-(\d{1,3})-(\d{1,3})\.jpg$/.exec(file);
  if (!match) return undefined;
  const [x, y] = [Number(match[1]), Number(match[2])];
  const ok = (v: number) => v <= 100 && v % FOCUS_STEP === 0;
  return ok(x) && ok(y) ? { x, y } : undefined;
}

/** What the default image shows; its hash names the file, so a renamed centre gets a new address. */
export type DefaultOgText = {
  centreName: string;
  centreNameHi: string | null;
  instituteName: string;
  publicUrl: string;
  /** The brand's accent (#rrggbb) and logo, drawn in place of the saffron and the drawn mark. */
  accent?: string;
  logoId?: string | null;
};

// Bump when the default image's design changes: every address changes with it, so link previews
// cached by WhatsApp and others are fetched again.
const DEFAULT_DESIGN = 1;

/** FNV-1a over the texts: small, synchronous and the same in the browser and on the server. */
export function defaultOgKey(text: DefaultOgText): string {
  const input = [
    DEFAULT_DESIGN,
    text.centreName,
    text.centreNameHi ?? "",
    text.instituteName,
    text.publicUrl,
    // Only when chosen: a site with the design's look keeps the addresses it had.
    ...(text.accent && text.accent !== DEFAULT_ACCENT ? [text.accent] : []),
    ...(text.logoId ? [text.logoId] : []),
  ].join("\u0000");
  let hash = 0x811c9dc5;
  for (let i = 0; i < input.length; i++) {
    hash ^= input.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36).padStart(7, "0");
}

/** `/og/default-<key>.jpg`: the centre's own preview, for pages without a picture. */
export function defaultOgPath(text: DefaultOgText): string {
  return `/og/default-${defaultOgKey(text)}.jpg`;
}
