// Runs the outbox in the background of each app server: every few seconds, and at once when a
// submission was stored. Stops cleanly on shutdown: the delivery under way finishes and is
// recorded, nothing more is claimed.
import type { Db } from "~/.server/db/database";
import { logJob, roundMs } from "~/.server/log";
import { countDeliveries } from "~/.server/metrics";
import type { Producer } from "./producer";
import { deliverDue } from "./queue";

type Worker = { kick: () => void; stop: () => Promise<void> };

let current: Worker | undefined;

export function startOutboxWorker(
  db: Db,
  producers: readonly Producer[],
  options: { intervalMs?: number } = {},
): Worker {
  if (current) return current;
  const intervalMs = options.intervalMs ?? 5_000;
  let stopped = false;
  const stopping = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> | undefined;
  let again = false;

  // One log line per run that delivered something or failed (job "outbox"); the many runs that
  // find nothing stay silent.
  const run = async () => {
    const started = performance.now();
    try {
      const { sent, failed } = await deliverDue(db, producers, { signal: stopping.signal });
      countDeliveries(sent, failed);
      // Each failed delivery has its own line (job "delivery", outbox.ts) with its error.
      if (sent || failed)
        logJob("outbox", failed ? "failed" : "ok", {
          sent,
          failed,
          ms: roundMs(performance.now() - started),
        });
    } catch (error) {
      logJob("outbox", "failed", { ms: roundMs(performance.now() - started) }, error);
    }
  };

  const tick = () => {
    timer = undefined;
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = run().finally(() => {
      running = undefined;
      if (stopped) return;
      if (again) {
        again = false;
        tick();
      } else schedule();
    });
  };

  const schedule = () => {
    if (timer) clearTimeout(timer);
    timer = setTimeout(tick, intervalMs);
    timer.unref();
  };

  const worker: Worker = {
    kick: () => {
      if (stopped) return;
      if (timer) clearTimeout(timer);
      tick();
    },
    stop: async () => {
      stopped = true;
      stopping.abort();
      if (timer) clearTimeout(timer);
      await running;
      if (current === worker) current = undefined;
    },
  };
  current = worker;
  schedule();
  return worker;
}

/** Asks this server's worker to look at the outbox now (after a new submission). */
export function kickOutboxWorker() {
  current?.kick();
}
