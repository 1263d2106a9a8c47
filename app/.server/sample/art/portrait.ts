import { CLOTHES, HAIR, linear, PALETTES, rng, SKIN, svg } from "./kit";

/** An abstract illustrated avatar (never a photo), 400x400, drawn from the person's name. */
export function portraitSvg(name: string): string {
  const r = rng(`portrait:${name}`);
  const [light, deep] = r.pick(PALETTES);
  const skin = r.pick(SKIN);
  const hair = r.pick(HAIR);
  const shirt = r.pick(CLOTHES);
  const style = r.int(0, 5);
  const glasses = r.next() < 0.3;
  const beard = style === 0 && r.next() < 0.4;
  const cx = 200;
  const cy = 178;

  // Drawn behind the head: long hair, a covering cloth.
  let back = "";
  let cloth = "";
  if (style === 1)
    back = `<path d="M118 170 Q112 90 200 86 Q288 90 282 170 L292 300 Q200 322 108 300 Z" fill="${hair}"/>`;
  if (style === 5) {
    cloth = r.pick(["#b5456f", "#2f8f6b", "#3a5fb0", "#1f8394", "#6a4fb5"]);
    back = `<path d="M112 190 Q104 78 200 74 Q296 78 288 190 L300 330 Q200 350 100 330 Z" fill="${cloth}"/>`;
  }

  let front = "";
  if (style === 0 || style === 1)
    front = `<path d="M128 168 Q124 92 200 90 Q276 92 272 168 Q250 122 200 120 Q150 122 128 168 Z" fill="${hair}"/>`;
  if (style === 2)
    front = `<circle cx="200" cy="84" r="34" fill="${hair}"/><path d="M128 166 Q126 98 200 96 Q274 98 272 166 Q240 126 200 124 Q160 126 128 166 Z" fill="${hair}"/>`;
  if (style === 3)
    front = `<path d="M126 176 Q118 90 206 88 Q284 94 274 170 Q262 126 226 118 Q170 112 126 176 Z" fill="${hair}"/>`;
  if (style === 5)
    front = `<path d="M124 200 Q116 84 200 82 Q284 84 276 200 Q268 122 200 116 Q132 122 124 200 Z" fill="${cloth}"/><path d="M140 150 Q170 118 200 117 Q230 118 260 150" stroke="#fff" stroke-opacity="0.25" stroke-width="4" fill="none"/>`;
  if (style === 4)
    front = `<path d="M132 150 Q140 98 200 96 Q260 98 268 150 Q236 118 200 118 Q164 118 132 150 Z" fill="${hair}"/>`;

  const eyes = `<ellipse cx="${cx - 26}" cy="${cy + 2}" rx="6" ry="7" fill="#1d1512"/><ellipse cx="${cx + 26}" cy="${cy + 2}" rx="6" ry="7" fill="#1d1512"/>`;
  const brows = `<path d="M${cx - 38} ${cy - 16} Q${cx - 26} ${cy - 24} ${cx - 14} ${cy - 17}" stroke="${hair}" stroke-width="5" fill="none" stroke-linecap="round"/><path d="M${cx + 14} ${cy - 17} Q${cx + 26} ${cy - 24} ${cx + 38} ${cy - 16}" stroke="${hair}" stroke-width="5" fill="none" stroke-linecap="round"/>`;
  const smile = `<path d="M${cx - 20} ${cy + 42} Q${cx} ${cy + 58} ${cx + 20} ${cy + 42}" stroke="#5a2a1c" stroke-width="5" fill="none" stroke-linecap="round"/>`;
  const specs = glasses
    ? `<g stroke="#222" stroke-width="4" fill="none"><circle cx="${cx - 26}" cy="${cy + 2}" r="18"/><circle cx="${cx + 26}" cy="${cy + 2}" r="18"/><path d="M${cx - 8} ${cy} L${cx + 8} ${cy}"/></g>`
    : "";
  const facial = beard
    ? `<path d="M134 190 Q140 262 200 266 Q260 262 266 190 Q252 236 200 238 Q148 236 134 190 Z" fill="${hair}"/>`
    : "";

  return svg(
    400,
    400,
    `<defs>${linear("bg", [light, deep], false)}</defs>
<rect width="400" height="400" fill="url(#bg)"/>
<circle cx="${r.int(40, 120)}" cy="${r.int(40, 120)}" r="${r.int(40, 80)}" fill="#fff" opacity="0.18"/>
<circle cx="${r.int(280, 370)}" cy="${r.int(60, 160)}" r="${r.int(18, 36)}" fill="#fff" opacity="0.22"/>
${back}
<path d="M56 400 Q60 300 200 292 Q340 300 344 400 Z" fill="${shirt}"/>
<path d="M170 296 L200 340 L230 296 Z" fill="#ffffff" opacity="0.3"/>
<rect x="178" y="236" width="44" height="64" rx="14" fill="${skin}"/>
<ellipse cx="132" cy="${cy + 8}" rx="12" ry="18" fill="${skin}"/>
<ellipse cx="268" cy="${cy + 8}" rx="12" ry="18" fill="${skin}"/>
<ellipse cx="${cx}" cy="${cy}" rx="70" ry="84" fill="${skin}"/>
${facial}${front}${brows}${eyes}${specs}${smile}`,
  );
}
