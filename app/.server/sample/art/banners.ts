import type { SeedEvent, SupportKind } from "~/.server/sample/data/types";
import { bokeh, bust, darken, linear, PALETTES, person, rng, seated, svg, text } from "./kit";

function audience(r: ReturnType<typeof rng>, w: number, baseY: number, rows: number): string {
  let out = "";
  for (let row = 0; row < rows; row++) {
    const s = 1.3 + row * 0.35;
    const y = baseY + row * 46;
    const shade = ["#1c1f3a", "#15172c", "#0e1020"][row] ?? "#0e1020";
    for (let x = -20 + r.int(0, 40); x < w + 40; x += 80 * s * 0.9) out += bust(x, y, s, shade);
  }
  return out;
}

/** An event's banner, 1200x800: a stage scene (or a market screen) and the event's big line. */
export function eventSvg(event: SeedEvent): string {
  const r = rng(`event:${event.slug}`);
  const [, accent] = r.pick(PALETTES);
  const online = event.online === true || event.venue.en === "Online";
  let scene: string;
  if (online) {
    const candles = Array.from({ length: 16 }, (_, i) => {
      const up = r.next() < 0.6;
      const y = Math.max(350, 560 - i * 12 - r.int(0, 50));
      const h = r.int(30, 80);
      return `<rect x="${316 + i * 36}" y="${y}" width="22" height="${h}" fill="${up ? "#3ddc97" : "#ff6b6b"}"/><rect x="${326 + i * 36}" y="${y - 18}" width="2" height="${h + 36}" fill="${up ? "#3ddc97" : "#ff6b6b"}"/>`;
    }).join("");
    scene = `<rect x="290" y="310" width="620" height="320" rx="18" fill="#0b1020" stroke="#cfd8ff" stroke-width="6"/>${candles}
<path d="M540 630 L660 630 L690 700 L510 700 Z" fill="#cfd8ff"/><rect x="470" y="700" width="260" height="14" rx="7" fill="#cfd8ff"/>`;
  } else {
    const beams = [260, 600, 940]
      .map(
        (x) => `<path d="M${x} 0 L${x - 150} 620 L${x + 150} 620 Z" fill="#fff" opacity="0.07"/>`,
      )
      .join("");
    scene = `${beams}<rect x="0" y="560" width="1200" height="60" fill="${darken(accent, 0.5)}"/>
<rect x="420" y="310" width="360" height="170" rx="8" fill="#f4f6ff" opacity="0.9"/>
<rect x="450" y="336" width="180" height="18" rx="9" fill="${accent}"/>${[0, 1, 2].map((i) => `<rect x="450" y="${374 + i * 30}" width="${260 - i * 50}" height="12" rx="6" fill="#9aa3c7"/>`).join("")}
<rect x="300" y="450" width="90" height="115" rx="6" fill="${darken(accent, 0.2)}"/>${person(840, 562, 1.75, r)}
<path d="M800 420 L788 500" stroke="#ddd" stroke-width="5"/>${audience(r, 1200, 600, 3)}`;
  }
  return svg(
    1200,
    800,
    `<defs>${linear("bg", ["#1b1e3c", darken(accent, 0.3), "#0f1226"])}</defs>
<rect width="1200" height="800" fill="url(#bg)"/>${bokeh(r, 1200, 400, 14, accent, 0.25)}
${scene}
${text(600, 170, event.banner, 84, "#fff", { anchor: "middle", spacing: 1 })}
<rect x="440" y="200" width="320" height="6" rx="3" fill="${accent}"/>
${text(600, 262, event.startDate.slice(0, 4), 36, "#e8ecff", { anchor: "middle", weight: 400, spacing: 6 })}`,
  );
}

