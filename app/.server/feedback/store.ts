// Feedback from the contact page: stored first, with its acknowledgement queued in the outbox in
// the same transaction (decision 005), then read and marked handled by the centre's staff (each
// mark audited in its own transaction, decision 012).
import { and, count, desc, eq, inArray } from "drizzle-orm";
import { type Actor, withAudit } from "~/.server/audit/audit-log";
import type { Db } from "~/.server/db/database";
import { type Feedback, type FeedbackStatus, feedback } from "~/.server/db/schema/feedback";
import { type Delivery, outbox } from "~/.server/db/schema/ideas";
import { referenceOf, takeReference } from "~/.server/ideas/reference";
import type { FeedbackInput } from "./schema";

export type { Feedback, FeedbackStatus };

/** The number a sender quotes, e.g. FB-2026-000042 (ideas/reference.ts). */
export const feedbackReference = (id: number, at: Date) => referenceOf("FB", id, at);

/**
 * Stores one message and, when `acknowledge`, its acknowledgement in the outbox, atomically:
 * either both are there or neither is. Returns its id and reference.
 */
export async function createFeedback(
  db: Db,
  input: FeedbackInput,
  options: { clientIp: string | null; lang: "en" | "hi"; acknowledge: boolean; now?: Date },
): Promise<{ id: number; reference: string }> {
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    const { id, reference } = await takeReference(tx, "feedback", "FB", now);
    await tx.insert(feedback).values({
      id,
      reference,
      name: input.name,
      email: input.email,
      phone: input.phone,
      category: input.category,
      message: input.message,
      lang: options.lang,
      clientIp: options.clientIp,
      createdAt: now,
      updatedAt: now,
    });
    if (options.acknowledge) {
      await tx.insert(outbox).values({ feedbackId: id, kind: "feedback-ack", nextAttemptAt: now });
    }
    return { id, reference };
  });
}

export type AckState = "not sent" | "pending" | "sent" | "failed";

/** The acknowledgement's state as staff see it: "not sent" when no mail server was set up. */
export function ackState(row: Pick<Delivery, "state"> | undefined): AckState {
  return row ? row.state : "not sent";
}

export type FeedbackListItem = Pick<
  Feedback,
  "id" | "reference" | "name" | "email" | "category" | "status" | "createdAt"
> & { ack: AckState };

/** Newest first, optionally only new or only handled ones, a page at a time. */
export async function listFeedback(
  db: Db,
  options: { status?: FeedbackStatus; limit?: number; offset?: number } = {},
): Promise<{ items: FeedbackListItem[]; total: number; unhandled: number }> {
  const where = options.status ? eq(feedback.status, options.status) : undefined;
  const rows = await db
    .select({
      id: feedback.id,
      reference: feedback.reference,
      name: feedback.name,
      email: feedback.email,
      category: feedback.category,
      status: feedback.status,
      createdAt: feedback.createdAt,
    })
    .from(feedback)
    .where(where)
    .orderBy(desc(feedback.createdAt), desc(feedback.id))
    .limit(options.limit ?? 50)
    .offset(options.offset ?? 0);
  const [{ total }] = await db.select({ total: count() }).from(feedback).where(where);
  const [{ unhandled }] = await db
    .select({ unhandled: count() })
    .from(feedback)
    .where(eq(feedback.status, "new"));
  const acks = rows.length
    ? await db
        .select()
        .from(outbox)
        .where(
          inArray(
            outbox.feedbackId,
            rows.map((r) => r.id),
          ),
        )
    : [];
  const ackOf = new Map(acks.map((a) => [a.feedbackId, a]));
  return {
    items: rows.map((r) => ({ ...r, ack: ackState(ackOf.get(r.id)) })),
    total: Number(total),
    unhandled: Number(unhandled),
  };
}

/** One message with its acknowledgement's delivery (none when no mail server was set up). */
export async function getFeedback(
  db: Db,
  id: number,
): Promise<{ item: Feedback; ack: Delivery | undefined } | null> {
  const [item] = await db.select().from(feedback).where(eq(feedback.id, id));
  if (!item) return null;
  const [ack] = await db
    .select()
    .from(outbox)
    .where(and(eq(outbox.feedbackId, id), eq(outbox.kind, "feedback-ack")))
    .orderBy(outbox.id);
  return { item, ack };
}

/**
 * Marks a message handled (or new again), with its audit row in the same transaction; false when
 * there is no such message. Marking it as it already is changes nothing and records nothing.
 */
export async function setFeedbackHandled(
  db: Db,
  actor: Actor,
  id: number,
  handled: boolean,
  now = new Date(),
): Promise<boolean> {
  const status: FeedbackStatus = handled ? "handled" : "new";
  const result = await withAudit(
    db,
    actor,
    async (tx) => {
      const [before] = await tx
        .select({ reference: feedback.reference, status: feedback.status })
        .from(feedback)
        .where(eq(feedback.id, id))
        .for("update");
      if (!before) return null;
      if (before.status === status) return { reference: before.reference, changed: false };
      await tx
        .update(feedback)
        .set({
          status,
          handledAt: handled ? now : null,
          handledBy: handled ? actor.email : null,
          updatedAt: now,
        })
        .where(eq(feedback.id, id));
      return { reference: before.reference, changed: true };
    },
    (r) =>
      r?.changed
        ? { action: handled ? "feedback.handled" : "feedback.reopened", target: r.reference }
        : null,
  );
  return result !== null;
}
