// Every error page shows the id of its request, the one the answer carries in X-Request-Id and the
// request's log line holds, so that staff can quote it and the IT person find the line: the 404
// page, the Node entry's own plain refusals (a path no page can have, a body too large), and a
// 500 when the database is away (PostgreSQL refusing connections, as a failover does).
import http from "node:http";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, startServer } from "../support/server";
import { createPgDatabase, dbKinds, TEST_PG_ADMIN_URL } from "../support/test-db";

/** The JSON lines of the server's output (requests, jobs, errors). */
function logLines(server: RunningServer): Record<string, unknown>[] {
  return server
    .output()
    .split("\n")
    .filter((l) => l.startsWith("{"))
    .map((l) => JSON.parse(l));
}

/** The request id the page shows (error-view.tsx), or undefined. */
const shownId = (html: string) =>
  /Request id: <code id="request-id">([\w.-]+)<\/code>/.exec(html)?.[1];

/** Runs one statement as the PostgreSQL superuser (the database's own connections are cut). */
async function admin(sql: string, params: unknown[] = []) {
  const client = new pg.Client({ connectionString: TEST_PG_ADMIN_URL });
  await client.connect();
  try {
    await client.query(sql, params);
  } finally {
    await client.end();
  }
}

const name = (database?: { url: string }) => new URL(database?.url ?? "x:/").pathname.slice(1);

/**
 * A POST that declares a body larger than the cap and sends none: refused on its declared length.
 * On a connection of its own, which the server closes after refusing.
 */
function claimLargeBody(base: string, path: string, bytes: number) {
  return new Promise<{ status: number; id: string; text: string }>((resolve, reject) => {
    const req = http.request(`${base}${path}`, {
      method: "POST",
      agent: false,
      headers: { "Content-Type": "application/x-www-form-urlencoded", "Content-Length": bytes },
    });
    req.on("response", (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (d) => {
        text += d;
      });
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, id: String(res.headers["x-request-id"]), text }),
      );
    });
    req.on("error", reject);
    req.flushHeaders();
  });
}

async function expectLogged(server: RunningServer, id: string, status: number) {
  await expect
    .poll(() => logLines(server).find((l) => l.msg === "request" && l.id === id))
    .toMatchObject({ status, id });
}

describe.each(await dbKinds())("error pages on %s", (kind) => {
  let server: RunningServer;
  let database: Awaited<ReturnType<typeof createPgDatabase>> | undefined;
  beforeAll(async () => {
    database = kind === "postgres" ? await createPgDatabase() : undefined;
    server = await startServer({
      timeoutMs: 180_000,
      env: { SEED: "0", DATABASE_URL: database?.url },
    });
  }, 200_000);
  afterAll(async () => {
    await server?.stop();
    await database?.drop();
  });

  it("the 404 page shows the request id the answer carries and the log holds", async () => {
    const res = await fetch(`${server.url}/no-such-page`);
    expect(res.status).toBe(404);
    const id = res.headers.get("x-request-id") ?? "";
    const html = await res.text();
    expect(html).toContain("Page not found");
    expect(shownId(html)).toBe(id);
    await expectLogged(server, id, 404);
  });

  it("so does a startup that does not exist (a thrown 404 of its own route)", async () => {
    const res = await fetch(`${server.url}/startups/no-such-startup`);
    expect(res.status).toBe(404);
    expect(shownId(await res.text())).toBe(res.headers.get("x-request-id"));
  });

  it("the Node entry's plain refusals keep their message and add the id", async () => {
    const unservable = await fetch(`${server.url}/startups/%00`);
    expect(unservable.status).toBe(404);
    const id = unservable.headers.get("x-request-id");
    expect(await unservable.text()).toBe(`Not found\n\nRequest id: ${id}\n`);
    await expectLogged(server, id ?? "", 404);

    const tooLarge = await claimLargeBody(server.url, "/login", 2 * 1024 * 1024);
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.text.split("\n")[0]).toBe("The request is too large.");
    expect(tooLarge.text).toContain(`Request id: ${tooLarge.id}`);
  });

  // A 500 a visitor may really meet: the database refusing connections (PostgreSQL only).
  it.runIf(kind === "postgres")(
    "a 500 shows the request id, and the error is logged with it",
    async () => {
      expect((await fetch(`${server.url}/`)).status).toBe(200);
      await admin(`alter database ${name(database)} with allow_connections false`);
      let res: Response;
      try {
        await admin("select pg_terminate_backend(pid) from pg_stat_activity where datname = $1", [
          name(database),
        ]);
        // A page no visitor asked for yet must be rendered, and cannot be. (The home page, kept by
        // the page cache a moment ago, is still served: visitors meet no error there.)
        res = await fetch(`${server.url}/startups`);
        expect((await fetch(`${server.url}/`)).status).toBe(200);
        // While the database is away /metrics says so too (its figures are read per scrape).
        const metrics = await (await fetch(`${server.url}/metrics`)).text();
        expect(metrics).toMatch(/^app_database_up 0$/m);
      } finally {
        await admin(`alter database ${name(database)} with allow_connections true`);
      }
      expect(res.status).toBe(500);
      const id = res.headers.get("x-request-id") ?? "";
      const html = await res.text();
      expect(html).toContain("Something went wrong");
      expect(shownId(html)).toBe(id);
      // Neither the database's message nor a stack reaches the page.
      expect(html).not.toContain("accepting connections");
      expect(html).not.toMatch(/\bat \S+ \(/);
      await expectLogged(server, id, 500);
      const error = logLines(server).find((l) => l.msg === "error" && l.id === id);
      expect(error).toMatchObject({ method: "GET", path: "/startups", id });
      expect(String(error?.error)).toMatch(/connection|database/);
      expect(Array.isArray(error?.stack)).toBe(true);
      // And the server serves again once the database does.
      await expect.poll(async () => (await fetch(`${server.url}/`)).status).toBe(200);
    },
  );
});
