// The delivery queue. Rows are claimed with a lease (locked_until) inside FOR UPDATE SKIP LOCKED,
// so several app servers on one PostgreSQL never work on the same row at once, and a server that
// dies mid-delivery only delays the row until its lease runs out.
import { and, eq, inArray, isNull, lte, or } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { ideas, outbox } from "../db/schema/ideas.ts";
import { backoffMs, DEFAULT_RETRY, type RetryPolicy } from "./backoff.ts";
import { deliver } from "./deliver.ts";
import type { Delivery, Idea } from "./store.ts";

/** Longer than any single delivery may take (SMTP and form-service time-outs are shorter). */
export const LEASE_MS = 120_000;

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
    .limit(options.limit ?? 10)
    .for("update", { skipLocked: true });
  return db
    .update(outbox)
    .set({ lockedUntil: new Date(now.getTime() + LEASE_MS) })
    .where(inArray(outbox.id, due))
    .returning();
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
    .where(eq(outbox.id, row.id));
}

export type RunResult = { sent: number; failed: number };

/**
 * Claims what is due and delivers it, batch after batch, until nothing is due. `send` is the
 * delivery itself (replaceable in tests); every outcome is written back before the next row.
 */
export async function deliverDue(
  db: Db,
  options: {
    now?: () => Date;
    policy?: RetryPolicy;
    send?: (kind: Delivery["kind"], idea: Idea) => Promise<void>;
  } = {},
): Promise<RunResult> {
  const clock = options.now ?? (() => new Date());
  const send = options.send ?? deliver;
  const result: RunResult = { sent: 0, failed: 0 };
  for (;;) {
    const batch = await claimDue(db, { now: clock() });
    if (!batch.length) return result;
    const ids = [...new Set(batch.map((r) => r.ideaId))];
    const found = await db.select().from(ideas).where(inArray(ideas.id, ids));
    const byId = new Map(found.map((i) => [i.id, i]));
    for (const row of batch) {
      const idea = byId.get(row.ideaId);
      try {
        if (!idea) throw new Error(`idea ${row.ideaId} is gone`);
        await send(row.kind, idea);
        await markSent(db, row, clock());
        result.sent++;
      } catch (error) {
        await markFailed(db, row, error, { now: clock(), policy: options.policy });
        result.failed++;
        console.warn(
          `Delivery ${row.kind} of ${idea?.reference ?? row.ideaId} failed (attempt ${row.attempts + 1}): ${error instanceof Error ? error.message : error}`,
        );
      }
    }
  }
}
