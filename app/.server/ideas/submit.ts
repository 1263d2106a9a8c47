// A submission of "Incubate u'r Idea", after the form was parsed: honeypot, timing, throttles,
// then the idea is stored (with its deliveries queued) before anyone is told it succeeded.
import { z } from "zod";
import { getConfig } from "~/.server/config";
import type { Db } from "~/.server/db/database";
import { DomainError } from "~/.server/errors";
import { kickOutboxWorker } from "~/.server/outbox/worker";
import { takePublicFormThrottles } from "~/.server/throttle/public-forms";
import { waitWordsIn } from "~/.server/throttle/wait-words";
import { formatIndianNumber } from "~/lib/format/numbers";
import { HONEYPOT_FIELD, IDEA_MAX, MIN_FILL_MS, TIMING_FIELD } from "~/lib/forms/idea-rules";
import type { Lang } from "~/lib/i18n/lang";
import en from "~/lib/i18n/messages/en.ts";
import type { Messages } from "~/lib/i18n/messages/types.ts";
import { configuredDeliveries } from "./mail";
import { ideaSchema, ideaSchemaIn } from "./schema";
import { createIdea } from "./store";

type Words = Messages["notices"];

/** The form as posted: the five fields, the honeypot people never see, the script's timing. */
export const ideaFormSchema = ideaSchema.extend({
  [HONEYPOT_FIELD]: z.string().default(""),
  [TIMING_FIELD]: z.string().default(""),
});

const formSchemas = new WeakMap<Words, typeof ideaFormSchema>([[en.notices, ideaFormSchema]]);

/** The form as posted, its messages in a page's language: `ideaFormSchemaIn(t.notices)`. */
export function ideaFormSchemaIn(t: Words): typeof ideaFormSchema {
  let schema = formSchemas.get(t);
  if (!schema) {
    schema = ideaSchemaIn(t.ideaRules).extend({
      [HONEYPOT_FIELD]: z.string().default(""),
      [TIMING_FIELD]: z.string().default(""),
    });
    formSchemas.set(t, schema);
  }
  return schema;
}

/**
 * Room for every field at its longest even as percent-encoded Devanagari (9 bytes a character),
 * plus the form's overhead. Anything larger is refused before it is parsed.
 */
export const MAX_BODY_BYTES =
  Object.values(IDEA_MAX).reduce((n, max) => n + max, 0) * 9 + 16 * 1024;

/** The 413's words in a page's language. */
export const tooLargeMessage = (t: Words = en.notices) =>
  t.idea.tooLarge(formatIndianNumber(IDEA_MAX.message));
export const TOO_LARGE_MESSAGE = tooLargeMessage();
/** For the honeypot and the timing check alike: a person caught by either just tries again. */
export const HONEYPOT_MESSAGE = en.notices.idea.rejected;

export function throttledMessage(retryAfterMs: number, t: Words = en.notices): string {
  return t.idea.throttled(waitWordsIn(t.wait, retryAfterMs / 1000));
}

/** The per-e-mail limit: the founder's earlier ideas did arrive, so it says so. */
export function emailThrottledMessage(retryAfterMs: number, t: Words = en.notices): string {
  return t.idea.emailThrottled(waitWordsIn(t.wait, retryAfterMs / 1000));
}

export { mailboxKey } from "~/.server/throttle/public-forms";

/** A filled-in timing field below the minimum: sent faster than a person fills a form. */
export function rejectedByTiming(elapsed: string): boolean {
  if (elapsed === "") return false; // no JavaScript: the field stays empty
  const ms = Number(elapsed);
  return !Number.isFinite(ms) || ms < MIN_FILL_MS;
}

/**
 * Stores one submission; returns its reference number, or refuses with a DomainError in the
 * language of `options.t` (the page's catalogue; English when not given).
 */
export async function submitIdea(
  db: Db,
  input: z.output<typeof ideaFormSchema>,
  options: { clientIp: string; t?: Words; lang?: Lang },
): Promise<{ reference: string }> {
  const t = options.t ?? en.notices;
  const { [HONEYPOT_FIELD]: honeypot, [TIMING_FIELD]: elapsed, ...idea } = input;
  if (honeypot !== "" || rejectedByTiming(elapsed)) throw new DomainError(t.idea.rejected, 400);
  // Counted after validation: a founder correcting typos without JavaScript is not an abuser.
  await takePublicFormThrottles(
    db,
    "idea",
    { clientIp: options.clientIp, email: idea.email },
    {
      address: (ms) => throttledMessage(ms, t),
      mailbox: (ms) => emailThrottledMessage(ms, t),
    },
  );
  const config = getConfig();
  const { reference } = await createIdea(db, idea, {
    clientIp: options.clientIp,
    deliveries: configuredDeliveries(config),
    lang: options.lang,
  });
  kickOutboxWorker();
  return { reference };
}
