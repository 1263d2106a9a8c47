// The e-mail a registration gets: its place (with the event's .ics attached) or its waiting list,
// in the language of the page it was sent from and the wording staff keep under E-mails.
// Like the idea acknowledgement it goes to whatever address was typed, so it carries only the
// centre's words (the event's title, time and place), never the name or text a visitor typed.
import { getConfig } from "~/.server/config";
import { composeEmail, type EmailTexts } from "~/.server/content/kinds/email-texts";
import { eventUrl, PRODID, toIcsEvent } from "~/.server/content/kinds/event-calendar";
import { CANCEL } from "~/.server/content/kinds/event-email-texts";
import { icsCalendar } from "~/.server/content/kinds/ical";
import type { events } from "~/.server/db/schema/events";
import type { Registration } from "~/.server/db/schema/registrations";
import type { CentreNames } from "~/.server/ideas/emails";
import { oneLine } from "~/.server/mail/headers";
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
import en from "~/lib/i18n/messages/en.ts";
import hi from "~/lib/i18n/messages/hi.ts";
import { answersIn } from "./answers";

type EventRow = typeof events.$inferSelect;

/** Where an online event happens, in the e-mail's language (the event page's word). */
const ONLINE = { en: "Online", hi: hi.directory.event.online } satisfies Record<Lang, string>;

/**
 * "21/11/2026, 10:00 (India Standard Time)", in Hindi "21 नवंबर 2026, 10:00 बजे (भारतीय मानक
 * समय)"; only the dates of an all-day event.
 */
export function whenLine(event: EventRow, lang: Lang): string {
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

/** The e-mails a registration can get (each a message of the E-mails wording). */
export type RegistrationMailKind = "registered" | "waiting" | "promoted" | "cancelled" | "reminder";

/** Those that carry the event's .ics: the ones that say the place is theirs. */
const WITH_CALENDAR: ReadonlySet<RegistrationMailKind> = new Set([
  "registered",
  "promoted",
  "reminder",
]);

/** The registration's own cancel link (no login: the e-mail is the key), in its language. */
export const cancelUrl = (slug: string, lang: Lang, token: string) =>
  `${eventUrl(slug, lang)}/cancel?t=${encodeURIComponent(token)}`;

/**
 * One of the registration's e-mails, in the language of the page it was sent from: in Hindi with
 * the event's Hindi title and venue and the centre's Hindi name where they were written. Without
 * `kind`, the confirmation its status calls for (a place, or the waiting list).
 */
export function registrationEmail(
  registration: Registration,
  event: EventRow,
  names: CentreNames,
  texts: EmailTexts,
  kind: RegistrationMailKind = registration.status === "confirmed" ? "registered" : "waiting",
): Mail {
  const lang = registration.lang;
  const hindi = lang === "hi";
  const cancelPage = cancelUrl(event.slug, lang, registration.cancelToken ?? "");
  const values = {
    event: oneLine((hindi && event.titleHi) || event.title),
    centre: (hindi && names.centreNameHi) || names.centreName,
    when: whenLine(event, lang),
    where: event.online ? ONLINE[lang] : (hindi && event.venueHi) || event.venue,
    eventPage: eventUrl(event.slug, lang),
    cancelPage,
  };
  const message = composeEmail(texts, kind, lang, values);
  const parts = [message.text];
  // The answers to the event's questions that are the centre's words (choices, yes/no).
  const words = (hindi ? hi : en).directory.registration;
  const chosen = answersIn(registration.answers ?? [], event.questions ?? [], lang, words, {
    chosenOnly: true,
  });
  if (kind !== "cancelled" && chosen.length)
    parts.push(
      `${words.yourAnswers}:\n${chosen.map((a) => `${a.question}: ${a.answer}`).join("\n")}`,
    );
  // Staff's wording of an older release may leave the link out; a place must always be
  // easy to give back, so the line is added where it is missing.
  if (kind !== "cancelled" && !message.text.includes(cancelPage))
    parts.push(CANCEL[lang].replace("{cancelPage}", cancelPage));
  const text = parts.join("\n\n");
  const mail: Mail = { to: registration.email, subject: message.subject, text };
  if (!WITH_CALENDAR.has(kind)) return mail;
  return {
    ...mail,
    attachments: [
      {
        filename: "event.ics",
        content: icsCalendar({ prodId: PRODID, events: [toIcsEvent(event)] }),
        contentType: "text/calendar; charset=utf-8",
      },
    ],
  };
}
