import { and, eq, isNull } from "drizzle-orm";
import type { Database, Db } from "~/.server/db/database";
import { LOCKS, unlessAnotherServer } from "~/.server/db/one-server";
import { media, mediaVariants } from "~/.server/db/schema/media";
import { logJob, roundMs } from "~/.server/log";
import { collectGarbage } from "~/.server/memory";
import { IMAGE_FORMATS, variantWidths } from "~/lib/media";
import { makeVariant } from "./store";

/** The variants that images stored lazily still lack, most requested first. */
export async function missingVariants(db: Db) {
  const images = await db
    .select({ id: media.id, width: media.width })
    .from(media)
    .innerJoin(mediaVariants, eq(mediaVariants.mediaId, media.id))
    // A replaced image is on its way out (purge.ts): no point making its sizes.
    .where(and(eq(mediaVariants.format, "source"), isNull(media.supersededAt)));
  const stored = await db
    .select({ id: mediaVariants.mediaId, format: mediaVariants.format, width: mediaVariants.width })
    .from(mediaVariants);
  const have = new Set(stored.map((s) => `${s.id}/${s.width}.${s.format}`));
  const todo: { id: string; width: number; format: (typeof IMAGE_FORMATS)[number] }[] = [];
  // AVIF before WebP before JPEG (what browsers ask for), small widths before large (thumbnails).
  for (const format of IMAGE_FORMATS) {
    for (let tier = 0; tier < 5; tier++) {
      for (const image of images) {
        const width = variantWidths(image.width)[tier];
        if (width && !have.has(`${image.id}/${width}.${format}`))
          todo.push({ id: image.id, width, format });
      }
    }
  }
  return todo;
}

/**
 * Makes every missing variant, one at a time at background priority, so the first visitors of a
 * freshly seeded site get stored files. Stops when the signal aborts (shutdown).
 */
export async function warmUpVariants(db: Db, signal?: AbortSignal): Promise<number> {
  let made = 0;
  for (const v of await missingVariants(db)) {
    if (signal?.aborted) break;
    await makeVariant(db, v.id, v.width, v.format, "background");
    made += 1;
  }
  return made;
}

/**
 * Starts the warm-up in the background, a few seconds after start-up; `stop` ends it at the next
 * variant (the server is shutting down). Of several servers on one PostgreSQL, one warms up (an
 * advisory lock); the others skip it and make a variant on request when it is still missing.
 */
export function startVariantWarmup(
  database: Pick<Database, "db" | "pool">,
  delayMs = 3000,
): { stop: () => void } {
  const controller = new AbortController();
  const timer = setTimeout(async () => {
    const started = performance.now();
    const ms = () => roundMs(performance.now() - started);
    try {
      const made = await unlessAnotherServer(database, LOCKS.mediaWarmup, () =>
        warmUpVariants(database.db, controller.signal),
      );
      if (made === undefined) logJob("media-warmup", "ok", { elsewhere: true, ms: ms() });
      else if (made) {
        // Before the log line: whoever waits for it (npm run bench) finds the memory given back.
        await collectGarbage();
        logJob("media-warmup", "ok", { made, ms: ms() });
      }
    } catch (error) {
      // Not fatal: the variants are made on first request instead.
      if (!controller.signal.aborted) logJob("media-warmup", "failed", { ms: ms() }, error);
    }
  }, delayMs);
  timer.unref();
  return {
    stop: () => {
      clearTimeout(timer);
      controller.abort();
    },
  };
}
