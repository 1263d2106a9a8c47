// Signed-in people for calling back-office loaders and actions directly: the first admin of a
// test database, or a new account of a role, logged in through the site's own login, as the
// session cookie a browser sends.
import * as login from "~/.server/auth/login";
import type { Db } from "~/.server/db/database";
import { createUser, ensureFirstAdmin } from "~/.server/users/accounts";
import type { Role } from "~/lib/viewer";

/** The session cookie of `email` logged in with `password`, from the client address `ip`. */
async function sessionCookie(db: Db, origin: string, email: string, password: string, ip: string) {
  const signedIn = await login.logIn(
    db,
    new Request(`${origin}/login`, { method: "POST", headers: { "x-forwarded-for": ip } }),
    { login: email, password },
  );
  return signedIn.setCookies.map((c) => c.split(";")[0]).join("; ");
}

export async function signedInAdmin(
  db: Db,
  origin: string,
  admin = { email: "notices.admin@example.org", password: "a long admin password" },
): Promise<string> {
  await ensureFirstAdmin(db, admin.email, admin.password);
  return sessionCookie(db, origin, admin.email, admin.password, "10.9.0.2");
}

let accounts = 0;

/**
 * A new account of `role`, made by the shell, and its session cookie; each logs in from an address
 * of its own, so a test's many accounts stay clear of the login throttle.
 */
export async function signedInAccount(
  db: Db,
  origin: string,
  account: { email: string; name: string; role: Role; password: string },
): Promise<{ id: string; cookie: string }> {
  const made = await createUser(db, { id: null, email: "test:shell" }, account);
  const ip = `10.9.2.${++accounts % 250}`;
  return {
    id: made.id,
    cookie: await sessionCookie(db, origin, account.email, account.password, ip),
  };
}
