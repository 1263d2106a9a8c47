// Password reset by e-mail through a real SMTP server started by the test.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { logIn } from "~/.server/auth/login";
import { completeReset, RESET_SENT, requestReset } from "~/.server/auth/password-reset";
import { createUser } from "~/.server/auth/users";
import { resetConfig } from "~/.server/config";
import { startSmtp } from "../support/smtp";
import { createTestDb, dbKinds, type TestDb } from "../support/test-db";
import { expectConsoleErrors } from "../support/vitest-setup";

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
