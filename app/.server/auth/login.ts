// Signing in with an e-mail, username or phone number, throttled per address and per account.

import type { Role } from "~/lib/viewer";
import { withoutNul } from "../../lib/text.ts";
import { getConfig } from "../config.ts";
import type { Db } from "../db/client.ts";
import { authFor } from "./auth.ts";
import { toRole } from "./permissions.ts";
import { countLoginAttempt, loginSucceeded } from "./throttle.ts";
import { tooManyAttemptsMessage } from "./throttle-rules.ts";
import { findUserByLogin } from "./users.ts";

export const WRONG_CREDENTIALS = "Wrong email (or phone) or password.";
export const MISSING_CREDENTIALS = "All fields are required.";

export type LoginResult =
  | { ok: true; role: Role; name: string; email: string; setCookies: string[] }
  | { ok: false; status: 400 | 401 | 429; message: string; retryAfter?: number };

export function loginLimits() {
  const c = getConfig();
  return {
    perAddress: c.LOGIN_RATE_LIMIT,
    perAccount: c.LOGIN_ACCOUNT_RATE_LIMIT,
    windowMs: c.LOGIN_RATE_WINDOW_MINUTES * 60_000,
  };
}

/** The address the Node entry trusted (it overwrote X-Forwarded-For with it). */
export function requestAddress(request: Request): string {
  return request.headers.get("x-forwarded-for")?.split(",")[0]?.trim() || "unknown";
}

/**
 * Checks the credentials and, when they are right, creates a session. The caller copies
 * `setCookies` onto its response. Wrong identifier and wrong password read the same.
 */
export async function logIn(
  db: Db,
  request: Request,
  input: { login: unknown; password: unknown },
): Promise<LoginResult> {
  const login = typeof input.login === "string" ? withoutNul(input.login).trim() : "";
  const password = typeof input.password === "string" ? input.password : "";
  if (!login || !password.trim()) return { ok: false, status: 400, message: MISSING_CREDENTIALS };
  if (login.length > 320 || password.length > 1024) {
    return { ok: false, status: 401, message: WRONG_CREDENTIALS };
  }

  const auth = await authFor(db);
  const account = await findUserByLogin(db, login);
  const ip = requestAddress(request);
  const wait = await countLoginAttempt(db, ip, account?.id ?? login.toLowerCase(), loginLimits());
  if (wait !== undefined) {
    return { ok: false, status: 429, message: tooManyAttemptsMessage(wait), retryAfter: wait };
  }
  if (!account) {
    // Same work as a real check, so response times do not tell which accounts exist.
    await (await auth.$context).password.hash(password);
    return { ok: false, status: 401, message: WRONG_CREDENTIALS };
  }
  const response = await auth.api.signInEmail({
    body: { email: account.email, password, rememberMe: true },
    headers: request.headers,
    asResponse: true,
  });
  if (!response.ok) return { ok: false, status: 401, message: WRONG_CREDENTIALS };
  await loginSucceeded(db, ip, account.id);
  return {
    ok: true,
    role: toRole(account.role),
    name: account.name,
    email: account.email,
    setCookies: response.headers.getSetCookie(),
  };
}

/** Ends the request's session; returns the cookies that clear it in the browser. */
export async function logOut(db: Db, request: Request): Promise<string[]> {
  const auth = await authFor(db);
  try {
    const response = await auth.api.signOut({ headers: request.headers, asResponse: true });
    return response.headers.getSetCookie();
  } catch {
    return [];
  }
}

/** Response headers carrying these Set-Cookie values. */
export function cookieHeaders(setCookies: string[], init?: HeadersInit): Headers {
  const headers = new Headers(init);
  for (const cookie of setCookies) headers.append("Set-Cookie", cookie);
  return headers;
}
