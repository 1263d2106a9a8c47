// Sessions expire, and are extended (with a fresh cookie) while in use: a server on PostgreSQL,
// whose session rows the test can age directly. Signed-in pages are never cached.
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HttpSession } from "../support/http-session";
import { E2E_ADMIN, type RunningServer, startServer } from "../support/server";
import { createPgDatabase, postgresAvailable } from "../support/test-db";

const built = fs.existsSync(path.resolve(process.env.BUILD_DIR ?? "build", "server/index.js"));
const day = 24 * 60 * 60 * 1000;

describe.skipIf(!built || !(await postgresAvailable()))("session lifetime", () => {
  let server: RunningServer;
  let db: { url: string; drop: () => Promise<void> };
  const sql = async (text: string, values: unknown[] = []) => {
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    try {
      return (await client.query(text, values)).rows;
    } finally {
      await client.end();
    }
  };

  beforeAll(async () => {
    db = await createPgDatabase();
    server = await startServer({
      timeoutMs: 280_000,
      env: {
        SEED: "0",
        DATABASE_URL: db.url,
        ADMIN_EMAIL: E2E_ADMIN.email,
        ADMIN_PASSWORD: E2E_ADMIN.password,
      },
    });
  }, 300_000);
  afterAll(async () => {
    await server?.stop();
    await db?.drop();
  });

  it("extends a session in use once a day and sends a fresh cookie; an expired one is gone", async () => {
    const browser = new HttpSession(server.url);
    await browser.login(E2E_ADMIN.email, E2E_ADMIN.password);
    const fresh = await browser.get("/admin-dashboard/account");
    expect(fresh.status).toBe(200);
    expect(fresh.headers.getSetCookie()).toEqual([]);

    // Two days later: 5 days left of 7, past the one-day update age.
    await sql(`UPDATE "session" SET expires_at = now() + interval '5 days'`);
    const later = await browser.get("/admin-dashboard/account");
    expect(later.status).toBe(200);
    const cookie = later.headers.getSetCookie().find((c) => c.startsWith("sic.session_token="));
    expect(cookie).toMatch(/Max-Age=604800/);
    expect(cookie).toMatch(/HttpOnly/);
    const [{ expires_at }] = await sql(`SELECT expires_at FROM "session"`);
    expect(new Date(expires_at).getTime()).toBeGreaterThan(Date.now() + 6.9 * day);

    await sql(`UPDATE "session" SET expires_at = now() - interval '1 minute'`);
    const expired = await browser.get("/admin-dashboard/account");
    expect(expired.status).toBe(302);
    expect(expired.headers.get("location")).toMatch(/^\/login/);
  });

  it("lets nobody keep a signed-in page, and makes visitors' pages revalidate", async () => {
    const visitor = await fetch(`${server.url}/`);
    expect(visitor.headers.get("cache-control")).toBe("no-cache");
    const visitorData = await fetch(`${server.url}/gallery.data`);
    expect(visitorData.headers.get("cache-control")).toBe("no-cache");

    const browser = new HttpSession(server.url);
    await browser.login(E2E_ADMIN.email, E2E_ADMIN.password);
    for (const path of ["/", "/admin-dashboard", "/gallery.data"]) {
      const page = await browser.get(path);
      expect(page.status, path).toBe(200);
      expect(page.headers.get("cache-control"), path).toBe("private, no-store");
    }
    // Files with their own policy keep it.
    const notices = await browser.get("/notices.txt");
    expect(notices.headers.get("cache-control")).toBe("no-cache");
  });
});
