// What a signed-in user does to their own account: change the password, end all sessions.
import { APIError } from "better-auth/api";
import { data, redirect } from "react-router";
import type { Viewer } from "~/lib/viewer";
import { type Db, getDb } from "../db/client.ts";
import { recordAudit, withAudit } from "./audit.ts";
import { accountStore, authFor } from "./auth.ts";
import { cookieHeaders, logOut } from "./login.ts";
import { firstIssue, passwordSchema } from "./user-rules.ts";

export type AccountResult = { ok: true; setCookies: string[] } | { ok: false; error: string };

/** Checks the current password, sets the new one and ends every other session. */
export async function changeOwnPassword(
  db: Db,
  request: Request,
  viewer: Viewer,
  input: { current: unknown; next: unknown; confirm: unknown },
): Promise<AccountResult> {
  const current = typeof input.current === "string" ? input.current : "";
  const next = typeof input.next === "string" ? input.next : "";
  if (!current || !next) return { ok: false, error: "All fields are required." };
  if (next !== input.confirm) return { ok: false, error: "The new passwords do not match." };
  const parsed = passwordSchema.safeParse(next);
  if (!parsed.success) return { ok: false, error: firstIssue(parsed.error) };
  const auth = await authFor(db);
  try {
    const response = await auth.api.changePassword({
      body: { currentPassword: current, newPassword: next, revokeOtherSessions: true },
      headers: request.headers,
      asResponse: true,
    });
    if (!response.ok) return { ok: false, error: "The current password is not right." };
    await recordAudit(db, viewer, { action: "account.password", target: viewer.email });
    return { ok: true, setCookies: response.headers.getSetCookie() };
  } catch (error) {
    if (error instanceof APIError)
      return { ok: false, error: "The current password is not right." };
    throw error;
  }
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

/** The account form's action, after the route's guard: redirects, or returns the error. */
export async function accountAction(request: Request, viewer: Viewer, page: string) {
  const db = await getDb();
  const form = await request.formData();
  if (form.get("intent") === "everywhere") {
    const cookies = await logOut(db, request);
    await signOutEverywhere(db, viewer);
    throw redirect("/login", { headers: cookieHeaders(cookies) });
  }
  const result = await changeOwnPassword(db, request, viewer, {
    current: form.get("current"),
    next: form.get("next"),
    confirm: form.get("confirm"),
  });
  if (!result.ok) return data({ error: result.error }, { status: 400 });
  throw redirect(`${page}?changed`, { headers: cookieHeaders(result.setCookies) });
}
