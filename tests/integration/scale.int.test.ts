// DESIGN "Scale": nothing lives only in one server's memory. Two servers on one PostgreSQL see the
// same data at once; two servers on one PGlite directory are refused.

import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addNotice } from "~/.server/content/notices";
import type { Db } from "~/.server/db/database";
import { schema } from "~/.server/db/database";
import { freshDataDir, type RunningServer, startServer } from "../support/server";
import { createPgDatabase, postgresAvailable } from "../support/test-db";

describe.runIf(await postgresAvailable())("two app servers on one PostgreSQL", () => {
  let database: Awaited<ReturnType<typeof createPgDatabase>>;
  const servers: RunningServer[] = [];
  let pool: pg.Pool;

  beforeAll(async () => {
    database = await createPgDatabase();
    // One after the other: the first applies the migrations and loads the sample content.
    servers.push(await startServer({ env: { DATABASE_URL: database.url } }));
    servers.push(await startServer({ env: { DATABASE_URL: database.url } }));
    pool = new pg.Pool({ connectionString: database.url, max: 2 });
  }, 240_000);

  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await pool?.end();
    await database?.drop();
  });

  it("both answer, and a change is visible on both at once", async () => {
    for (const s of servers) expect((await fetch(`${s.url}/healthz`)).status).toBe(200);
    const db = drizzle(pool, { schema }) as unknown as Db;
    const title = `Shared notice ${Date.now()}`;
    await addNotice(db, { id: null, email: "test" }, { title, date: "2026-11-22" });
    for (const s of servers) {
      expect(await (await fetch(`${s.url}/notices.txt`)).text()).toContain(`title: ${title}`);
      expect(await (await fetch(`${s.url}/`)).text()).toContain(title);
    }
  });
});

describe("two app servers on one PGlite directory", () => {
  let first: RunningServer;
  const dataDir = freshDataDir("lock");

  beforeAll(async () => {
    first = await startServer({ dataDir });
  }, 240_000);
  afterAll(() => first?.stop());

  it("the second refuses to start with a clear message", async () => {
    await expect(startServer({ dataDir, timeoutMs: 60_000 })).rejects.toThrow(
      /in use by process \d+/,
    );
    expect((await fetch(`${first.url}/healthz`)).status).toBe(200);
  });
});
