import { asc, eq, inArray } from "drizzle-orm";
import type { ImageRef } from "~/lib/media";
import type { Db } from "../db/client.ts";
import {
  events,
  faqs,
  type PersonKind,
  people,
  startups,
  talks,
  testimonials,
} from "../db/schema/content.ts";
import { media } from "../db/schema/media.ts";

export type WithImage<T> = Omit<T, "imageId"> & { image: ImageRef | null };

/** Replaces each row's imageId by the image's reference (one query for the whole list). */
export async function attachImages<T extends { imageId: string | null }>(
  db: Db,
  rows: T[],
): Promise<WithImage<T>[]> {
  const ids = [...new Set(rows.map((r) => r.imageId).filter((id): id is string => Boolean(id)))];
  const found = ids.length
    ? await db
        .select({
          id: media.id,
          width: media.width,
          height: media.height,
          placeholder: media.placeholder,
        })
        .from(media)
        .where(inArray(media.id, ids))
    : [];
  const byId = new Map(found.map((m) => [m.id, m]));
  return rows.map(({ imageId, ...rest }) => ({
    ...rest,
    image: (imageId && byId.get(imageId)) || null,
  }));
}

export type Startup = WithImage<typeof startups.$inferSelect>;
export type Event = WithImage<typeof events.$inferSelect>;
export type Talk = WithImage<typeof talks.$inferSelect>;
export type Testimonial = WithImage<typeof testimonials.$inferSelect>;
export type Person = WithImage<typeof people.$inferSelect>;
export type Faq = typeof faqs.$inferSelect;

export async function listStartups(db: Db): Promise<Startup[]> {
  return attachImages(db, await db.select().from(startups).orderBy(asc(startups.position)));
}

export async function getStartup(db: Db, slug: string): Promise<Startup | undefined> {
  const rows = await db.select().from(startups).where(eq(startups.slug, slug)).limit(1);
  return (await attachImages(db, rows))[0];
}

export async function listEvents(db: Db): Promise<Event[]> {
  return attachImages(db, await db.select().from(events).orderBy(asc(events.position)));
}

export async function listTalks(db: Db): Promise<Talk[]> {
  return attachImages(db, await db.select().from(talks).orderBy(asc(talks.position)));
}

export async function listTestimonials(db: Db): Promise<Testimonial[]> {
  return attachImages(db, await db.select().from(testimonials).orderBy(asc(testimonials.position)));
}

export async function listPeople(db: Db, kind: PersonKind): Promise<Person[]> {
  return attachImages(
    db,
    await db.select().from(people).where(eq(people.kind, kind)).orderBy(asc(people.position)),
  );
}

export function listFaqs(db: Db): Promise<Faq[]> {
  return db.select().from(faqs).orderBy(asc(faqs.position));
}
