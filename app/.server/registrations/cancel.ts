// Giving a place back and who gets it: a registrant cancels from the link in their e-mail (no
// login: the link's secret is the key), or staff cancel or promote by hand. Every move holds the
// event's row, as registration does, so two cancellations and a promotion at once can never give
// more places than there are; each move is audited and e-mailed in the same transaction.
import { and, asc, eq, inArray } from "drizzle-orm";
import { type Actor, recordAudit, withAudit } from "~/.server/audit/audit-log";
import { getConfig } from "~/.server/config";
import type { Db } from "~/.server/db/database";
import { events } from "~/.server/db/schema/events";
import { type OutboxKind, outbox } from "~/.server/db/schema/ideas";
import { eventRegistrations, type Registration } from "~/.server/db/schema/registrations";
import { DomainError } from "~/.server/errors";
import { kickOutboxWorker } from "~/.server/outbox/worker";
import { confirmedCount } from "./register";

/** Who cancels through the e-mail's link, as the audit names them. */
export const CANCEL_LINK_ACTOR: Actor = { id: null, email: "registrant (cancel link)" };

type EventRow = typeof events.$inferSelect;

/** The e-mails a cancelled registration must no longer get, if they have not gone yet. */
const DEAD_ON_CANCEL: OutboxKind[] = [
  "registration-confirmation",
  "registration-promoted",
  "registration-reminder",
  "event-message",
];

/** Queues one e-mail about a registration, when the site sends e-mail at all. */
async function queueMail(tx: Db, registrationId: number, kind: OutboxKind, now: Date) {
  if (!getConfig().SMTP_URL) return;
  await tx.insert(outbox).values({ registrationId, kind, nextAttemptAt: now });
}

/** Holds the event's row for the rest of the transaction: moves on one event go one at a time. */
async function lockEvent(tx: Db, eventId: number): Promise<EventRow> {
  const [event] = await tx.select().from(events).where(eq(events.id, eventId)).for("update");
  if (!event) throw new DomainError("No such event.", 404);
  return event;
}

/** A place is free when the event has a capacity and fewer confirmed than it. */
async function freePlaces(tx: Db, event: EventRow): Promise<number> {
  if (event.capacity === null) return Number.POSITIVE_INFINITY;
  return event.capacity - (await confirmedCount(tx, event.id));
}

/** Gives `registration` a place: confirmed, dated, e-mailed and audited. */
async function givePlace(tx: Db, actor: Actor, registration: Registration, now: Date) {
  await tx
    .update(eventRegistrations)
    .set({ status: "confirmed", promotedAt: now })
    .where(eq(eventRegistrations.id, registration.id));
  await queueMail(tx, registration.id, "registration-promoted", now);
  await recordAudit(tx, actor, {
    action: "registration.promote",
    target: `registration ${registration.id}`,
    detail: `event ${registration.eventId}, from the waiting list`,
  });
}

/**
 * Fills the event's free places from the waiting list, first come first served, until the event
 * starts (a place freed during it helps no one). Returns the registrations promoted.
 */
async function promoteWaiting(tx: Db, actor: Actor, event: EventRow, now: Date) {
  if (now.getTime() >= event.startsAt.getTime()) return [];
  const free = await freePlaces(tx, event);
  if (free <= 0) return [];
  const next = await tx
    .select()
    .from(eventRegistrations)
    .where(and(eq(eventRegistrations.eventId, event.id), eq(eventRegistrations.status, "waiting")))
    .orderBy(asc(eventRegistrations.createdAt), asc(eventRegistrations.id))
    .limit(Number.isFinite(free) ? free : 1000);
  for (const registration of next) await givePlace(tx, actor, registration, now);
  return next;
}

export type CancelResult = {
  registration: Registration;
  /** It was cancelled before this request (a second click, or staff first). */
  already: boolean;
  promoted: Registration[];
};

