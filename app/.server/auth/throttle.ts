// Login attempt counters in the database (login_throttle), so every app server sees the same.
import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { loginThrottle } from "../db/schema/auth.ts";
import { isOverLimit, retryAfterSeconds, type ThrottleWindow } from "./throttle-rules.ts";

export type ThrottleLimits = { perAddress: number; perAccount: number; windowMs: number };

/** Counts one attempt for `key` atomically and returns the window it now falls in. */
export async function hit(db: Db, key: string, now: number, windowMs: number) {
  const expired = sql`${loginThrottle.windowStart} <= ${now - windowMs}::bigint`;
  const [row] = await db
    .insert(loginThrottle)
    .values({ key, count: 1, windowStart: now })
    .onConflictDoUpdate({
      target: loginThrottle.key,
      set: {
        count: sql`CASE WHEN ${expired} THEN 1 ELSE ${loginThrottle.count} + 1 END`,
        windowStart: sql`CASE WHEN ${expired} THEN ${now}::bigint ELSE ${loginThrottle.windowStart} END`,
      },
    })
    .returning({ count: loginThrottle.count, windowStart: loginThrottle.windowStart });
  return row as ThrottleWindow;
}

/** Gives one attempt back (a successful login counts as no failure). */
export async function refund(db: Db, key: string) {
  await db
    .update(loginThrottle)
    .set({ count: sql`GREATEST(${loginThrottle.count} - 1, 0)` })
    .where(eq(loginThrottle.key, key));
}

export async function clear(db: Db, key: string) {
  await db.delete(loginThrottle).where(eq(loginThrottle.key, key));
}

export const addressKey = (ip: string) => `login:ip:${ip}`;
export const accountKey = (account: string) => `login:account:${account}`;

/**
 * Counts a login attempt for the address and the account. Returns the seconds to wait when
 * either is over its limit (the attempt must then not be made), else undefined.
 */
export async function countLoginAttempt(
  db: Db,
  ip: string,
  account: string,
  limits: ThrottleLimits,
  now = Date.now(),
): Promise<number | undefined> {
  const byAddress = await hit(db, addressKey(ip), now, limits.windowMs);
  const byAccount = await hit(db, accountKey(account), now, limits.windowMs);
  const waits = [
    isOverLimit(byAddress, limits.perAddress) && retryAfterSeconds(byAddress, now, limits.windowMs),
    isOverLimit(byAccount, limits.perAccount) && retryAfterSeconds(byAccount, now, limits.windowMs),
  ].filter((w): w is number => typeof w === "number");
  return waits.length ? Math.max(...waits) : undefined;
}

/** After a successful login: the account starts afresh and the address gets its attempt back. */
export async function loginSucceeded(db: Db, ip: string, account: string) {
  await clear(db, accountKey(account));
  await refund(db, addressKey(ip));
}
