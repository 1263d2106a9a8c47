// Small SVG toolkit for the sample content's illustrations: a seeded random source, palettes
// and flat figures. Everything is drawn from a seed string, so every start draws the same
// pictures (and storeImage's content hash makes a second seeding a no-op).

export type Rng = {
  next: () => number;
  int: (min: number, max: number) => number;
  pick: <T>(list: readonly T[]) => T;
};

/** mulberry32 seeded by an FNV-1a hash of the seed string. */
export function rng(seed: string): Rng {
  let h = 2166136261;
  for (let i = 0; i < seed.length; i++) h = Math.imul(h ^ seed.charCodeAt(i), 16777619);
  let a = h >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (list) => list[Math.floor(next() * list.length)],
  };
}

/** Background pairs (light, deep) that carry white text and dark figures alike. */
export const PALETTES = [
  ["#fde7c8", "#e07a2f"],
  ["#d9f0e3", "#2f8f6b"],
  ["#dbe7fb", "#3a5fb0"],
  ["#f6dbe6", "#b5456f"],
  ["#e8e0fa", "#6a4fb5"],
  ["#fff1bf", "#c9901a"],
  ["#d6f1f4", "#1f8394"],
  ["#f3e2d3", "#9a5a34"],
] as const;

export const SKIN = ["#8d5a3b", "#a8693f", "#c58b5c", "#7a4a2e", "#b77a4f", "#e0ac7e"];
export const HAIR = ["#1d1512", "#2b1d17", "#3a2a20", "#151515", "#4a3426"];
export const CLOTHES = [
  "#1f4e79",
  "#b5456f",
  "#2f8f6b",
  "#e07a2f",
  "#6a4fb5",
  "#c9901a",
  "#1f8394",
  "#444c5c",
];

export const FONT = "DejaVu Sans, Liberation Sans, Noto Sans, sans-serif";

export function esc(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function svg(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
}

export function linear(id: string, stops: string[], vertical = true): string {
  const at = stops
    .map(
      (c, i) =>
        `<stop offset="${(i / Math.max(1, stops.length - 1)).toFixed(2)}" stop-color="${c}"/>`,
    )
    .join("");
  const dir = vertical ? 'x1="0" y1="0" x2="0" y2="1"' : 'x1="0" y1="0" x2="1" y2="1"';
  return `<linearGradient id="${id}" ${dir}>${at}</linearGradient>`;
}

export function text(
  x: number,
  y: number,
  content: string,
  size: number,
  fill: string,
  opts: { anchor?: "start" | "middle" | "end"; weight?: number; spacing?: number } = {},
): string {
  return `<text x="${x}" y="${y}" font-family="${FONT}" font-size="${size}" font-weight="${opts.weight ?? 700}" fill="${fill}" text-anchor="${opts.anchor ?? "start"}" letter-spacing="${opts.spacing ?? 0}">${esc(content)}</text>`;
}

/** Head-and-shoulders silhouette (audiences, crowds), centred on x with the head top at y. */
export function bust(x: number, y: number, s: number, fill: string): string {
  const r = 16 * s;
  return `<g fill="${fill}"><circle cx="${x}" cy="${y + r}" r="${r}"/><path d="M${x - 34 * s} ${y + 78 * s} Q${x - 34 * s} ${y + 38 * s} ${x} ${y + 36 * s} Q${x + 34 * s} ${y + 38 * s} ${x + 34 * s} ${y + 78 * s} Z"/></g>`;
}

/** A standing person in flat colours; feet at y, about 150*s tall. */
export function person(x: number, y: number, s: number, r: Rng, shirt?: string): string {
  const skin = r.pick(SKIN);
  const hair = r.pick(HAIR);
  const top = shirt ?? r.pick(CLOTHES);
  const legs = r.pick(["#2d3142", "#3d405b", "#5c4033", "#22313f"]);
  const long = r.next() < 0.45;
  const h = (n: number) => (n * s).toFixed(1);
  const X = (n: number) => (x + n * s).toFixed(1);
  const Y = (n: number) => (y - n * s).toFixed(1);
  return `<g>
<rect x="${X(-14)}" y="${Y(62)}" width="${h(12)}" height="${h(62)}" rx="${h(5)}" fill="${legs}"/>
<rect x="${X(2)}" y="${Y(62)}" width="${h(12)}" height="${h(62)}" rx="${h(5)}" fill="${legs}"/>
<path d="M${X(-24)} ${Y(60)} L${X(-20)} ${Y(112)} Q${X(0)} ${Y(122)} ${X(20)} ${Y(112)} L${X(24)} ${Y(60)} Z" fill="${top}"/>
<rect x="${X(-5)}" y="${Y(124)}" width="${h(10)}" height="${h(12)}" fill="${skin}"/>
${long ? `<path d="M${X(-17)} ${Y(128)} Q${X(-20)} ${Y(150)} ${X(0)} ${Y(153)} Q${X(20)} ${Y(150)} ${X(17)} ${Y(128)} L${X(15)} ${Y(108)} L${X(-15)} ${Y(108)} Z" fill="${hair}"/>` : ""}
<circle cx="${X(0)}" cy="${Y(136)}" r="${h(15)}" fill="${skin}"/>
<path d="M${X(-15)} ${Y(136)} Q${X(-15)} ${Y(153)} ${X(0)} ${Y(153)} Q${X(15)} ${Y(153)} ${X(15)} ${Y(136)} Q${X(4)} ${Y(144)} ${X(-15)} ${Y(136)} Z" fill="${hair}"/>
</g>`;
}

/** A person seen from the waist up, sitting behind a table edge at y. */
export function seated(x: number, y: number, s: number, r: Rng): string {
  const skin = r.pick(SKIN);
  const hair = r.pick(HAIR);
  const top = r.pick(CLOTHES);
  const X = (n: number) => (x + n * s).toFixed(1);
  const Y = (n: number) => (y - n * s).toFixed(1);
  return `<g><path d="M${X(-30)} ${Y(0)} L${X(-26)} ${Y(50)} Q${X(0)} ${Y(62)} ${X(26)} ${Y(50)} L${X(30)} ${Y(0)} Z" fill="${top}"/>
<circle cx="${X(0)}" cy="${Y(78)}" r="${(17 * s).toFixed(1)}" fill="${skin}"/>
<path d="M${X(-17)} ${Y(78)} Q${X(-17)} ${Y(97)} ${X(0)} ${Y(97)} Q${X(17)} ${Y(97)} ${X(17)} ${Y(78)} Q${X(4)} ${Y(87)} ${X(-17)} ${Y(78)} Z" fill="${hair}"/></g>`;
}

/** Scattered soft circles: depth in an otherwise flat background. */
export function bokeh(
  r: Rng,
  w: number,
  h: number,
  n: number,
  fill: string,
  opacity = 0.12,
): string {
  let out = "";
  for (let i = 0; i < n; i++) {
    out += `<circle cx="${r.int(0, w)}" cy="${r.int(0, h)}" r="${r.int(10, 70)}" fill="${fill}" opacity="${(opacity * (0.5 + r.next())).toFixed(2)}"/>`;
  }
  return out;
}

/** The colour mixed toward black by `amount` (0..1): text on light panels stays readable. */
export function darken(hex: string, amount: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const ch = (shift: number) => Math.round(((n >> shift) & 255) * (1 - amount));
  return `#${[16, 8, 0].map((s) => ch(s).toString(16).padStart(2, "0")).join("")}`;
}
