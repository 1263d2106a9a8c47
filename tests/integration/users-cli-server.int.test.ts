// The users CLI beside a running server (PGlite): every command goes through the server's
// owner-only admin socket, never opening the data directory, and the running site sees each
// change at once (checked over HTTP: logins, and the sessions of signed-in browsers).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HttpSession } from "../support/http-session";
import { E2E_ADMIN, type RunningServer, startServer } from "../support/server";
import { addUser, type CliEnv, json, users } from "../support/users-cli";

const buildDir = path.resolve(import.meta.dirname, "../..", process.env.BUILD_DIR ?? "build");

/** The signed-in account of a session as the site sees it, or null when signed out. */
async function whoAmI(s: HttpSession): Promise<{ email: string; role: string } | null> {
  const res = await s.get("/api/auth/get-session");
  expect(res.status).toBe(200);
  const body = (await res.json()) as { user?: { email: string; role: string } } | null;
  return body?.user ? { email: body.user.email, role: body.user.role } : null;
}

describe.skipIf(!fs.existsSync(path.join(buildDir, "server/index.js")))(
  "users CLI beside a running server",
  { timeout: 240_000 },
  () => {
    let server: RunningServer;
    let env: CliEnv;
    beforeAll(async () => {
      server = await startServer({
        timeoutMs: 280_000,
        env: { SEED: "0", ADMIN_EMAIL: E2E_ADMIN.email, ADMIN_PASSWORD: E2E_ADMIN.password },
      });
      env = { DATA_DIR: server.dataDir };
    }, 300_000);
    afterAll(() => server?.stop());

    /** A fresh browser-like session, signed in; throws unless the login succeeds. */
    async function signedIn(email: string, password: string): Promise<HttpSession> {
      const s = new HttpSession(server.url);
      await s.login(email, password);
      return s;
    }

    const loginStatus = async (email: string, password: string) =>
      (
        await fetch(`${server.url}/api/login`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ email, password }),
        })
      ).status;

    it("adds and lists through the owner-only socket; the server keeps the data directory", async () => {
      const socket = path.join(server.dataDir, "admin.sock");
      expect(fs.statSync(socket).mode & 0o777).toBe(0o600);
      const add = await addUser(env, {
        email: "sock@example.org",
        name: "Sock",
        role: "member",
        password: "socket password",
      });
      expect(add).toMatchObject({ ok: true, via: "server" });
      expect(
        await new HttpSession(server.url).login("sock@example.org", "socket password"),
      ).toEqual({
        role: "member",
        name: "Sock",
      });

      const list = json(await users(["list", "--json"], env));
      expect(list.via).toBe("server");
      expect(list.accounts?.map((a) => a.email)).toEqual(
        expect.arrayContaining([E2E_ADMIN.email, "sock@example.org"]),
      );
      // The server still owns the data directory: the CLI never opened it.
      expect(fs.readFileSync(path.join(server.dataDir, "pglite.lock"), "utf8").split("\n")[0]).toBe(
        String(server.process.pid),
      );
    });

    it("set-role: a signed-in member becomes an admin at once", async () => {
      await addUser(env, {
        email: "promoted@example.org",
        name: "Promoted",
        role: "member",
        password: "promoted password",
      });
      const s = await signedIn("promoted@example.org", "promoted password");
      expect(await whoAmI(s)).toEqual({ email: "promoted@example.org", role: "member" });
      expect((await s.get("/admin-dashboard")).status).not.toBe(200);

      const run = json(await users(["set-role", "promoted@example.org", "admin", "--json"], env));
      expect(run).toMatchObject({ ok: true, via: "server" });
      expect(await whoAmI(s)).toEqual({ email: "promoted@example.org", role: "admin" });
      expect((await s.get("/admin-dashboard")).status).toBe(200);
    });

    it("reset-password: the new password works, the old one no longer does, its sessions end", async () => {
      await addUser(env, {
        email: "reset@example.org",
        name: "Reset",
        role: "member",
        password: "old password 1",
      });
      const s = await signedIn("reset@example.org", "old password 1");
      expect(await whoAmI(s)).toMatchObject({ email: "reset@example.org" });

      const run = await users(
        ["reset-password", "--email", "reset@example.org", "--json"],
        env,
        "new password 2\n",
      );
      expect(json(run)).toMatchObject({ ok: true, via: "server" });
      expect(await whoAmI(s)).toBeNull();
      expect(await loginStatus("reset@example.org", "old password 1")).toBe(401);
      expect(await loginStatus("reset@example.org", "new password 2")).toBe(200);
    });

    it("revoke-sessions ends every session of that account and no other's", async () => {
      await addUser(env, {
        email: "revoke@example.org",
        name: "Revoke",
        role: "member",
        password: "revoke password",
      });
      const first = await signedIn("revoke@example.org", "revoke password");
      const second = await signedIn("revoke@example.org", "revoke password");
      const admin = await signedIn(E2E_ADMIN.email, E2E_ADMIN.password);

      const run = json(
        await users(["revoke-sessions", "--email", "revoke@example.org", "--json"], env),
      );
      expect(run).toMatchObject({ ok: true, via: "server" });
      expect(await whoAmI(first)).toBeNull();
      expect(await whoAmI(second)).toBeNull();
      expect(await whoAmI(admin)).toMatchObject({ email: E2E_ADMIN.email });
      expect(await loginStatus("revoke@example.org", "revoke password")).toBe(200);
    });

    it("remove: the account is gone, its sessions end, it cannot log in; the audit log says who", async () => {
      await addUser(env, {
        email: "gone@example.org",
        name: "Gone",
        role: "member",
        password: "gone password",
      });
      const s = await signedIn("gone@example.org", "gone password");
      expect(await whoAmI(s)).toMatchObject({ email: "gone@example.org" });

      const run = json(await users(["remove", "--email", "gone@example.org", "--json"], env));
      expect(run).toMatchObject({ ok: true, via: "server" });
      expect(await whoAmI(s)).toBeNull();
      expect(await loginStatus("gone@example.org", "gone password")).toBe(401);
      const list = json(await users(["list", "--json"], env));
      expect(list.via).toBe("server");
      expect(list.accounts?.map((a) => a.email)).not.toContain("gone@example.org");

      // A refusal comes back through the socket too, with the reason and exit status 1.
      const again = await users(["remove", "--email", "gone@example.org", "--json"], env);
      expect(again.code).toBe(1);
      expect(json(again)).toEqual({
        ok: false,
        via: "server",
        error: "No account gone@example.org.",
      });

      const admin = await signedIn(E2E_ADMIN.email, E2E_ADMIN.password);
      const audit = await (await admin.get("/admin-dashboard/audit")).text();
      expect(audit).toContain(
        `<td>shell (${os.userInfo().username})</td><td>user.remove</td><td>gone@example.org</td>`,
      );
    });
  },
);
