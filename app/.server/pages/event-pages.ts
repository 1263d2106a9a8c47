// /events and /events/:slug: the published events split into upcoming and past by the centre's
// calendar, and one event's page with its album, its structured data and its calendar links.

import { getBranding } from "~/.server/branding";
import { latestUpdate } from "~/.server/content/latest-update";
// Registers both catalogues, which messagesOf reads (a page's words: "Online").
import "~/.server/i18n";
import { getConfig } from "~/.server/config";
import { listGallery } from "~/.server/content/gallery";
import { events as eventKind } from "~/.server/content/kinds";
import { calendarLinks, eventUrl } from "~/.server/content/kinds/event-calendar";
import { type Event, eventShape, getEvent, listEvents } from "~/.server/content/kinds/events";
import { inLanguage } from "~/.server/content/read";
import type { View } from "~/.server/content/visibility";
import type { Db } from "~/.server/db/database";
import { galleryItem, listAlbums } from "~/.server/pages/gallery-page";
import { publicQuestions } from "~/.server/registrations/answers";
import { confirmedCount } from "~/.server/registrations/register";
import { registrationState } from "~/.server/registrations/state";
import { isoWithOffset, localDate, timeZoneName, toLocalDateTime } from "~/lib/format/dates";
import { isRealLink } from "~/lib/format/links";
import { messagesOf } from "~/lib/i18n/catalogue";
import type { Localized } from "~/lib/i18n/content";
import type { Lang } from "~/lib/i18n/lang";
import { type GalleryItem, mediaUrl } from "~/lib/media";

/** An event's row in a page's language: the texts localized, those left in English listed. */
export function localEvent(row: Event, lang: Lang): Event & Localized {
  return inLanguage(row, eventKind, lang);
}

/** Where an event is, as a page in `lang` says it: "Online", or its venue. */
const placeOf = (row: Event & Localized, lang: Lang) =>
  row.online ? messagesOf(lang).directory.event.online : row.venue;

/**
 * The fields that fell back to English, as the page shows them: the place of an online event is
 * the page's own word "Online", never a fallback (fallbackLang(e, "venue") marks the place).
 */
const fallbacks = (row: Event & Localized): Localized =>
  row.fallback
    ? { fallback: row.online ? row.fallback.filter((f) => f !== "venue") : row.fallback }
    : {};

/** What a list card shows. */
function card(raw: Event, lang: Lang) {
  const row = localEvent(raw, lang);
  const e = eventShape(row, lang);
  return {
    id: e.id,
    slug: e.slug,
    title: e.title,
    startDate: e.startDate,
    endDate: e.endDate,
    startTime: e.startTime,
    place: placeOf(row, lang),
    summary: e.summary,
    image: e.image,
    imageAlt: e.imageAlt,
    imageFocus: e.imageFocus,
    ...fallbacks(row),
  };
}

export type EventCard = ReturnType<typeof card>;

/**
 * An event is upcoming until its last day is over in the centre's zone (so today's events are
 * still upcoming); upcoming soonest first, past newest first.
 */
export async function getEventsPage(
  db: Db,
  view: View = "public",
  now = new Date(),
  lang: Lang = "en",
) {
  const zone = getConfig().TIME_ZONE;
  const today = localDate(now, zone);
  const rows = await listEvents(db, view);
  const lastDay = (e: Event) => localDate(e.endsAt ?? e.startsAt, zone);
  const byStart = (a: Event, b: Event) => a.startsAt.getTime() - b.startsAt.getTime();
  const upcoming = rows.filter((e) => lastDay(e) >= today).sort(byStart);
  const past = rows.filter((e) => lastDay(e) < today).sort((a, b) => byStart(b, a));
  return {
    upcoming: upcoming.map((row) => card(row, lang)),
    past: past.map((row) => card(row, lang)),
    updatedAt: latestUpdate(rows),
  };
}

/** schema.org Event (https://schema.org/Event): what search engines show of the event. */
function structuredData(row: Event, organizer: { name: string; url: string }) {
  const zone = getConfig().TIME_ZONE;
  const when = (instant: Date) =>
    row.allDay ? localDate(instant, zone) : isoWithOffset(instant, zone);
  const url = eventUrl(row.slug);
  const image = row.image
    ? `${getConfig().publicUrl}${mediaUrl(row.image.id, Math.min(1440, row.image.width), "jpeg")}`
    : undefined;
  return {
    "@context": "https://schema.org",
    "@type": "Event",
    name: row.title,
    startDate: when(row.startsAt),
    ...(row.endsAt ? { endDate: when(row.endsAt) } : {}),
    eventAttendanceMode: row.online
      ? "https://schema.org/OnlineEventAttendanceMode"
      : "https://schema.org/OfflineEventAttendanceMode",
    eventStatus: "https://schema.org/EventScheduled",
    location: row.online
      ? {
          "@type": "VirtualLocation",
          url: isRealLink(row.link) ? new URL(row.link, url).href : url,
        }
      : { "@type": "Place", name: row.venue, address: row.venue },
    description: row.summary,
    ...(image ? { image: [image] } : {}),
    url,
    organizer: { "@type": "Organization", ...organizer },
  };
}

export type EventAlbum = { slug: string; title: string; photos: GalleryItem[] } & Localized;

/** The first published album linked to the event, with its photos (null: none, or empty). */
async function albumOf(
  db: Db,
  eventId: number,
  view: View,
  lang: Lang,
): Promise<EventAlbum | null> {
  const album = (await listAlbums(db, view, lang)).find((a) => a.eventId === eventId);
  if (!album) return null;
  const photos = await listGallery(db, view, { albumId: album.id, lang });
  if (photos.length === 0) return null;
  return {
    title: album.title,
    ...(album.fallback && { fallback: album.fallback }),
    slug: album.slug,
    photos: photos.map(galleryItem),
  };
}

/** One event's page; undefined for an address no event (the view may see) has. */
export async function getEventPage(
  db: Db,
  slug: string,
  view: View = "public",
  now = new Date(),
  lang: Lang = "en",
) {
  const row = await getEvent(db, slug, view);
  if (!row) return undefined;
  const zone = getConfig().TIME_ZONE;
  const branding = await getBranding(db, view);
  const clock = (instant: Date) => toLocalDateTime(instant, zone).slice(11);
  const local = localEvent(row, lang);
  return {
    event: {
      ...eventShape(local, lang),
      place: placeOf(local, lang),
      endTime: !row.allDay && row.endsAt ? clock(row.endsAt) : null,
      ...fallbacks(local),
    },
    // The centre's zone by its name in the page's language (other zones: their English name).
    zoneName:
      lang === "hi" && zone === "Asia/Kolkata"
        ? messagesOf(lang).directory.event.indiaTime
        : timeZoneName(zone),
    album: await albumOf(db, row.id, view, lang),
    updatedAt: row.updatedAt.toISOString(),
    // Counted only where registration is offered: most event pages never need it.
    registration: registrationState(
      row,
      row.registrationOpen ? await confirmedCount(db, row.id) : 0,
      now,
    ),
    // The event's own questions, in the page's language (only while registration is offered).
    questions: row.registrationOpen
      ? publicQuestions(row.questions, lang, messagesOf(lang).directory.registration)
      : [],
    calendar: calendarLinks(row),
    structuredData: structuredData(row, {
      name: branding.centreName,
      url: branding.publicUrl,
    }),
  };
}
