// The event registration's rules in English, for the server and its tests: the spec's messages
// (the English catalogue's words). The page itself reads registration-form.ts in its language.
import { directory as english } from "~/lib/i18n/messages/en/directory.ts";
import {
  type ClosedReason,
  closedMessageIn,
  openLineIn,
  type RegistrationState,
  registeredOutcomeIn,
} from "./registration-form";

export * from "./registration-form";

export const CLOSED_MESSAGES: Record<ClosedReason, string> = {
  "not-offered": closedMessageIn("not-offered", english.registration),
  closed: closedMessageIn("closed", english.registration),
  full: closedMessageIn("full", english.registration),
};

/** The line above the form, in English. */
export const openLine = (state: Extract<RegistrationState, { open: true }>) =>
  openLineIn(state, english.registration);

/** What the page says once a registration is stored, in English. */
export const registeredOutcome = (status: "confirmed" | "waiting", emailed: boolean) =>
  registeredOutcomeIn(status, emailed, english.registration);
