// Whether a visitor can register for an event now, and with what result: one rule, used by the
// page (what it shows) and by the registration itself (inside the transaction that counts).
import type { events } from "~/.server/db/schema/events";
import type { RegistrationState } from "~/lib/forms/registration-rules";

export type RegistrationSettings = Pick<
  typeof events.$inferSelect,
  "registrationOpen" | "capacity" | "waitingList" | "registrationClosesAt" | "startsAt"
>;

/**
 * Registration runs from when staff open it until it closes (its closing time, or the event's
 * start), while places last; once they are taken, new registrations join the waiting list if
 * the event has one, or registration is full.
 */
export function registrationState(
  event: RegistrationSettings,
  confirmed: number,
  now: Date,
): RegistrationState {
  if (!event.registrationOpen) return { open: false, reason: "not-offered" };
  const closesAt = event.registrationClosesAt ?? event.startsAt;
  if (now.getTime() >= closesAt.getTime()) return { open: false, reason: "closed" };
  if (event.capacity === null) return { open: true, placesLeft: null, waitingList: false };
  const placesLeft = Math.max(0, event.capacity - confirmed);
  if (placesLeft > 0) return { open: true, placesLeft, waitingList: false };
  return event.waitingList
    ? { open: true, placesLeft: 0, waitingList: true }
    : { open: false, reason: "full" };
}
