// What a signed-in user does to their own account: change the password, end all sessions.
import { APIError } from "better-auth/api";
import { recordAudit, withAudit } from "~/.server/audit/audit-log";
import type { Db } from "~/.server/db/database";
import { DomainError } from "~/.server/errors";
import { tooManyAttemptsMessage } from "~/.server/throttle/rules";
import { clear, takeThrottle } from "~/.server/throttle/store";
import type { Viewer } from "~/lib/viewer";
import { accountStore, authFor } from "./better-auth";
import { firstIssue, passwordSchema } from "./identity";
import { loginLimits } from "./login";
import { forgetResetLinks } from "./reset-links";

const WRONG_CURRENT = "The current password is not right.";

/**
 * Checks the current password, sets the new one and ends every other session. Returns the
 * cookies of the session that stays (better-auth renews it).
 */
export async function changeOwnPassword(
  db: Db,
  request: Request,
  viewer: Viewer,
  input: { current: unknown; next: unknown; confirm: unknown },
): Promise<string[]> {
  const current = typeof input.current === "string" ? input.current : "";
  const next = typeof input.next === "string" ? input.next : "";
  if (!current || !next) throw new DomainError("All fields are required.", 400);
  if (next !== input.confirm) throw new DomainError("The new passwords do not match.", 400);
  const parsed = passwordSchema.safeParse(next);
  if (!parsed.success) throw new DomainError(firstIssue(parsed.error), 400);
  // Someone at an unattended browser must not try current passwords without end (F9): the same
  // budget as a login name from one address.
  const { perAccount, windowMs } = loginLimits();
  const guesses = `own-password:${viewer.id}`;
  const budget = await takeThrottle(db, guesses, { limit: perAccount, windowMs });
  if (!budget.allowed) {
    const wait = budget.retryAfterMs / 1000;
    throw new DomainError(tooManyAttemptsMessage(wait), 429, { retryAfter: wait });
  }
  const auth = await authFor(db);
  let response: Response;
  try {
    response = await auth.api.changePassword({
      body: { currentPassword: current, newPassword: next, revokeOtherSessions: true },
      headers: request.headers,
      asResponse: true,
    });
  } catch (error) {
    if (error instanceof APIError) throw new DomainError(WRONG_CURRENT, 400);
    throw error;
  }
  if (!response.ok) throw new DomainError(WRONG_CURRENT, 400);
  await forgetResetLinks(db, viewer.id);
  await clear(db, guesses);
  await recordAudit(db, viewer, { action: "account.password", target: viewer.email });
  return response.headers.getSetCookie();
}

/** Ends every session of the viewer, this one included. */
export async function signOutEverywhere(db: Db, viewer: Viewer): Promise<void> {
  await withAudit(
    db,
    viewer,
    async (tx) => (await accountStore(tx)).deleteUserSessions(viewer.id),
    { action: "account.sign-out-everywhere", target: viewer.email },
  );
}
