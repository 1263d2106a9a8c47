// The centre's accent colour (Brand): the saffron of the design by default, any #rrggbb that keeps
// the text the site puts on and beside it readable (WCAG 2.1 AA, 4.5:1). The site uses it three
// ways (app/styles/global.css): as the primary buttons' background under dark navy text (-500,
// hover -400), as link and label text on the dark navy sections and the footer (-400), and as
// accent text on white (-700, derived dark enough). Only the first two can fail for a chosen
// colour; -700 is darkened until it passes, so it never refuses one.

/** The design's saffron: the accent a fresh site has, with its hand-picked shades. */
export const DEFAULT_ACCENT = "#f59e0b";
const DESIGNED: AccentShades = {
  s500: "#f59e0b",
  s400: "#fbb13c",
  s100: "#fff1d6",
  s700: "#a34a04",
};

/** The text colours the accent meets (global.css: --navy-950 on buttons, --navy-900 sections). */
export const BUTTON_TEXT = "#081330";
export const DARK_SECTION = "#0b1b3f";
export const WHITE = "#ffffff";
/** WCAG 2.1 AA for normal text. */
export const AA = 4.5;

export type AccentShades = { s500: string; s400: string; s100: string; s700: string };

const HEX = /^#[0-9a-f]{6}$/;

/** "#F59E0B", " #f59e0b " → "#f59e0b"; undefined when it is not six hex digits after a #. */
export function normaliseHex(value: string): string | undefined {
  const v = value.trim().toLowerCase();
  return HEX.test(v) ? v : undefined;
}

function rgb(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

const toHex = (c: number[]) =>
  `#${c
    .map((v) =>
      Math.round(Math.min(255, Math.max(0, v)))
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;

/** WCAG relative luminance of an sRGB colour. */
export function luminance(hex: string): number {
  const [r, g, b] = rgb(hex).map((v) => {
    const c = v / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The WCAG contrast ratio of two colours (1 to 21). */
export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/** `amount` (0 to 1) of `other` mixed into `hex`. */
export function mix(hex: string, other: string, amount: number): string {
  const a = rgb(hex);
  const b = rgb(other);
  return toHex(a.map((v, i) => v + (b[i] - v) * amount));
}

/**
 * The four shades the stylesheet uses, from the one accent colour: the design's own for its
 * saffron, else lighter ones mixed with white and a dark one mixed with black until accent text
 * on white reaches 4.5:1.
 */
export function accentShades(accent: string): AccentShades {
  const hex = normaliseHex(accent) ?? DEFAULT_ACCENT;
  if (hex === DEFAULT_ACCENT) return { ...DESIGNED };
  let dark = 0.3;
  let s700 = mix(hex, "#000000", dark);
  while (contrast(s700, WHITE) < AA && dark < 1) {
    dark = Math.min(1, dark + 0.05);
    s700 = mix(hex, "#000000", dark);
  }
  return { s500: hex, s400: mix(hex, WHITE, 0.2), s100: mix(hex, WHITE, 0.88), s700 };
}

/** "4.46:1": cut, never rounded up, so a refused colour never reads as 4.5:1. */
export const ratio = (value: number) => `${(Math.floor(value * 100) / 100).toFixed(2)}:1`;

/**
 * Why a colour cannot be the accent, in words an admin can act on; undefined when it can.
 * Checks the pairs the site draws with it (see the top of this file).
 */
export function accentProblem(value: string): string | undefined {
  const hex = normaliseHex(value);
  if (!hex) return "Accent colour: a # and six hexadecimal digits, e.g. #f59e0b.";
  const shades = accentShades(hex);
  const onButton = contrast(BUTTON_TEXT, shades.s500);
  if (onButton < AA)
    return `Accent colour ${hex} is too dark: the buttons' dark text on it has a contrast of ${ratio(onButton)}, and WCAG AA asks for at least 4.5:1. Choose a lighter colour.`;
  const onDark = contrast(shades.s400, DARK_SECTION);
  if (onDark < AA)
    return `Accent colour ${hex} is too dark: its light shade as link text on the dark sections has a contrast of ${ratio(onDark)}, and WCAG AA asks for at least 4.5:1. Choose a lighter colour.`;
  return undefined;
}

/** The stylesheet's custom properties for an accent (nothing for the design's own). */
export function accentStyle(accent: string): string | undefined {
  const hex = normaliseHex(accent);
  if (!hex || hex === DEFAULT_ACCENT) return undefined;
  const s = accentShades(hex);
  return `:root{--saffron-500:${s.s500};--saffron-400:${s.s400};--saffron-100:${s.s100};--saffron-700:${s.s700}}`;
}
