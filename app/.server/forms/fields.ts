import { z } from "zod";
import { formDateRule, parseFormDate } from "~/lib/format/dates";

/**
 * PostgreSQL cannot store U+0000 in text, so a stray one (pasted from elsewhere, or sent by a
 * script) would fail the whole request. It carries no meaning in a form field: it is dropped.
 */
export const withoutNul = (value: string) => value.replaceAll("\u0000", "");

/** A one-line name (e.g. an uploaded file's) without control characters, NUL among them. */
export const withoutControlCharacters = (value: string) =>
  [...value].filter((c) => c >= " " && c !== "\u007f").join("");

/** A text field as people send it: without NUL characters, trimmed. */
export const textField = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).overwrite(withoutNul).trim();

/** The largest value of PostgreSQL's `integer`: a larger id would fail the query (a 500). */
export const INT4_MAX = 2_147_483_647;

/** A row's id as a form or an address gives it: a positive whole number that fits `integer`. */
export const rowId = () => z.coerce.number().int().positive().max(INT4_MAX);

/** A row's id from an address (e.g. /ideas/:id), or null when it cannot be one. */
export function rowIdOf(value: string | undefined): number | null {
  const parsed = rowId().safeParse(value);
  return parsed.success && /^\d+$/.test(value ?? "") ? parsed.data : null;
}

/** A calendar day, YYYY-MM-DD, that exists: 2026-02-31 does not (PostgreSQL would refuse it). */
export const isoDate = () =>
  textField()
    .regex(/^\d{4}-\d{2}-\d{2}$/, "Dates look like 2026-03-31.")
    .refine((v) => {
      // zod runs every check, so this one also sees text the pattern refused.
      const day = new Date(`${v}T00:00:00Z`);
      return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === v;
    }, "That date does not exist.");

/** A required day as staff type it (28/11/2026, or the ISO day scripts send), kept as "YYYY-MM-DD". */
export const formDate = (label: string) =>
  textField()
    .min(1, `${label} is required (a date).`)
    .refine((v) => v === "" || parseFormDate(v) !== null, formDateRule(label))
    .transform((v) => parseFormDate(v) as string);

/** `?page=` of a paged list: 1 to 10,000 (an absurd number would overflow the query's offset). */
export function pageOf(url: string): number {
  const page = Number.parseInt(new URL(url).searchParams.get("page") ?? "1", 10) || 1;
  return Math.max(1, Math.min(10_000, page));
}
