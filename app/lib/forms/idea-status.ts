// What a founder reads about their idea on /idea/status (and in the status e-mail): the inbox's
// five triage states in the founder's words. Client-safe: the page and the e-mail share it.
import type { IDEA_STATUSES } from "./idea-rules";

type IdeaStatus = (typeof IDEA_STATUSES)[number];

export const FOUNDER_STATUS: Record<IdeaStatus, { label: string; explains: string }> = {
  new: {
    label: "Received",
    explains: "Your idea reached us and is waiting for the centre's team to read it.",
  },
  reviewing: {
    label: "Under review",
    explains: "The centre's team is reading your idea and may contact you with questions.",
  },
  shortlisted: {
    label: "Shortlisted",
    explains: "Your idea is on the shortlist; the team will contact you about the next steps.",
  },
  incubated: {
    label: "Incubated",
    explains: "Your idea was accepted into the incubation programme. Welcome aboard!",
  },
  declined: {
    label: "Declined",
    explains: "The centre cannot take your idea further this time. Thank you for sharing it.",
  },
};

export const FOUNDER_MESSAGE_MAX = 2000;
export const REFERENCE_MAX = 40;

/** The lookup's fields, as the page and the server name them. */
export const STATUS_FIELDS = { reference: "Reference number", email: "Email Address" } as const;

/**
 * One answer for an unknown reference and for a known one with another e-mail address, so the
 * page never tells which references exist.
 */
export const STATUS_NOT_FOUND =
  "We could not find an idea with this reference number and email address. Please check both and try again.";

/** What POST /idea/status answers a matching pair with. */
export type IdeaStatusView = {
  ok: true;
  reference: string;
  label: string;
  explains: string;
  message: string;
  updatedAt: string;
  updatedIso: string;
};
