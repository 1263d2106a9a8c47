import type { Db } from "~/.server/db/database";
import { events } from "~/.server/db/schema/events";
import { albums, galleryPhotos } from "~/.server/db/schema/gallery";
import { notices } from "~/.server/db/schema/notices";
import { people, talks, testimonials } from "~/.server/db/schema/people";
import { eventRegistrations } from "~/.server/db/schema/registrations";
import { faqs, supportTabs } from "~/.server/db/schema/site";
import { startups } from "~/.server/db/schema/startups";
import { newCancelToken } from "~/.server/registrations/register";
import * as seed from "~/.server/sample/data/index";
import {
  sampleRegistrants,
  UPCOMING_REGISTRATION,
  upcomingEvent,
} from "~/.server/sample/data/upcoming";
import {
  eventImage,
  galleryImage,
  portraitImage,
  type SampleImage,
  startupImage,
  supportImage,
} from "./images";
import { storeSamplePictures } from "./pictures";
import { loadSampleRound } from "./round";

/** A text's two columns: `name` (English) and `nameHi`. */
const both = <K extends string>(key: K, text: seed.Text | undefined) =>
  ({ [key]: text?.en ?? null, [`${key}Hi`]: text?.hi ?? null }) as Record<K | `${K}Hi`, string>;

/** Sample rows are public, and marked as sample ("Remove sample content" clears them). */
const SAMPLE = { status: "published" as const, isSample: true };

/** The description of a sample picture, in both languages. */
const pictureOf = (id: string, en: string, hi: string) => ({
  imageId: id,
  imageAlt: en,
  imageAltHi: hi,
});

/** Midnight of a day in India, where the sample events took place. */
const indianMidnight = (day: string) => new Date(`${day}T00:00:00+05:30`);

/**
 * Loads the sample content (sample/data) into an empty database. Pictures are stored first
 * (pictures.ts): a start interrupted before the rows simply finds them stored. The rows then go in
 * one transaction: all or nothing.
 */
