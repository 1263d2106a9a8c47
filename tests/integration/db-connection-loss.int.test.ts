// A PostgreSQL server that drops the app's connections (a restart, a failover, a proxy's recycle,
// pg_terminate_backend) must not take the app server down (security review F1): it keeps
// answering, /healthz says how the database is meanwhile, and it serves again once reconnected.
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, startServer } from "../support/server";
import { createPgDatabase, postgresAvailable, TEST_PG_ADMIN_URL } from "../support/test-db";

describe.runIf(await postgresAvailable())(
  "an app server whose database connections are cut",
  () => {
    let database: Awaited<ReturnType<typeof createPgDatabase>>;
    let server: RunningServer;
    const databaseName = () => new URL(database.url).pathname.slice(1);

    async function admin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
      const client = new pg.Client({ connectionString: TEST_PG_ADMIN_URL });
      await client.connect();
      try {
        return await run(client);
      } finally {
        await client.end();
      }
    }

    beforeAll(async () => {
      database = await createPgDatabase();
      server = await startServer({ timeoutMs: 180_000, env: { DATABASE_URL: database.url } });
    }, 200_000);
    afterAll(async () => {
      await server?.stop();
      await database?.drop();
    });

    it("keeps answering after pg_terminate_backend, and serves pages again", async () => {
      // Idle connections in the pool: a few pages were served.
      for (const path of ["/", "/professor", "/healthz"])
        expect((await fetch(`${server.url}${path}`)).status).toBe(200);
      const cut = await admin((c) =>
        c.query("select pg_terminate_backend(pid) from pg_stat_activity where datname = $1", [
          databaseName(),
        ]),
      );
      expect(cut.rowCount).toBeGreaterThan(0);
      // The pool replaces its clients: the next requests work, the process never went away.
      await expect
        .poll(async () => (await fetch(`${server.url}/healthz`)).status, { timeout: 10_000 })
        .toBe(200);
      expect((await fetch(`${server.url}/`)).status).toBe(200);
      expect(server.process.exitCode).toBeNull();
      expect(server.output()).toContain("an idle connection was closed");
    });

    it("says so on /healthz while the database refuses connections, and recovers", async () => {
      const name = databaseName();
      await admin(async (c) => {
        await c.query(`alter database ${name} with allow_connections false`);
        await c.query("select pg_terminate_backend(pid) from pg_stat_activity where datname = $1", [
          name,
        ]);
      });
      try {
        await expect
          .poll(async () => (await fetch(`${server.url}/healthz`)).status, { timeout: 10_000 })
          .toBe(503);
        expect(await (await fetch(`${server.url}/healthz`)).json()).toMatchObject({
          status: "error",
          database: "unavailable",
        });
      } finally {
        await admin((c) => c.query(`alter database ${name} with allow_connections true`));
      }
      await expect
        .poll(async () => (await fetch(`${server.url}/healthz`)).status, { timeout: 10_000 })
        .toBe(200);
      expect(server.process.exitCode).toBeNull();
    });
  },
);
