// Idea submissions: stored first (with their deliveries queued in the same transaction), then
// listed, searched and triaged by the centre's staff.
import { and, desc, eq, ilike, inArray, isNull, or, type SQL, sql } from "drizzle-orm";
import { type Actor, withAudit } from "~/.server/audit/audit-log";
import type { Db } from "~/.server/db/database";
import {
  type Delivery,
  type Idea,
  type IdeaStatus,
  ideas,
  type OutboxKind,
  outbox,
} from "~/.server/db/schema/ideas";
import { rounds } from "~/.server/db/schema/rounds";
import { kickOutboxWorker } from "~/.server/outbox/worker";
import { FOUNDER_SENT, recordMove } from "./moves";
import { takeReference } from "./reference";
import type { IdeaInput } from "./schema";

export { IDEA_STATUSES } from "~/lib/forms/idea-rules";

export type { Delivery, Idea };

/** Stores one submission and queues its deliveries atomically; returns its reference number. */
export async function createIdea(
  db: Db,
  input: IdeaInput & Partial<Pick<Idea, "roundId" | "answers" | "pdfId" | "team">>,
  options: {
    clientIp: string | null;
    deliveries: OutboxKind[];
    /** The page's language: the founder's e-mails are written in it. */
    lang?: "en" | "hi";
    now?: Date;
  },
): Promise<{ id: number; reference: string }> {
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    const { id, reference } = await takeReference(tx, "ideas", "IDEA", now);
    await tx.insert(ideas).values({
      id,
      reference,
      ...input,
      clientIp: options.clientIp,
      lang: options.lang ?? "en",
      createdAt: now,
      updatedAt: now,
    });
    await recordMove(tx, {
      ideaId: id,
      from: null,
      to: "new",
      actorEmail: FOUNDER_SENT,
      at: now,
    });
    if (options.deliveries.length) {
      await tx
        .insert(outbox)
        .values(options.deliveries.map((kind) => ({ ideaId: id, kind, nextAttemptAt: now })));
    }
    return { id, reference };
  });
}

/** `%` and `_` typed into the search box mean themselves. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export type IdeaListItem = Pick<
  Idea,
  "id" | "reference" | "name" | "email" | "subject" | "status" | "createdAt"
> & { delivery: DeliverySummary };

/** What the inbox narrows by: a search, a stage, a round (or "none": the spec's form). */
export type IdeaFilter = { q?: string; status?: IdeaStatus; round?: number | "none" };

/** `q` matches reference, name, e-mail, phone, subject or message. */
export function ideaFilter(options: IdeaFilter): SQL | undefined {
  const where: SQL[] = [];
  const q = options.q?.trim();
  if (q) {
    const p = likePattern(q);
    const match = or(
      ilike(ideas.reference, p),
      ilike(ideas.name, p),
      ilike(ideas.email, p),
      ilike(ideas.phone, p),
      ilike(ideas.subject, p),
      ilike(ideas.message, p),
    );
    if (match) where.push(match);
  }
  if (options.status) where.push(eq(ideas.status, options.status));
  if (options.round === "none") where.push(isNull(ideas.roundId));
  else if (options.round) where.push(eq(ideas.roundId, options.round));
  return where.length ? and(...where) : undefined;
}

/** Newest first, narrowed by `ideaFilter`. */
export async function listIdeas(
  db: Db,
  options: IdeaFilter & { limit?: number; offset?: number } = {},
): Promise<{ items: IdeaListItem[]; total: number }> {
  const condition = ideaFilter(options);
  const rows = await db
    .select({
      id: ideas.id,
      reference: ideas.reference,
      name: ideas.name,
      email: ideas.email,
      subject: ideas.subject,
      status: ideas.status,
      createdAt: ideas.createdAt,
    })
    .from(ideas)
    .where(condition)
    .orderBy(desc(ideas.createdAt), desc(ideas.id))
    .limit(options.limit ?? 50)
    .offset(options.offset ?? 0);
  const [{ count }] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(ideas)
    .where(condition);
  const deliveries = await deliveriesOf(
    db,
    rows.map((r) => r.id),
  );
  return {
    items: rows.map((r) => ({ ...r, delivery: summariseDeliveries(deliveries.get(r.id) ?? []) })),
    total: Number(count),
  };
}

/** Every idea the filter keeps, oldest first, with its delivery summary: for the exports. */
export async function allIdeas(
  db: Db,
  filter: IdeaFilter = {},
): Promise<Array<Idea & { delivery: DeliverySummary }>> {
  const rows = await db
    .select()
    .from(ideas)
    .where(ideaFilter(filter))
    .orderBy(ideas.createdAt, ideas.id);
  const deliveries = await deliveriesOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({ ...r, delivery: summariseDeliveries(deliveries.get(r.id) ?? []) }));
}