export async function loadSampleContent(db: Db, { pictures }: { pictures?: string } = {}) {
  const now = new Date();
  const upcoming = upcomingEvent(now);
  const imageOf = await storeSamplePictures(db, now, pictures);
  const img = (job: SampleImage) => {
    const id = imageOf.get(job.name);
    if (!id) throw new Error(`Sample image ${job.name} was not stored`);
    return id;
  };
  const portrait = (name: seed.Text) =>
    pictureOf(
      img(portraitImage(name.en)),
      `Portrait of ${name.en}`,
      `${name.hi ?? name.en} का चित्र`,
    );

  await db.transaction(async (tx) => {
    await tx.insert(startups).values(
      seed.startups.map((s, position) => ({
        ...SAMPLE,
        position,
        slug: s.slug,
        ...both("name", s.name),
        ...both("founder", s.founder),
        sector: s.sector,
        stage: s.stage,
        cohortYear: s.cohortYear,
        incubationStatus: s.status,
        ...both("problem", s.problem),
        ...both("description", s.description),
        email: s.email ?? null,
        website: s.website ?? null,
        social: s.social ?? {},
        foundedYear: s.foundedYear,
        inFlipCards: s.inFlipCards,
        inCarousel: s.inCarousel,
        inCards: s.inCards,
        ...pictureOf(
          img(startupImage(s)),
          `Illustration for ${s.name.en}`,
          `${s.name.hi ?? s.name.en} का चित्रण`,
        ),
      })),
    );
    const eventRows = await tx
      .insert(events)
      .values(
        seed.events.map((e, position) => ({
          ...SAMPLE,
          position,
          slug: e.slug,
          ...both("title", e.title),
          startsAt: indianMidnight(e.startDate),
          endsAt: e.endDate ? indianMidnight(e.endDate) : null,
          allDay: true,
          ...both("venue", e.venue),
          online: e.online ?? false,
          ...both("summary", e.summary),
          ...both("description", e.description),
          stats: e.stats.map((stat) => ({
            value: stat.value,
            label: stat.label.en,
            labelHi: stat.label.hi,
          })),
          link: e.link ?? null,
          ...pictureOf(
            img(eventImage(e)),
            `Banner of ${e.title.en}`,
            `${e.title.hi ?? e.title.en} का बैनर`,
          ),
        })),
      )
      .returning({ id: events.id, slug: events.slug });
    const [upcomingRow] = await tx
      .insert(events)
      .values({
        ...SAMPLE,
        position: seed.events.length,
        slug: upcoming.slug,
        ...both("title", upcoming.title),
        startsAt: upcoming.startsAt,
        endsAt: upcoming.endsAt,
        ...both("venue", upcoming.venue),
        ...both("summary", upcoming.summary),
        ...both("description", upcoming.description),
        ...UPCOMING_REGISTRATION,
        ...pictureOf(
          img(eventImage(upcoming)),
          `Banner of ${upcoming.title.en}`,
          `${upcoming.title.hi} का बैनर`,
        ),
      })
      .returning({ id: events.id });
    await tx.insert(eventRegistrations).values(
      sampleRegistrants(now).map((r) => ({
        ...r,
        eventId: upcomingRow.id,
        cancelToken: newCancelToken(),
      })),
    );
    await loadSampleRound(tx, now);
    await tx.insert(talks).values(
      seed.talks.map((t, position) => ({
        ...SAMPLE,
        position,
        ...both("name", t.name),
        ...both("role", t.role),
        ...both("company", t.company),
        ...both("bio", t.bio),
        ...both("title", t.title),
        talkDate: t.date,
        videoUrl: t.videoUrl ?? null,
        ...portrait(t.name),
      })),
    );
    await tx.insert(testimonials).values(
      seed.testimonials.map((t, position) => ({
        ...SAMPLE,
        position,
        ...both("name", t.name),
        ...both("role", t.role),
        ...both("company", t.company),
        ...both("quote", t.quote),
        ...portrait(t.name),
      })),
    );
    const person =
      (kind: "director" | "faculty" | "student") =>
      (p: seed.SeedPerson & { section?: string }, position: number) => ({
        ...SAMPLE,
        position,
        kind,
        section: p.section ?? null,
        ...both("name", p.name),
        ...both("post", p.post),
        about: p.about?.en ?? "",
        aboutHi: p.about?.hi ?? null,
        linkedin: p.linkedin ?? null,
        email: p.email ?? null,
        featured: p.featured ?? false,
        ...portrait(p.name),
      });
    await tx
      .insert(people)
      .values([
        ...seed.directors.map(person("director")),
        ...seed.faculty.map(person("faculty")),
        ...seed.students.map(person("student")),
      ]);
    await tx.insert(faqs).values(
      seed.faqs.map((f, position) => ({
        ...SAMPLE,
        position,
        ...both("question", f.question),
        ...both("answer", f.answer),
      })),
    );
    await tx.insert(notices).values(
      seed.notices.map((n) => ({
        ...SAMPLE,
        ...both("title", n.title),
        url: n.url ?? null,
        date: n.date,
        pinned: n.pinned ?? false,
      })),
    );
    // An album for each event the sample photos show.
    const eventId = new Map(eventRows.map((e) => [e.slug, e.id]));
    const albumSlugs = [...new Set(seed.gallery.flatMap((g) => (g.event ? [g.event] : [])))];
    const albumRows = albumSlugs.length
      ? await tx
          .insert(albums)
          .values(
            albumSlugs.map((slug, position) => {
              const event = seed.events.find((e) => e.slug === slug);
              return {
                ...SAMPLE,
                position,
                slug,
                ...both("title", event?.title ?? { en: slug }),
                eventId: eventId.get(slug) ?? null,
              };
            }),
          )
          .returning({ id: albums.id, slug: albums.slug })
      : [];
    const albumId = new Map(albumRows.map((a) => [a.slug, a.id]));
    await tx.insert(galleryPhotos).values(
      seed.gallery.map((g, position) => ({
        ...SAMPLE,
        position,
        name: g.name,
        ...both("imageAlt", g.alt),
        ...both("caption", g.caption),
        albumId: (g.event && albumId.get(g.event)) || null,
        imageId: img(galleryImage(g)),
      })),
    );
    await tx.insert(supportTabs).values(
      seed.supportTabs.map((t, position) => ({
        ...SAMPLE,
        position,
        ...both("label", t.label),
        ...both("headline", t.headline),
        ...both("description", t.description),
        ...both("buttonLabel", t.buttonLabel),
        buttonHref: t.buttonHref,
        ...pictureOf(
          img(supportImage(t)),
          `${t.label.en}: ${t.headline.en}`,
          `${t.label.hi ?? t.label.en}: ${t.headline.hi ?? t.headline.en}`,
        ),
      })),
    );
  });
}
