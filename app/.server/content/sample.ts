import { availableParallelism } from "node:os";
import * as seed from "../../../content/seed/index.ts";
import type { Db } from "../db/client.ts";
import {
  events,
  faqs,
  galleryPhotos,
  notices,
  people,
  startups,
  supportTabs,
  talks,
  testimonials,
} from "../db/schema/content.ts";
import { storeImage } from "../media/store.ts";
import {
  eventImage,
  galleryImage,
  portraitImage,
  rasterise,
  type SampleImage,
  startupImage,
  supportImage,
} from "./sample-images.ts";

/** Runs fn over items with at most `limit` at a time; results in the items' order. */
async function mapLimit<T, R>(items: T[], limit: number, fn: (item: T) => Promise<R>) {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await fn(items[i]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/**
 * Loads the sample content (content/seed) into an empty database. Images are stored first: a
 * stored image is a no-op the second time (its id is its content hash), so a start interrupted
 * half-way simply redoes them. The rows then go in one transaction: all or nothing.
 */
export async function loadSampleContent(db: Db): Promise<void> {
  const portraits = [...seed.directors, ...seed.faculty, ...seed.students, ...seed.talks];
  const jobs: SampleImage[] = [
    ...seed.gallery.map(galleryImage),
    ...seed.events.map(eventImage),
    ...seed.supportTabs.map(supportImage),
    ...seed.startups.map(startupImage),
    ...[...portraits, ...seed.testimonials].map((p) => portraitImage(p.name)),
  ];
  // sharp encodes on libuv's thread pool; a few images at a time keep every core busy while
  // the database writes (serialised by PGlite anyway) wait their turn.
  const ids = await mapLimit(jobs, Math.max(2, availableParallelism()), async (job) =>
    storeImage(db, await rasterise(job.svg()), job.name, job.maxWidth),
  );
  const imageOf = new Map(jobs.map((job, i) => [job.name, ids[i]]));
  const img = (job: SampleImage) => {
    const id = imageOf.get(job.name);
    if (!id) throw new Error(`Sample image ${job.name} was not stored`);
    return id;
  };
  const portrait = (name: string) => img(portraitImage(name));

  await db.transaction(async (tx) => {
    await tx.insert(startups).values(
      seed.startups.map((s, position) => ({
        ...s,
        founder: s.founder ?? null,
        lang: s.lang ?? "en",
        imageId: img(startupImage(s)),
        position,
      })),
    );
    await tx.insert(events).values(
      seed.events.map((e, position) => {
        const { banner: _, ...row } = e;
        return { ...row, imageId: img(eventImage(e)), position };
      }),
    );
    await tx
      .insert(talks)
      .values(seed.talks.map((t, position) => ({ ...t, imageId: portrait(t.name), position })));
    await tx
      .insert(testimonials)
      .values(
        seed.testimonials.map((t, position) => ({ ...t, imageId: portrait(t.name), position })),
      );
    const person =
      (kind: "director" | "faculty" | "student") =>
      (p: seed.SeedPerson & { section?: string }, position: number) => ({
        kind,
        section: p.section ?? null,
        name: p.name,
        post: p.post,
        about: p.about ?? "",
        linkedin: p.linkedin ?? null,
        email: p.email ?? null,
        featured: p.featured ?? false,
        imageId: portrait(p.name),
        position,
      });
    await tx
      .insert(people)
      .values([
        ...seed.directors.map(person("director")),
        ...seed.faculty.map(person("faculty")),
        ...seed.students.map(person("student")),
      ]);
    await tx.insert(faqs).values(seed.faqs.map((f, position) => ({ ...f, position })));
    await tx.insert(notices).values(seed.notices.map((n) => ({ ...n, url: n.url ?? null })));
    await tx.insert(galleryPhotos).values(
      seed.gallery.map((g, position) => ({
        name: g.name,
        alt: g.alt,
        mediaId: img(galleryImage(g)),
        position,
      })),
    );
    await tx.insert(supportTabs).values(
      seed.supportTabs.map((t, position) => {
        const { kind: _, ...row } = t;
        return { ...row, imageId: img(supportImage(t)), position };
      }),
    );
  });
}
