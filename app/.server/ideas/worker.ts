// Runs the outbox in the background of each app server: every few seconds, and at once when a
// submission was stored. Stops cleanly on shutdown: the delivery under way finishes and is
// recorded, nothing more is claimed.
import type { Db } from "~/.server/db/database";
import { pruneThrottle } from "~/.server/throttle/store";
import { deliverDue } from "./outbox";

type Worker = { kick: () => void; stop: () => Promise<void> };

let current: Worker | undefined;

export function startOutboxWorker(db: Db, options: { intervalMs?: number } = {}): Worker {
  if (current) return current;
  const intervalMs = options.intervalMs ?? 5_000;
  let stopped = false;
  const stopping = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let lastPrune = 0;

  const run = async () => {
    try {
      await deliverDue(db, { signal: stopping.signal });
      if (!stopped && Date.now() - lastPrune > 3_600_000) {
        lastPrune = Date.now();
        await pruneThrottle(db, 24 * 3_600_000);
      }
    } catch (error) {
      console.error("Outbox worker:", error);
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
