// The limits every public form shares (ideas, event registrations): so many submissions per
// client address and per mailbox in IDEAS_RATE_WINDOW_MINUTES, counted in the database throttle.
import { getConfig } from "~/.server/config";
import type { Db } from "~/.server/db/database";
import { DomainError } from "~/.server/errors";
import { takeThrottle } from "./store";

/**
 * The mailbox an address reaches, for counting: case folded (providers treat `Asha@X.com` and
 * `asha@x.com` as one mailbox) and a `+tag` dropped (`asha+1@…` reaches asha too), so varying
 * either does not buy more e-mails to one person. The stored address stays as typed.
 */
export function mailboxKey(email: string): string {
  const at = email.lastIndexOf("@");
  const local = email.slice(0, at).toLowerCase();
  const domain = email.slice(at + 1).toLowerCase();
  const plus = local.indexOf("+");
  return `${plus > 0 ? local.slice(0, plus) : local}@${domain}`;
}

/** What a refusal says, given how long to wait. */
export type ThrottleMessages = { address: (ms: number) => string; mailbox: (ms: number) => string };

/**
 * Counts one submission of `form` from `clientIp` to `email`; throws a 429 DomainError when either
 * limit is reached. The address first: once a flood from one address is turned away, it stops
 * counting against the e-mail addresses it types.
 */
export async function takePublicFormThrottles(
  db: Db,
  form: string,
  who: { clientIp: string; email: string },
  messages: ThrottleMessages,
): Promise<void> {
  const config = getConfig();
  const windowMs = config.IDEAS_RATE_WINDOW_MINUTES * 60_000;
  const perAddress = await takeThrottle(db, `${form}:${who.clientIp}`, {
    limit: config.IDEAS_RATE_LIMIT,
    windowMs,
  });
  if (!perAddress.allowed) {
    throw new DomainError(messages.address(perAddress.retryAfterMs), 429, {
      retryAfter: perAddress.retryAfterMs / 1000,
    });
  }
  const perMailbox = await takeThrottle(db, `${form}-email:${mailboxKey(who.email)}`, {
    limit: config.IDEAS_EMAIL_RATE_LIMIT,
    windowMs,
  });
  if (!perMailbox.allowed) {
    throw new DomainError(messages.mailbox(perMailbox.retryAfterMs), 429, {
      retryAfter: perMailbox.retryAfterMs / 1000,
    });
  }
}
