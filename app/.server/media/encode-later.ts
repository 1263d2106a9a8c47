// The sizes of photos uploaded by the hundred, made in the background (decision 037). An upload
// stores only the normalised original and answers; its fifteen AVIF/WebP/JPEG variants are made
// here one at a time at background priority (encode-queue.ts: only when no visitor's request
// waits for an encoding), so the uploader is not kept waiting and the public site stays fast.
// A variant a visitor asks for before its turn is made on request, as for any stored image.
import { eq } from "drizzle-orm";
import type { Db } from "~/.server/db/database";
import { media } from "~/.server/db/schema/media";
import { logJob, roundMs } from "~/.server/log";
import { collectGarbage } from "~/.server/memory";
import { variantPlan } from "./pipeline";
import { makeVariant } from "./store";

/** Images between two full garbage collections (each costs some 50 ms, in the background). */
const COLLECT_EVERY = 10;

const waiting: { db: Db; id: string }[] = [];
let running: Promise<void> | null = null;

/**
 * While uploads keep arriving the sizes wait: the batch's own work (decoding camera photos) and
 * the visitors' pages get the CPU and the memory, and the AVIF encoder (the largest user of
 * memory here) never runs beside an upload's decoding. Measured in decision 037.
 */
const QUIET_MS = 2000;
let quietFrom = 0;

/** Queues the variants of a stored image; returns at once. */
export function encodeLater(db: Db, id: string): void {
  quietFrom = Date.now() + QUIET_MS;
  waiting.push({ db, id });
  running ??= drain().finally(() => {
    running = null;
  });
}

/** The next image once no upload has come for QUIET_MS. */
async function afterUploads() {
  for (let wait = quietFrom - Date.now(); wait > 0; wait = quietFrom - Date.now())
    await new Promise((resolve) => setTimeout(resolve, wait));
  return waiting.shift();
}

async function drain() {
  const started = performance.now();
  let made = 0;
  let images = 0;
  for (let next = await afterUploads(); next; next = await afterUploads()) {
    try {
      const [row] = await next.db
        .select({ width: media.width })
        .from(media)
        .where(eq(media.id, next.id));
      // Gone already (deleted and purged): nothing to make.
      if (!row) continue;
      for (const v of variantPlan(row.width)) {
        await makeVariant(next.db, next.id, v.width, v.format, "background");
        made += 1;
      }
      images += 1;
      // Each image reads its 1–2 MB original once per size: without a full collection now and
      // then, V8 lets that garbage pile up to hundreds of MB over a batch (measured, decision 037).
      if (images % COLLECT_EVERY === 0) await collectGarbage();
    } catch (error) {
      // Not fatal: a missing variant is made on first request instead.
      logJob("media-encode-later", "failed", { image: next.id }, error);
    }
  }
  // Encoding a batch grows the heap; an idle server would keep it (memory.ts).
  await collectGarbage();
  logJob("media-encode-later", "ok", { made, ms: roundMs(performance.now() - started) });
}

/** For tests and the bench: how many images wait, and a promise of the end of the current run. */
export function encodeLaterState() {
  return { waiting: waiting.length, done: running ?? Promise.resolve() };
}
