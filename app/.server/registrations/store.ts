// What staff see of an event's registrations: every one in order of arrival (the waiting list's
// order too), the counts against the capacity, and whether each confirmation e-mail went out.
import { and, asc, eq, inArray } from "drizzle-orm";
import { toCsv } from "~/.server/csv";
import type { Db } from "~/.server/db/database";
import { events } from "~/.server/db/schema/events";
import { type Delivery, outbox } from "~/.server/db/schema/ideas";
import { eventRegistrations } from "~/.server/db/schema/registrations";
import { isoWhen } from "~/.server/ideas/format";

/** The e-mail's state as the list shows it. */
function emailState(delivery: Delivery | undefined): string {
  if (!delivery) return "Not sent (no mail server)";
  if (delivery.state === "sent") return "Sent";
  if (delivery.state === "failed") return "Failed";
  return delivery.attempts > 0 ? "Retrying" : "Queued";
}

/** The event (as stored, whatever its state) and its registrations; undefined: no such event. */
export async function eventRegistrationsOf(db: Db, eventId: number) {
  const [event] = await db.select().from(events).where(eq(events.id, eventId));
  if (!event) return undefined;
  const rows = await db
    .select()
    .from(eventRegistrations)
    .where(eq(eventRegistrations.eventId, eventId))
    .orderBy(asc(eventRegistrations.createdAt), asc(eventRegistrations.id));
  const mails = rows.length
    ? await db
        .select()
        .from(outbox)
        .where(
          and(
            inArray(
              outbox.registrationId,
              rows.map((r) => r.id),
            ),
            eq(outbox.kind, "registration-confirmation"),
          ),
        )
    : [];
  const mailOf = new Map(mails.map((m) => [m.registrationId, m]));
  const registrations = rows.map((r) => ({ ...r, emailState: emailState(mailOf.get(r.id)) }));
  return {
    event,
    registrations,
    confirmed: registrations.filter((r) => r.status === "confirmed").length,
    waiting: registrations.filter((r) => r.status === "waiting").length,
    cancelled: registrations.filter((r) => r.status === "cancelled").length,
  };
}

export type EventRegistrations = NonNullable<Awaited<ReturnType<typeof eventRegistrationsOf>>>;

const STATUS_WORDS = { confirmed: "Confirmed", waiting: "Waiting list", cancelled: "Cancelled" };

/**
 * The list as a spreadsheet: one row per registration, in order of arrival, with a column per
 * question the event asks now (an answer to a question since reworded goes under "Other answers").
 */
export function registrationsCsv({ event, registrations }: EventRegistrations): string {
  const asked = event.questions.map((q) => q.label);
  const otherOf = (r: (typeof registrations)[number]) =>
    r.answers.filter((a) => !asked.includes(a.question));
  const others = registrations.some((r) => otherOf(r).length > 0);
  return toCsv(
    [
      "Registered (ISO 8601 with offset)",
      "Status",
      "Full Name",
      "Email Address",
      "Phone Number",
      "Institute",
      ...asked,
      ...(others ? ["Other answers"] : []),
      "Came",
      "Confirmation e-mail",
    ],
    registrations.map((r) => {
      const answerTo = new Map(r.answers.map((a) => [a.question, a.answer]));
      return [
        isoWhen(r.createdAt),
        STATUS_WORDS[r.status],
        r.name,
        r.email,
        r.phone,
        r.institute,
        ...asked.map((q) => answerTo.get(q) ?? ""),
        ...(others
          ? [
              otherOf(r)
                .map((a) => `${a.question}: ${a.answer}`)
                .join("; "),
            ]
          : []),
        r.attendedAt ? "Yes" : "",
        r.emailState,
      ];
    }),
  );
}
