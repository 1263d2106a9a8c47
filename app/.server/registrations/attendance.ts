// Check-in at the door: staff mark who came among the confirmed registrations (and undo a wrong
// tap), each change audited with the registration as its target; and the figures "212
// registered, 168 came" that the check-in page and, once staff allow it, the event's page show.
import { and, count, eq, isNotNull } from "drizzle-orm";
import { z } from "zod";
import { type Actor, withAudit } from "~/.server/audit/audit-log";
import type { Db } from "~/.server/db/database";
import { events } from "~/.server/db/schema/events";
import { eventRegistrations } from "~/.server/db/schema/registrations";
import { DomainError } from "~/.server/errors";
import { rowId, textField } from "~/.server/forms/fields";
import { byName } from "~/lib/registrations/check-in-search";

/** The check-in form: who, came or undo, and the search to come back to. */
export const attendanceChangeSchema = z.object({
  registration: rowId(),
  intent: z.enum(["came", "undo"], { error: "Choose Came or Undo." }),
  q: textField().max(200).optional().default(""),
  /** Sent by the page without scripts: it reloads, and the row's anchor brings it back in view. */
  jump: z.literal("1").optional(),
});

export type Attendance = { registered: number; came: number };

/** Registered: the confirmed registrations; came: those of them marked at the door. */
export async function attendanceOf(db: Db, eventId: number): Promise<Attendance> {
  const confirmed = and(
    eq(eventRegistrations.eventId, eventId),
    eq(eventRegistrations.status, "confirmed"),
  );
  const [{ registered }] = await db
    .select({ registered: count() })
    .from(eventRegistrations)
    .where(confirmed);
  const [{ came }] = await db
    .select({ came: count() })
    .from(eventRegistrations)
    .where(and(confirmed, isNotNull(eventRegistrations.attendedAt)));
  return { registered, came };
}

const WHY_NOT: Record<string, string> = {
  waiting: "is on the waiting list",
  cancelled: "was cancelled",
};

/**
 * Marks a confirmed registration of the event as came (`came` true) or not (false), audited as
 * registration.attend / registration.unattend. Marking twice keeps the first time and records
 * nothing. Refuses a registration of another event (404) and one that is not confirmed (409):
 * nobody on the waiting list or cancelled is counted as having come.
 */
export async function markAttended(
  db: Db,
  actor: Actor,
  eventId: number,
  registrationId: number,
  came: boolean,
  now = new Date(),
): Promise<{ changed: boolean; name: string }> {
  return withAudit(
    db,
    actor,
    async (tx) => {
      const [row] = await tx
        .select()
        .from(eventRegistrations)
        .where(
          and(eq(eventRegistrations.id, registrationId), eq(eventRegistrations.eventId, eventId)),
        )
        .for("update");
      if (!row) throw new DomainError("That registration is not one of this event's.", 404);
      if (row.status !== "confirmed")
        throw new DomainError(
          `${row.name}'s registration ${WHY_NOT[row.status] ?? "is not confirmed"}: only confirmed registrations can be marked as came.`,
          409,
        );
      if (came === (row.attendedAt !== null)) return { changed: false, name: row.name };
      await tx
        .update(eventRegistrations)
        .set({ attendedAt: came ? now : null })
        .where(eq(eventRegistrations.id, row.id));
      return { changed: true, name: row.name };
    },
    (result) =>
      result.changed
        ? {
            action: came ? "registration.attend" : "registration.unattend",
            target: `registration ${registrationId}`,
            detail: `event ${eventId}`,
          }
        : null,
  );
}

/** The event and its confirmed registrations by name, for the door; undefined: no such event. */
export async function doorListOf(db: Db, eventId: number) {
  const [event] = await db.select().from(events).where(eq(events.id, eventId));
  if (!event) return undefined;
  const rows = await db
    .select({
      id: eventRegistrations.id,
      name: eventRegistrations.name,
      email: eventRegistrations.email,
      phone: eventRegistrations.phone,
      institute: eventRegistrations.institute,
      attendedAt: eventRegistrations.attendedAt,
    })
    .from(eventRegistrations)
    .where(
      and(eq(eventRegistrations.eventId, eventId), eq(eventRegistrations.status, "confirmed")),
    );
  return { event, registrations: rows.sort(byName) };
}
