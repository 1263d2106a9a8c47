// GET /metrics on a running server: valid Prometheus text with every family the operations guide
// lists, requests counted by route pattern, and open only to this machine (asking directly, not
// through a proxy) or to whoever holds METRICS_TOKEN; everyone else sees the site's 404 page.
import os from "node:os";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, startServer } from "../support/server";
import { createPgDatabase, dbKinds } from "../support/test-db";

const TOKEN = "0123456789abcdef0123456789abcdef-metrics";

type Sample = { name: string; labels: Record<string, string>; value: number };

// The text format (prometheus.io/docs/instrumenting/exposition_formats): every line is blank, a
// HELP or TYPE comment, or a sample `name{label="value",...} value`.
const NAME = "[a-zA-Z_:][a-zA-Z0-9_:]*";
const LABEL = '[a-zA-Z_][a-zA-Z0-9_]*="(?:[^"\\\\\\n]|\\\\[\\\\"n])*"';
const VALUE = "[-+]?(?:\\d+(?:\\.\\d*)?(?:[eE][-+]?\\d+)?|\\.\\d+|NaN|Inf)";
const SAMPLE = new RegExp(
  `^(${NAME})(?:\\{((?:${LABEL})(?:,${LABEL})*)?,?\\})? (${VALUE})(?: -?\\d+)?$`,
);
const HELP = new RegExp(`^# HELP (${NAME}) .*$`);
const TYPE = new RegExp(`^# TYPE (${NAME}) (counter|gauge|histogram|summary|untyped)$`);

/** Parses exposition text, failing on any line the format does not allow. */
function parseExposition(text: string): { types: Map<string, string>; samples: Sample[] } {
  const types = new Map<string, string>();
  const samples: Sample[] = [];
  for (const line of text.split("\n")) {
    if (line === "" || HELP.test(line)) continue;
    const type = TYPE.exec(line);
    if (type) {
      types.set(type[1], type[2]);
      continue;
    }
    const sample = SAMPLE.exec(line);
    if (!sample) throw new Error(`not exposition format: ${JSON.stringify(line)}`);
    const labels: Record<string, string> = {};
    for (const [, k, v] of (sample[2] ?? "").matchAll(/([a-zA-Z_]\w*)="((?:[^"\\]|\\.)*)"/g))
      labels[k] = v;
    // A sample belongs to a family declared before it (histograms add _bucket, _sum, _count).
    const family = sample[1].replace(/_(bucket|sum|count)$/, "");
    if (!types.has(sample[1]) && types.get(family) !== "histogram")
      throw new Error(`sample of an undeclared family: ${line}`);
    samples.push({ name: sample[1], labels, value: Number(sample[3].replace("Inf", "Infinity")) });
  }
  return { types, samples };
}

const value = (samples: Sample[], name: string, labels: Record<string, string> = {}) =>
  samples
    .filter((s) => s.name === name)
    .find((s) => Object.entries(labels).every(([k, v]) => s.labels[k] === v))?.value;

/** An address of this machine that is not loopback, if it has one. */
const outward = Object.values(os.networkInterfaces())
  .flat()
  .find((i) => i && !i.internal && i.family === "IPv4")?.address;

