import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { listAudit } from "~/.server/auth/audit";
import { authFor } from "~/.server/auth/auth";
import { getViewer } from "~/.server/auth/guards";
import { logIn, WRONG_CREDENTIALS } from "~/.server/auth/login";
import { getAuthSecret } from "~/.server/auth/secret";
import {
  createUser,
  ensureFirstAdmin,
  findUserByLogin,
  listUsers,
  removeUser,
  revokeSessions,
  setPassword,
  setRole,
} from "~/.server/auth/users";
import { resetConfig } from "~/.server/config";
import { useDb } from "~/.server/db/client";
import { createTestDb, dbKinds, type TestDb } from "../support/test-db";

const shell = { id: null, email: "cli:test" };
let ipCounter = 0;

/** A request as the Node entry hands it on: X-Forwarded-For is the trusted client address. */
function request(ip = `10.0.0.${++ipCounter}`, cookie?: string) {
  const headers = new Headers({ "x-forwarded-for": ip });
  if (cookie) headers.set("cookie", cookie);
  return new Request("http://localhost:3000/login", { method: "POST", headers });
}

const cookieOf = (setCookies: string[]) => setCookies.map((c) => c.split(";")[0]).join("; ");

describe.each(await dbKinds())("accounts on %s", (kind) => {
  let t: TestDb;
  beforeAll(async () => {
    process.env.LOGIN_ACCOUNT_RATE_LIMIT = "3";
    process.env.LOGIN_RATE_LIMIT = "6";
    process.env.PUBLIC_URL = "http://localhost:3000";
    resetConfig();
    t = await createTestDb(kind);
    useDb(t.db, kind);
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
    const viewer = await getViewer(request("1.1.1.1", cookieOf(result.setCookies)));
    expect(viewer).toMatchObject({ email: "mira@example.org", role: "member" });

    // Revoking the user's sessions signs this browser out at once.
    await revokeSessions(t.db, shell, "mira@example.org");
    expect(await getViewer(request("1.1.1.1", cookieOf(result.setCookies)))).toBeNull();
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

  it("throttles per account across addresses and per address across accounts", async () => {
    await createUser(t.db, shell, {
      email: "tara@example.org",
      name: "Tara",
      role: "member",
      password: "tara password 1",
    });
    for (let i = 0; i < 3; i++) {
      expect(
        await logIn(t.db, request(), { login: "tara@example.org", password: "bad" }),
      ).toMatchObject({ status: 401 });
    }
    const locked = await logIn(t.db, request(), {
      login: "tara@example.org",
      password: "tara password 1",
    });
    expect(locked).toMatchObject({ ok: false, status: 429 });
    if (!locked.ok)
      expect(locked.message).toMatch(
        /^Too many login attempts\. Please wait \d+ minutes? and try again\.$/,
      );

    // One address trying many accounts is stopped too (limit 6 here).
    const ip = "192.0.2.7";
    for (let i = 0; i < 6; i++) {
      const r = await logIn(t.db, request(ip), { login: `nobody${i}@example.org`, password: "x" });
      expect(r).toMatchObject({ status: 401 });
    }
    const last = await logIn(t.db, request(ip), { login: "mira", password: "member password 1" });
    expect(last).toMatchObject({ status: 429 });
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
      /admin or member/,
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
