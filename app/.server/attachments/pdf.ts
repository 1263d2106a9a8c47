// What the server takes as a notice's PDF (decision 017). Pure rules, unit-tested in pdf.test.ts.
import { DomainError } from "~/.server/errors";
import { withoutControlCharacters } from "~/.server/forms/fields";
import { formatBytes } from "~/.server/media/rules";

export const NOT_A_PDF = "Please choose a PDF file.";
export const pdfTooLarge = (max: number) => `The PDF is larger than ${formatBytes(max)}.`;

/**
 * A PDF starts with "%PDF-". The name and the browser's claimed type prove nothing, and the file
 * is served to visitors as application/pdf: anything else (an HTML page renamed .pdf) is refused.
 */
export function isPdf(bytes: Uint8Array): boolean {
  return bytes.length >= 5 && String.fromCharCode(...bytes.subarray(0, 5)) === "%PDF-";
}

/** Refuses what is not a PDF of at most `max` bytes, with a message staff can act on. */
export function checkPdf(bytes: Uint8Array, max: number): void {
  if (bytes.length === 0)
    throw new DomainError("The file is empty: please choose a PDF file.", 400);
  if (bytes.length > max) throw new DomainError(pdfTooLarge(max), 413);
  if (!isPdf(bytes)) throw new DomainError(NOT_A_PDF, 415);
}

/**
 * The name a saved copy gets: the uploaded one without folders, control characters or quotes
 * (it goes into a header), at most 100 characters, ending in .pdf.
 */
export function pdfFileName(name: string): string {
  const base = withoutControlCharacters(name.split(/[/\\]/).pop() ?? "")
    .replace(/["\\]/g, "")
    .trim()
    .replace(/\.pdf$/i, "")
    .slice(0, 96)
    .trim();
  return `${base || "notice"}.pdf`;
}

/** Content-Disposition for a file name: ASCII fallback plus the exact name (RFC 6266). */
export function inlineDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, "_");
  return `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** Ids are SHA-256 hex digests; anything else is not asked of the database. */
export const isAttachmentId = (id: unknown): id is string =>
  typeof id === "string" && /^[0-9a-f]{64}$/.test(id);
