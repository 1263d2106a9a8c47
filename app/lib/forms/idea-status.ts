// The idea status lookup's shared words and limits (page and server). What each stage means to a
// founder is content (content/kinds/stages.ts), which the page and the status e-mail read.

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
  /** The stages it went through, oldest first: names and dates only (never who or why). */
  history: Array<{ label: string; date: string; iso: string }>;
};
