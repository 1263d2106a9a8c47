// A signed-in admin for calling back-office loaders and actions directly: the first admin of a
// test database, logged in through the site's own login, as the session cookie a browser sends.
import * as login from "~/.server/auth/login";
import type { Db } from "~/.server/db/database";
import { ensureFirstAdmin } from "~/.server/users/accounts";

export async function signedInAdmin(
  db: Db,
  origin: string,
  admin = { email: "notices.admin@example.org", password: "a long admin password" },
): Promise<string> {
  await ensureFirstAdmin(db, admin.email, admin.password);
  const signedIn = await login.logIn(
    db,
    new Request(`${origin}/login`, { method: "POST", headers: { "x-forwarded-for": "10.9.0.2" } }),
    { login: admin.email, password: admin.password },
  );
  return signedIn.setCookies.map((c) => c.split(";")[0]).join("; ");
}
