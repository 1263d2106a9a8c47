// How the inbox shows times: on the centre's clock (TIME_ZONE), formatted here on the server so
// the page hydrates with the same text; the audit log uses the same formatter (lib/format/dates).
import { getConfig } from "~/.server/config";
import { formatDateTime, formatLongDate, isoWithOffset } from "~/lib/format/dates";
import type { Lang } from "~/lib/i18n/lang";
import hi from "~/lib/i18n/messages/hi.ts";

/** "23/11/2026, 11:46" in the centre's zone; "" for no time. */
export function formatWhen(date: Date | null | undefined): string {
  return date ? formatDateTime(date, getConfig().TIME_ZONE) : "";
}

/**
 * The same in a page's language: English as formatWhen; Hindi with the month written out and the
 * 24-hour clock, as Hindi print gives times (shell.dateAtTime).
 */
export function formatWhenIn(date: Date | null | undefined, lang: Lang): string {
  if (lang === "en" || !date) return formatWhen(date);
  const iso = isoWhen(date);
  return hi.shell.dateAtTime(formatLongDate(iso, hi.shell.month), iso.slice(11, 16));
}

/** "2026-11-23T11:46:00+05:30": the same instant for machines (CSV, <time dateTime>). */
export function isoWhen(date: Date | null | undefined): string {
  return date ? isoWithOffset(date, getConfig().TIME_ZONE) : "";
}

export const DELIVERY_LABEL: Record<string, string> = {
  "centre-email": "E-mail to the centre",
  "founder-ack": "Acknowledgement to the founder",
  "form-service": "Form service",
  "founder-status": "Status e-mail to the founder",
  "feedback-ack": "Acknowledgement to the sender",
};
