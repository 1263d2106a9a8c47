// The users CLI as a shell user runs it with no server: it opens the database itself (PGlite under
// the data-directory lock, or PostgreSQL). The effects are checked in the database afterwards:
// passwords by logging in, sessions by reading them with their cookies. The same commands through
// a running server's admin socket: users-cli-server.int.test.ts.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshDataDir } from "../support/server";
import { createPgDatabase, dbKinds } from "../support/test-db";
import {
  addUser,
  auditedBy,
  type CliEnv,
  json,
  sessionCount,
  sessionEmail,
  tryLogin,
  users,
  withCliDb,
} from "../support/users-cli";

const shellActor = `shell (${os.userInfo().username})`;

describe.each(await dbKinds())(
  "users CLI without a server, on %s",
  { timeout: 240_000 },
  (kind) => {
    let env: CliEnv;
    let drop = async () => {};
    beforeAll(async () => {
      if (kind === "pglite") env = { DATA_DIR: freshDataDir("cli") };
      else {
        const database = await createPgDatabase();
        env = { DATA_DIR: freshDataDir("cli-pg"), DATABASE_URL: database.url };
        drop = database.drop;
      }
    });
    afterAll(() => drop());

    it("adds (password from stdin), changes a role, lists; refuses to remove the last admin", async () => {
      const add = await users(
        ["add", "--email", "Cli@Example.org", "--name", "Cli User", "--role", "member", "--json"],
        env,
        "piped password\n",
      );
      expect(json(add)).toMatchObject({ ok: true, via: "database" });
      expect(await users(["set-role", "cli@example.org", "admin"], env)).toMatchObject({ code: 0 });
      // An editor, who keeps the content but not the users or settings.
      const editor = await users(
        ["add", "--email", "ed@example.org", "--name", "Ed", "--role", "editor", "--json"],
        env,
        "editor password\n",
      );
      expect(json(editor)).toMatchObject({ ok: true });
      const list = json(await users(["list", "--json"], env));
      expect(list.accounts?.map((a) => `${a.email}:${a.role}`).sort()).toEqual([
        "cli@example.org:admin",
        "ed@example.org:editor",
      ]);
      const refused = await users(["remove", "--email", "cli@example.org"], env);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain("The last admin cannot be removed");
      await withCliDb(env, async (db) => {
        expect((await tryLogin(db, "cli@example.org", "piped password")).status).toBe(200);
      });
      if (kind === "pglite")
        expect(fs.existsSync(path.join(env.DATA_DIR, "pglite.lock"))).toBe(false);
    });

    it("reset-password: the new password works, the old one no longer does, its sessions end", async () => {
      await addUser(env, {
        email: "reset@example.org",
        name: "Reset",
        role: "member",
        password: "old password 1",
      });
      const cookie = await withCliDb(env, async (db) => {
        const login = await tryLogin(db, "reset@example.org", "old password 1");
        expect(await sessionEmail(db, login.cookie ?? "")).toBe("reset@example.org");
        return login.cookie ?? "";
      });

      const tooShort = await users(
        ["reset-password", "--email", "reset@example.org"],
        env,
        "short\n",
      );
      expect(tooShort.code).toBe(1);
      await withCliDb(env, async (db) => {
        expect(await sessionEmail(db, cookie)).toBe("reset@example.org");
      });

      const reset = await users(
        ["reset-password", "--email", "reset@example.org", "--json"],
        env,
        "new password 2\n",
      );
      expect(json(reset)).toMatchObject({
        ok: true,
        via: "database",
        message: "Password of reset@example.org set; its sessions were ended.",
      });
      await withCliDb(env, async (db) => {
        expect(await sessionEmail(db, cookie)).toBeNull();
        expect(await sessionCount(db, "reset@example.org")).toBe(0);
        expect((await tryLogin(db, "reset@example.org", "old password 1")).status).toBe(401);
        expect((await tryLogin(db, "reset@example.org", "new password 2")).status).toBe(200);
        expect(await auditedBy(db, "user.reset-password", "reset@example.org")).toEqual([
          shellActor,
        ]);
      });
    });

    it("revoke-sessions ends every session of that account and no other's", async () => {
      for (const email of ["revoke@example.org", "bystander@example.org"]) {
        await addUser(env, { email, name: email, role: "member", password: "revoke password" });
      }
      const [first, second, other] = await withCliDb(env, async (db) => {
        const cookies: string[] = [];
        for (const email of ["revoke@example.org", "revoke@example.org", "bystander@example.org"]) {
          const login = await tryLogin(db, email, "revoke password");
          expect(await sessionEmail(db, login.cookie ?? "")).toBe(email);
          cookies.push(login.cookie ?? "");
        }
        return cookies;
      });

      const run = await users(["revoke-sessions", "--email", "revoke@example.org"], env);
      expect(run).toMatchObject({ code: 0, stderr: "" });
      expect(run.stdout).toContain("Every session of revoke@example.org was ended.");
      await withCliDb(env, async (db) => {
        expect(await sessionEmail(db, first)).toBeNull();
        expect(await sessionEmail(db, second)).toBeNull();
        expect(await sessionEmail(db, other)).toBe("bystander@example.org");
        // Signing out everywhere is not a lock-out: the password still works.
        expect((await tryLogin(db, "revoke@example.org", "revoke password")).status).toBe(200);
        expect(await auditedBy(db, "user.sign-out-everywhere", "revoke@example.org")).toEqual([
          shellActor,
        ]);
      });
    });

    it("remove: the account is gone, its sessions end and it can no longer log in", async () => {
      await addUser(env, {
        email: "gone@example.org",
        name: "Gone",
        role: "member",
        password: "gone password",
      });
      const cookie = await withCliDb(env, async (db) => {
        const login = await tryLogin(db, "gone@example.org", "gone password");
        expect(await sessionEmail(db, login.cookie ?? "")).toBe("gone@example.org");
        return login.cookie ?? "";
      });

      const run = await users(["remove", "--email", "gone@example.org"], env);
      expect(run).toMatchObject({ code: 0, stderr: "" });
      expect(run.stdout).toContain("Removed gone@example.org.");
      const list = json(await users(["list", "--json"], env));
      expect(list.ok).toBe(true);
      expect(list.accounts?.map((a) => a.email)).not.toContain("gone@example.org");
      await withCliDb(env, async (db) => {
        expect(await sessionEmail(db, cookie)).toBeNull();
        expect(await sessionCount(db, "gone@example.org")).toBe(0);
        expect((await tryLogin(db, "gone@example.org", "gone password")).status).toBe(401);
        expect(await auditedBy(db, "user.remove", "gone@example.org")).toEqual([shellActor]);
      });
      const again = await users(["remove", "--email", "gone@example.org"], env);
      expect(again.code).toBe(1);
      expect(again.stderr).toContain("No account gone@example.org.");
    });
  },
);

describe("users CLI arguments", { timeout: 60_000 }, () => {
  it("explains bad arguments with exit status 2", async () => {
    const env = { DATA_DIR: freshDataDir("cli-bad") };
    const add = await users(["add", "--email", "x@example.org"], env);
    expect(add.code).toBe(2);
    expect(add.stderr).toContain("add needs --name.");
    const reset = await users(["reset-password"], env, "some password\n");
    expect(reset.code).toBe(2);
    expect(reset.stderr).toContain("reset-password needs --email.");
  });
});
