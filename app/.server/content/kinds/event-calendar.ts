// An event as calendars take it: the .ics files (one event's, the feed of all) and the "Add to
// calendar" links of its page. Times go out in UTC, dates of all-day events as the centre's days.
import { getConfig } from "~/.server/config";
import { type Event, getEvent, listEvents } from "~/.server/content/kinds/events";
import type { Db } from "~/.server/db/database";
import { localDate } from "~/lib/format/dates";
import { type Lang, localize } from "~/lib/i18n/lang";
import { dayAfter, type IcsEvent, icsCalendar } from "./ical";

/** The event page's address (absolute, from the configured public address). */
export const eventUrl = (slug: string, lang: Lang = "en") =>
  `${getConfig().publicUrl}${localize(`/events/${encodeURIComponent(slug)}`, lang)}`;

/** What a calendar entry is made of: any event row, published or as stored. */
export type IcsSource = Pick<
  Event,
  | "id"
  | "slug"
  | "updatedAt"
  | "startsAt"
  | "endsAt"
  | "allDay"
  | "title"
  | "online"
  | "venue"
  | "summary"
  | "description"
>;

/** The event as one VEVENT; its UID is the row's id, so a renamed event stays the same event. */
export function toIcsEvent(row: IcsSource): IcsEvent {
  const zone = getConfig().TIME_ZONE;
  const host = new URL(getConfig().publicUrl).hostname;
  return {
    uid: `event-${row.id}@${host}`,
    updated: row.updatedAt,
    start: row.startsAt,
    end: row.endsAt,
    allDay: row.allDay,
    startDate: localDate(row.startsAt, zone),
    endDate: row.endsAt ? localDate(row.endsAt, zone) : null,
    summary: row.title,
    location: row.online ? "Online" : row.venue,
    // The Markdown source reads well enough as plain text; the summary leads.
    description: `${row.summary}\n\n${row.description}`,
    url: eventUrl(row.slug),
  };
}

export const PRODID = "-//Startup Incubation Centre//Events//EN";

/** One published event's .ics; undefined for an unknown (or unpublished) event. */
export async function eventIcs(db: Db, slug: string): Promise<string | undefined> {
  const row = await getEvent(db, slug);
  return row && icsCalendar({ prodId: PRODID, events: [toIcsEvent(row)] });
}

/** Every published event, for a calendar app to subscribe to. */
export async function eventsFeedIcs(db: Db, centreName: string): Promise<string> {
  const rows = await listEvents(db);
  const sorted = [...rows].sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
  return icsCalendar({
    prodId: PRODID,
    name: centreName ? `${centreName}: events` : "Events",
    events: sorted.map(toIcsEvent),
  });
}

const compact = (iso: string) => iso.replace(/[-:]/g, "").replace(/\.\d{3}/, "");

export type CalendarLinks = { ics: string; google: string; outlook: string };

/** "Add to calendar": the .ics file, Google Calendar and Outlook's compose pages, filled in. */
export function calendarLinks(row: Event): CalendarLinks {
  const e = toIcsEvent(row);
  const details = `${row.summary}\n\n${e.url}`;
  const lastDay = e.endDate ?? e.startDate;
  const googleDates = e.allDay
    ? `${compact(e.startDate)}/${compact(dayAfter(lastDay))}`
    : `${compact(e.start.toISOString())}/${compact((e.end ?? e.start).toISOString())}`;
  const google = new URLSearchParams({
    action: "TEMPLATE",
    text: e.summary,
    dates: googleDates,
    details,
    location: e.location,
  });
  const outlook = new URLSearchParams({
    path: "/calendar/action/compose",
    rru: "addevent",
    subject: e.summary,
    startdt: e.allDay ? e.startDate : e.start.toISOString(),
    enddt: e.allDay ? dayAfter(lastDay) : (e.end ?? e.start).toISOString(),
    body: details,
    location: e.location,
    ...(e.allDay ? { allday: "true" } : {}),
  });
  return {
    ics: `/events/${encodeURIComponent(row.slug)}.ics`,
    google: `https://calendar.google.com/calendar/render?${google}`,
    outlook: `https://outlook.live.com/calendar/0/action/compose?${outlook}`,
  };
}
