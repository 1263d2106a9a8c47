// What staff see of an event's registrations: every one in order of arrival (the waiting list's
// order too), the counts against the capacity, and whether each confirmation e-mail went out.
import { asc, eq, inArray } from "drizzle-orm";
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
          inArray(
            outbox.registrationId,
            rows.map((r) => r.id),
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
  };
}

export type EventRegistrations = NonNullable<Awaited<ReturnType<typeof eventRegistrationsOf>>>;

/** The list as a spreadsheet: one row per registration, in order of arrival. */
export function registrationsCsv({ registrations }: EventRegistrations): string {
  return toCsv(
    [
      "Registered (ISO 8601 with offset)",
      "Status",
      "Full Name",
      "Email Address",
      "Phone Number",
      "Institute",
      "Confirmation e-mail",
    ],
    registrations.map((r) => [
      isoWhen(r.createdAt),
      r.status === "confirmed" ? "Confirmed" : "Waiting list",
      r.name,
      r.email,
      r.phone,
      r.institute,
      r.emailState,
    ]),
  );
}
