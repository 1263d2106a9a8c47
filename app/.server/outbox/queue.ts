// The delivery queue. A worker claims ONE row at a time with a lease (locked_until) inside
// FOR UPDATE SKIP LOCKED, delivers it, writes the outcome, then claims the next; it renews the
// lease while the delivery runs. So several app servers on one PostgreSQL never work on the same
// row, no row waits behind another's slow delivery, and a server that dies mid-delivery only
// delays its row until the lease runs out (decision 013).
import { and, eq, inArray, isNull, lte, or } from "drizzle-orm";
import type { Db } from "~/.server/db/database";
import type { Delivery } from "~/.server/db/schema/ideas";
import { outbox } from "~/.server/db/schema/ideas";
import { logJob } from "~/.server/log";
import { backoffMs, DEFAULT_RETRY, type RetryPolicy } from "./backoff";
import { type Loaded, type Producer, producerOf } from "./producer";

/**
 * How long a claimed row stays ours without a renewal. A mail server that stops answering ends a
 * delivery within about 50 s (mailer.ts: DNS 10 s, connect 10 s, greeting 10 s, then 20 s of
 * silence; the form service has 20 s in all), so two minutes leaves more than twice that. A server
 * that answers every SMTP step just before its 20 s run out is bounded by nothing, hence the
 * renewal; and a lease that ran out while its delivery still runs would mean a second e-mail.
 */
export const LEASE_MS = 120_000;

/** Four renewals per lease: three in a row may fail (the database briefly away) and it holds. */
export const RENEW_EVERY_MS = LEASE_MS / 4;

/** Claims up to `limit` due rows (one for the worker; several only where a test asks). */
export async function claimDue(db: Db, options: { now?: Date; limit?: number } = {}) {
  const now = options.now ?? new Date();
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(
      and(
        eq(outbox.state, "pending"),
        lte(outbox.nextAttemptAt, now),
        or(isNull(outbox.lockedUntil), lte(outbox.lockedUntil, now)),
      ),
    )
    .orderBy(outbox.nextAttemptAt, outbox.id)
    .limit(options.limit ?? 1)
    .for("update", { skipLocked: true });
  return db
    .update(outbox)
    .set({ lockedUntil: new Date(now.getTime() + LEASE_MS) })
    .where(inArray(outbox.id, due))
    .returning();
}

/** The lease as this worker holds it: the row's locked_until must still be what we last set. */
const ours = (row: Delivery) =>
  and(
    eq(outbox.id, row.id),
    row.lockedUntil ? eq(outbox.lockedUntil, row.lockedUntil) : isNull(outbox.lockedUntil),
  );

/** Extends the lease on a row this worker still holds; false when it no longer does. */
export async function renewLease(db: Db, row: Delivery, now = new Date()): Promise<boolean> {
  const lockedUntil = new Date(now.getTime() + LEASE_MS);
  const renewed = await db
    .update(outbox)
    .set({ lockedUntil })
    .where(and(ours(row), eq(outbox.state, "pending")))
    .returning({ id: outbox.id });
  if (renewed.length) row.lockedUntil = lockedUntil;
  return renewed.length > 0;
}

/** Runs `task` while renewing the row's lease every `everyMs`; resolves once no renewal runs. */
async function withLease<T>(
  db: Db,
  row: Delivery,
  clock: () => Date,
  everyMs: number,
  task: () => Promise<T>,
): Promise<T> {
  let renewing: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    renewing = renewing.then(async () => {
      try {
        if (!(await renewLease(db, row, clock())))
          logJob("delivery", "warning", { delivery: row.id, kind: row.kind, lease: "lost" });
      } catch (error) {
        const fields = { delivery: row.id, kind: row.kind, lease: "not renewed" };
        logJob("delivery", "warning", fields, error);
      }
    });
  }, everyMs);
  timer.unref();
  try {
    return await task();
  } finally {
    clearInterval(timer);
    await renewing;
  }
}

export async function markSent(db: Db, row: Delivery, now = new Date()) {
  await db
    .update(outbox)
    .set({
      state: "sent",
      sentAt: now,
      lockedUntil: null,
      lastError: null,
      attempts: row.attempts + 1,
    })
    .where(eq(outbox.id, row.id));
}

export async function markFailed(
  db: Db,
  row: Delivery,
  error: unknown,
  options: { now?: Date; policy?: RetryPolicy } = {},
) {
  const now = options.now ?? new Date();
  const policy = options.policy ?? DEFAULT_RETRY;
  const attempts = row.attempts + 1;
  const message = error instanceof Error ? error.message : String(error);
  await db
    .update(outbox)
    .set({
      attempts,
      state: attempts >= policy.maxAttempts ? "failed" : "pending",
      nextAttemptAt: new Date(now.getTime() + backoffMs(attempts, policy, Math.random())),
      lockedUntil: null,
      lastError: message.slice(0, 1000),
    })
    // Only while the lease is ours: a worker that took the row over may be sending it right now.
    .where(ours(row));
}

export type RunResult = { sent: number; failed: number };

export type DeliverOptions = {
  now?: () => Date;
  policy?: RetryPolicy;
  /** The delivery itself, replaceable in tests; by default the producer's own. */
  send?: (kind: Delivery["kind"], subject: Loaded) => Promise<void>;
  renewEveryMs?: number;
  signal?: AbortSignal;
};

/**
 * Claims what is due and delivers it through its producer, one row after another, until nothing
 * is due or `signal` says stop. Every outcome is written back before the next row is claimed.
 */
export async function deliverDue(
  db: Db,
  producers: readonly Producer[],
  options: DeliverOptions = {},
): Promise<RunResult> {
  const clock = options.now ?? (() => new Date());
  const send = options.send ?? ((_: Delivery["kind"], subject: Loaded) => subject.send());
  const result: RunResult = { sent: 0, failed: 0 };
  while (!options.signal?.aborted) {
    const [row] = await claimDue(db, { now: clock() });
    if (!row) break;
    try {
      const producer = producerOf(producers, row.kind);
      if (!producer) throw new Error(`no producer sends ${row.kind} deliveries`);
      const subject = await producer.load(db, row);
      if (!subject) throw new Error(`the subject of delivery ${row.id} is gone`);
      await withLease(db, row, clock, options.renewEveryMs ?? RENEW_EVERY_MS, () =>
        send(row.kind, subject),
      );
      await markSent(db, row, clock());
      result.sent++;
    } catch (error) {
      await markFailed(db, row, error, { now: clock(), policy: options.policy });
      result.failed++;
      // The row's id and kind find it in the outbox (idea, registration); nothing personal.
      const fields = { delivery: row.id, kind: row.kind, attempt: row.attempts + 1 };
      logJob("delivery", "failed", fields, error);
    }
  }
  return result;
}