export async function getIdea(
  db: Db,
  id: number,
): Promise<{ idea: Idea; deliveries: Delivery[] } | null> {
  const [idea] = await db.select().from(ideas).where(eq(ideas.id, id));
  if (!idea) return null;
  const deliveries = await db.select().from(outbox).where(eq(outbox.ideaId, id)).orderBy(outbox.id);
  return { idea, deliveries };
}

export type IdeaChange = {
  status: IdeaStatus;
  /** Why, typed with the move: kept on the move's row when the stage changes (staff only). */
  note?: string;
  founderMessage?: string;
  /** Queue the status e-mail, to the idea's own address only (the outbox row names the idea). */
  notify?: boolean;
};

/**
 * Sets an idea's stage and message to the founder, records the move (from, to, who, the note
 * typed with it) when the stage changes, and queues the founder's status e-mail when asked, all
 * with the audit row in one transaction; false when there is no such idea.
 */
export async function setIdeaStatus(
  db: Db,
  actor: Actor,
  id: number,
  change: IdeaChange,
): Promise<boolean> {
  const now = new Date();
  const updated = await withAudit(
    db,
    actor,
    async (tx) => {
      const [before] = await tx
        .select({ founderMessage: ideas.founderMessage, status: ideas.status })
        .from(ideas)
        .where(eq(ideas.id, id));
      if (!before) return null;
      const founderMessage = change.founderMessage ?? before.founderMessage;
      const [row] = await tx
        .update(ideas)
        .set({ status: change.status, founderMessage, updatedAt: now })
        .where(eq(ideas.id, id))
        .returning({ reference: ideas.reference });
      if (before.status !== change.status) {
        await recordMove(tx, {
          ideaId: id,
          from: before.status,
          to: change.status,
          actorEmail: actor.email,
          note: change.note,
          at: now,
        });
      }
      if (change.notify) {
        await tx.insert(outbox).values({ ideaId: id, kind: "founder-status", nextAttemptAt: now });
      }
      return { reference: row.reference, messageChanged: founderMessage !== before.founderMessage };
    },
    (r) =>
      r && {
        action: "idea.status",
        target: r.reference,
        detail: [
          change.status,
          r.messageChanged && "message to the founder changed",
          change.notify && "founder e-mailed",
        ]
          .filter(Boolean)
          .join("; "),
      },
  );
  if (updated && change.notify) kickOutboxWorker();
  return updated !== null;
}

/**
 * Gives failed deliveries of one idea a fresh start (e.g. after the mail settings were fixed),
 * audited; returns how many, or null when there is no such idea.
 */
export async function retryDeliveries(db: Db, actor: Actor, id: number): Promise<number | null> {
  const { count, reference } = await withAudit(
    db,
    actor,
    async (tx) => {
      const [idea] = await tx
        .select({ reference: ideas.reference })
        .from(ideas)
        .where(eq(ideas.id, id));
      const updated = await tx
        .update(outbox)
        .set({ state: "pending", attempts: 0, nextAttemptAt: new Date(), lockedUntil: null })
        .where(and(eq(outbox.ideaId, id), eq(outbox.state, "failed")))
        .returning({ id: outbox.id });
      return { count: updated.length, reference: idea?.reference as string | undefined };
    },
    (r) =>
      r.reference
        ? { action: "idea.retry", target: r.reference, detail: `${r.count} deliveries` }
        : null,
  );
  if (!reference) return null;
  if (count) kickOutboxWorker();
  return count;
}

/** The rounds the inbox can be narrowed to, newest first. */
export function roundChoices(db: Db): Promise<Array<{ id: number; title: string }>> {
  return db
    .select({ id: rounds.id, title: rounds.title })
    .from(rounds)
    .orderBy(desc(rounds.opensAt), desc(rounds.id));
}

async function deliveriesOf(db: Db, ids: number[]): Promise<Map<number, Delivery[]>> {
  const map = new Map<number, Delivery[]>();
  if (!ids.length) return map;
  const rows = await db.select().from(outbox).where(inArray(outbox.ideaId, ids));
  for (const row of rows) {
    if (row.ideaId !== null) map.set(row.ideaId, [...(map.get(row.ideaId) ?? []), row]);
  }
  return map;
}

export type DeliverySummary = "not configured" | "sent" | "pending" | "failed";

/** One word for the inbox: the worst state among an idea's deliveries. */
export function summariseDeliveries(rows: Pick<Delivery, "state">[]): DeliverySummary {
  if (!rows.length) return "not configured";
  if (rows.some((r) => r.state === "failed")) return "failed";
  if (rows.some((r) => r.state === "pending")) return "pending";
  return "sent";
}
