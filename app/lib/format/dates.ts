// Dates as people in India write them (DD/MM/YYYY, as the spec does), formatted by hand so the
// server and every browser print exactly the same text (ICU data differs: "Sep" vs "Sept"). A
// page's month names are its catalogue's (t.shell.month); the back office and the command line
// write English ones.

/** Short English month names: the English catalogue's and the back office's. */
export const ENGLISH_MONTHS = [
  "Jan",
  "Feb",
  "Mar",
  "Apr",
  "May",
  "Jun",
  "Jul",
  "Aug",
  "Sep",
  "Oct",
  "Nov",
  "Dec",
];
const englishMonth = (n: number) => ENGLISH_MONTHS[n - 1] ?? "";

function parts(isoDate: string): [string, string, string] {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  if (!match) throw new Error(`Not an ISO date: ${isoDate}`);
  return [match[1], match[2], match[3]];
}

/** "2023-09-21" → "21/09/2023". */
export function formatIndianDate(isoDate: string): string {
  const [y, m, d] = parts(isoDate);
  return `${d}/${m}/${y}`;
}

/**
 * "2023-09-21" → "21 Sep 2023", for headings and badges; with a page's `t.shell.month`, its
 * language's month names.
 */
export function formatLongDate(isoDate: string, month = englishMonth): string {
  const [y, m, d] = parts(isoDate);
  return `${Number(d)} ${month(Number(m))} ${y}`;
}

/** One date or a range: "24/11/2023 – 18/12/2023". */
export function formatDateRange(start: string, end?: string | null): string {
  return end && end !== start
    ? `${formatIndianDate(start)} – ${formatIndianDate(end)}`
    : formatIndianDate(start);
}

// Instants (a stored time) as the centre's clock shows them. The back office formats them in its
// loaders, on the server, in the configured zone (TIME_ZONE), so the page hydrates with the very
// same text. Only Intl's numeric parts are used, which every ICU version gives alike.

const clocks = new Map<string, Intl.DateTimeFormat>();

/** The wall-clock reading of `instant` in `timeZone`, and that zone's offset from UTC then. */
function wallClock(instant: Date, timeZone: string) {
  let clock = clocks.get(timeZone);
  if (!clock) {
    clock = new Intl.DateTimeFormat("en-US", {
      timeZone,
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
      hourCycle: "h23",
    });
    clocks.set(timeZone, clock);
  }
  const part: Record<string, number> = {};
  for (const p of clock.formatToParts(instant)) part[p.type] = Number(p.value);
  const { year, month, day, hour, minute, second } = part;
  const seconds = Math.floor(instant.getTime() / 1000) * 1000;
  const offsetMinutes = Math.round(
    (Date.UTC(year, month - 1, day, hour, minute, second) - seconds) / 60_000,
  );
  return { year, month, day, hour, minute, second, offsetMinutes };
}

const two = (n: number) => String(n).padStart(2, "0");

/**
 * "23/11/2026, 11:46": when something happened, as the centre's clock showed it, written as the
 * public site writes dates and with the 24-hour clock (no am/pm to misread).
 */
export function formatDateTime(instant: Date, timeZone: string): string {
  return toFormDateTime(instant, timeZone).replace(" ", ", ");
}

/** "2026-11-23T11:46:00+05:30": ISO 8601 with the zone's offset, for machines (CSV, <time>). */
export function isoWithOffset(instant: Date, timeZone: string): string {
  const t = wallClock(instant, timeZone);
  const sign = t.offsetMinutes < 0 ? "-" : "+";
  const off = Math.abs(t.offsetMinutes);
  return `${t.year}-${two(t.month)}-${two(t.day)}T${two(t.hour)}:${two(t.minute)}:${two(t.second)}${sign}${two(Math.floor(off / 60))}:${two(off % 60)}`;
}

/**
 * The zone's name for the sentence a page says its times in: "India Standard Time",
 * "Central European Time", "Coordinated Universal Time"; the IANA name when Intl has none.
 */
export function timeZoneName(timeZone: string): string {
  const named = (style: "longGeneric" | "long") =>
    new Intl.DateTimeFormat("en-IN", { timeZone, timeZoneName: style })
      .formatToParts(new Date())
      .find((p) => p.type === "timeZoneName")?.value;
  for (const style of ["longGeneric", "long"] as const) {
    const name = named(style);
    if (name && !name.startsWith("GMT")) return name;
  }
  return timeZone;
}

