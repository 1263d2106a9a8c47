// Password reset by e-mail (only when SMTP is configured): ask for a link, then set a new password.
import { APIError } from "better-auth/api";
import type { Db } from "../db/client.ts";
import { mailConfigured, mailReachable } from "../mail/mailer.ts";
import { authFor } from "./auth.ts";
import { loginLimits, requestAddress } from "./login.ts";
import { trackMail } from "./mail-status.ts";
import { hit } from "./throttle.ts";
import { isOverLimit, retryAfterSeconds, tooManyResetsMessage } from "./throttle-rules.ts";
import { firstIssue, passwordSchema } from "./user-rules.ts";

export const RESET_SENT =
  "If an account exists for that address, we have sent it a link. The link works for one hour.";

export type ResetResult =
  | { ok: true; message: string }
  | { ok: false; status: number; error: string; retryAfter?: number };

export async function requestReset(db: Db, request: Request, email: unknown): Promise<ResetResult> {
  if (!mailConfigured())
    return { ok: false, status: 503, error: "Password reset by e-mail is not available here." };
  const address = typeof email === "string" ? email.trim().toLowerCase() : "";
  if (!address.includes("@")) return { ok: false, status: 400, error: "Enter your email address." };
  // The per-account login budget (LOGIN_ACCOUNT_RATE_LIMIT), counted per address: nobody can
  // flood mailboxes from one machine.
  const limits = loginLimits();
  const now = Date.now();
  const window = await hit(db, `reset:ip:${requestAddress(request)}`, now, limits.windowMs);
  if (isOverLimit(window, limits.perAccount)) {
    const wait = retryAfterSeconds(window, now, limits.windowMs);
    return { ok: false, status: 429, error: tooManyResetsMessage(wait), retryAfter: wait };
  }
  const auth = await authFor(db);
  const mail = await trackMail(() =>
    auth.api.requestPasswordReset({ body: { email: address }, headers: request.headers }),
  );
  // An unknown address sends nothing; it must still answer as a known one would, or the answer
  // would tell who has an account: so it too says "could not send" while the mail server is down.
  if (mail.failed || (!mail.sent && !(await mailReachable()))) {
    return {
      ok: false,
      status: 502,
      error: "We could not send the e-mail just now. Please try again later.",
    };
  }
  return { ok: true, message: RESET_SENT };
}

export async function completeReset(
  db: Db,
  input: { token: unknown; next: unknown; confirm: unknown },
): Promise<ResetResult> {
  const token = typeof input.token === "string" ? input.token : "";
  const next = typeof input.next === "string" ? input.next : "";
  if (!token)
    return { ok: false, status: 400, error: "This link is not complete. Ask for a new one." };
  if (next !== input.confirm)
    return { ok: false, status: 400, error: "The new passwords do not match." };
  const parsed = passwordSchema.safeParse(next);
  if (!parsed.success) return { ok: false, status: 400, error: firstIssue(parsed.error) };
  const auth = await authFor(db);
  try {
    await auth.api.resetPassword({ body: { newPassword: next, token } });
  } catch (error) {
    if (error instanceof APIError) {
      return {
        ok: false,
        status: 400,
        error: "This link is invalid or has expired. Ask for a new one.",
      };
    }
    throw error;
  }
  return { ok: true, message: "Your password was changed. Log in with the new one." };
}
