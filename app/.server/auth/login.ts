// Signing in with an e-mail, username or phone number, throttled (login-throttle.ts).
import { z } from "zod";
import { getConfig } from "~/.server/config";
import type { Db } from "~/.server/db/database";
import { DomainError } from "~/.server/errors";
import { withoutNul } from "~/.server/forms/fields";
import { MISSING_CREDENTIALS } from "~/lib/forms/login-failure";
import type { Role } from "~/lib/viewer";
import { authFor } from "./better-auth";
import { findUserByLogin } from "./identity";
import { countLoginAttempt, type LoginLimits, loginSucceeded } from "./login-throttle";
import { toRole } from "./permissions";

/** The login forms' fields: /login names them email and password, /admin username and password. */
export const loginFormSchema = z.object({
  email: z.string().default(""),
  username: z.string().default(""),
  password: z.string().default(""),
});

export const WRONG_CREDENTIALS = "Wrong email (or phone) or password.";

export type SignedIn = { role: Role; name: string; email: string; setCookies: string[] };

export function loginLimits(): LoginLimits {
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
 * Checks the credentials and, when they are right, creates a session; the caller copies
 * `setCookies` onto its answer. Wrong identifier and wrong password read the same. Refusals are
 * DomainErrors: 400 blank, 401 wrong, 429 too many attempts.
 */
export async function logIn(
  db: Db,
  request: Request,
  input: { login: unknown; password: unknown },
): Promise<SignedIn> {
  const login = typeof input.login === "string" ? withoutNul(input.login).trim() : "";
  const password = typeof input.password === "string" ? input.password : "";
  if (!login || !password.trim()) throw new DomainError(MISSING_CREDENTIALS, 400);
  if (login.length > 320 || password.length > 1024) throw new DomainError(WRONG_CREDENTIALS, 401);

  const ip = requestAddress(request);
  await countLoginAttempt(db, ip, login, loginLimits());
  const auth = await authFor(db);
  const account = await findUserByLogin(db, login);
  if (!account) {
    // Same work as a real check, so response times do not tell which accounts exist.
    await (await auth.$context).password.hash(password);
    throw new DomainError(WRONG_CREDENTIALS, 401);
  }
  const response = await auth.api.signInEmail({
    body: { email: account.email, password, rememberMe: true },
    headers: request.headers,
    asResponse: true,
  });
  if (!response.ok) throw new DomainError(WRONG_CREDENTIALS, 401);
  await loginSucceeded(db, ip, login);
  return {
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
