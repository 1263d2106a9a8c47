// The health report as a file (issue 25): the same lines as the overview's Site health, dated,
// as a self-contained HTML page (no outside styles or scripts) and as a PDF, the evidence a
// centre hands an auditor. The PDF uses the standard Helvetica font (nothing to embed): it
// carries the report's English words; a Devanagari character in an item's title is shown as
// "?" there (decision 034), while the HTML page keeps every character.
// pdf-lib is loaded by the first report asked for, not at start (a fifth of a second of every start).
import type { PDFFont, PDFPage } from "pdf-lib";
import type { Health } from "./health";

export type ReportFacts = {
  centre: string;
  /** The site's own address, for the links in the files. */
  origin: string;
  /** "28/11/2026, 14:05" in the centre's time zone. */
  when: string;
};

const html = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] as string,
  );

export function healthHtml(health: Health, facts: ReportFacts): string {
  const lines = health.lines
    .map(
      (line) => `<section>
<h2><span class="${line.ok ? "ok" : "todo"}">${line.ok ? "OK" : "To do"}</span> ${html(line.label)}</h2>
<p>${html(line.summary)}</p>
${
  line.items.length
    ? `<ul>${line.items
        .map(
          (i) =>
            `<li><a href="${html(facts.origin + i.href)}">${html(i.label)}</a>${i.detail ? ` — ${html(i.detail)}` : ""}</li>`,
        )
        .join("")}</ul>`
    : ""
}
</section>`,
    )
    .join("\n");
  const parity = health.parity
    .map(
      (p) =>
        `<tr><td>${html(p.label)}</td><td>${p.done} of ${p.total}</td><td>${p.total ? Math.round((p.done / p.total) * 100) : 100}%</td></tr>`,
    )
    .join("");
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Site health — ${html(facts.centre)} — ${html(facts.when)}</title>
<style>
body{font:16px/1.5 system-ui,sans-serif;max-width:50rem;margin:2rem auto;padding:0 1rem;color:#1a2233}
h1{font-size:1.6rem;margin-bottom:.25rem}h2{font-size:1.1rem;margin:1.5rem 0 .25rem}
.ok,.todo{display:inline-block;min-width:3.5rem;padding:0 .4rem;border-radius:.25rem;font-size:.85rem;text-align:center}
.ok{background:#d9f2e3;color:#0b5a2c}.todo{background:#fde2cf;color:#7a2e00}
table{border-collapse:collapse;margin-top:.5rem}td,th{border:1px solid #c8cfdc;padding:.25rem .6rem;text-align:left}
a{color:#0b4f9c}
</style>
</head>
<body>
<h1>Site health: ${html(facts.centre)}</h1>
<p>Report made on ${html(facts.when)} from ${html(facts.origin)}.</p>
${lines}
<section>
<h2>Hindi, section by section</h2>
<table><thead><tr><th scope="col">Section</th><th scope="col">Published with Hindi</th><th scope="col">Share</th></tr></thead><tbody>${parity}</tbody></table>
</section>
</body>
</html>
`;
}

/** Helvetica writes WinAnsi only: anything else becomes "?" (and dashes and quotes stay). */
const winAnsi = (text: string) =>
  text
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2013\u2014]/g, "-")
    .replace(/\u2026/g, "...")
    .replace(/[^\x20-\x7e\xa0-\xff]/g, "?");

/** Lines of at most `width` points, broken at spaces. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const out: string[] = [];
  let line = "";
  for (const word of winAnsi(text).split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) > width && line) {
      out.push(line);
      line = word;
    } else line = next;
  }
  if (line) out.push(line);
  return out;
}

export async function healthPdf(health: Health, facts: ReportFacts): Promise<Uint8Array> {
  const { PDFDocument, rgb, StandardFonts } = await import("pdf-lib");
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Site health: ${winAnsi(facts.centre)} (${facts.when})`);
  pdf.setCreator(winAnsi(facts.centre));
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const margin = 50;
  let page: PDFPage = pdf.addPage([595, 842]);
  let y = 842 - margin;
  const width = 595 - 2 * margin;
  const write = (
    text: string,
    options: {
      size?: number;
      font?: PDFFont;
      indent?: number;
      colour?: [number, number, number];
    } = {},
  ) => {
    const size = options.size ?? 10;
    const font = options.font ?? regular;
    const indent = options.indent ?? 0;
    for (const line of wrap(text, font, size, width - indent)) {
      if (y < margin + size) {
        page = pdf.addPage([595, 842]);
        y = 842 - margin;
      }
      page.drawText(line, {
        x: margin + indent,
        y,
        size,
        font,
        color: rgb(...(options.colour ?? [0.1, 0.13, 0.2])),
      });
      y -= size * 1.4;
    }
  };
  write(`Site health: ${facts.centre}`, { size: 18, font: bold });
  write(`Report made on ${facts.when} from ${facts.origin}.`);
  y -= 8;
  for (const line of health.lines) {
    y -= 6;
    write(`${line.ok ? "OK" : "TO DO"}  ${line.label}`, {
      size: 12,
      font: bold,
      colour: line.ok ? [0.04, 0.35, 0.17] : [0.48, 0.18, 0],
    });
    write(line.summary, { indent: 12 });
    for (const item of line.items.slice(0, 60))
      write(`- ${item.label}${item.detail ? ` (${item.detail})` : ""}`, { indent: 12 });
    if (line.items.length > 60) write(`... and ${line.items.length - 60} more`, { indent: 12 });
  }
  y -= 6;
  write("Hindi, section by section", { size: 12, font: bold });
  for (const p of health.parity)
    write(`${p.label}: ${p.done} of ${p.total} published with Hindi`, { indent: 12 });
  return pdf.save();
}
