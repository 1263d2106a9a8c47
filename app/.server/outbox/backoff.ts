// When to try a failed delivery again: doubling waits from `baseMs`, capped at `maxMs`, so a mail
// server that is down for a day is retried often at first and hourly later, never hammered.

export type RetryPolicy = { baseMs: number; maxMs: number; maxAttempts: number };

/** 30 s, 1 min, 2 min ... then hourly; after 40 attempts (about 1.5 days) a row is "failed". */
export const DEFAULT_RETRY: RetryPolicy = { baseMs: 30_000, maxMs: 3_600_000, maxAttempts: 40 };

/** The wait after the `attempt`-th failed attempt (1-based). `jitter` in [0, 1) adds up to 10 %. */
export function backoffMs(
  attempt: number,
  policy: RetryPolicy = DEFAULT_RETRY,
  jitter = 0,
): number {
  const exponent = Math.max(0, attempt - 1);
  // 2 ** 1024 is Infinity; min() keeps the cap exact for any attempt count.
  const wait = Math.min(policy.maxMs, policy.baseMs * 2 ** Math.min(exponent, 60));
  return Math.round(wait * (1 + 0.1 * jitter));
}
