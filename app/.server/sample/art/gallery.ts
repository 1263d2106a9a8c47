import type { GalleryScene, SeedGalleryPhoto } from "~/.server/sample/data/types";
import {
  bokeh,
  bust,
  CLOTHES,
  darken,
  linear,
  PALETTES,
  person,
  type Rng,
  rng,
  seated,
  svg,
  text,
} from "./kit";

const W = 1440;
const H = 960;

function banner(x: number, y: number, w: number, caption: string, fill: string): string {
  return `<rect x="${x - w / 2}" y="${y}" width="${w}" height="96" rx="12" fill="${fill}"/>${text(x, y + 64, caption, 52, "#fff", { anchor: "middle" })}`;
}

function crowd(r: Rng, y: number, rows: number): string {
  let out = "";
  for (let row = 0; row < rows; row++) {
    const s = 1.6 + row * 0.4;
    for (let x = r.int(-20, 30); x < W + 60; x += 90 * s * 0.85)
      out += bust(x, y + row * 60, s, darken(r.pick(CLOTHES), 0.35 + row * 0.1));
  }
  return out;
}

function hall(r: Rng, wall: string, caption: string, accent: string): string {
  return `<rect width="${W}" height="${H}" fill="${wall}"/>${bokeh(r, W, 500, 10, "#fff", 0.1)}
<rect x="0" y="600" width="${W}" height="360" fill="${darken(wall, 0.45)}"/>${banner(720, 90, 760, caption, accent)}`;
}

const scenes: Record<
  GalleryScene,
  (r: Rng, caption: string, light: string, deep: string) => string
