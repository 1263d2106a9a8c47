// Password reset by e-mail through a real SMTP server started by the test.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as login from "~/.server/auth/login";
import * as reset from "~/.server/auth/password-reset";
import { RESET_SENT } from "~/.server/auth/password-reset";
import { resetConfig } from "~/.server/config";
import { verification } from "~/.server/db/schema/auth";
import { createUser, setPassword } from "~/.server/users/accounts";
import { outcome } from "../support/route";
import { startSmtp } from "../support/smtp";
import { createTestDb, dbKinds, type TestDb } from "../support/test-db";
import { expectConsoleErrors } from "../support/vitest-setup";

// The domain refuses with a DomainError; these give its outcome the shape the assertions read.
const logIn = (...args: Parameters<typeof login.logIn>) => outcome(login.logIn(...args));
async function asResult<T>(promise: Promise<T>) {
  const r = await outcome(promise);
  if (r.ok) return r;
  const { message, ...rest } = r;
  return { ...rest, error: message };
}
const requestReset = (...args: Parameters<typeof reset.requestReset>) =>
  asResult(reset.requestReset(...args));
const completeReset = (...args: Parameters<typeof reset.completeReset>) =>
  asResult(reset.completeReset(...args));

let n = 0;
const request = () =>
  new Request("http://localhost:3000/reset-password", {
    method: "POST",
    headers: { "x-forwarded-for": `10.9.0.${++n}` },
  });

describe.each(await dbKinds())("password reset by e-mail on %s", (kind) => {
  let t: TestDb;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  beforeAll(async () => {
    smtp = await startSmtp();
    process.env.SMTP_URL = `smtp://127.0.0.1:${smtp.port}`;
    process.env.PUBLIC_URL = "http://localhost:3000";
    resetConfig();
    t = await createTestDb(kind);
    await createUser(
      t.db,
      { id: null, email: "test" },
      {
        email: "forgetful@example.org",
        name: "Forgetful",
        role: "member",
        password: "old password 1",
      },
    );
  });
  afterAll(async () => {
    delete process.env.SMTP_URL;
    resetConfig();
    await smtp.close();
    await t.close();
  });

  it("mails a one-hour link; the new password works, the old does not, the link only once", async () => {
    expect(await requestReset(t.db, request(), "nobody@example.org")).toEqual({
      ok: true,
      message: RESET_SENT,
    });
    expect(smtp.received).toHaveLength(0);
    expect(await requestReset(t.db, request(), "Forgetful@example.org")).toEqual({
      ok: true,
      message: RESET_SENT,
    });
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0].to).toEqual(["forgetful@example.org"]);
    const body = smtp.received[0].raw.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
    const token = body.match(/reset-password\?token=([A-Za-z0-9_-]+)/)?.[1];
    expect(token).toBeTruthy();

    expect(
      await completeReset(t.db, { token, next: "brand new pass", confirm: "different" }),
    ).toMatchObject({ ok: false, error: "The new passwords do not match." });
    expect(
      await completeReset(t.db, { token, next: "brand new pass", confirm: "brand new pass" }),
    ).toMatchObject({ ok: true });
    expect(
      await completeReset(t.db, { token, next: "again again 1", confirm: "again again 1" }),
    ).toMatchObject({
      ok: false,
      error: "This link is invalid or has expired. Ask for a new one.",
    });
    expect(
      await logIn(t.db, request(), { login: "forgetful@example.org", password: "old password 1" }),
    ).toMatchObject({ ok: false, status: 401 });
    expect(
      await logIn(t.db, request(), { login: "forgetful@example.org", password: "brand new pass" }),
    ).toMatchObject({ ok: true });
  });

  it("keeps only a hash of each link, and only the newest link works (F8)", async () => {
    const tokenOf = (n: number) => {
      const body = smtp.received[n].raw.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
      return body.match(/reset-password\?token=([A-Za-z0-9_-]+)/)?.[1] ?? "";
    };
    const before = smtp.received.length;
    await requestReset(t.db, request(), "forgetful@example.org");
    await requestReset(t.db, request(), "forgetful@example.org");
    const [older, newer] = [tokenOf(before), tokenOf(before + 1)];
    expect(older).not.toBe(newer);
    const stored = (await t.db.select().from(verification)).map((v) => v.identifier);
    expect(stored.some((id) => id.includes(older) || id.includes(newer))).toBe(false);
    // Asking again ended the older link at once.
    expect(
      await completeReset(t.db, { token: older, next: "older link pw", confirm: "older link pw" }),
    ).toMatchObject({ ok: false, status: 400 });
    expect(
      await completeReset(t.db, {
        token: newer,
        next: "newest link pw",
        confirm: "newest link pw",
      }),
    ).toMatchObject({ ok: true });
    expect(
      await logIn(t.db, request(), { login: "forgetful@example.org", password: "newest link pw" }),
    ).toMatchObject({ ok: true });
    // A link asked for before an admin set the password no longer works afterwards.
    await requestReset(t.db, request(), "forgetful@example.org");
    const pending = tokenOf(smtp.received.length - 1);
    await setPassword(t.db, { id: null, email: "test" }, "forgetful@example.org", "set by admin 1");
    expect(
      await completeReset(t.db, {
        token: pending,
        next: "too late pw 1",
        confirm: "too late pw 1",
      }),
    ).toMatchObject({ ok: false });
  });

  it("says so when the mail server is down, and keeps the password", async () => {
    process.env.SMTP_URL = "smtp://127.0.0.1:1";
    resetConfig();
    const result = await requestReset(t.db, request(), "forgetful@example.org");
    expect(result).toMatchObject({ ok: false, status: 502 });
    expect(expectConsoleErrors().length).toBeGreaterThan(0);
    // An unknown address answers the same, or the answer would tell who has an account.
    expect(await requestReset(t.db, request(), "nobody-here@example.org")).toEqual(result);
    process.env.SMTP_URL = `smtp://127.0.0.1:${smtp.port}`;
    resetConfig();
  });

  it("throttles requests per address with 429 and a wait in words", async () => {
    const from = () =>
      new Request("http://localhost:3000/reset-password", {
        method: "POST",
        headers: { "x-forwarded-for": "10.9.9.9" },
      });
    // The budget is LOGIN_ACCOUNT_RATE_LIMIT (5) per LOGIN_RATE_WINDOW_MINUTES (15).
    for (let i = 0; i < 5; i++) {
      expect(await requestReset(t.db, from(), "nobody@example.org")).toMatchObject({ ok: true });
    }
    expect(await requestReset(t.db, from(), "nobody@example.org")).toEqual({
      ok: false,
      status: 429,
      error: "Too many requests. Please wait 15 minutes and try again.",
      retryAfter: expect.any(Number),
    });
    expect(await requestReset(t.db, request(), "nobody@example.org")).toMatchObject({ ok: true });
  });
});
