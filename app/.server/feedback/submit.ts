// A message sent through the contact page's feedback form, after the form was parsed: the
// honeypot, the public forms' throttle (per client address and per mailbox, as ideas), then the
// row and its acknowledgement in one transaction, before the sender is told it arrived.
import { getConfig } from "~/.server/config";
import type { Db } from "~/.server/db/database";
import { DomainError } from "~/.server/errors";
import { messagesIn } from "~/.server/i18n-request";
import { kickOutboxWorker } from "~/.server/outbox/worker";
import { takePublicFormThrottles } from "~/.server/throttle/public-forms";
import { waitWordsIn } from "~/.server/throttle/wait-words";
import { HONEYPOT_FIELD } from "~/lib/forms/idea-rules";
import type { Messages } from "~/lib/i18n/catalogue";
import type { Lang } from "~/lib/i18n/lang";
import type { FeedbackForm } from "./schema";
import { createFeedback } from "./store";

/** Stores one message; its reference and whether an acknowledgement was queued, or a DomainError. */
export async function submitFeedback(
  db: Db,
  input: FeedbackForm,
  options: { clientIp: string; lang: Lang; t: Messages["contact"]; now?: Date },
): Promise<{ reference: string; emailed: boolean }> {
  const { t } = options;
  const wait = messagesIn(options.lang).notices.wait;
  const { [HONEYPOT_FIELD]: honeypot, ...message } = input;
  if (honeypot !== "") throw new DomainError(t.errors.honeypot, 400);
  // Counted after validation: someone correcting a typo without JavaScript is not an abuser.
  await takePublicFormThrottles(
    db,
    "feedback",
    { clientIp: options.clientIp, email: message.email },
    {
      address: (ms) => t.errors.throttledAddress(waitWordsIn(wait, ms / 1000)),
      mailbox: (ms) => t.errors.throttledMailbox(waitWordsIn(wait, ms / 1000)),
    },
  );
  const emailed = Boolean(getConfig().SMTP_URL);
  const { reference } = await createFeedback(db, message, {
    clientIp: options.clientIp,
    lang: options.lang,
    acknowledge: emailed,
    now: options.now,
  });
  if (emailed) kickOutboxWorker();
  return { reference, emailed };
}
