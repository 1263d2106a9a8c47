// The users CLI as a shell user runs it: on its own (PGlite under the data-directory lock, or
// PostgreSQL), and beside a running server, through the server's admin socket.
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { E2E_ADMIN, freshDataDir, type RunningServer, startServer } from "../support/server";
import { createPgDatabase, postgresAvailable } from "../support/test-db";

const root = path.resolve(import.meta.dirname, "../..");
const buildDir = path.resolve(root, process.env.BUILD_DIR ?? "build");

type Run = { code: number | null; stdout: string; stderr: string };

function users(args: string[], env: Record<string, string>, stdin?: string): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [path.join(root, "node_modules/tsx/dist/cli.mjs"), "scripts/users.ts", ...args],
      {
        cwd: root,
        env: {
          ...process.env,
          SEED: "0",
          ADMIN_EMAIL: "",
          ADMIN_PASSWORD: "",
          DATABASE_URL: "",
          ...env,
        },
        stdio: ["pipe", "pipe", "pipe"],
      },
    );
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d) => {
      stdout += d;
    });
    child.stderr.on("data", (d) => {
      stderr += d;
    });
    child.on("error", reject);
    child.on("exit", (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(stdin ?? "");
  });
}

const json = (run: Run) =>
  JSON.parse(run.stdout || run.stderr) as {
    ok: boolean;
    via: string;
    accounts?: { email: string; role: string }[];
    error?: string;
  };

describe("users CLI without a server", { timeout: 240_000 }, () => {
  it("manages accounts in a PGlite data directory, password from stdin", async () => {
    const env = { DATA_DIR: freshDataDir("cli") };
    const add = await users(
      ["add", "--email", "Cli@Example.org", "--name", "Cli User", "--role", "member", "--json"],
      env,
      "piped password\n",
    );
    expect(json(add)).toMatchObject({ ok: true, via: "database" });
    expect(await users(["set-role", "cli@example.org", "admin"], env)).toMatchObject({ code: 0 });
    const list = json(await users(["list", "--json"], env));
    expect(list.accounts?.map((a) => `${a.email}:${a.role}`)).toEqual(["cli@example.org:admin"]);
    const refused = await users(["remove", "--email", "cli@example.org"], env);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain("The last admin cannot be removed");
    expect(fs.existsSync(path.join(env.DATA_DIR, "pglite.lock"))).toBe(false);
  });

  it("works on PostgreSQL (DATABASE_URL)", async () => {
    if (!(await postgresAvailable())) return;
    const { url, drop } = await createPgDatabase();
    try {
      const env = { DATA_DIR: freshDataDir("cli-pg"), DATABASE_URL: url };
      expect(
        await users(
          [
            "add",
            "--email",
            "pg@example.org",
            "--name",
            "Pg",
            "--role",
            "admin",
            "--password",
            "pg password 1",
          ],
          env,
        ),
      ).toMatchObject({ code: 0 });
      const list = json(await users(["list", "--json"], env));
      expect(list).toMatchObject({ ok: true, via: "database" });
      expect(list.accounts?.map((a) => a.email)).toEqual(["pg@example.org"]);
    } finally {
      await drop();
    }
  });

  it("explains bad arguments", async () => {
    const run = await users(["add", "--email", "x@example.org"], {
      DATA_DIR: freshDataDir("cli-bad"),
    });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain("add needs --name.");
  });
});

describe.skipIf(!fs.existsSync(path.join(buildDir, "server/index.js")))(
  "users CLI beside a running server",
  () => {
    let server: RunningServer;
    beforeAll(async () => {
      server = await startServer({
        port: 4291,
        timeoutMs: 280_000,
        env: { SEED: "0", ADMIN_EMAIL: E2E_ADMIN.email, ADMIN_PASSWORD: E2E_ADMIN.password },
      });
    }, 300_000);
    afterAll(() => server?.stop());

    it("goes through the server's owner-only socket, and the server sees the change at once", async () => {
      const socket = path.join(server.dataDir, "admin.sock");
      expect(fs.statSync(socket).mode & 0o777).toBe(0o600);
      const env = { DATA_DIR: server.dataDir };
      const add = await users(
        ["add", "--email", "sock@example.org", "--name", "Sock", "--role", "member", "--json"],
        env,
        "socket password\n",
      );
      expect(json(add)).toMatchObject({ ok: true, via: "server" });

      const login = await fetch(`${server.url}/api/login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: "sock@example.org", password: "socket password" }),
      });
      expect(await login.json()).toEqual({ role: "member", name: "Sock" });

      const list = json(await users(["list", "--json"], env));
      expect(list.via).toBe("server");
      expect(list.accounts?.map((a) => a.email).sort()).toEqual([
        E2E_ADMIN.email,
        "sock@example.org",
      ]);
      // The server still owns the data directory: the CLI never opened it.
      expect(fs.readFileSync(path.join(server.dataDir, "pglite.lock"), "utf8")).toBe(
        String(server.process.pid),
      );
    });
  },
);