describe.each(await dbKinds())("GET /metrics on %s", (kind) => {
  let server: RunningServer;
  let database: Awaited<ReturnType<typeof createPgDatabase>> | undefined;
  beforeAll(async () => {
    database = kind === "postgres" ? await createPgDatabase() : undefined;
    server = await startServer({
      timeoutMs: 180_000,
      // All addresses, so that a request can reach it from a non-loopback address too.
      env: { SEED: "0", DATABASE_URL: database?.url, METRICS_TOKEN: TOKEN, HOST: "0.0.0.0" },
    });
  }, 200_000);
  afterAll(async () => {
    await server?.stop();
    await database?.drop();
  });

  const scrape = async (init?: RequestInit, base = server.url) => {
    const res = await fetch(`${base}/metrics`, init);
    return { res, text: await res.text() };
  };

  it("answers this machine with valid exposition text of every family", async () => {
    const { res, text } = await scrape();
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    const { types } = parseExposition(text);
    expect(Object.fromEntries([...types].filter(([n]) => !/^(process|nodejs)_/.test(n)))).toEqual({
      http_requests_total: "counter",
      http_request_duration_seconds: "histogram",
      app_outbox_deliveries_total: "counter",
      app_page_cache_requests_total: "counter",
      app_outbox_backlog: "gauge",
      app_outbox_failed: "gauge",
      app_database_up: "gauge",
      app_db_pool_connections: "gauge",
    });
    expect(types.get("process_resident_memory_bytes")).toBe("gauge");
  });

  it("counts a request by its route's pattern, not its path", async () => {
    const before = parseExposition((await scrape()).text).samples;
    const labels = { method: "GET", route: "/startups/:slug", status: "404" };
    const count = value(before, "http_requests_total", labels) ?? 0;
    expect((await fetch(`${server.url}/startups/no-such-startup-${kind}`)).status).toBe(404);
    const after = parseExposition((await scrape()).text).samples;
    expect(value(after, "http_requests_total", labels)).toBe(count + 1);
    expect(after.some((s) => JSON.stringify(s.labels).includes("no-such-startup"))).toBe(false);
    const latency = { route: "/startups/:slug", le: "+Inf" };
    expect(value(after, "http_request_duration_seconds_bucket", latency)).toBeGreaterThan(0);
  });

  it("reports the outbox and the database pool", async () => {
    const { samples } = parseExposition((await scrape()).text);
    expect(value(samples, "app_outbox_backlog", { state: "queued" })).toBe(0);
    expect(value(samples, "app_outbox_backlog", { state: "retrying" })).toBe(0);
    expect(value(samples, "app_outbox_failed")).toBe(0);
    expect(value(samples, "app_database_up")).toBe(1);
    expect(value(samples, "app_page_cache_requests_total", { result: "hit" })).toBe(0);
    const pool = (state: string) => value(samples, "app_db_pool_connections", { state });
    if (kind === "postgres") {
      expect(pool("max")).toBe(10);
      expect(pool("total")).toBeGreaterThanOrEqual(1);
      expect(pool("idle")).toBeGreaterThanOrEqual(0);
      expect(pool("waiting")).toBe(0);
    } else {
      expect([pool("total"), pool("max"), pool("idle")]).toEqual([1, 1, undefined]);
    }
  });

  it("shows a proxied request, a wrong token or another machine the site's 404 page", async () => {
    for (const headers of <Record<string, string>[]>[
      { "X-Forwarded-For": "203.0.113.7" },
      { "X-Real-IP": "203.0.113.7" },
      { Authorization: `Bearer ${TOKEN}x` },
    ]) {
      const { res, text } = await scrape({ headers });
      expect(res.status, JSON.stringify(headers)).toBe(404);
      expect(text).toContain("Page not found");
      expect(text).not.toContain("http_requests_total");
    }
    if (outward) {
      const { res } = await scrape({}, `http://${outward}:${server.port}`);
      expect(res.status).toBe(404);
    }
  });

  it("answers anyone with the bearer token, through a proxy or from another machine", async () => {
    const auth = { Authorization: `Bearer ${TOKEN}` };
    const proxied = await scrape({ headers: { ...auth, "X-Forwarded-For": "203.0.113.7" } });
    expect(proxied.res.status).toBe(200);
    expect(() => parseExposition(proxied.text)).not.toThrow();
    if (outward) {
      const direct = await scrape({ headers: auth }, `http://${outward}:${server.port}`);
      expect(direct.res.status).toBe(200);
    }
  });

  it("keeps Prometheus's scrapes out of the request log, and logs refused ones", async () => {
    const refused = await scrape({ headers: { "X-Forwarded-For": "203.0.113.7" } });
    const ok = await scrape();
    const logged = (id: string | null) => server.output().includes(`"id":"${id}"`);
    await expect.poll(() => logged(refused.res.headers.get("x-request-id"))).toBe(true);
    expect(logged(ok.res.headers.get("x-request-id"))).toBe(false);
  });
});