> = {
  stage: (r, caption, light, deep) =>
    `${hall(r, darken(deep, 0.55), caption, deep)}
<rect x="360" y="230" width="720" height="330" rx="10" fill="${light}"/>${[0, 1, 2, 3].map((i) => `<rect x="420" y="${290 + i * 56}" width="${520 - i * 90}" height="24" rx="12" fill="${deep}" opacity="${0.8 - i * 0.15}"/>`).join("")}
<rect x="0" y="560" width="${W}" height="70" fill="${darken(deep, 0.25)}"/>${person(1180, 566, 2.1, r)}<rect x="200" y="430" width="120" height="136" rx="8" fill="${darken(deep, 0.1)}"/>
${crowd(r, 650, 3)}`,
  workshop: (r, caption, light, deep) => {
    let papers = "";
    for (let i = 0; i < 5; i++)
      papers += `<rect x="${110 + i * 250}" y="${230 + r.int(0, 30)}" width="180" height="220" fill="#fffdf5" transform="rotate(${r.int(-4, 4)} ${200 + i * 250} 340)"/>${[0, 1, 2].map((j) => `<rect x="${130 + i * 250}" y="${270 + j * 40}" width="${120 - j * 20}" height="12" rx="6" fill="${r.pick(["#e85d75", "#3a5fb0", "#2f8f6b"])}"/>`).join("")}`;
    let tables = "";
    for (const [x, n] of [
      [260, 3],
      [980, 3],
    ] as const) {
      for (let i = 0; i < n; i++) tables += seated(x - 130 + i * 130, 760, 2, r);
      tables += `<rect x="${x - 240}" y="740" width="480" height="30" rx="8" fill="${darken(light, 0.5)}"/><rect x="${x - 220}" y="770" width="440" height="190" fill="${darken(light, 0.6)}"/><rect x="${x - 60}" y="700" width="120" height="44" rx="4" fill="#2d3142"/>`;
    }
    return `${hall(r, light, caption, deep)}${papers}${tables}`;
  },
  group: (r, caption, light, deep) => {
    let people = "";
    for (let i = 0; i < 9; i++) people += person(170 + i * 138, 700, 1.9, r);
    for (let i = 0; i < 10; i++) people += person(100 + i * 138, 840, 2.25, r);
    return `<defs>${linear("sky", ["#9fd3ff", light])}</defs><rect width="${W}" height="${H}" fill="url(#sky)"/>
<rect x="200" y="200" width="1040" height="420" fill="#e9dcc9"/>${Array.from({ length: 8 }, (_, i) => `<rect x="${250 + i * 124}" y="260" width="70" height="90" fill="#8fb3d9"/><rect x="${250 + i * 124}" y="400" width="70" height="90" fill="#8fb3d9"/>`).join("")}
<rect x="0" y="600" width="${W}" height="360" fill="#6dbb5a"/>${banner(720, 80, 700, caption, deep)}${people}`;
  },
  campus: (r, caption, light, deep) => {
    const evening = r.next() < 0.5;
    const trees = [120, 330, 1120, 1330]
      .map(
        (x) =>
          `<rect x="${x - 12}" y="560" width="24" height="130" fill="#5c4033"/><circle cx="${x}" cy="${520 + r.int(-20, 20)}" r="${r.int(80, 110)}" fill="${r.pick(["#3f8f4f", "#2f7d3f", "#4c9a55"])}"/>`,
      )
      .join("");
    return `<defs>${linear("sky", evening ? ["#2b2d5c", "#e9826b", "#f7c59f"] : ["#7ec8ff", "#d6efff"])}</defs><rect width="${W}" height="${H}" fill="url(#sky)"/>
<circle cx="${evening ? 1180 : 260}" cy="${evening ? 520 : 160}" r="70" fill="${evening ? "#ffd28a" : "#fff6c4"}"/>
<path d="M380 330 L720 200 L1060 330 Z" fill="${darken(light, 0.35)}"/><rect x="400" y="330" width="640" height="380" fill="${light}"/>
${Array.from({ length: 6 }, (_, i) => `<rect x="${430 + i * 104}" y="360" width="36" height="330" fill="#fff" opacity="0.8"/>`).join("")}
${Array.from({ length: 5 }, (_, i) => `<rect x="${486 + i * 104}" y="400" width="30" height="60" fill="${evening ? "#ffd98a" : "#8fb3d9"}"/>`).join("")}
<rect x="0" y="690" width="${W}" height="270" fill="#5aa35a"/><path d="M650 960 L700 710 L740 710 L790 960 Z" fill="#d9c7a7"/>${trees}
<rect x="960" y="760" width="360" height="90" rx="10" fill="${deep}"/>${text(1140, 818, caption, 34, "#fff", { anchor: "middle" })}<rect x="1130" y="850" width="20" height="70" fill="${darken(deep, 0.3)}"/>`;
  },
  hackathon: (r, caption, _light, deep) => {
    let rows = "";
    for (let row = 0; row < 2; row++) {
      const y = 640 + row * 190;
      const s = 1.8 + row * 0.5;
      for (let x = 100 + row * 60; x < W; x += 210 + row * 40)
        rows += `${seated(x, y, s, r)}<path d="M${x - 50} ${y - 4} L${x + 50} ${y - 4} L${x + 40} ${y - 70} L${x - 40} ${y - 70} Z" fill="#9ad1ff" opacity="0.85"/>`;
      rows += `<rect x="0" y="${y}" width="${W}" height="30" fill="${darken(deep, 0.6)}"/>`;
    }
    return `<rect width="${W}" height="${H}" fill="#10122a"/>${bokeh(r, W, 400, 16, deep, 0.35)}
<rect x="420" y="150" width="600" height="300" rx="12" fill="#0b0d1c" stroke="${deep}" stroke-width="8"/>
${text(720, 300, `${r.int(10, 23)}:${String(r.int(0, 59)).padStart(2, "0")}:00`, 110, "#3ddc97", { anchor: "middle" })}${text(720, 400, caption, 44, "#e8ecff", { anchor: "middle" })}${rows}`;
  },
  award: (r, caption, light, deep) => {
    let people = "";
    for (let i = 0; i < 4; i++) people += person(480 + i * 160, 640, 2.3, r);
    let confetti = "";
    for (let i = 0; i < 60; i++)
      confetti += `<rect x="${r.int(0, W)}" y="${r.int(0, 560)}" width="12" height="22" fill="${r.pick(["#f7c948", "#e85d75", "#3ddc97", "#9ad1ff", "#fff"])}" transform="rotate(${r.int(0, 180)} ${r.int(0, W)} ${r.int(0, 560)})" opacity="0.85"/>`;
    return `${hall(r, darken(deep, 0.4), caption, deep)}${confetti}<rect x="0" y="640" width="${W}" height="60" fill="${darken(light, 0.4)}"/>${people}
<path d="M690 340 L750 340 Q752 400 720 410 Q688 400 690 340 Z" fill="#f2b929"/><rect x="712" y="408" width="16" height="30" fill="#c98a0f"/><rect x="696" y="436" width="48" height="14" rx="3" fill="#c98a0f"/>${crowd(r, 760, 2)}`;
  },
  panel: (r, caption, light, deep) => {
    let chairs = "";
    for (let i = 0; i < 4; i++) {
      const x = 360 + i * 240;
      chairs += `${seated(x, 560, 2.2, r)}<path d="M${x + 40} 560 L${x + 20} 480" stroke="#333" stroke-width="6"/><circle cx="${x + 20}" cy="476" r="9" fill="#333"/>`;
    }
    return `${hall(r, light, caption, deep)}${bokeh(r, W, 500, 8, deep, 0.15)}${chairs}
<rect x="220" y="556" width="1000" height="40" fill="${darken(deep, 0.1)}"/><rect x="240" y="596" width="960" height="150" fill="${deep}"/>${crowd(r, 760, 2)}`;
  },
  expo: (r, caption, light, deep) => {
    let stalls = "";
    for (let i = 0; i < 4; i++) {
      const x = 60 + i * 345;
      const c = r.pick(["#e85d75", "#3a5fb0", "#2f8f6b", "#e07a2f", "#6a4fb5"]);
      stalls += `<rect x="${x}" y="300" width="300" height="360" fill="#fff" opacity="0.9"/>${Array.from({ length: 5 }, (_, j) => `<path d="M${x + j * 60} 300 L${x + j * 60 + 60} 300 L${x + j * 60 + 60} 340 Q${x + j * 60 + 30} 370 ${x + j * 60} 340 Z" fill="${j % 2 ? "#fff" : c}"/>`).join("")}
<rect x="${x + 20}" y="520" width="260" height="140" fill="${darken(c, 0.2)}"/><rect x="${x + 60}" y="400" width="180" height="100" rx="6" fill="${c}" opacity="0.35"/>`;
    }
    let visitors = "";
    for (let i = 0; i < 9; i++)
      visitors += person(r.int(60, W - 60), 900 + r.int(-20, 40), 2.1 + r.next() * 0.5, r);
    return `<defs>${linear("sky", [light, "#fff"])}</defs><rect width="${W}" height="${H}" fill="url(#sky)"/>
<path d="M0 200 ${Array.from({ length: 16 }, (_, i) => `L${i * 96 + 48} 240 L${i * 96 + 96} 200`).join(" ")}" stroke="${deep}" stroke-width="4" fill="none"/>
${Array.from({ length: 15 }, (_, i) => `<path d="M${i * 96 + 30} 222 L${i * 96 + 66} 222 L${i * 96 + 48} 260 Z" fill="${r.pick(["#f7c948", "#e85d75", "#3ddc97", "#9ad1ff"])}"/>`).join("")}
${banner(720, 70, 700, caption, deep)}${stalls}<rect x="0" y="660" width="${W}" height="300" fill="#d9c7a7"/>${visitors}`;
  },
};

/** A gallery photo's picture, 1440x960: the slot's scene, seeded by its name. */
export function gallerySvg(photo: SeedGalleryPhoto): string {
  const r = rng(`gallery:${photo.name}`);
  const [light, deep] = r.pick(PALETTES);
  return svg(W, H, scenes[photo.scene](r, photo.caption.en, light, deep));
}