/** Cancels one registration inside `tx` (the event's row already held). */
async function cancelHeld(
  tx: Db,
  actor: Actor,
  event: EventRow,
  registrationId: number,
  now: Date,
): Promise<CancelResult> {
  const registration = await registrationOf(tx, event.id, registrationId);
  if (registration.status === "cancelled") return { registration, already: true, promoted: [] };
  const [cancelled] = await tx
    .update(eventRegistrations)
    .set({ status: "cancelled", cancelledAt: now })
    .where(eq(eventRegistrations.id, registration.id))
    .returning();
  await tx
    .delete(outbox)
    .where(
      and(
        eq(outbox.registrationId, registration.id),
        eq(outbox.state, "pending"),
        inArray(outbox.kind, DEAD_ON_CANCEL),
      ),
    );
  await queueMail(tx, registration.id, "registration-cancelled", now);
  await recordAudit(tx, actor, {
    action: "registration.cancel",
    target: `registration ${registration.id}`,
    detail: `event ${event.id}, was ${registration.status === "confirmed" ? "registered" : "waiting"}`,
  });
  const promoted =
    registration.status === "confirmed" ? await promoteWaiting(tx, actor, event, now) : [];
  return { registration: cancelled, already: false, promoted };
}

/** The registration whose cancel link carries `token`, with its event; undefined: no such link. */
export async function registrationByToken(db: Db, token: string) {
  if (!token || token.length > 100) return undefined;
  const [found] = await db
    .select({ registration: eventRegistrations, event: events })
    .from(eventRegistrations)
    .innerJoin(events, eq(events.id, eventRegistrations.eventId))
    .where(eq(eventRegistrations.cancelToken, token));
  return found;
}

/** Runs a move on one event in one audited transaction, then wakes the outbox. */
async function onEvent<T>(
  db: Db,
  actor: Actor,
  eventId: number,
  move: (tx: Db, event: EventRow) => Promise<T>,
): Promise<T> {
  // withAudit's own note stays empty: each move records its rows itself (a cancellation may
  // bring promotions with it), all in this one transaction.
  const result = await withAudit(
    db,
    actor,
    async (tx) => move(tx, await lockEvent(tx, eventId)),
    () => null,
  );
  if (getConfig().SMTP_URL) kickOutboxWorker();
  return result;
}

/** What the registrant's link does: nothing it can name, too late, or the cancellation. */
export type LinkCancel =
  | { outcome: "invalid" }
  | { outcome: "started" }
  | ({ outcome: "cancelled" } & CancelResult);

/** Whether an event has begun: its places no longer change hands. */
export const hasStarted = (event: Pick<EventRow, "startsAt">, now: Date) =>
  now.getTime() >= event.startsAt.getTime();

/**
 * The registrant's own cancellation, from the link in their e-mail. The page words each outcome
 * in its language; a second click answers as the first (already cancelled), never an error.
 */
export async function cancelByToken(db: Db, token: string, now = new Date()): Promise<LinkCancel> {
  const found = await registrationByToken(db, token);
  if (!found) return { outcome: "invalid" };
  if (hasStarted(found.event, now) && found.registration.status !== "cancelled")
    return { outcome: "started" };
  const result = await onEvent(db, CANCEL_LINK_ACTOR, found.event.id, async (tx, event) =>
    cancelHeld(tx, CANCEL_LINK_ACTOR, event, found.registration.id, now),
  );
  return { outcome: "cancelled", ...result };
}

/** A registration of `eventId` as stored now (inside the held transaction). */
async function registrationOf(tx: Db, eventId: number, registrationId: number) {
  const [found] = await tx
    .select()
    .from(eventRegistrations)
    .where(and(eq(eventRegistrations.id, registrationId), eq(eventRegistrations.eventId, eventId)));
  if (!found) throw new DomainError("No such registration for this event.", 404);
  return found;
}

/** Staff cancel a registration by hand (someone rang to say they cannot come). */
export function cancelByStaff(
  db: Db,
  actor: Actor,
  eventId: number,
  registrationId: number,
  now = new Date(),
) {
  return onEvent(db, actor, eventId, async (tx, event) =>
    cancelHeld(tx, actor, event, registrationId, now),
  );
}

/**
 * Staff give a waiting registration a free place by hand, out of turn if they choose (a speaker's
 * student). Never beyond the capacity: with every place taken it is refused.
 */
export function promoteByStaff(
  db: Db,
  actor: Actor,
  eventId: number,
  registrationId: number,
  now = new Date(),
) {
  return onEvent(db, actor, eventId, async (tx, event) => {
    const registration = await registrationOf(tx, eventId, registrationId);
    if (registration.status !== "waiting")
      throw new DomainError("Only a registration on the waiting list can be given a place.", 409);
    if ((await freePlaces(tx, event)) <= 0)
      throw new DomainError(
        `All ${event.capacity} places are taken: cancel a registration or raise the number of places first.`,
        409,
      );
    await givePlace(tx, actor, registration, now);
    return registration;
  });
}
