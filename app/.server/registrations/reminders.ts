// The reminder the day before an event: at the time staff set on the event (its "Reminder"
// field, in the centre's time zone), every registration holding a place gets one e-mail with the
// .ics again, through the outbox. A periodic round queues what is due; `remindedAt` is set in the
// same statement that claims the row, so several servers (or a round that overlaps a restart)
// never remind anyone twice.
import { and, eq, gt, isNotNull, isNull, lt, lte } from "drizzle-orm";
import { getConfig } from "~/.server/config";
import { isPublic } from "~/.server/content/visibility";
import type { Db } from "~/.server/db/database";
import { events } from "~/.server/db/schema/events";
import { outbox } from "~/.server/db/schema/ideas";
import { eventRegistrations } from "~/.server/db/schema/registrations";
import { type PeriodicJob, startPeriodic } from "~/.server/jobs";
import { kickOutboxWorker } from "~/.server/outbox/worker";
import { fromLocalDateTime, localDate } from "~/lib/format/dates";

const DAY = 86_400_000;

/** "18:00", "9:30": a time of day as the event form takes it. */
export const REMINDER_TIME = /^([01]?\d|2[0-3]):([0-5]\d)$/;

/**
 * When an event's reminder is due: the day before its start (in the centre's calendar) at the
 * event's reminder time; null when it has none.
 */
export function reminderMoment(
  event: { startsAt: Date; reminderTime: string | null },
  timeZone: string,
): Date | null {
  const match = event.reminderTime ? REMINDER_TIME.exec(event.reminderTime.trim()) : null;
  if (!match) return null;
  // The calendar day before, counted on the date (not 24 hours back: a zone may change its offset).
  const dayOf = new Date(`${localDate(event.startsAt, timeZone)}T00:00:00Z`);
  const dayBefore = new Date(dayOf.getTime() - DAY).toISOString().slice(0, 10);
  return fromLocalDateTime(`${dayBefore}T${match[1].padStart(2, "0")}:${match[2]}`, timeZone);
}

/**
 * Queues the reminders that are due at `now`: for each published event starting within two days
 * whose reminder moment has passed, each registration with a place that was made (or given its
 * place) before that moment and has not been reminded. Returns how many were queued.
 */
export async function queueReminders(db: Db, now = new Date()): Promise<number> {
  const zone = getConfig().TIME_ZONE;
  const soon = await db
    .select({ id: events.id, startsAt: events.startsAt, reminderTime: events.reminderTime })
    .from(events)
    .where(
      and(
        isPublic(events, now),
        isNotNull(events.reminderTime),
        gt(events.startsAt, now),
        lte(events.startsAt, new Date(now.getTime() + 2 * DAY)),
      ),
    );
  let queued = 0;
  for (const event of soon) {
    const moment = reminderMoment(event, zone);
    if (!moment || moment.getTime() > now.getTime()) continue;
    queued += await db.transaction(async (tx) => {
      const claimed = await tx
        .update(eventRegistrations)
        .set({ remindedAt: now })
        .where(
          and(
            eq(eventRegistrations.eventId, event.id),
            eq(eventRegistrations.status, "confirmed"),
            isNull(eventRegistrations.remindedAt),
            lt(eventRegistrations.createdAt, moment),
          ),
        )
        .returning({ id: eventRegistrations.id, promotedAt: eventRegistrations.promotedAt });
      // Someone given a place after the moment had its e-mail with the details just then.
      const due = claimed.filter((r) => !r.promotedAt || r.promotedAt < moment).map((r) => r.id);
      if (due.length && getConfig().SMTP_URL) {
        await tx.insert(outbox).values(
          due.map((registrationId) => ({
            registrationId,
            kind: "registration-reminder" as const,
            nextAttemptAt: now,
          })),
        );
      }
      return getConfig().SMTP_URL ? due.length : 0;
    });
  }
  if (queued) kickOutboxWorker();
  return queued;
}

/** The round every five minutes (the first a minute after start). */
export function startReminders(db: Db): PeriodicJob {
  return startPeriodic("event-reminders", { everyMs: 5 * 60_000, firstAfterMs: 60_000 }, () =>
    queueReminders(db),
  );
}
