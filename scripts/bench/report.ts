// The one table the benchmark prints, shaped like issue 14's (What | Measured | Required), so it
// can be copied into the README as it is. The "Required" column only states the budgets: the
// benchmark asserts nothing.
import type { LoadResult } from "./load.ts";
import type { Memory } from "./processes.ts";

export type PathFigures = {
  path: string;
  app: LoadResult;
  /** The tree's peak during this path's load. */
  peak?: Memory;
  nginx?: LoadResult;
  /** Which server was loaded, when there are several (" (server 2)"), or as whom. */
  label?: string;
  /** What the row is held to, when not a cached page's budget. */
  budget?: string;
};

export type Report = {
  date: string;
  setup: string[];
  memory: {
    afterStart?: Memory;
    peak?: Memory;
    /** After each round of loads, a couple of seconds after the last request. */
    afterRounds: (Memory | undefined)[];
  };
  /** One list of paths per round (`--rounds`). */
  rounds: PathFigures[][];
  /** Why a figure is missing or differs from the default set-up. */
  notes: string[];
};

const MEMORY_BUDGET = "≤ 300 MB";
const PAGE_BUDGET = "≥ 25% of nginx; p99 ≤ 25 ms";

const mb = (m?: Memory) =>
  m ? `RSS ${Math.round(m.rssMb)} MB, PSS ${Math.round(m.pssMb)} MB` : "not measured (no /proc)";

const rate = (n: number) =>
  n >= 100 ? Math.round(n).toLocaleString("en-US") : n.toFixed(n >= 10 ? 1 : 2);

// autocannon records latency in whole milliseconds.
const ms = (n: number) => (n < 1 ? "< 1" : String(Math.round(n)));

function load(r: LoadResult): string {
  const failures = [`${r.non2xx} non-2xx`];
  if (r.errors) failures.push(`${r.errors} connection errors`);
  const size = `${(r.bytesPerAnswer / 1024).toFixed(1)} KB each`;
  return `${rate(r.perSecond)} req/s, p50 ${ms(r.p50Ms)} ms, p99 ${ms(r.p99Ms)} ms, ${failures.join(", ")}, ${size}`;
}

function pathRows(figures: PathFigures[], label: string): string[][] {
  return figures.flatMap((f) => {
    const ratio = f.nginx
      ? `; ${((100 * f.app.perSecond) / f.nginx.perSecond).toFixed(2)}% of nginx`
      : "";
    const rows = [
      [`\`GET ${f.path}\`${f.label ?? ""}${label}`, load(f.app) + ratio, f.budget ?? PAGE_BUDGET],
    ];
    if (f.nginx)
      rows.push([`nginx, same bytes: \`${f.path}\`${label}`, load(f.nginx), "(the reference)"]);
    return rows;
  });
}

/** Which load the peak came in: the row whose own peak is the highest. */
function peakRow(rounds: PathFigures[][]): string {
  let top: { pss: number; where: string } | undefined;
  for (const [i, round] of rounds.entries())
    for (const f of round) {
      const pss = f.peak?.pssMb ?? 0;
      const where = `\`${f.path}\`${f.label ?? ""}${rounds.length > 1 ? `, round ${i + 1}` : ""}`;
      if (!top || pss > top.pss) top = { pss, where };
    }
  return top ? `, during ${top.where}` : "";
}

/** The report as one markdown table. */
export function markdownTable(report: Report): string {
  const { memory, rounds } = report;
  const rows: string[][] = [
    ["Set-up", report.setup.join("; "), ""],
    [
      "Memory after start-up and the image warm-up (whole process tree)",
      mb(memory.afterStart),
      MEMORY_BUDGET,
    ],
    [
      "Memory peak during the load (sampled every 100 ms)",
      `${mb(memory.peak)}${memory.peak ? peakRow(rounds) : ""}`,
      MEMORY_BUDGET,
    ],
    ...memory.afterRounds.map((m, i) => [
      rounds.length > 1 ? `Memory after round ${i + 1} of the load` : "Memory after the load",
      mb(m),
      rounds.length > 1 ? `${MEMORY_BUDGET}, no growth from round to round` : MEMORY_BUDGET,
    ]),
    ...rounds.flatMap((r, i) => pathRows(r, rounds.length > 1 ? ` (round ${i + 1})` : "")),
    ...report.notes.map((note) => ["Note", note, ""]),
  ];
  const cellText = (cell: string) => cell.replaceAll("|", "\\|");
  return [
    "| What | Measured | Required |",
    "|---|---|---|",
    ...rows.map((r) => `| ${r.map(cellText).join(" | ")} |`),
  ].join("\n");
}
