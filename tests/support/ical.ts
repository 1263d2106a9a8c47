// Reading an iCalendar file back with a real parser (ical.js), so tests check what a calendar app
// would see (fields, instants, all-day dates) rather than the text the module wrote.
import ICAL from "ical.js";

export type ParsedEvent = {
  uid: string;
  summary: string;
  location: string;
  description: string;
  url: string;
  /** An all-day event's dates as YYYY-MM-DD; else null. */
  startDate: string | null;
  endDate: string | null;
  start: Date;
  end: Date | null;
  stamp: Date;
};

export function parseCalendar(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const events = calendar.getAllSubcomponents("vevent").map((vevent): ParsedEvent => {
    const event = new ICAL.Event(vevent);
    const time = (name: string) => vevent.getFirstPropertyValue(name) as ICAL.Time | null;
    const end = time("dtend");
    return {
      uid: event.uid,
      summary: event.summary,
      location: event.location,
      description: event.description,
      url: String(vevent.getFirstPropertyValue("url") ?? ""),
      startDate: event.startDate.isDate ? event.startDate.toString() : null,
      endDate: end?.isDate ? end.toString() : null,
      start: event.startDate.toJSDate(),
      end: end ? end.toJSDate() : null,
      stamp: (time("dtstamp") as ICAL.Time).toJSDate(),
    };
  });
  return {
    version: String(calendar.getFirstPropertyValue("version")),
    prodId: String(calendar.getFirstPropertyValue("prodid")),
    name: calendar.getFirstPropertyValue("x-wr-calname"),
    events,
  };
}
