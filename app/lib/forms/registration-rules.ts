// The event registration form's fields and what the page says about the state of registration,
// shared by the page (labels, limits) and the server (the same limits, the same messages).
import { IDEA_RULES } from "./idea-rules";

export const REGISTRATION_FIELDS = {
  name: { label: IDEA_RULES.name.label, max: IDEA_RULES.name.max, autoComplete: "name" },
  email: { label: IDEA_RULES.email.label, max: IDEA_RULES.email.max, autoComplete: "email" },
  phone: { label: IDEA_RULES.phone.label, max: IDEA_RULES.phone.max, autoComplete: "tel" },
  institute: {
    label: "Institute or organisation (optional)",
    max: 200,
    autoComplete: "organization",
  },
} as const;

export type RegistrationField = keyof typeof REGISTRATION_FIELDS;

/** Why a visitor cannot register now (not offered: the page shows no registration at all). */
export type ClosedReason = "not-offered" | "closed" | "full";

export type RegistrationState =
  | { open: true; placesLeft: number | null; waitingList: boolean }
  | { open: false; reason: ClosedReason };

export const CLOSED_MESSAGES: Record<ClosedReason, string> = {
  "not-offered": "This event is not open for registration.",
  closed: "Registration for this event has closed.",
  full: "All places are taken: registration for this event has closed.",
};

/** The line above the form: places left, or that new registrations join the waiting list. */
export function openLine(state: Extract<RegistrationState, { open: true }>): string {
  if (state.waitingList) return "All places are taken. Register to join the waiting list.";
  if (state.placesLeft === null) return "Registration is open.";
  return state.placesLeft === 1
    ? "Registration is open: 1 place left."
    : `Registration is open: ${state.placesLeft.toLocaleString("en-IN")} places left.`;
}

/** What the page says once a registration is stored. */
export function registeredOutcome(
  status: "confirmed" | "waiting",
  emailed: boolean,
): { title: string; message: string } {
  if (status === "waiting") {
    return {
      title: "You are on the waiting list.",
      message: `All places are taken. The centre's team will write to you if a place becomes free.${emailed ? " We have e-mailed you a note of this." : ""}`,
    };
  }
  return {
    title: "You are registered.",
    message: emailed
      ? "A confirmation with a calendar file for the event is on its way to your e-mail address."
      : "Please note the date and time of the event; we look forward to seeing you.",
  };
}
