// The e-mail a registration gets: its place (with the event's .ics attached) or its waiting list,
// in the language of the page it was sent from.
// Like the idea acknowledgement it goes to whatever address was typed, so it carries only the
// centre's words (the event's title, time and place), never the name or text a visitor typed.
import { getConfig } from "~/.server/config";
import { eventUrl, PRODID, toIcsEvent } from "~/.server/content/event-calendar";
import { icsCalendar } from "~/.server/content/ical";
import type { events } from "~/.server/db/schema/events";
import type { Registration } from "~/.server/db/schema/registrations";
import { type CentreNames, oneLine } from "~/.server/ideas/emails";
import type { Mail } from "~/.server/mail/mailer";
import {
  formatDateRange,
  formatDateTime,
  formatLongDate,
  localDate,
  timeZoneName,
  toLocalDateTime,
} from "~/lib/format/dates";
import hi from "~/lib/i18n/messages/hi.ts";

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

/** "21 नवंबर 2026, 10:00 बजे (भारतीय मानक समय)", or only the dates of an all-day event. */
function whenLineHi(event: EventRow): string {
  const zone = getConfig().TIME_ZONE;
  const day = (instant: Date) => formatLongDate(localDate(instant, zone), "hi");
  if (event.allDay) {
    const last = event.endsAt && localDate(event.endsAt, zone) !== localDate(event.startsAt, zone);
    return last && event.endsAt
      ? `${day(event.startsAt)} – ${day(event.endsAt)}`
      : day(event.startsAt);
  }
  const clock = toLocalDateTime(event.startsAt, zone).slice(11);
  const zoneName = zone === "Asia/Kolkata" ? hi.directory.event.indiaTime : timeZoneName(zone);
  return `${day(event.startsAt)}, ${clock} बजे (${zoneName})`;
}

const calendarFile = (event: EventRow) => ({
  filename: "event.ics",
  content: icsCalendar({ prodId: PRODID, events: [toIcsEvent(event)] }),
  contentType: "text/calendar; charset=utf-8",
});

/**
 * The registration's e-mail, in the language of the page it was sent from (the event's Hindi
 * title and venue where staff wrote them). The centre's name as Settings has it.
 */
export function registrationEmail(
  registration: Registration,
  event: EventRow,
  names: CentreNames,
): Mail {
  return registration.lang === "hi"
    ? registrationEmailHi(registration, event, names)
    : registrationEmailEn(registration, event, names.centreName);
}

function registrationEmailEn(
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
    attachments: [calendarFile(event)],
  };
}

function registrationEmailHi(
  registration: Registration,
  event: EventRow,
  names: CentreNames,
): Mail {
  const centre = names.centreNameHi || names.centreName;
  const title = oneLine(event.titleHi || event.title);
  const venue = event.venueHi || event.venue;
  const details = [
    `कब:  ${whenLineHi(event)}`,
    `कहाँ: ${event.online ? hi.directory.event.online : venue}`,
    `कार्यक्रम का पेज: ${eventUrl(event.slug, "hi")}`,
  ];
  const footer = [
    "",
    "अगर आपने पंजीकरण नहीं किया है, तो किसी और ने आपका ई-मेल पता लिख दिया होगा; आप इस ई-मेल को",
    "अनदेखा कर सकते हैं।",
    "",
    centre,
  ];
  if (registration.status !== "confirmed") {
    return {
      to: registration.email,
      subject: `प्रतीक्षा सूची: ${title}`,
      text: [
        "नमस्ते,",
        "",
        `${centre} के कार्यक्रम “${title}” की सभी सीटें भर चुकी हैं, इसलिए आपका नाम प्रतीक्षा सूची`,
        "में लिखा गया है। कोई सीट ख़ाली होते ही केंद्र की टीम आपको लिखेगी।",
        "",
        ...details,
        ...footer,
      ].join("\n"),
    };
  }
  return {
    to: registration.email,
    subject: `आपका पंजीकरण हो गया है: ${title}`,
    text: [
      "नमस्ते,",
      "",
      `${centre} के कार्यक्रम “${title}” में आपकी सीट पक्की हो गई है।`,
      "",
      ...details,
      "",
      "साथ लगी कैलेंडर फ़ाइल (event.ics) से यह कार्यक्रम आपके कैलेंडर में जुड़ जाएगा।",
      ...footer,
    ].join("\n"),
    attachments: [calendarFile(event)],
  };
}
