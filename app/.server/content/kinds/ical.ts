// iCalendar (RFC 5545) for the events: one event's file and the feed of all of them. Written by
// hand because the format is small; the tests read the output back with a real parser (ical.js).

/** One event as a calendar needs it. */
export type IcsEvent = {
  /** Stable for the event's whole life, so a re-import updates rather than duplicates it. */
  uid: string;
  /** When the event's information last changed (DTSTAMP and LAST-MODIFIED). */
  updated: Date;
  start: Date;
  end: Date | null;
  /** Only the dates matter: `startDate`/`endDate` (YYYY-MM-DD, the centre's calendar) are used. */
  allDay: boolean;
  startDate: string;
  endDate: string | null;
  summary: string;
  location: string;
  description: string;
  url: string;
};

export type IcsCalendar = {
  /** The product that wrote the file, e.g. "-//Startup Centre//Events//EN". */
  prodId: string;
  /** The feed's name in a calendar app (X-WR-CALNAME); omitted for one event's file. */
  name?: string;
  events: IcsEvent[];
};

/** TEXT values: backslash, semicolon and comma escaped, line breaks as "\n" (RFC 5545 3.3.11). */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

const encoder = new TextEncoder();

/**
 * A content line folded at 75 octets (RFC 5545 3.1): each continuation starts with a space. Cuts
 * fall between characters, never inside a multi-byte one (Hindi text is 3 octets a letter).
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // The first line may hold 75 octets; a continuation 74 after its leading space.
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = "";
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

const two = (n: number) => String(n).padStart(2, "0");

/** "20231121T043000Z": a UTC DATE-TIME. */
export function utcStamp(instant: Date): string {
  return (
    `${instant.getUTCFullYear()}${two(instant.getUTCMonth() + 1)}${two(instant.getUTCDate())}` +
    `T${two(instant.getUTCHours())}${two(instant.getUTCMinutes())}${two(instant.getUTCSeconds())}Z`
  );
}

/** "2023-09-21" → "20230921", and the day after (an all-day DTEND is exclusive). */
const dateValue = (isoDate: string) => isoDate.slice(0, 10).replace(/-/g, "");
export function dayAfter(isoDate: string): string {
  const [y, m, d] = isoDate.slice(0, 10).split("-").map(Number);
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
}

function eventLines(e: IcsEvent): string[] {
  const when = e.allDay
    ? [
        `DTSTART;VALUE=DATE:${dateValue(e.startDate)}`,
        `DTEND;VALUE=DATE:${dateValue(dayAfter(e.endDate ?? e.startDate))}`,
      ]
    : [
        `DTSTART:${utcStamp(e.start)}`,
        // Without an end the event is a moment (RFC 5545 3.6.1): no length is made up.
        ...(e.end ? [`DTEND:${utcStamp(e.end)}`] : []),
      ];
  return [
    "BEGIN:VEVENT",
    `UID:${escapeText(e.uid)}`,
    `DTSTAMP:${utcStamp(e.updated)}`,
    `LAST-MODIFIED:${utcStamp(e.updated)}`,
    ...when,
    `SUMMARY:${escapeText(e.summary)}`,
    `LOCATION:${escapeText(e.location)}`,
    `DESCRIPTION:${escapeText(e.description)}`,
    // URL is a URI value, not TEXT: it is not escaped.
    `URL:${e.url}`,
    "STATUS:CONFIRMED",
    "END:VEVENT",
  ];
}

/** The whole file: CRLF line endings, every line folded, ending with a line break. */
export function icsCalendar(calendar: IcsCalendar): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:${escapeText(calendar.prodId)}`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    ...(calendar.name ? [`X-WR-CALNAME:${escapeText(calendar.name)}`] : []),
    ...calendar.events.flatMap(eventLines),
    "END:VCALENDAR",
  ];
  return `${lines.map(foldLine).join("\r\n")}\r\n`;
}
