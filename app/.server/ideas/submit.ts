// A submission of "Incubate u'r Idea", after the form was parsed: honeypot, timing, throttles,
// then the idea is stored (with its deliveries queued) before anyone is told it succeeded.
import { z } from "zod";
import { getConfig } from "~/.server/config";
import type { Db } from "~/.server/db/database";
import { DomainError } from "~/.server/errors";
import { takePublicFormThrottles } from "~/.server/throttle/public-forms";
import { waitWords } from "~/.server/throttle/wait-words";
import { HONEYPOT_FIELD, IDEA_RULES, MIN_FILL_MS, TIMING_FIELD } from "~/lib/forms/idea-rules";
import { configuredDeliveries } from "./deliver";
import { ideaSchema } from "./schema";
import { createIdea } from "./store";
import { kickOutboxWorker } from "./worker";

/** The form as posted: the five fields, the honeypot people never see, the script's timing. */
export const ideaFormSchema = ideaSchema.extend({
  [HONEYPOT_FIELD]: z.string().default(""),
  [TIMING_FIELD]: z.string().default(""),
});

/**
 * Room for every field at its longest even as percent-encoded Devanagari (9 bytes a character),
 * plus the form's overhead. Anything larger is refused before it is parsed.
 */
export const MAX_BODY_BYTES =
  Object.values(IDEA_RULES).reduce((n, r) => n + r.max, 0) * 9 + 16 * 1024;

export const TOO_LARGE_MESSAGE = `Your submission is too large. Please keep the message under ${IDEA_RULES.message.max.toLocaleString("en-US")} characters.`;
/** For the honeypot and the timing check alike: a person caught by either just tries again. */
export const HONEYPOT_MESSAGE = "Your submission could not be accepted. Please try again.";

export function throttledMessage(retryAfterMs: number): string {
  return `Too many submissions from your address. Please try again in ${waitWords(retryAfterMs / 1000)}.`;
}

/** The per-e-mail limit: the founder's earlier ideas did arrive, so it says so. */
export function emailThrottledMessage(retryAfterMs: number): string {
  return `We have just received several ideas from this email address. Please try again in ${waitWords(retryAfterMs / 1000)}.`;
}

export { mailboxKey } from "~/.server/throttle/public-forms";

/** A filled-in timing field below the minimum: sent faster than a person fills a form. */
function tooFast(elapsed: string): boolean {
  if (elapsed === "") return false; // no JavaScript: the field stays empty
  const ms = Number(elapsed);
  return !Number.isFinite(ms) || ms < MIN_FILL_MS;
}

/** Stores one submission; returns its reference number, or refuses with a DomainError. */
export async function submitIdea(
  db: Db,
  input: z.output<typeof ideaFormSchema>,
  options: { clientIp: string },
): Promise<{ reference: string }> {
  const { [HONEYPOT_FIELD]: honeypot, [TIMING_FIELD]: elapsed, ...idea } = input;
  if (honeypot !== "" || tooFast(elapsed)) throw new DomainError(HONEYPOT_MESSAGE, 400);
  // Counted after validation: a founder correcting typos without JavaScript is not an abuser.
  await takePublicFormThrottles(
    db,
    "idea",
    { clientIp: options.clientIp, email: idea.email },
    { address: throttledMessage, mailbox: emailThrottledMessage },
  );
  const config = getConfig();
  const { reference } = await createIdea(db, idea, {
    clientIp: options.clientIp,
    deliveries: configuredDeliveries(config),
  });
  kickOutboxWorker();
  return { reference };
}