/**
 * "2026-12-05T10:30" (what a date-and-time field holds) for `instant` as the centre's clock shows
 * it, and back: the form edits wall-clock times in the centre's zone, whatever the browser's is.
 */
export function toLocalDateTime(instant: Date, timeZone: string): string {
  const t = wallClock(instant, timeZone);
  return `${t.year}-${two(t.month)}-${two(t.day)}T${two(t.hour)}:${two(t.minute)}`;
}

/** The instant a wall-clock time in `timeZone` names; null for text that is not one. */
export function fromLocalDateTime(local: string, timeZone: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!match) return null;
  const [y, mo, d, h, mi] = match.slice(1).map(Number);
  const asUtc = Date.UTC(y, mo - 1, d, h, mi);
  // The zone's offset at that moment (twice: a change of offset between guess and answer).
  let instant = new Date(asUtc - wallClock(new Date(asUtc), timeZone).offsetMinutes * 60_000);
  instant = new Date(asUtc - wallClock(instant, timeZone).offsetMinutes * 60_000);
  return toLocalDateTime(instant, timeZone) === local ? instant : null;
}

/** The calendar day (YYYY-MM-DD) of `instant` in `timeZone`. */
export function localDate(instant: Date, timeZone: string): string {
  return toLocalDateTime(instant, timeZone).slice(0, 10);
}

// The back office's date inputs are text boxes that take the public site's way of writing a date
// (a browser's own date picker writes its locale's, mm/dd/yyyy in en-US: docs/decisions). What a
// box holds and what is typed into it are read here, in one place, for every form.

/** "2026-11-28" → "28/11/2026", what a date box holds; "" for no date. */
export const toFormDate = (isoDate: string | null | undefined): string =>
  isoDate ? formatIndianDate(isoDate) : "";

/** "28/11/2026 14:30", what a date-and-time box holds, for `instant` on the centre's clock. */
export function toFormDateTime(instant: Date, timeZone: string): string {
  const t = wallClock(instant, timeZone);
  return `${two(t.day)}/${two(t.month)}/${t.year} ${two(t.hour)}:${two(t.minute)}`;
}

/** How a date is written in a form, said once for hints, patterns and messages. */
export const FORM_DATE_FORMAT = "dd/mm/yyyy";
export const FORM_DATE_TIME_FORMAT = "dd/mm/yyyy hh:mm (24-hour)";

/** The refusal of a date box's text, the same in the browser and on the server. */
export const formDateRule = (label: string) =>
  `${label}: a date that exists, written ${FORM_DATE_FORMAT} (28/11/2026) or yyyy-mm-dd (2026-11-28).`;

/** The refusal of a date-and-time box's text. */
export const formDateTimeRule = (label: string) =>
  `${label}: a date and a time that exist, written ${FORM_DATE_TIME_FORMAT}, e.g. 28/11/2026 14:30 (or 2026-11-28 14:30).`;

const DAY_FIRST = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A typed day as "YYYY-MM-DD": "28/11/2026" (also 28-11-2026, 28.11.2026, 1/2/2026), or the ISO
 * form the import, the content file and scripts send; null for text that is no day of the calendar.
 */
export function parseFormDate(typed: string): string | null {
  const text = typed.trim();
  const dayFirst = DAY_FIRST.exec(text);
  const iso = ISO_DAY.exec(text);
  const [y, m, d] = dayFirst
    ? [dayFirst[3], dayFirst[2], dayFirst[1]].map(Number)
    : iso
      ? [iso[1], iso[2], iso[3]].map(Number)
      : [];
  if (y === undefined) return null;
  const day = new Date(Date.UTC(y, m - 1, d));
  if (day.getUTCFullYear() !== y || day.getUTCMonth() !== m - 1 || day.getUTCDate() !== d)
    return null;
  return `${y}-${two(m)}-${two(d)}`;
}

/**
 * The instant a typed date and time names on the centre's clock: "28/11/2026 14:30" (a comma or
 * "T" between them, one-digit hours, the ISO day of the import also taken); null for text that is
 * not one, or a time the clock skips (a change to summer time).
 */
export function parseFormDateTime(typed: string, timeZone: string): Date | null {
  const match = /^(\S+?)(?:,?\s+|T)(\d{1,2})[:.](\d{2})$/.exec(typed.trim());
  if (!match) return null;
  const day = parseFormDate(match[1]);
  const [hour, minute] = [Number(match[2]), Number(match[3])];
  if (!day || hour > 23 || minute > 59) return null;
  return fromLocalDateTime(`${day}T${two(hour)}:${two(minute)}`, timeZone);
}
