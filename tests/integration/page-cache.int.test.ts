// The page cache (issue 14): visitors get kept pages, the same bytes and policy for all of them
// (decision 041), revalidate with 304, and never see a page older than the last change, on this server or on another one on the
// same PostgreSQL. Staff always get fresh pages.
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { scriptsOutsidePolicy } from "../support/csp";
import { HttpSession } from "../support/http-session";
import { E2E_ADMIN, type RunningServer, startServer } from "../support/server";
import { createPgDatabase, postgresAvailable } from "../support/test-db";

/** Waits until `check` holds, for at most `ms`; returns how long it took. */
async function within(ms: number, check: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return Date.now() - started;
}

const env = { ADMIN_EMAIL: E2E_ADMIN.email, ADMIN_PASSWORD: E2E_ADMIN.password };
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const clean of cleanups.reverse()) await clean();
});

describe("the page cache on one server", () => {
  let server: RunningServer;

  it("answers a visitor from the cache, as it answered the first, and 304 when unchanged", async () => {
    server = await startServer({ env });
    cleanups.push(() => server.stop());
    const first = await fetch(`${server.url}/`);
    const second = await fetch(`${server.url}/`);
    expect(first.headers.get("x-page-cache")).toBe("miss");
    expect(second.headers.get("x-page-cache")).toBe("hit");
    const [textA, textB] = [await first.text(), await second.text()];
    expect(textB).toBe(textA);
    const csp = second.headers.get("content-security-policy") ?? "";
    expect(scriptsOutsidePolicy(textB, csp)).toEqual([]);
    // The miss came through the app's pipeline, the hit through the cache's own door
    // (server/cache-front.ts): a visitor cannot tell them apart but by X-Page-Cache.
    const headers = (res: Response) =>
      [...res.headers]
        .filter(([name]) => !["date", "x-request-id"].includes(name))
        .map(([name, value]) => (name === "x-page-cache" ? [name] : [name, value]));
    expect(headers(second)).toEqual(headers(first));

    const etag = second.headers.get("etag") as string;
    // Strong, and naming the encoding (fetch takes brotli and gzip).
    expect(etag).toMatch(/^"[\w-]{27}-(?:br|gz)"$/);
    const again = await fetch(`${server.url}/`, { headers: { "If-None-Match": etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    // The browser keeps its page and the policy that came with it: a 304 sends no new policy.
    expect(again.headers.get("content-security-policy")).toBeNull();
    expect(again.headers.get("etag")).toBe(etag);
  });

  // Before any change, though a change is now signalled once (content-changes.int.test.ts): the
  // safety net used to signal it again in the next two seconds, emptying the cache in between.
  it("keeps only pages: not answers with a cookie, not files, not the back office", async () => {
    for (const path of ["/healthz", "/admin", "/admin-dashboard", "/sitemap.xml"]) {
      await fetch(`${server.url}${path}`);
      const res = await fetch(`${server.url}${path}`, { redirect: "manual" });
      const expected = path === "/sitemap.xml" ? "hit" : null;
      expect(res.headers.get("x-page-cache"), path).toBe(expected);
    }
  });
  it("gives staff fresh pages, and visitors a change the moment staff make it", async () => {
    const admin = new HttpSession(server.url);
    await admin.login(E2E_ADMIN.email, E2E_ADMIN.password);
    const staffPage = await admin.get("/");
    expect(staffPage.headers.get("x-page-cache")).toBeNull();
    expect(staffPage.headers.get("cache-control")).toContain("no-store");

    await fetch(`${server.url}/notices`); // kept
    expect((await fetch(`${server.url}/notices`)).headers.get("x-page-cache")).toBe("hit");
    const added = await admin.post("/Notice", { intent: "add", notice: "Cache check notice" });
    expect(added.status).toBeLessThan(400);
    const visitor = await fetch(`${server.url}/notices`);
    expect(visitor.headers.get("x-page-cache")).toBe("miss");
    expect(await visitor.text()).toContain("Cache check notice");
  });
});

describe("the page cache of a plain npm start", () => {
  // The README's `npm start` sets no NODE_ENV: the server must still run as production, with its
  // page cache (server/environment.ts). It ran the development code without one until issue 27.
  it("keeps visitors' pages without NODE_ENV", async () => {
    const plain = await startServer({ env: { ...env, NODE_ENV: undefined } });
    cleanups.push(() => plain.stop());
    await fetch(`${plain.url}/`);
    const second = await fetch(`${plain.url}/`);
    expect(second.headers.get("x-page-cache")).toBe("hit");
    expect(plain.output()).not.toContain("development mode");
  });
});

describe.runIf(await postgresAvailable())("the page cache on two servers", () => {
  it("shows a change made anywhere on both servers within a second, even after a lost connection", async () => {
    const database = await createPgDatabase();
    const a = await startServer({ env: { ...env, DATABASE_URL: database.url } });
    const b = await startServer({ env: { ...env, DATABASE_URL: database.url } });
    const sql = new pg.Client({ connectionString: database.url });
    await sql.connect();
    cleanups.push(async () => {
      await sql.end();
      await a.stop();
      await b.stop();
      await database.drop();
    });
    const shows = (server: RunningServer, text: string) => async () =>
      (await (await fetch(`${server.url}/notices`)).text()).includes(text);

    for (const s of [a, b]) {
      await fetch(`${s.url}/notices`);
      expect((await fetch(`${s.url}/notices`)).headers.get("x-page-cache")).toBe("hit");
    }
    await sql.query(
      "update notices set title = 'Changed elsewhere' where id = (select min(id) from notices)",
    );
    for (const s of [a, b])
      expect(await within(1000, shows(s, "Changed elsewhere"))).toBeLessThan(1000);

    // The listening connections are cut (a restart of PostgreSQL, a proxy's recycle): the next
    // change is still seen, by the poll (a second, then a render; generous for a loaded CI).
    await sql.query(
      "select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query ilike 'LISTEN%'",
    );
    await new Promise((r) => setTimeout(r, 200));
    for (const s of [a, b]) await fetch(`${s.url}/notices`);
    await sql.query(
      "update notices set title = 'Changed again' where id = (select min(id) from notices)",
    );
    for (const s of [a, b]) await within(5000, shows(s, "Changed again"));
  }, 120_000);
});
