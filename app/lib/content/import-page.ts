// The data of the back office's "Add from a spreadsheet" page (issue 24), as the server sends it
// and the page draws it.
import type { FormRefusal } from "~/lib/forms/refusal";

export type ImportColumn = { header: string; label: string; required: boolean; accepts: string };

export type ImportPageData = {
  section: { key: string; label: string; item: string; items: string };
  listPath: string;
  templatePath: string;
  columns: ImportColumn[];
  /** Fields staff add in each item's form afterwards (pictures), with the reason. */
  leftOut: Array<{ label: string; reason: string }>;
  limits: { size: string; rows: number };
};

/** What an uploaded file will add: every row, the problems, and the file to send back. */
export type ImportPreview = {
  fileName: string;
  columns: Array<{ header: string; label: string }>;
  rows: Array<{ row: number; cells: string[]; ok: boolean }>;
  /** "Row 7, website: …", in the order of the rows. */
  problems: string[];
  /** The rows that will be added (every row, when there is no problem). */
  count: number;
  /** "Add 30 startups". */
  confirm: string;
  /** The file's bytes (base64) for the confirm form: the server checks them again. */
  data: string;
};

export type ImportAnswer = { ok: true; preview: ImportPreview } | FormRefusal;
