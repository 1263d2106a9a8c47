// The sample content's pictures: which there are, and storing them. `npm run build`
// (scripts/build-start.ts) draws and encodes them once, and stores them in the PGlite template a
// new site starts from, instead of every first start doing it: that was ten seconds of a new
// site's start. Each is kept under a key of what it draws, so a picture whose drawing changed
// (the upcoming event's, which shows its year) is simply not found and is made at start.
import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import { availableParallelism } from "node:os";
import path from "node:path";
import { inArray } from "drizzle-orm";
import type { Db } from "~/.server/db/database";
import { media } from "~/.server/db/schema/media";
import { findUp } from "~/.server/files";
import { mediaIdOf, type NormalisedImage, normaliseImage } from "~/.server/media/pipeline";
import { storeNormalised } from "~/.server/media/store";
import * as seed from "~/.server/sample/data/index";
import { upcomingEvent } from "~/.server/sample/data/upcoming";
import {
  eventImage,
  galleryImage,
  portraitImage,
  rasterise,
  type SampleImage,
  startupImage,
  supportImage,
} from "./images";

/** Where the build keeps them, beside the server bundle (build/start/pictures). */
export const MADE_PICTURES = path.join("start", "pictures");

/** Every picture of the sample content, as loaded on `now` (the upcoming event is drawn from it). */
export function samplePictures(now: Date): SampleImage[] {
  const portraits = [...seed.directors, ...seed.faculty, ...seed.students, ...seed.talks];
  return [
    ...seed.gallery.map(galleryImage),
    ...[...seed.events, upcomingEvent(now)].map(eventImage),
    ...seed.supportTabs.map(supportImage),
    ...seed.startups.map(startupImage),
    ...[...portraits, ...seed.testimonials].map((p) => portraitImage(p.name.en)),
  ];
}

/**
 * Stores every picture of the sample content and returns each one's id by file name. They come
 * from `folder` (the build's made pictures; by default this server's build, if it has them) or
 * are made now. Those already stored (the build's template holds them) are only looked up.
 */
export async function storeSamplePictures(
  db: Db,
  now: Date,
  folder = findUp(MADE_PICTURES),
): Promise<Map<string, string>> {
  const jobs = samplePictures(now).map((job) => ({ ...job, key: keyOf(job) }));
  const facts = await Promise.all(
    jobs.map((job) => (folder ? readFacts(folder, job.key) : undefined)),
  );
  const known = facts.flatMap((f) => (f ? [f.id] : []));
  const stored = new Set(
    known.length
      ? (await db.select({ id: media.id }).from(media).where(inArray(media.id, known))).map(
          (row) => row.id,
        )
      : [],
  );
  const ids = new Map<string, string>();
  const missing = jobs.filter((job, i) => {
    const id = facts[i]?.id;
    if (id && stored.has(id)) ids.set(job.name, id);
    return !ids.has(job.name);
  });
  // Made (or read) a few at a time, then stored in one transaction: on PGlite each commit is a
  // write to disk, 14 ms of a picture's 20.
  const made = await mapLimit(missing, Math.max(2, availableParallelism()), (job) =>
    samplePicture(job, folder),
  );
  if (made.length) {
    await db.transaction(async (tx) => {
      for (const [i, image] of made.entries()) {
        ids.set(missing[i].name, await storeNormalised(tx, image, missing[i].name));
      }
    });
  }
  return ids;
}

/** Draws every picture into `folder` (the build). */
export async function makeSamplePictures(folder: string, now: Date): Promise<number> {
  const jobs = samplePictures(now);
  for (const job of jobs) {
    const { source, ...facts } = await makePicture(job);
    const key = keyOf(job);
    await fs.writeFile(path.join(folder, `${key}.jpg`), source);
    await fs.writeFile(path.join(folder, `${key}.json`), JSON.stringify(facts));
  }
  return jobs.length;
}

type Facts = Omit<NormalisedImage, "source">;

/** A picture drawn from its SVG, normalised as any stored image is. */
async function makePicture(job: SampleImage): Promise<NormalisedImage> {
  return normaliseImage(await rasterise(job.svg()), { maxWidth: job.maxWidth });
}

/** What a picture draws: its key among the made ones. */
function keyOf(job: SampleImage): string {
  return createHash("sha256").update(`${job.maxWidth}\n${job.svg()}`).digest("hex").slice(0, 32);
}

/** The picture as the build made it, or a newly made one where the build has none. */
async function samplePicture(job: SampleImage & { key: string }, folder: string | undefined) {
  return (folder && (await readMade(folder, job.key))) || makePicture(job);
}

async function readFacts(folder: string, key: string): Promise<Facts | undefined> {
  try {
    return JSON.parse(await fs.readFile(path.join(folder, `${key}.json`), "utf8"));
  } catch {
    return undefined;
  }
}

async function readMade(folder: string, key: string): Promise<NormalisedImage | undefined> {
  try {
    const facts = await readFacts(folder, key);
    const source = await fs.readFile(path.join(folder, `${key}.jpg`));
    if (!facts) return undefined;
    // The id is the content hash of the bytes: a file that does not match it is not used.
    if (mediaIdOf(source) !== facts.id) return undefined;
    return { ...facts, source };
  } catch {
    return undefined;
  }
}

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
