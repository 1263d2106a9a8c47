// Reading an uploaded file as a sheet: its header and its rows of cells, numbered as the
// spreadsheet numbers them (the header is row 1), so "Row 7" is the row staff see in Excel. Whatever
// the file is, a refusal says what to do, with a 4xx: never a crash.
import { CsvError, parse } from "csv-parse/sync";
import { DomainError } from "~/.server/errors";
import { CSV_MAX_BYTES, CSV_MAX_ROWS } from "./columns";

export type Sheet = {
  header: string[];
  /** The rows under the header that have any text, each with its spreadsheet row number. */
  rows: Array<{ row: number; cells: string[] }>;
};

const SAVE_AS = "In Excel, choose File › Save As › “CSV UTF-8 (Comma delimited)”.";

/** Refusals of the file as a whole, before any row is read. */
function checkBytes(bytes: Uint8Array) {
  if (bytes.byteLength === 0) throw new DomainError("The file is empty.", 400);
  if (bytes.byteLength > CSV_MAX_BYTES)
    throw new DomainError(
      `The file is larger than ${CSV_MAX_BYTES / 1024 / 1024} MB: split it into smaller files.`,
      413,
    );
  const [a, b, c, d] = bytes;
  // A workbook is a zip file (PK…); an old .xls starts with the compound-file signature.
  if ((a === 0x50 && b === 0x4b && c === 3 && d === 4) || (a === 0xd0 && b === 0xcf))
    throw new DomainError(`This is a workbook, not a CSV file. ${SAVE_AS}`, 400);
  if ((a === 0xff && b === 0xfe) || (a === 0xfe && b === 0xff))
    throw new DomainError(`This file is saved as “Unicode Text” (UTF-16). ${SAVE_AS}`, 400);
}

function decode(bytes: Uint8Array): string {
  try {
    // The byte-order mark Excel writes is dropped here.
    const text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    if (text.includes("\0")) throw new TypeError("binary");
    return text;
  } catch {
    throw new DomainError(
      `This file is not in UTF-8, so its Hindi (and some other letters) would be lost. ${SAVE_AS}`,
      400,
    );
  }
}

/**
 * Commas, unless the header row has none but semicolons or tabs (Excel in some languages saves
 * with semicolons; a sheet copied as text has tabs).
 */
function delimiterOf(text: string): string {
  const first = text.slice(0, text.search(/\r?\n|$/));
  if (first.includes(",")) return ",";
  if (first.includes(";")) return ";";
  if (first.includes("\t")) return "\t";
  return ",";
}

const isBlank = (cells: string[]) => cells.every((c) => c.trim() === "");

/** The file's header and rows; a DomainError (400 or 413) for a file that is not one. */
export function readSheet(bytes: Uint8Array): Sheet {
  checkBytes(bytes);
  const text = decode(bytes);
  let records: string[][];
  try {
    records = parse(text, {
      delimiter: delimiterOf(text),
      // Rows shorter than the header (a trailing blank cell left out) are read as blank cells.
      relax_column_count: true,
      // Kept, so that the rows after a blank one keep their spreadsheet numbers.
      skip_empty_lines: false,
    });
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    const line = typeof error.lines === "number" ? ` (near line ${error.lines})` : "";
    const what = /QUOTE/.test(error.code)
      ? "a quotation mark is not closed, or one stands inside a cell that does not start with one"
      : "it is not laid out as rows of cells";
    throw new DomainError(`The file could not be read as CSV${line}: ${what}.`, 400);
  }
  // A cell's line breaks are one kind, whatever wrote the file.
  const cells = records.map((r) => r.map((c) => c.replace(/\r\n?/g, "\n")));
  const [header, ...rest] = cells;
  if (!header || isBlank(header))
    throw new DomainError("The first row must name the columns (see the template).", 400);
  const rows = rest.map((r, i) => ({ row: i + 2, cells: r })).filter((r) => !isBlank(r.cells));
  if (rows.length === 0) throw new DomainError("The file has a header but no rows under it.", 400);
  if (rows.length > CSV_MAX_ROWS)
    throw new DomainError(
      `The file has ${rows.length} rows; at most ${CSV_MAX_ROWS} can be added at a time: split it into smaller files.`,
      413,
    );
  return { header: header.map((h) => h.trim()), rows };
}
