// The event registration form as the page needs it: its fields, the state of registration, and
// what the page says about both in the page's language (the `directory` catalogue's registration
// words). No English here: a Hindi page's bundle carries only Hindi (registration-rules.ts adds
// the English wrappers the server and its tests use).
import { formatIndianNumber } from "~/lib/format/numbers";
import type { Messages } from "~/lib/i18n/catalogue";
import { IDEA_RULES } from "./idea-rules";

/** The registration words of one language (`t.directory.registration`). */
export type RegistrationWords = Messages["directory"]["registration"];

export const REGISTRATION_FIELDS = {
  name: { max: IDEA_RULES.name.max, autoComplete: "name" },
  email: { max: IDEA_RULES.email.max, autoComplete: "email" },
  phone: { max: IDEA_RULES.phone.max, autoComplete: "tel" },
  institute: { max: 200, autoComplete: "organization" },
} as const;

export type RegistrationField = keyof typeof REGISTRATION_FIELDS;

/** Why a visitor cannot register now (not offered: the page shows no registration at all). */
export type ClosedReason = "not-offered" | "closed" | "full";

export type RegistrationState =
  | { open: true; placesLeft: number | null; waitingList: boolean }
  | { open: false; reason: ClosedReason };

/** Why registration is closed, in a language. */
export function closedMessageIn(reason: ClosedReason, words: RegistrationWords): string {
  return reason === "not-offered" ? words.closed.notOffered : words.closed[reason];
}

/** The line above the form: places left, or that new registrations join the waiting list. */
export function openLineIn(
  state: Extract<RegistrationState, { open: true }>,
  words: RegistrationWords,
): string {
  if (state.waitingList) return words.waitingListOpen;
  if (state.placesLeft === null) return words.open;
  return state.placesLeft === 1
    ? words.oneLeft
    : words.placesLeft(formatIndianNumber(state.placesLeft));
}

/** What the page says once a registration is stored, in a language. */
export function registeredOutcomeIn(
  status: "confirmed" | "waiting",
  emailed: boolean,
  words: RegistrationWords,
): { title: string; message: string } {
  if (status === "waiting") {
    return {
      title: words.waitingTitle,
      message: `${words.waitingMessage}${emailed ? words.waitingEmailed : ""}`,
    };
  }
  return {
    title: words.confirmedTitle,
    message: emailed ? words.confirmedEmailed : words.confirmedNoEmail,
  };
}

import type { QuestionKind } from "~/lib/content/questions";

/** One of an event's own questions as the public form draws it: its input, words and choices. */
export type PublicQuestion = {
  name: string;
  kind: QuestionKind;
  label: string;
  /** A long answer's word limit. */
  maxWords?: number;
  /** The question's words are English on a Hindi page (no Hindi written). */
  english: boolean;
  required: boolean;
  choices: { value: string; label: string }[];
};