/** A "How we support" tab's picture, 960x640. */
export function supportSvg(kind: SupportKind): string {
  const r = rng(`support:${kind}`);
  const [light, deep] = r.pick(PALETTES);
  const scenes: Record<SupportKind, () => string> = {
    mentorship: () =>
      `<rect x="150" y="430" width="660" height="26" rx="10" fill="${darken(deep, 0.3)}"/>
${seated(330, 430, 2.1, r)}${seated(630, 430, 2.1, r)}
<path d="M180 60 h200 a20 20 0 0 1 20 20 v70 a20 20 0 0 1 -20 20 h-110 l-40 36 v-36 h-50 a20 20 0 0 1 -20 -20 v-70 a20 20 0 0 1 20 -20 z" fill="#fff"/>
<path d="M560 50 h180 a20 20 0 0 1 20 20 v60 a20 20 0 0 1 -20 20 h-90 l-38 34 v-34 h-52 a20 20 0 0 1 -20 -20 v-60 a20 20 0 0 1 20 -20 z" fill="${deep}"/>
${[0, 1, 2].map((i) => `<rect x="210" y="${88 + i * 24}" width="${140 - i * 30}" height="10" rx="5" fill="${deep}" opacity="0.5"/>`).join("")}
<circle cx="650" cy="96" r="22" fill="#f7c948"/><rect x="640" y="118" width="20" height="14" rx="3" fill="#fff"/>`,
    funding: () => {
      const coins = [0, 1, 2, 3, 4, 5]
        .map(
          (i) =>
            `<ellipse cx="380" cy="${500 - i * 30}" rx="110" ry="30" fill="#f2b929" stroke="#c98a0f" stroke-width="6"/>`,
        )
        .join("");
      return `${coins}<path d="M380 340 L380 230" stroke="#2f6b2a" stroke-width="14" stroke-linecap="round"/>
<path d="M380 280 Q300 250 290 180 Q370 190 380 276 Z" fill="#4caf50"/><path d="M382 250 Q450 200 470 140 Q390 150 378 246 Z" fill="#66bb6a"/>
<path d="M560 470 L640 380 L700 410 L820 240" stroke="#fff" stroke-width="16" fill="none" stroke-linecap="round" stroke-linejoin="round"/>
<path d="M780 232 L826 232 L822 280" stroke="#fff" stroke-width="16" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`;
    },
    networking: () => {
      const nodes = Array.from({ length: 7 }, (_, i) => {
        const a = (i / 7) * Math.PI * 2 - Math.PI / 2;
        return [480 + Math.cos(a) * 230, 320 + Math.sin(a) * 200] as const;
      });
      const lines = nodes
        .flatMap(([x, y], i) =>
          [[480, 320] as const, nodes[(i + 2) % nodes.length]].map(
            ([x2, y2]) =>
              `<path d="M${x} ${y} L${x2} ${y2}" stroke="#fff" stroke-width="5" opacity="0.6"/>`,
          ),
        )
        .join("");
      const people = nodes
        .map(
          ([x, y]) =>
            `<circle cx="${x}" cy="${y}" r="50" fill="#fff"/>${bust(x, y - 36, 0.95, r.pick(["#3a5fb0", "#b5456f", "#2f8f6b", "#e07a2f", "#6a4fb5"]))}`,
        )
        .join("");
      return `${lines}${people}<circle cx="480" cy="320" r="70" fill="${deep}"/><circle cx="480" cy="320" r="40" fill="#fff" opacity="0.9"/><circle cx="480" cy="320" r="18" fill="${deep}"/>`;
    },
    workspace: () =>
      `<rect x="560" y="80" width="300" height="240" rx="10" fill="#cfe8ff" stroke="#fff" stroke-width="12"/>
<path d="M560 260 L620 210 L660 240 L720 180 L800 250 L860 220 L860 320 L560 320 Z" fill="${deep}" opacity="0.45"/>
<path d="M710 80 L710 320 M560 200 L860 200" stroke="#fff" stroke-width="8"/>
<rect x="100" y="430" width="760" height="24" rx="8" fill="${darken(deep, 0.35)}"/><rect x="140" y="454" width="18" height="150" fill="${darken(deep, 0.45)}"/><rect x="800" y="454" width="18" height="150" fill="${darken(deep, 0.45)}"/>
<rect x="330" y="270" width="240" height="150" rx="12" fill="#2d3142"/><rect x="345" y="285" width="210" height="120" rx="6" fill="#9ad1ff"/><path d="M300 420 L600 420 L620 432 L280 432 Z" fill="#444c5c"/>
${[0, 1, 2].map((i) => `<rect x="365" y="${305 + i * 28}" width="${150 - i * 40}" height="12" rx="6" fill="#fff" opacity="0.8"/>`).join("")}
<path d="M190 430 L210 330 L170 250" stroke="#2d3142" stroke-width="10" fill="none" stroke-linecap="round"/><path d="M140 240 L210 230 L200 280 Z" fill="#f7c948"/>
<rect x="690" y="370" width="70" height="60" rx="8" fill="#e07a2f"/><path d="M725 370 Q690 320 700 280 Q730 320 725 370 Q740 300 780 290 Q770 340 725 370 Z" fill="#4caf50"/>`,
  };
  return svg(
    960,
    640,
    `<defs>${linear("bg", [light, deep], false)}</defs><rect width="960" height="640" fill="url(#bg)"/>${bokeh(r, 960, 640, 10, "#fff", 0.18)}${scenes[kind]()}`,
  );
}
