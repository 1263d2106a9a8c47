import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { listAudit } from "~/.server/audit/audit-log";
import { changeOwnPassword } from "~/.server/auth/account";
import { authFor } from "~/.server/auth/better-auth";
import { findUserByLogin } from "~/.server/auth/identity";
import * as login from "~/.server/auth/login";
import { WRONG_CREDENTIALS } from "~/.server/auth/login";
import { countLoginAttempt } from "~/.server/auth/login-throttle";
import { getAuthSecret } from "~/.server/auth/secret";
import { lookupSession } from "~/.server/auth/session";
import { resetConfig } from "~/.server/config";
import {
  createUser,
  ensureFirstAdmin,
  listUsers,
  removeUser,
  revokeSessions,
  setPassword,
  setRole,
} from "~/.server/users/accounts";
import { outcome } from "../support/route";
import { createTestDb, dbKinds, type TestDb } from "../support/test-db";

const shell = { id: null, email: "cli:test" };
let ipCounter = 0;

/** A request as the Node entry hands it on: X-Forwarded-For is the trusted client address. */
function request(ip = `10.0.0.${++ipCounter}`, cookie?: string) {
  const headers = new Headers({ "x-forwarded-for": ip });
  if (cookie) headers.set("cookie", cookie);
  return new Request("http://localhost:3000/login", { method: "POST", headers });
}

// The domain refuses with a DomainError; the assertions read its outcome as a value.
const logIn = (...args: Parameters<typeof login.logIn>) => outcome(login.logIn(...args));

const cookieOf = (setCookies: string[]) => setCookies.map((c) => c.split(";")[0]).join("; ");

