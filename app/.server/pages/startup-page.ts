// What a startup's own page adds to its record: the centre's events of the year the startup
// joined, their photos, and the schema.org description search engines read.
//
// No event names the startups that took part in it (the content model has no such link, and
// matching names in event texts would guess), so "related" here means only what the data says:
// the events held in the startup's cohort year, presented as such, never as events it attended.
import { and, asc, inArray } from "drizzle-orm";
import { getConfig } from "~/.server/config";
import { listGallery } from "~/.server/content/gallery";
import { eventShape, listEvents } from "~/.server/content/kinds/events";
import type { startupShape } from "~/.server/content/kinds/startups";
import { type View, visible } from "~/.server/content/visibility";
import type { Db } from "~/.server/db/database";
import { albums } from "~/.server/db/schema/gallery";
import { localDate } from "~/lib/format/dates";
import { isRealLink } from "~/lib/format/links";
import { socialLinks } from "~/lib/format/social";
import { startupName } from "~/lib/format/startups";
import type { Lang } from "~/lib/i18n/lang";
import type { GalleryItem } from "~/lib/media";
import { mediaUrl } from "~/lib/media";
import { localEvent } from "./event-pages";
import { galleryItem } from "./gallery-page";

/** At most this many photos on a startup's page; the gallery has the rest. */
const MAX_PHOTOS = 8;

/** The events (in the staff's order) that started in `year`, on the centre's calendar. */
export async function cohortEvents(
  db: Db,
  year: number | null,
  view: View = "public",
  lang: Lang = "en",
) {
  if (!year) return [];
  const zone = getConfig().TIME_ZONE;
  return (await listEvents(db, view))
    .filter((row) => localDate(row.startsAt, zone).startsWith(`${year}-`))
    .map((raw) => {
      const row = localEvent(raw, lang);
      const shape = eventShape(row, lang);
      return {
        id: row.id,
        slug: shape.slug,
        title: shape.title,
        startDate: shape.startDate,
        summary: shape.summary,
        ...(row.fallback ? { fallback: row.fallback } : {}),
      };
    });
}

/** The photos of the albums made for these events, in the albums' and the photos' order. */
export async function eventPhotos(
  db: Db,
  eventIds: number[],
  view: View = "public",
  lang: Lang = "en",
): Promise<{ photos: GalleryItem[]; album: string | null }> {
  if (eventIds.length === 0) return { photos: [], album: null };
  const found = await db
    .select({ id: albums.id, slug: albums.slug })
    .from(albums)
    .where(and(visible(albums, view), inArray(albums.eventId, eventIds)))
    .orderBy(asc(albums.position), asc(albums.id));
  const photos: GalleryItem[] = [];
  for (const album of found) {
    if (photos.length >= MAX_PHOTOS) break;
    const list = await listGallery(db, view, { albumId: album.id, lang });
    photos.push(...list.slice(0, MAX_PHOTOS - photos.length).map(galleryItem));
  }
  // One album: the page links to it; several: to the whole gallery.
  return {
    photos,
    album: found.length === 1 ? found[0].slug : null,
  };
}

type StartupShape = ReturnType<typeof startupShape>;

/** "Priyanka Jha and Shalini Verma" → two names (the founders are stored as one line). */
export function founderNames(line: string | null): string[] {
  if (!line) return [];
  return line
    .split(/\s*(?:,|&|\band\b)\s*/)
    .map((name) => name.trim())
    .filter(Boolean);
}

/** Markdown reduced to its words, for a plain-text description. */
const plain = (markdown: string) =>
  markdown
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/[*_#>`]+/g, "")
    .replace(/\s+/g, " ")
    .trim();

/** schema.org `Organization` for a startup's page, every address absolute. */
export function organizationJsonLd(s: StartupShape) {
  const base = getConfig().publicUrl;
  const page = `${base}/startups/${encodeURIComponent(s.slug)}`;
  const website = isRealLink(s.website) ? s.website.trim() : null;
  const founders = founderNames(s.founder);
  const sameAs = socialLinks(s.social).map((link) => link.url);
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": `${page}#organization`,
    name: startupName(s),
    url: website ?? page,
    ...(s.image
      ? { logo: `${base}${mediaUrl(s.image.id, Math.min(640, s.image.width), "jpeg")}` }
      : {}),
    description: plain(s.description) || s.problem,
    ...(founders.length ? { founder: founders.map((name) => ({ "@type": "Person", name })) } : {}),
    ...(s.foundedYear ? { foundingDate: String(s.foundedYear) } : {}),
    ...(sameAs.length ? { sameAs } : {}),
  };
}
