import type { Sector } from "~/.server/sample/data/types";
import { bokeh, FONT, linear, PALETTES, type Rng, rng, svg } from "./kit";

type Motif = (r: Rng, deep: string) => string;

// One illustration per sector, drawn around (400, 250) in a 800x600 frame.
const motifs: Record<Sector, Motif> = {
  agritech: (r, deep) => {
    let rows = "";
    for (let i = 0; i < 6; i++)
      rows += `<path d="M120 ${330 + i * 24} Q400 ${300 + i * 30} 680 ${330 + i * 24}" stroke="#3f7d3a" stroke-width="10" fill="none" opacity="${(0.5 + i * 0.08).toFixed(2)}"/>`;
    return `<circle cx="${r.int(520, 600)}" cy="150" r="56" fill="#f7c948"/>${rows}
<path d="M400 320 L400 200" stroke="#2f6b2a" stroke-width="12" stroke-linecap="round"/>
<path d="M400 240 Q340 200 330 150 Q392 160 400 236 Z" fill="#4caf50"/><path d="M402 216 Q460 170 480 120 Q410 126 398 212 Z" fill="#66bb6a"/>
<rect x="258" y="170" width="14" height="150" rx="6" fill="${deep}"/><circle cx="265" cy="162" r="20" fill="#fff" stroke="${deep}" stroke-width="8"/><path d="M265 162 L276 152" stroke="${deep}" stroke-width="5"/>`;
  },
  food: (_r, deep) => {
    let seeds = "";
    for (let i = 0; i < 14; i++) {
      const x = 300 + (i % 7) * 32 + (i > 6 ? 16 : 0);
      const y = 236 - (i > 6 ? 26 : 0) - Math.abs(3 - (i % 7)) * -4;
      seeds += `<circle cx="${x}" cy="${y}" r="19" fill="#fbf3e4" stroke="#d9c7a7" stroke-width="3"/>`;
    }
    return `${[360, 400, 440].map((x) => `<path d="M${x} 170 q-14 -24 0 -48 q14 -24 0 -48" stroke="#fff" stroke-width="6" fill="none" opacity="0.7" stroke-linecap="round"/>`).join("")}
${seeds}<path d="M250 240 L550 240 Q540 350 400 360 Q260 350 250 240 Z" fill="${deep}"/><rect x="236" y="232" width="328" height="18" rx="9" fill="#fff" opacity="0.85"/>`;
  },
  crafts: (r, deep) => {
    const scale = `<g fill="none" stroke="#fff" stroke-width="3">${[0, 1, 2, 3, 4]
      .map((i) => `<path d="M${340 + i * 34} 200 q17 24 0 48"/>`)
      .join("")}</g>`;
    let border = "";
    for (let i = 0; i < 12; i++)
      border += `<path d="M${140 + i * 45} 400 l22 -26 l22 26 z" fill="${i % 2 ? "#fff" : r.pick(["#f7c948", "#e85d75"])}"/>`;
    return `<path d="M220 230 Q320 130 470 190 Q540 210 580 180 L560 230 L580 280 Q540 250 470 270 Q320 330 220 230 Z" fill="${deep}"/>
<circle cx="270" cy="222" r="14" fill="#fff"/><circle cx="270" cy="222" r="6" fill="#222"/>${scale}
<path d="M470 190 Q500 230 470 270" stroke="#f7c948" stroke-width="6" fill="none"/>
<rect x="130" y="400" width="540" height="8" fill="${deep}"/>${border}<rect x="130" y="130" width="540" height="8" fill="${deep}"/>`;
  },
  water: (_r, deep) =>
    `<path d="M400 110 Q470 210 470 270 A70 70 0 0 1 330 270 Q330 210 400 110 Z" fill="#4fc3f7" stroke="#fff" stroke-width="8"/>
<path d="M370 280 Q372 310 400 318" stroke="#fff" stroke-width="8" fill="none" stroke-linecap="round" opacity="0.8"/>
${[0, 1, 2].map((i) => `<path d="M120 ${370 + i * 34} q35 -22 70 0 t70 0 t70 0 t70 0 t70 0 t70 0 t70 0 t70 0" stroke="${i === 1 ? deep : "#2a8fbf"}" stroke-width="10" fill="none" stroke-linecap="round" opacity="${0.9 - i * 0.2}"/>`).join("")}`,
  edtech: (_r, deep) =>
    `<path d="M400 330 Q320 290 220 300 L220 170 Q320 160 400 200 Z" fill="#fff"/><path d="M400 330 Q480 290 580 300 L580 170 Q480 160 400 200 Z" fill="#f4f4f4"/>
<path d="M400 200 L400 330" stroke="${deep}" stroke-width="6"/>
${[0, 1, 2, 3].map((i) => `<path d="M250 ${200 + i * 24} Q320 ${196 + i * 22} 380 ${220 + i * 22}" stroke="#b0bec5" stroke-width="5" fill="none"/><path d="M420 ${220 + i * 22} Q480 ${196 + i * 22} 550 ${200 + i * 24}" stroke="#b0bec5" stroke-width="5" fill="none"/>`).join("")}
<path d="M400 70 L500 110 L400 150 L300 110 Z" fill="${deep}"/><path d="M350 130 L350 165 Q400 185 450 165 L450 130 L400 150 Z" fill="${deep}"/><path d="M500 110 L500 165" stroke="#f7c948" stroke-width="5"/><circle cx="500" cy="170" r="9" fill="#f7c948"/>`,
  logistics: (r, deep) =>
    `<path d="M130 400 C 250 330, 330 440, 460 360 S 640 330, 680 250" stroke="#fff" stroke-width="8" stroke-dasharray="18 14" fill="none"/>
<path d="M680 250 m-22 -10 a22 22 0 1 1 44 0 q0 22 -22 44 q-22 -22 -22 -44 z" fill="#e85d75"/><circle cx="680" cy="240" r="8" fill="#fff"/>
<g transform="translate(${r.int(220, 260)} 180)"><rect x="0" y="0" width="190" height="110" rx="10" fill="${deep}"/><path d="M190 30 L250 30 L290 72 L290 110 L190 110 Z" fill="${deep}"/><path d="M204 42 L246 42 L272 72 L204 72 Z" fill="#cfe8ff"/>
<rect x="24" y="24" width="70" height="46" rx="6" fill="#fff" opacity="0.25"/><circle cx="60" cy="116" r="26" fill="#222"/><circle cx="60" cy="116" r="10" fill="#ccc"/><circle cx="240" cy="116" r="26" fill="#222"/><circle cx="240" cy="116" r="10" fill="#ccc"/></g>`,
  health: (_r, deep) =>
    `<path d="M400 350 C 250 260, 240 150, 320 130 C 360 120, 390 150, 400 175 C 410 150, 440 120, 480 130 C 560 150, 550 260, 400 350 Z" fill="#e85d75"/>
<path d="M200 250 L320 250 L345 200 L375 300 L405 220 L425 250 L600 250" stroke="#fff" stroke-width="10" fill="none" stroke-linejoin="round" stroke-linecap="round"/>
<g transform="translate(560 120)"><rect x="-18" y="-50" width="36" height="100" rx="6" fill="${deep}"/><rect x="-50" y="-18" width="100" height="36" rx="6" fill="${deep}"/></g>`,
  fintech: (_r, deep) => {
    const bars = [90, 140, 120, 190, 240]
      .map(
        (h, i) =>
          `<rect x="${420 + i * 46}" y="${360 - h}" width="32" height="${h}" rx="6" fill="${i === 4 ? deep : "#fff"}" opacity="${i === 4 ? 1 : 0.8}"/>`,
      )
      .join("");
    const coins = [0, 1, 2, 3, 4]
      .map(
        (i) =>
          `<ellipse cx="290" cy="${350 - i * 26}" rx="90" ry="26" fill="#f2b929" stroke="#c98a0f" stroke-width="5"/>`,
      )
      .join("");
    return `${bars}<path d="M420 220 L480 170 L530 190 L620 100" stroke="${deep}" stroke-width="8" fill="none" stroke-linecap="round"/><path d="M600 96 L624 98 L620 122" stroke="${deep}" stroke-width="8" fill="none" stroke-linecap="round"/>
${coins}<text x="290" y="260" font-family="${FONT}" font-size="44" font-weight="700" fill="#8a5a00" text-anchor="middle">&#8377;</text>`;
  },
  cleantech: (r, deep) => {
    let panel = "";
    for (let i = 0; i < 4; i++)
      for (let j = 0; j < 2; j++)
        panel += `<rect x="${200 + i * 58}" y="${250 + j * 46}" width="52" height="40" fill="#2b4c7e" stroke="#cfe8ff" stroke-width="3"/>`;
    return `<circle cx="${r.int(260, 330)}" cy="140" r="50" fill="#f7c948"/>
<g transform="skewX(-12)">${panel}</g><rect x="250" y="340" width="10" height="40" fill="#555"/><rect x="380" y="340" width="10" height="40" fill="#555"/>
<rect x="556" y="170" width="10" height="220" fill="#fff"/><g transform="translate(561 170)">${[0, 120, 240].map((a) => `<path d="M0 0 L-10 -90 Q0 -100 8 -88 Z" fill="#fff" transform="rotate(${a + r.int(0, 30)})"/>`).join("")}<circle r="10" fill="${deep}"/></g>
<path d="M470 380 Q470 300 540 290 Q540 370 470 380 Z" fill="#4caf50"/>`;
  },
  ai: (r, deep) => {
    const pts = Array.from({ length: 11 }, () => [r.int(180, 620), r.int(100, 380)] as const);
    let lines = "";
    for (let i = 0; i < pts.length; i++)
      for (let j = i + 1; j < pts.length; j++)
        if (Math.hypot(pts[i][0] - pts[j][0], pts[i][1] - pts[j][1]) < 210)
          lines += `<path d="M${pts[i][0]} ${pts[i][1]} L${pts[j][0]} ${pts[j][1]}" stroke="#fff" stroke-width="3" opacity="0.6"/>`;
    const dots = pts
      .map(
        ([x, y]) =>
          `<circle cx="${x}" cy="${y}" r="${r.int(9, 16)}" fill="#fff" stroke="${deep}" stroke-width="5"/>`,
      )
      .join("");
    const pins = [0, 1, 2, 3]
      .map(
        (i) =>
          `<rect x="${366 + i * 20}" y="180" width="8" height="120" fill="${deep}"/><rect x="340" y="${206 + i * 20}" width="120" height="8" fill="${deep}"/>`,
      )
      .join("");
    return `${lines}${dots}${pins}<rect x="356" y="196" width="88" height="88" rx="12" fill="${deep}"/><text x="400" y="254" font-family="${FONT}" font-size="32" font-weight="700" fill="#fff" text-anchor="middle">AI</text>`;
  },
};

/**
 * The startup's picture, 800x600: its sector's illustration, centred so that pages may crop it.
 * No name in the picture: pages write it beside or over the image.
 */
export function startupSvg(name: string, sector: Sector): string {
  const r = rng(`startup:${name}`);
  const [light, deep] = r.pick(PALETTES);
  return svg(
    800,
    600,
    `<defs>${linear("bg", [light, deep], false)}</defs>
<rect width="800" height="600" fill="url(#bg)"/>${bokeh(r, 800, 600, 9, "#fff", 0.16)}
<circle cx="400" cy="300" r="230" fill="#fff" opacity="0.22"/>
<g transform="translate(${400 + r.int(-30, 30)} 300) scale(${(0.9 + r.next() * 0.2).toFixed(2)}) translate(-400 -250)">${motifs[sector](r, deep)}</g>`,
  );
}
