// The server's periodic housekeeping (trash purge, replaced-image purge, throttle prune): one
// round at a time, never two overlapping; a round that removed something or failed writes one
// job line, the many that find nothing stay silent. Stopping waits for a round under way.
import { logJob, roundMs } from "~/.server/log";

export type PeriodicJob = { stop: () => Promise<void> };

/**
 * Runs `round` every `everyMs` (first after `firstAfterMs`, default one period). `round` answers
 * how many things it removed; a failure is logged and the next round tries again.
 */
export function startPeriodic(
  job: string,
  { everyMs, firstAfterMs = everyMs }: { everyMs: number; firstAfterMs?: number },
  round: () => Promise<number>,
): PeriodicJob {
  let running: Promise<void> | undefined;
  const run = () => {
    if (running) return;
    const started = performance.now();
    const ms = () => roundMs(performance.now() - started);
    running = round()
      .then((removed) => {
        if (removed) logJob(job, "ok", { removed, ms: ms() });
      })
      .catch((error) => logJob(job, "failed", { ms: ms() }, error))
      .finally(() => {
        running = undefined;
      });
  };
  let timer: NodeJS.Timeout | undefined;
  const first = setTimeout(() => {
    run();
    timer = setInterval(run, everyMs);
    timer.unref();
  }, firstAfterMs);
  first.unref();
  return {
    stop: async () => {
      clearTimeout(first);
      clearInterval(timer);
      await running;
    },
  };
}
