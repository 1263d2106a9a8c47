// The one throttle: attempt counters in the database (table `throttle`), so every app server
// counts the same attempts. Logins, password-reset requests and idea submissions each use their
// own keys ("login:ip:…", "idea:…"); the window and limit are the caller's.
import { eq, lt, sql } from "drizzle-orm";
import type { Db } from "~/.server/db/database";
import { throttle } from "~/.server/db/schema/throttle";
import { type PeriodicJob, startPeriodic } from "~/.server/jobs";
import { isOverLimit, retryAfterSeconds, type ThrottleWindow } from "./rules";

/** Counts one attempt for `key` atomically and returns the window it now falls in. */
export async function hit(
  db: Db,
  key: string,
  windowMs: number,
  now = Date.now(),
): Promise<ThrottleWindow> {
  const expired = sql`${throttle.windowStart} <= ${now - windowMs}::bigint`;
  const [row] = await db
    .insert(throttle)
    .values({ key, count: 1, windowStart: now })
    .onConflictDoUpdate({
      target: throttle.key,
      set: {
        count: sql`CASE WHEN ${expired} THEN 1 ELSE ${throttle.count} + 1 END`,
        windowStart: sql`CASE WHEN ${expired} THEN ${now}::bigint ELSE ${throttle.windowStart} END`,
      },
    })
    .returning({ count: throttle.count, windowStart: throttle.windowStart });
  return { count: row.count, windowStart: Number(row.windowStart) };
}

/** Gives one attempt back (e.g. a successful login counts as no failure). */
export async function refund(db: Db, key: string) {
  await db
    .update(throttle)
    .set({ count: sql`GREATEST(${throttle.count} - 1, 0)` })
    .where(eq(throttle.key, key));
}

export async function clear(db: Db, key: string) {
  await db.delete(throttle).where(eq(throttle.key, key));
}

export type ThrottleResult = { allowed: boolean; retryAfterMs: number };

/** Counts one attempt for `key`; refused once more than `limit` fall in the current window. */
export async function takeThrottle(
  db: Db,
  key: string,
  options: { limit: number; windowMs: number; now?: number },
): Promise<ThrottleResult> {
  const now = options.now ?? Date.now();
  const window = await hit(db, key, options.windowMs, now);
  if (!isOverLimit(window, options.limit)) return { allowed: true, retryAfterMs: 0 };
  return {
    allowed: false,
    retryAfterMs: retryAfterSeconds(window, now, options.windowMs) * 1000,
  };
}

/** Forgets windows that ended long ago, so the table stays small; returns how many. */
export async function pruneThrottle(db: Db, olderThanMs: number, now = Date.now()) {
  const removed = await db
    .delete(throttle)
    .where(lt(throttle.windowStart, now - olderThanMs))
    // Not the keys: some hold a login name.
    .returning({ one: sql<number>`1` });
  return removed.length;
}

const HOUR = 3_600_000;

/** Forgets, once an hour, counting windows that ended more than a day ago (job "throttle-prune"). */
export const startThrottlePrune = (db: Db): PeriodicJob =>
  startPeriodic("throttle-prune", { everyMs: HOUR, firstAfterMs: 60_000 }, () =>
    pruneThrottle(db, 24 * HOUR),
  );