describe.each(await dbKinds())("accounts on %s", (kind) => {
  let t: TestDb;
  beforeAll(async () => {
    process.env.LOGIN_ACCOUNT_RATE_LIMIT = "3";
    process.env.LOGIN_RATE_LIMIT = "6";
    process.env.PUBLIC_URL = "http://localhost:3000";
    resetConfig();
    t = await createTestDb(kind);
  });
  afterAll(async () => {
    delete process.env.LOGIN_ACCOUNT_RATE_LIMIT;
    delete process.env.LOGIN_RATE_LIMIT;
    resetConfig();
    await t.close();
  });
  beforeEach(() => resetConfig());

  it("keeps one generated secret in the database", async () => {
    const first = await getAuthSecret(t.db, undefined);
    expect(first.length).toBeGreaterThan(30);
    expect(await getAuthSecret(t.db, undefined)).toBe(first);
    expect(await getAuthSecret(t.db, "from-env")).toBe("from-env");
  });

  it("creates the first admin once from ADMIN_EMAIL/ADMIN_PASSWORD", async () => {
    await ensureFirstAdmin(t.db, "First@Example.org", "first admin password");
    await ensureFirstAdmin(t.db, "other@example.org", "another password");
    const admins = (await listUsers(t.db)).filter((u) => u.role === "admin");
    expect(admins.map((a) => a.email)).toEqual(["first@example.org"]);
  });

  it("logs in by e-mail, username or phone and the session names the viewer", async () => {
    await createUser(t.db, shell, {
      email: "mira@example.org",
      name: "Mira Member",
      role: "member",
      password: "member password 1",
      username: "Mira",
      phone: "+91 98765 43210",
    });
    for (const login of ["MIRA@example.org", "mira", "+919876543210", "+91 98765-43210"]) {
      expect((await findUserByLogin(t.db, login))?.email).toBe("mira@example.org");
    }
    const result = await logIn(t.db, request(), { login: "mira", password: "member password 1" });
    expect(result).toMatchObject({ ok: true, role: "member", name: "Mira Member" });
    if (!result.ok) return;
    expect(result.setCookies.join("\n")).toMatch(/HttpOnly/i);
    expect(result.setCookies.join("\n")).toMatch(/SameSite=Lax/i);
    const viewer = (await lookupSession(t.db, request("1.1.1.1", cookieOf(result.setCookies))))
      .viewer;
    expect(viewer).toMatchObject({ email: "mira@example.org", role: "member" });

    // Revoking the user's sessions signs this browser out at once.
    await revokeSessions(t.db, shell, "mira@example.org");
    expect(
      (await lookupSession(t.db, request("1.1.1.1", cookieOf(result.setCookies)))).viewer,
    ).toBeNull();
  });

  it("refuses wrong passwords and unknown accounts with the same message", async () => {
    const wrong = await logIn(t.db, request(), { login: "mira", password: "nope nope nope" });
    const unknown = await logIn(t.db, request(), { login: "ghost@example.org", password: "x" });
    expect(wrong).toEqual({ ok: false, status: 401, message: WRONG_CREDENTIALS });
    expect(unknown).toEqual({ ok: false, status: 401, message: WRONG_CREDENTIALS });
    expect(await logIn(t.db, request(), { login: "  ", password: "x" })).toMatchObject({
      status: 400,
      message: "All fields are required.",
    });
  });

  it("refuses an address that keeps failing for an account, but lets the owner in from elsewhere (F4)", async () => {
    await createUser(t.db, shell, {
      email: "tara@example.org",
      name: "Tara",
      role: "member",
      password: "tara password 1",
    });
    const attacker = "198.51.100.66";
    for (let i = 0; i < 3; i++) {
      expect(
        await logIn(t.db, request(attacker), { login: "tara@example.org", password: "bad" }),
      ).toMatchObject({ status: 401 });
    }
    const locked = await logIn(t.db, request(attacker), {
      login: "tara@example.org",
      password: "tara password 1",
    });
    expect(locked).toMatchObject({ ok: false, status: 429 });
    if (!locked.ok)
      expect(locked.message).toMatch(
        /^Too many login attempts\. Please wait \d+ minutes? and try again\.$/,
      );
    // The owner, from their own address, still gets in: the account is slowed, never locked.
    const owner = await logIn(t.db, request("203.0.113.20"), {
      login: "tara@example.org",
      password: "tara password 1",
    });
    expect(owner).toMatchObject({ ok: true, role: "member" });

    // One address trying many accounts is stopped too (limit 6 here).
    const ip = "192.0.2.7";
    for (let i = 0; i < 6; i++) {
      const r = await logIn(t.db, request(ip), { login: `nobody${i}@example.org`, password: "x" });
      expect(r).toMatchObject({ status: 401 });
    }
    const last = await logIn(t.db, request(ip), { login: "mira", password: "member password 1" });
    expect(last).toMatchObject({ status: 429 });
  });

  it("slows a name that fails from many addresses instead of refusing it", async () => {
    const waits: number[] = [];
    const limits = { perAddress: 6, perAccount: 3, windowMs: 600_000 };
    for (let i = 0; i < 6; i++) {
      await countLoginAttempt(
        t.db,
        `10.66.0.${i}`,
        "Slow@Example.org",
        limits,
        Date.now(),
        async (ms) => {
          waits.push(ms);
        },
      );
    }
    // Three failures pass at once; then each further one waits longer.
    expect(waits).toEqual([500, 1000, 2000]);
  });

  it("throttles a known and an unknown phone number alike, however it is spelled (F7)", async () => {
    await createUser(t.db, shell, {
      email: "phone.owner@example.org",
      name: "Phone Owner",
      role: "member",
      password: "phone owner pw 1",
      phone: "+91 98700 11122",
    });
    const statuses = async (digits: string, ip: string) => {
      const spellings = [`+91 ${digits}`, `+91-${digits}`, `+91 (${digits})`, `+91.${digits}`];
      const seen: number[] = [];
      for (const login of spellings) {
        const r = await logIn(t.db, request(ip), { login, password: "wrong" });
        seen.push(r.ok ? 200 : r.status);
      }
      return seen;
    };
    const known = await statuses("9870011122", "198.18.0.1");
    const unknown = await statuses("9870011199", "198.18.0.2");
    expect(known).toEqual([401, 401, 401, 429]);
    expect(unknown).toEqual(known);
    await removeUser(t.db, shell, "phone.owner@example.org");
  });

  it("stops guessing of the current password on the account page (F9)", async () => {
    await createUser(t.db, shell, {
      email: "guess@example.org",
      name: "Gita",
      role: "member",
      password: "gita password 1",
    });
    const signedIn = await logIn(t.db, request(), {
      login: "guess@example.org",
      password: "gita password 1",
    });
    if (!signedIn.ok) throw new Error("login failed");
    const viewer = (await lookupSession(t.db, request("1.1.1.1", cookieOf(signedIn.setCookies))))
      .viewer;
    if (!viewer) throw new Error("no session");
    const change = (current: string) =>
      outcome(
        changeOwnPassword(t.db, request("1.1.1.1", cookieOf(signedIn.setCookies)), viewer, {
          current,
          next: "gita new password",
          confirm: "gita new password",
        }).then(() => ({})),
      );
    for (let i = 0; i < 3; i++) expect(await change(`guess ${i}`)).toMatchObject({ status: 400 });
    const refused = await change("gita password 1");
    expect(refused).toMatchObject({ ok: false, status: 429, retryAfter: expect.any(Number) });
    await removeUser(t.db, shell, "guess@example.org");
  });

  it("guards the last admin and records every change in the audit log", async () => {
    const admin = await findUserByLogin(t.db, "first@example.org");
    if (!admin) throw new Error("no admin");
    await expect(setRole(t.db, shell, admin.id, "member")).rejects.toThrow(/last admin/);
    await expect(removeUser(t.db, shell, admin.id)).rejects.toThrow(/last admin/);
    await expect(removeUser(t.db, { id: admin.id, email: admin.email }, admin.id)).rejects.toThrow(
      /own account/,
    );
    await expect(
      createUser(t.db, shell, {
        email: "mira@example.org",
        name: "X",
        role: "member",
        password: "long enough",
      }),
    ).rejects.toThrow(/already exists/);
    await expect(setRole(t.db, shell, "mira@example.org", "owner")).rejects.toThrow(
      /admin, editor, reviewer or member/,
    );

    await setRole(t.db, shell, "mira@example.org", "admin");
    await setRole(t.db, shell, admin.id, "member");
    await setPassword(t.db, shell, "tara@example.org", "a brand new password");
    await removeUser(t.db, shell, "tara@example.org");
    expect((await listUsers(t.db)).map((u) => `${u.email}:${u.role}`)).toEqual([
      "first@example.org:member",
      "mira@example.org:admin",
    ]);
    const { entries } = await listAudit(t.db);
    expect(entries.map((e) => e.action).slice(0, 4)).toEqual([
      "user.remove",
      "user.reset-password",
      "user.role",
      "user.role",
    ]);
    expect(entries[0]).toMatchObject({ userEmail: "cli:test", target: "tara@example.org" });
  });

  it("signs in with a password set by an admin", async () => {
    await setPassword(t.db, shell, "first@example.org", "reset by the shell");
    const auth = await authFor(t.db);
    expect(auth).toBeTruthy();
    expect(
      await logIn(t.db, request(), { login: "first@example.org", password: "reset by the shell" }),
    ).toMatchObject({ ok: true, role: "member" });
  });
});
