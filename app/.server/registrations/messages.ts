// Messages staff write to an event's people: its registered (confirmed) or its waiting list. The
// message is kept (who sent what, to whom, how many), and each registration of the audience gets
// its own outbox row in the same transaction as the audit row, so a crash never sends half.
import { and, count, desc, eq } from "drizzle-orm";
import { z } from "zod";
import { type Actor, withAudit } from "~/.server/audit/audit-log";
import { getConfig } from "~/.server/config";
import type { Db } from "~/.server/db/database";
import { events } from "~/.server/db/schema/events";
import { outbox } from "~/.server/db/schema/ideas";
import {
  eventMessages,
  eventRegistrations,
  type MessageAudience,
} from "~/.server/db/schema/registrations";
import { DomainError } from "~/.server/errors";
import { textField } from "~/.server/forms/fields";
import { kickOutboxWorker } from "~/.server/outbox/worker";
import { BODY_MAX, SUBJECT_MAX } from "~/lib/registrations/message-limits";

const optional = (max: number, label: string) =>
  textField()
    .max(max, `${label} is too long (at most ${max} characters).`)
    .optional()
    .transform((v) => v || null);

export const eventMessageSchema = z.object({
  audience: z.enum(["confirmed", "waiting"], { error: "Choose who gets the message." }),
  subject: textField()
    .min(1, "Write a subject.")
    .max(SUBJECT_MAX, `The subject is too long (at most ${SUBJECT_MAX} characters).`),
  body: textField()
    .min(1, "Write the message.")
    .max(BODY_MAX, `The message is too long (at most ${BODY_MAX} characters).`),
  subjectHi: optional(SUBJECT_MAX, "The Hindi subject"),
  bodyHi: optional(BODY_MAX, "The Hindi message"),
});

export type EventMessageInput = z.output<typeof eventMessageSchema>;

/** The event a message page is about (its id and title); undefined: no such event. */
export async function messageEventOf(db: Db, eventId: number) {
  const [event] = await db
    .select({ id: events.id, title: events.title })
    .from(events)
    .where(eq(events.id, eventId));
  return event;
}

/** How many a message to each audience reaches now (cancelled registrations get nothing). */
export async function audienceCounts(
  db: Db,
  eventId: number,
): Promise<Record<MessageAudience, number>> {
  const rows = await db
    .select({ status: eventRegistrations.status, n: count() })
    .from(eventRegistrations)
    .where(eq(eventRegistrations.eventId, eventId))
    .groupBy(eventRegistrations.status);
  const of = (status: MessageAudience) => rows.find((r) => r.status === status)?.n ?? 0;
  return { confirmed: of("confirmed"), waiting: of("waiting") };
}

/**
 * Stores the message and, when a mail server is set up, queues it for every registration of the
 * audience (each in its own language at sending time). Without one the message is kept with no
 * recipients: `emailed` false says so.
 */
export async function sendEventMessage(
  db: Db,
  actor: Actor,
  eventId: number,
  input: EventMessageInput,
  now = new Date(),
): Promise<{ id: number; recipients: number; emailed: boolean }> {
  const emailed = Boolean(getConfig().SMTP_URL);
  const result = await withAudit(
    db,
    actor,
    async (tx) => {
      const people = await tx
        .select({ id: eventRegistrations.id })
        .from(eventRegistrations)
        .where(
          and(
            eq(eventRegistrations.eventId, eventId),
            eq(eventRegistrations.status, input.audience),
          ),
        );
      // A message to nobody would only clutter the list (and the audit log) and mislead later.
      if (people.length === 0) {
        const nobody =
          input.audience === "confirmed"
            ? "Nobody is registered for this event yet: there is nobody to write to."
            : "Nobody is on this event's waiting list: there is nobody to write to.";
        throw new DomainError(nobody, 400, { errors: { audience: nobody } });
      }
      const recipients = emailed ? people.length : 0;
      const [message] = await tx
        .insert(eventMessages)
        .values({ eventId, ...input, sentBy: actor.email, recipients, createdAt: now })
        .returning({ id: eventMessages.id });
      if (recipients > 0) {
        await tx.insert(outbox).values(
          people.map((p) => ({
            registrationId: p.id,
            eventMessageId: message.id,
            kind: "event-message" as const,
            nextAttemptAt: now,
          })),
        );
      }
      return { id: message.id, recipients };
    },
    (r) => ({
      action: "event.message",
      target: `event ${eventId}`,
      detail: `to ${input.audience === "confirmed" ? "registered" : "waiting list"} (${r.recipients} queued): ${input.subject}`,
    }),
  );
  if (result.recipients > 0) kickOutboxWorker();
  return { ...result, emailed };
}

/** The event's earlier messages, newest first. */
export function eventMessagesOf(db: Db, eventId: number) {
  return db
    .select()
    .from(eventMessages)
    .where(eq(eventMessages.eventId, eventId))
    .orderBy(desc(eventMessages.createdAt), desc(eventMessages.id));
}
