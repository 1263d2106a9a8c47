// Per-address limit on idea submissions, kept in the database so that every app server counts
// the same submissions. A fixed window per key, advanced in one atomic upsert.
import { lt, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { formThrottle } from "../db/schema/ideas.ts";

export type ThrottleResult = { allowed: boolean; retryAfterMs: number };

/** Counts one submission for `key`; refused once more than `limit` fall in the current window. */
export async function takeThrottle(
  db: Db,
  key: string,
  options: { limit: number; windowMs: number; now?: number },
): Promise<ThrottleResult> {
  const now = options.now ?? Date.now();
  const expired = now - options.windowMs;
  const [row] = await db
    .insert(formThrottle)
    .values({ key, count: 1, windowStart: now })
    .onConflictDoUpdate({
      target: formThrottle.key,
      set: {
        count: sql`case when ${formThrottle.windowStart} <= ${expired} then 1 else ${formThrottle.count} + 1 end`,
        windowStart: sql`case when ${formThrottle.windowStart} <= ${expired} then ${now} else ${formThrottle.windowStart} end`,
      },
    })
    .returning({ count: formThrottle.count, windowStart: formThrottle.windowStart });
  const allowed = row.count <= options.limit;
  return {
    allowed,
    retryAfterMs: allowed ? 0 : Math.max(0, Number(row.windowStart) + options.windowMs - now),
  };
}

/** Forgets windows that ended long ago, so the table stays small. */
export async function pruneThrottle(db: Db, olderThanMs: number, now = Date.now()) {
  await db.delete(formThrottle).where(lt(formThrottle.windowStart, now - olderThanMs));
}
