// What an event's public page says of its attendance: nothing until the event is over, and only
// where staff ticked "show attendance" (a small meetup's figures may be nobody's business).
import { eq } from "drizzle-orm";
import type { Db } from "~/.server/db/database";
import { events } from "~/.server/db/schema/events";
import { type Attendance, attendanceOf } from "./attendance";

/** The figures for the event's page, or null: not shown (not allowed, or not over yet). */
export async function publicAttendance(
  db: Db,
  eventId: number,
  now = new Date(),
): Promise<Attendance | null> {
  const [event] = await db
    .select({
      show: events.showAttendance,
      startsAt: events.startsAt,
      endsAt: events.endsAt,
    })
    .from(events)
    .where(eq(events.id, eventId));
  if (!event?.show) return null;
  // Over: it ended (or, without an end, started) before now.
  if ((event.endsAt ?? event.startsAt).getTime() >= now.getTime()) return null;
  return attendanceOf(db, eventId);
}
