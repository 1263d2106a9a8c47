// PostgreSQL's COPY text format, the body of a backup file: one row per line, columns separated
// by a tab, NULL written `\N`, and backslash, tab, newline and carriage return escaped. psql reads
// it as it is (`COPY … FROM stdin`), and so does `restore`. Values arrive as the server's own text
// form (`col::text`), so every type round-trips through its input function.

const ESCAPES: Record<string, string> = { "\\": "\\\\", "\t": "\\t", "\n": "\\n", "\r": "\\r" };
const UNESCAPES: Record<string, string> = {
  "\\": "\\",
  t: "\t",
  n: "\n",
  r: "\r",
  b: "\b",
  f: "\f",
  v: "\v",
};

/** One row as a COPY text line (without its newline). */
export function copyLine(values: readonly (string | null)[]): string {
  return values
    .map((v) => (v === null ? "\\N" : v.replace(/[\\\t\n\r]/g, (c) => ESCAPES[c] ?? c)))
    .join("\t");
}

/** One field back to its value; the escapes PostgreSQL itself writes or accepts. */
function unescapeField(field: string): string | null {
  if (field === "\\N") return null;
  if (!field.includes("\\")) return field;
  return field.replace(/\\(x[0-9a-fA-F]{1,2}|[0-7]{1,3}|.)/g, (_, code: string) => {
    if (code[0] === "x" && code.length > 1) return String.fromCharCode(parseInt(code.slice(1), 16));
    if (/^[0-7]+$/.test(code)) return String.fromCharCode(parseInt(code, 8));
    return UNESCAPES[code] ?? code;
  });
}

/** A COPY text line back to its values; a field count other than `columns` is an error. */
export function parseCopyLine(line: string, columns: number): (string | null)[] {
  const fields = line.split("\t");
  if (fields.length !== columns) {
    throw new Error(`expected ${columns} columns, found ${fields.length}`);
  }
  return fields.map(unescapeField);
}
