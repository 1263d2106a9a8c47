// The e-mail a registration gets: its place (with the event's .ics attached) or its waiting list,
// in the language of the page it was sent from.
// Like the idea acknowledgement it goes to whatever address was typed, so it carries only the
// centre's words (the event's title, time and place), never the name or text a visitor typed.
import { getConfig } from "~/.server/config";
import { eventUrl, PRODID, toIcsEvent } from "~/.server/content/kinds/event-calendar";
import { icsCalendar } from "~/.server/content/kinds/ical";
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
import type { Lang } from "~/lib/i18n/lang";
import hi from "~/lib/i18n/messages/hi.ts";

type EventRow = typeof events.$inferSelect;

/**
 * "21 Nov 2026, 10:00 am (India Standard Time)", in Hindi "21 नवंबर 2026, 10:00 बजे (भारतीय मानक
 * समय)"; only the dates of an all-day event.
 */
function whenLine(event: EventRow, lang: Lang): string {
  const zone = getConfig().TIME_ZONE;
  const first = localDate(event.startsAt, zone);
  const last = event.endsAt ? localDate(event.endsAt, zone) : null;
  if (lang === "en") {
    if (event.allDay) return formatDateRange(first, last);
    return `${formatDateTime(event.startsAt, zone)} (${timeZoneName(zone)})`;
  }
  const day = (date: string) => formatLongDate(date, hi.shell.month);
  if (event.allDay) return last && last !== first ? `${day(first)} – ${day(last)}` : day(first);
  const clock = toLocalDateTime(event.startsAt, zone).slice(11);
  const zoneName = zone === "Asia/Kolkata" ? hi.directory.event.indiaTime : timeZoneName(zone);
  return `${day(first)}, ${clock} बजे (${zoneName})`;
}

type Words = {
  hello: string;
  when: string;
  where: string;
  page: string;
  online: string;
  placedSubject: (title: string) => string;
  placed: (title: string, centre: string) => string[];
  calendar: string;
  waitingSubject: (title: string) => string;
  waiting: (title: string, centre: string) => string[];
  notYou: string[];
};

const WORDS: Record<Lang, Words> = {
  en: {
    hello: "Hello,",
    when: "When:  ",
    where: "Where: ",
    page: "Event page: ",
    online: "Online",
    placedSubject: (title) => `You are registered: ${title}`,
    placed: (title, centre) => [`Your place at “${title}” at the ${centre} is confirmed.`],
    calendar: "The attached calendar file (event.ics) adds the event to your calendar.",
    waitingSubject: (title) => `Waiting list: ${title}`,
    waiting: (title, centre) => [
      `All places for “${title}” at the ${centre} are taken, so your registration is on`,
      "the waiting list. The centre's team will write to you if a place becomes free.",
    ],
    notYou: [
      "If you did not register, someone else typed your e-mail address; you can ignore this message.",
    ],
  },
  hi: {
    hello: "नमस्ते,",
    when: "कब:  ",
    where: "कहाँ: ",
    page: "कार्यक्रम का पेज: ",
    online: hi.directory.event.online,
    placedSubject: (title) => `आपका पंजीकरण हो गया है: ${title}`,
    placed: (title, centre) => [`${centre} के कार्यक्रम “${title}” में आपकी सीट पक्की हो गई है।`],
    calendar: "साथ लगी कैलेंडर फ़ाइल (event.ics) से यह कार्यक्रम आपके कैलेंडर में जुड़ जाएगा।",
    waitingSubject: (title) => `प्रतीक्षा सूची: ${title}`,
    waiting: (title, centre) => [
      `${centre} के कार्यक्रम “${title}” की सभी सीटें भर चुकी हैं, इसलिए आपका नाम प्रतीक्षा सूची`,
      "में लिखा गया है। कोई सीट ख़ाली होते ही केंद्र की टीम आपको लिखेगी।",
    ],
    notYou: [
      "अगर आपने पंजीकरण नहीं किया है, तो किसी और ने आपका ई-मेल पता लिख दिया होगा; आप इस ई-मेल को",
      "अनदेखा कर सकते हैं।",
    ],
  },
};

/**
 * The registration's e-mail, in the language of the page it was sent from: in Hindi with the
 * event's Hindi title and venue and the centre's Hindi name where they were written.
 */
export function registrationEmail(
  registration: Registration,
  event: EventRow,
  names: CentreNames,
): Mail {
  const lang = registration.lang;
  const w = WORDS[lang];
  const hindi = lang === "hi";
  const centre = (hindi && names.centreNameHi) || names.centreName;
  const title = oneLine((hindi && event.titleHi) || event.title);
  const venue = (hindi && event.venueHi) || event.venue;
  const details = [
    `${w.when}${whenLine(event, lang)}`,
    `${w.where}${event.online ? w.online : venue}`,
    `${w.page}${eventUrl(event.slug, lang)}`,
  ];
  const footer = ["", ...w.notYou, "", centre];
  if (registration.status !== "confirmed") {
    return {
      to: registration.email,
      subject: w.waitingSubject(title),
      text: [w.hello, "", ...w.waiting(title, centre), "", ...details, ...footer].join("\n"),
    };
  }
  return {
    to: registration.email,
    subject: w.placedSubject(title),
    text: [w.hello, "", ...w.placed(title, centre), "", ...details, "", w.calendar, ...footer].join(
      "\n",
    ),
    attachments: [
      {
        filename: "event.ics",
        content: icsCalendar({ prodId: PRODID, events: [toIcsEvent(event)] }),
        contentType: "text/calendar; charset=utf-8",
      },
    ],
  };
}
