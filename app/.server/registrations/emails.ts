// The e-mail a registration gets: its place (with the event's .ics attached) or its waiting list.
// Like the idea acknowledgement it goes to whatever address was typed, so it carries only the
// centre's words (the event's title, time and place), never the name or text a visitor typed.
import { getConfig } from "~/.server/config";
import { eventUrl, PRODID, toIcsEvent } from "~/.server/content/event-calendar";
import { icsCalendar } from "~/.server/content/ical";
import type { events } from "~/.server/db/schema/events";
import type { Registration } from "~/.server/db/schema/registrations";
import { oneLine } from "~/.server/ideas/emails";
import type { Mail } from "~/.server/mail/mailer";
import { formatDateRange, formatDateTime, localDate, timeZoneName } from "~/lib/format/dates";

type EventRow = typeof events.$inferSelect;

/** "21/11/2026, 10:00 am (India Standard Time)", or only the dates of an all-day event. */
export function whenLine(event: EventRow): string {
  const zone = getConfig().TIME_ZONE;
  if (event.allDay) {
    return formatDateRange(
      localDate(event.startsAt, zone),
      event.endsAt ? localDate(event.endsAt, zone) : null,
    );
  }
  return `${formatDateTime(event.startsAt, zone)} (${timeZoneName(zone)})`;
}

export function registrationEmail(
  registration: Registration,
  event: EventRow,
  centreName: string,
): Mail {
  const title = oneLine(event.title);
  const confirmed = registration.status === "confirmed";
  const details = [
    `When:  ${whenLine(event)}`,
    `Where: ${event.online ? "Online" : event.venue}`,
    `Event page: ${eventUrl(event.slug)}`,
  ];
  const footer = [
    "",
    "If you did not register, someone else typed your e-mail address; you can ignore this message.",
    "",
    centreName,
  ];
  if (!confirmed) {
    return {
      to: registration.email,
      subject: `Waiting list: ${title}`,
      text: [
        "Hello,",
        "",
        `All places for “${title}” at the ${centreName} are taken, so your registration is on`,
        "the waiting list. The centre's team will write to you if a place becomes free.",
        "",
        ...details,
        ...footer,
      ].join("\n"),
    };
  }
  return {
    to: registration.email,
    subject: `You are registered: ${title}`,
    text: [
      "Hello,",
      "",
      `Your place at “${title}” at the ${centreName} is confirmed.`,
      "",
      ...details,
      "",
      "The attached calendar file (event.ics) adds the event to your calendar.",
      ...footer,
    ].join("\n"),
    attachments: [
      {
        filename: "event.ics",
        content: icsCalendar({ prodId: PRODID, events: [toIcsEvent(event)] }),
        contentType: "text/calendar; charset=utf-8",
      },
    ],
  };
}
