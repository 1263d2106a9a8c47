// CSV for spreadsheets. Founders' text is data, never a formula: a cell that a spreadsheet would
// evaluate (starting with = + - @, a tab or a carriage return) gets a leading apostrophe (OWASP).

const FORMULA_START = /^(\s*[=+\-@]|[\t\r\n])/;

export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

/** RFC 4180 lines (CRLF), with a byte-order mark so spreadsheet apps read UTF-8 (Hindi) right. */
export function toCsv(header: string[], rows: unknown[][]): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(","));
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}
