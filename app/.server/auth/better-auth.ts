// better-auth on the app's database: e-mail + password accounts, sessions in the database,
// roles from the admin plugin, usernames from the username plugin. Built lazily per database
// handle (the build and the CLI import this module without opening anything).
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { admin } from "better-auth/plugins/admin";
import { username } from "better-auth/plugins/username";
import { recordAudit } from "~/.server/audit/audit-log";
import { getConfig } from "~/.server/config";
import { type Db, schema } from "~/.server/db/database";
import { mailConfigured, sendMail } from "~/.server/mail/mailer";
import { markMailFailed, markMailSent } from "./mail-status";
import { forgetResetLinks, keepOnlyNewestResetLink, resetLinkStorage } from "./reset-links";
import { getAuthSecret } from "./secret";

/** The only paths of better-auth's HTTP handler we expose; everything else goes through our routes. */
export const AUTH_BASE_PATH = "/api/auth";

function createAuth(db: Db, secret: string) {
  const config = getConfig();
  const day = 24 * 60 * 60;
  return betterAuth({
    appName: config.CENTRE_NAME,
    baseURL: config.publicUrl,
    basePath: AUTH_BASE_PATH,
    secret,
    trustedOrigins: [config.publicUrl],
    database: drizzleAdapter(db, { provider: "pg", schema }),
    emailAndPassword: {
      enabled: true,
      // Accounts are made by admins (dashboard, CLI, ADMIN_EMAIL), never by visitors.
      disableSignUp: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      sendResetPassword: async ({ user, token }) => {
        await keepOnlyNewestResetLink(db, user.id, token);
        // Our own page takes the token, so better-auth's redirect endpoint stays closed.
        const link = `${config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
        try {
          if (!mailConfigured()) throw new Error("SMTP_URL is not set");
          await sendMail({
            to: user.email,
            subject: `${config.CENTRE_SHORT_NAME}: reset your password`,
            text: [
              `Hello ${user.name},`,
              "",
              "Someone (hopefully you) asked to reset the password of your account.",
              `Choose a new password here within the next hour: ${link}`,
              "",
              "If it was not you, ignore this e-mail: your password stays as it is.",
            ].join("\n"),
          });
          markMailSent();
        } catch (error) {
          console.error("Password reset e-mail not sent:", error);
          markMailFailed();
        }
      },
      onPasswordReset: async ({ user }) => {
        await forgetResetLinks(db, user.id);
        const actor = { id: user.id, email: user.email };
        await recordAudit(db, actor, { action: "password.reset", target: user.email });
      },
    },
    verification: { storeIdentifier: resetLinkStorage },
    user: {
      additionalFields: {
        phone: { type: "string", required: false, input: false },
      },
    },
    session: {
      expiresIn: config.SESSION_DAYS * day,
      // Extended (and the cookie re-sent) at most once a day while the session is in use.
      updateAge: day,
      // Every request reads the session row, so a revoked session ends at once.
      cookieCache: { enabled: false },
    },
    rateLimit: { enabled: true, storage: "database", window: 60, max: 30 },
    advanced: {
      cookiePrefix: "sic",
      useSecureCookies: config.publicUrl.startsWith("https:"),
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", path: "/" },
      // The Node entry replaces X-Forwarded-For with the one address it trusts.
      ipAddress: { ipAddressHeaders: ["x-forwarded-for"] },
    },
    telemetry: { enabled: false },
    plugins: [admin({ defaultRole: "member", adminRoles: ["admin"] }), username()],
  });
}

export type Auth = ReturnType<typeof createAuth>;

const byDb = new WeakMap<Db, Promise<Auth>>();

/**
 * The auth instance bound to this database (tests pass their own). Given a transaction, a
 * short-lived instance whose writes join it (e.g. account changes with their audit row).
 */
export function authFor(db: Db): Promise<Auth> {
  let auth = byDb.get(db);
  if (!auth) {
    auth = getAuthSecret(db, getConfig().AUTH_SECRET).then((secret) => createAuth(db, secret));
    auth.catch(() => byDb.delete(db));
    byDb.set(db, auth);
  }
  return auth;
}

/** better-auth's account writer on `db`; given a transaction, its writes join that transaction. */
export async function accountStore(db: Db) {
  return (await (await authFor(db)).$context).internalAdapter;
}
