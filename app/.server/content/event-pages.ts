// /events and /events/:slug: the published events split into upcoming and past by the centre's
// calendar, and one event's page with its album, its structured data and its calendar links.
import { getBranding } from "~/.server/branding";
import { getConfig } from "~/.server/config";
import type { Db } from "~/.server/db/database";
import { listGallery } from "~/.server/media/gallery";
import { listAlbums } from "~/.server/media/gallery-page";
import { confirmedCount } from "~/.server/registrations/register";
import { registrationState } from "~/.server/registrations/state";
import { isoWithOffset, localDate, timeZoneName, toLocalDateTime } from "~/lib/format/dates";
import { isRealLink } from "~/lib/format/links";
import { type GalleryItem, mediaUrl } from "~/lib/media";
import { calendarLinks, eventUrl } from "./event-calendar";
import { type Event, getEvent, listEvents } from "./queries";
import { eventShape } from "./shapes";
import type { View } from "./visibility";

/** What a list card shows. */
function card(row: Event) {
  const e = eventShape(row);
  return {
    id: e.id,
    slug: e.slug,
    title: e.title,
    startDate: e.startDate,
    endDate: e.endDate,
    startTime: e.startTime,
    place: row.online ? "Online" : e.venue,
    summary: e.summary,
    image: e.image,
    imageAlt: e.imageAlt,
    imageFocus: e.imageFocus,
  };
}

export type EventCard = ReturnType<typeof card>;

/**
 * An event is upcoming until its last day is over in the centre's zone (so today's events are
 * still upcoming); upcoming soonest first, past newest first.
 */
export async function getEventsPage(db: Db, view: View = "public", now = new Date()) {
  const zone = getConfig().TIME_ZONE;
  const today = localDate(now, zone);
  const rows = await listEvents(db, view);
  const lastDay = (e: Event) => localDate(e.endsAt ?? e.startsAt, zone);
  const byStart = (a: Event, b: Event) => a.startsAt.getTime() - b.startsAt.getTime();
  const upcoming = rows.filter((e) => lastDay(e) >= today).sort(byStart);
  const past = rows.filter((e) => lastDay(e) < today).sort((a, b) => byStart(b, a));
  return { upcoming: upcoming.map(card), past: past.map(card) };
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

export type EventAlbum = { slug: string; title: string; photos: GalleryItem[] };

/** The first published album linked to the event, with its photos (null: none, or empty). */
async function albumOf(db: Db, eventId: number, view: View): Promise<EventAlbum | null> {
  const album = (await listAlbums(db, view)).find((a) => a.eventId === eventId);
  if (!album) return null;
  const photos = await listGallery(db, view, { albumId: album.id });
  if (photos.length === 0) return null;
  return {
    slug: album.slug,
    title: album.title,
    photos: photos.map((p) => ({
      id: p.id,
      name: p.name,
      alt: p.alt,
      caption: p.caption,
      image: p.image,
    })),
  };
}

/** One event's page; undefined for an address no event (the view may see) has. */
export async function getEventPage(db: Db, slug: string, view: View = "public", now = new Date()) {
  const row = await getEvent(db, slug, view);
  if (!row) return undefined;
  const zone = getConfig().TIME_ZONE;
  const branding = await getBranding(db, view);
  const clock = (instant: Date) => toLocalDateTime(instant, zone).slice(11);
  return {
    event: {
      ...eventShape(row),
      place: row.online ? "Online" : row.venue,
      endTime: !row.allDay && row.endsAt ? clock(row.endsAt) : null,
    },
    zoneName: timeZoneName(zone),
    album: await albumOf(db, row.id, view),
    // Counted only where registration is offered: most event pages never need it.
    registration: registrationState(
      row,
      row.registrationOpen ? await confirmedCount(db, row.id) : 0,
      now,
    ),
    calendar: calendarLinks(row),
    structuredData: structuredData(row, {
      name: branding.centreName,
      url: branding.publicUrl,
    }),
  };
}
