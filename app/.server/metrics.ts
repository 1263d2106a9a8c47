// What GET /metrics tells a Prometheus (docs/operations-logs.md lists the families): this
// server's requests by route and status and their latency, its deliveries and page cache, the
// database pool, the outbox as the database holds it, and Node's own process figures. Counters
// belong to this process (several app servers: sum them); the outbox figures are the shared
// database's (several servers report the same number: take the max, not the sum).
import { count, sql } from "drizzle-orm";
import {
  Counter,
  collectDefaultMetrics,
  Gauge,
  Histogram,
  type PrometheusContentType,
  Registry,
} from "prom-client";
import type { Db } from "./db/database";
import { outbox } from "./db/schema/ideas";

// A registry of our own rather than prom-client's global one: in development Vite may load this
// module again after an edit, and a second global registration of a name throws.
const registry = new Registry<PrometheusContentType>();
collectDefaultMetrics({ register: registry });

const requests = new Counter({
  name: "http_requests_total",
  help: "Requests answered, by method, route pattern (not the raw path) and status.",
  labelNames: ["method", "route", "status"] as const,
  registers: [registry],
});

const latency = new Histogram({
  name: "http_request_duration_seconds",
  help: "Time from the request's arrival to its answer's headers, by route pattern.",
  labelNames: ["route"] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});

const deliveries = new Counter({
  name: "app_outbox_deliveries_total",
  help: "Deliveries (e-mails, form service) this server attempted, by outcome.",
  labelNames: ["outcome"] as const,
  registers: [registry],
});

const pageCache = new Counter({
  name: "app_page_cache_requests_total",
  help: "Visitors' page requests looked up in the page cache, by result.",
  labelNames: ["result"] as const,
  registers: [registry],
});

const backlog = new Gauge({
  name: "app_outbox_backlog",
  help: "Deliveries waiting in the outbox: queued (never tried) and retrying (tried, failed, due again).",
  labelNames: ["state"] as const,
  registers: [registry],
});

const failed = new Gauge({
  name: "app_outbox_failed",
  help: "Deliveries given up after every retry; staff see them in the ideas inbox.",
  registers: [registry],
});

const databaseUp = new Gauge({
  name: "app_database_up",
  help: "1 when the database answered this scrape's query, else 0.",
  registers: [registry],
});

const pool = new Gauge({
  name: "app_db_pool_connections",
  help: "Database connections: total open, idle, waiting (queries queued for a free connection), max.",
  labelNames: ["state"] as const,
  registers: [registry],
});

// Both outcomes and both results exist from the start, at 0: a rate() over a series that
// appears only with its first event misses that event.
for (const outcome of ["sent", "failed"]) deliveries.inc({ outcome }, 0);
for (const result of ["hit", "miss"]) pageCache.inc({ result }, 0);

const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

/** Counts one answered request. `route` is a pattern, "static" or "none" (see server/index.ts). */
export function observeRequest(method: string, route: string, status: number, seconds: number) {
  const known = METHODS.has(method) ? method : "other";
  requests.inc({ method: known, route, status: String(status) });
  latency.observe({ route }, seconds);
}

/** Counts one run's deliveries (ideas/worker.ts). */
export function countDeliveries(sent: number, failures: number) {
  if (sent) deliveries.inc({ outcome: "sent" }, sent);
  if (failures) deliveries.inc({ outcome: "failed" }, failures);
}

/** For the page cache (issue 14): one lookup and whether it found the page. */
export function countPageCache(hit: boolean) {
  pageCache.inc({ result: hit ? "hit" : "miss" });
}

/** The pool of a PostgreSQL handle (node-postgres), or nothing for PGlite. */
type PgPool = {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
  options: { max?: number };
};
function poolOf(db: Db): PgPool | undefined {
  const client = (db as unknown as { $client?: Partial<PgPool> }).$client;
  return client && typeof client.totalCount === "number" ? (client as PgPool) : undefined;
}

async function readDatabase(db: Db) {
  const pg = poolOf(db);
  if (pg) {
    pool.set({ state: "total" }, pg.totalCount);
    pool.set({ state: "idle" }, pg.idleCount);
    pool.set({ state: "waiting" }, pg.waitingCount);
    pool.set({ state: "max" }, pg.options.max ?? 10);
  } else {
    // PGlite runs inside this process: one connection, its queries taken in turn. There is no
    // pool to wait on or exhaust, so only the total and max (both 1) are reported.
    pool.set({ state: "total" }, 1);
    pool.set({ state: "max" }, 1);
  }
  try {
    const rows = await db
      .select({ state: outbox.state, retrying: sql<boolean>`${outbox.attempts} > 0`, n: count() })
      .from(outbox)
      .where(sql`${outbox.state} in ('pending', 'failed')`)
      .groupBy(outbox.state, sql`${outbox.attempts} > 0`);
    const total = (pick: (r: (typeof rows)[number]) => boolean) =>
      rows.filter(pick).reduce((sum, r) => sum + Number(r.n), 0);
    backlog.set(
      { state: "queued" },
      total((r) => r.state === "pending" && !r.retrying),
    );
    backlog.set(
      { state: "retrying" },
      total((r) => r.state === "pending" && !!r.retrying),
    );
    failed.set(total((r) => r.state === "failed"));
    databaseUp.set(1);
  } catch {
    // The database is away (/healthz says so too): the backlog's series are left out rather
    // than kept at stale values; app_database_up 0 is what to alert on.
    backlog.reset();
    failed.reset();
    databaseUp.set(0);
  }
}

/** The exposition text of every family, read fresh from the database. */
export async function renderMetrics(db: Db): Promise<{ contentType: string; body: string }> {
  await readDatabase(db);
  // prom-client writes a NaN as "Nan" (the event loop's figures before their first sample);
  // the format says "NaN", and stricter parsers than Prometheus's own refuse the other.
  const body = (await registry.metrics()).replace(/ Nan$/gm, " NaN");
  return { contentType: registry.contentType, body };
}
