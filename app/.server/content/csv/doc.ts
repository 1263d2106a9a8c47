// The columns part of docs/csv-import.md, written from the same declarations the import reads, so
// that the doc cannot drift from the code: doc.test.ts fails when they disagree (and rewrites the
// part with UPDATE_CSV_DOC=1).
import { labelOf } from "~/lib/content/fields";
import { CSV_MAX_BYTES, CSV_MAX_ROWS, csvColumns, IMPORTABLE, leftOutFields } from "./columns";

export const DOC_START = "<!-- columns: generated from the kinds' fields (csv/doc.ts) -->";
export const DOC_END = "<!-- end of the generated columns -->";

const cell = (text: string) => text.replace(/\|/g, "\\|");

/** The generated part, between its two markers. */
export function columnsDoc(): string {
  const parts = [
    `Limits: at most ${CSV_MAX_ROWS} rows and ${CSV_MAX_BYTES / 1024 / 1024} MB per file.`,
    ...IMPORTABLE.map((section) => {
      const rows = csvColumns(section).map(
        (c) =>
          `| \`${c.header}\` | ${c.required ? "yes" : ""} | ${cell(c.label)} | ${cell(c.accepts)} |`,
      );
      const leftOut = leftOutFields(section).map(
        ({ field, reason }) => `- ${labelOf(field)}: not a column. ${reason}`,
      );
      return [
        `### ${section.label} (\`/admin-dashboard/${section.key}/import\`)`,
        "",
        "| Column | Required | In the form | What to write |",
        "|---|---|---|---|",
        ...rows,
        ...(leftOut.length ? ["", ...leftOut] : []),
      ].join("\n");
    }),
  ];
  return `${DOC_START}\n\n${parts.join("\n\n")}\n\n${DOC_END}`;
}
