// Password reset by e-mail (only when SMTP is configured): ask for a link, then set a new password.
import { APIError } from "better-auth/api";
import { z } from "zod";
import type { Db } from "~/.server/db/database";
import { DomainError } from "~/.server/errors";
import { withoutNul } from "~/.server/forms/fields";
import { mailConfigured, mailReachable } from "~/.server/mail/mailer";
import { isOverLimit, retryAfterSeconds, tooManyResetsMessage } from "~/.server/throttle/rules";
import { hit } from "~/.server/throttle/store";
import { authFor } from "./better-auth";
import { firstIssue, passwordSchema } from "./identity";
import { loginLimits, requestAddress } from "./login";
import { trackMail } from "./mail-status";

/** The two forms of /reset-password: ask for a link, or use one to set a new password. */
export const resetFormSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("request"), email: z.string().default("") }),
  z.object({
    intent: z.literal("reset"),
    token: z.string().default(""),
    next: z.string().default(""),
    confirm: z.string().default(""),
  }),
]);

export const RESET_SENT =
  "If an account exists for that address, we have sent it a link. The link works for one hour.";

export type ResetDone = { ok: true; message: string };

/** Sends a reset link when the address has an account; answers alike when it has none. */
export async function requestReset(db: Db, request: Request, email: unknown): Promise<ResetDone> {
  if (!mailConfigured())
    throw new DomainError("Password reset by e-mail is not available here.", 503);
  const address = typeof email === "string" ? withoutNul(email).trim().toLowerCase() : "";
  if (!address.includes("@")) throw new DomainError("Enter your email address.", 400);
  // The per-account login budget (LOGIN_ACCOUNT_RATE_LIMIT), counted per address: nobody can
  // flood mailboxes from one machine.
  const limits = loginLimits();
  const now = Date.now();
  const window = await hit(db, `reset:ip:${requestAddress(request)}`, limits.windowMs, now);
  if (isOverLimit(window, limits.perAccount)) {
    const wait = retryAfterSeconds(window, now, limits.windowMs);
    throw new DomainError(tooManyResetsMessage(wait), 429, { retryAfter: wait });
  }
  const auth = await authFor(db);
  const mail = await trackMail(() =>
    auth.api.requestPasswordReset({ body: { email: address }, headers: request.headers }),
  );
  // An unknown address sends nothing; it must still answer as a known one would, or the answer
  // would tell who has an account: so it too says "could not send" while the mail server is down.
  if (mail.failed || (!mail.sent && !(await mailReachable()))) {
    throw new DomainError("We could not send the e-mail just now. Please try again later.", 502);
  }
  return { ok: true, message: RESET_SENT };
}

/** Sets the new password of the link's account; the link then no longer works. */
export async function completeReset(
  db: Db,
  input: { token: unknown; next: unknown; confirm: unknown },
): Promise<ResetDone> {
  const token = typeof input.token === "string" ? input.token : "";
  const next = typeof input.next === "string" ? input.next : "";
  if (!token) throw new DomainError("This link is not complete. Ask for a new one.", 400);
  if (next !== input.confirm) throw new DomainError("The new passwords do not match.", 400);
  const parsed = passwordSchema.safeParse(next);
  if (!parsed.success) throw new DomainError(firstIssue(parsed.error), 400);
  const auth = await authFor(db);
  try {
    await auth.api.resetPassword({ body: { newPassword: next, token } });
  } catch (error) {
    if (error instanceof APIError)
      throw new DomainError("This link is invalid or has expired. Ask for a new one.", 400);
    throw error;
  }
  return { ok: true, message: "Your password was changed. Log in with the new one." };
}
