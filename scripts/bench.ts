// `npm run bench`: builds, starts the production server on a fresh data directory, waits for the
// start-up and the image warm-up, then loads five public paths with wrk or autocannon (16
// connections, loopback) and prints one table: requests/s, p50/p99 latency and failures per path, nginx
// serving the same bytes on the same CPU when it is installed, and the memory of the server's
// process tree. nginx is tuned as a deployment would be (sendfile, tcp_nopush, no access log,
// keep-alive, one worker pinned like the app). A benchmark, not a test: it asserts nothing about speed (docs/bench.md).
import { execSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { HttpSession } from "../tests/support/http-session.ts";
import { imageWarmupEnd, startServer } from "../tests/support/server.ts";
import { allocatorOfTheUnit } from "./bench/allocator.ts";
import {
  fetchRaw,
  type LoadResult,
  type RawResponse,
  runAutocannon,
  warmUp,
} from "./bench/load.ts";
import { type StaticNginx, serveWithNginx } from "./bench/nginx.ts";
import { parseOptions } from "./bench/options.ts";
import { freshPostgresDatabase } from "./bench/postgres.ts";
import {
  findProgram,
  type Memory,
  pinTree,
  processTree,
  sampleMemory,
  treeMemory,
} from "./bench/processes.ts";
import { markdownTable, type PathFigures, type Report } from "./bench/report.ts";
import { runWrk } from "./bench/wrk.ts";

const options = parseOptions(process.argv.slice(2));
const root = path.resolve(import.meta.dirname, "..");
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
// The server on one CPU, the load generator on another (issue 14: "server on one core").
const SERVER_CPU = 0;
const LOAD_CPU = 1;
const WARMUP_LIMIT_MS = 20 * 60_000;
// The server starts as the README's plain `npm start` starts it, with the glibc allocator settings
// of package.json's start script (startServer reads them): what a newcomer, a Docker host or a
// campus server started by hand gets (issue 27). `--unit` starts it
// as deploy/systemd/sic@.service does: with its allocator lines, jemalloc preloaded when the
// library is installed (decision 019).
const allocator: Record<string, string> = options.unit ? allocatorOfTheUnit(root) : {};

if (options.build) execSync("npm run build", { cwd: root, stdio: "inherit" });

// Counted before the pinning, which leaves this process one CPU.
const cpus = os.availableParallelism();
const taskset = cpus >= 2 ? findProgram("taskset") : undefined;
const nginxBinary = findProgram("nginx");
// wrk when installed: autocannon cannot read answers as fast as nginx sends them (decision 021).
const wrkBinary = findProgram("wrk");
const runLoad = (url: string, seconds: number, headers: Record<string, string> = {}) =>
  wrkBinary
    ? runWrk(wrkBinary, url, seconds, 16, headers)
    : runAutocannon(url, seconds, 16, headers);
const ADMIN = {
  email: "bench-admin@example.org",
  password: "a benchmark passphrase of some length",
};
/** Seconds of misses before the miss row is measured. */
const MISS_WARM_UP_S = 3;

/** Issue 27: a page rendered for each request (a miss, or signed-in staff), on one core. */
const RENDER_BUDGET = "≥ 50 req/s on PGlite, ≥ 80 on PostgreSQL (issue 27)";
const setup: string[] = [];
const notes: string[] = [];
const cleanups: (() => Promise<void> | void)[] = [];
const started = Date.now();

type Server = Awaited<ReturnType<typeof startServer>>;

async function main(): Promise<Report> {
  const database = options.postgres ? await freshPostgresDatabase(options.postgres) : undefined;
  if (database) cleanups.push(() => database.drop());
  setup.push(
    database
      ? `PostgreSQL on ${database.host}, fresh database (its own processes are not in the memory figures)`
      : "PGlite, fresh DATA_DIR",
  );
  // Several servers only on PostgreSQL (options.ts): the first migrates and loads the sample
  // content, the others start on that database; one of them makes the images (a lock).
  const servers: Server[] = [];
  for (let n = 0; n < options.servers; n++) {
    const running = await startServer({
      timeoutMs: 300_000,
      env: {
        LOG_REQUESTS: "false",
        MEDIA_WARMUP: options.quick ? "false" : "true",
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        DATABASE_URL: database?.url,
        ...allocator,
        ...options.serverEnv,
      },
    });
    servers.push(running);
    cleanups.unshift(() => fs.rmSync(running.dataDir, { recursive: true, force: true }));
    cleanups.unshift(() => running.stop());
  }
  if (servers.length > 1) setup.push(`${servers.length} app servers on that database`);
  const server = servers[0] as Server;
  const pidOf = (s: Server) => s.process.pid as number;
  // With several servers, the largest of them (each has its own budget).
  const serversMemory = async () =>
    largest(await Promise.all(servers.map((s) => treeMemory(pidOf(s)))));
  const base = `http://127.0.0.1:${server.port}`;
  // What a newcomer waits for after `npm start` on a new data directory: start-up (the build's
  // PGlite template and sample pictures, scripts/build-start.ts), then the first render of `/`.
  const firstRender = Date.now();
  const firstPage = await fetchRaw(`${base}/`);
  setup.push(
    `first start on a fresh ${database ? "database" : "DATA_DIR"}: healthy after ${(server.readyAfterMs / 1000).toFixed(1)} s, first page (${firstPage.status}) after ${((server.readyAfterMs + Date.now() - firstRender) / 1000).toFixed(1)} s`,
  );

  setup.push(await waitForWarmup(servers));
  // The image encoder's child exits 2 s after its last job (decision 019): the figure is the
  // server's once it has, not the encoder's last breath (at most 10 s).
  for (
    let waited = 0;
    waited < 10_000 && servers.some((s) => processTree(pidOf(s)).length > 1);
    waited += 250
  )
    await sleep(250);
  await sleep(1000);
  const afterStart = await serversMemory();

  const paths = ["/", "/professor", "/gallery", await firstStartupPath(base), "/notices.txt"];
  const pages = new Map<string, RawResponse>();
  for (const p of paths) {
    const page = await fetchRaw(base + p);
    if (page.status !== 200) notes.push(`${p} answered ${page.status}`);
    pages.set(p, page);
  }
  const nginx = await startReference(pages);
  // Signed-in staff are never answered from the page cache: every request is a render.
  const staff = new HttpSession(base);
  await staff.login(ADMIN.email, ADMIN.password);
  const staffHeaders = { cookie: staff.cookieHeader() };

  if (taskset) {
    for (const s of servers) pinTree(taskset, pidOf(s), SERVER_CPU);
    if (nginx) pinTree(taskset, nginx.pid, SERVER_CPU);
    pinTree(taskset, process.pid, LOAD_CPU);
    setup.push(
      `server${nginx ? " and nginx (1 worker)" : ""} on CPU ${SERVER_CPU}, load on CPU ${LOAD_CPU}`,
    );
  } else
    setup.push("not pinned to CPUs (taskset not found or one CPU): server and load share them");
  const warmRequests = options.quick ? 20 : 200;
  setup.push(
    `16 connections, keep-alive, Accept-Encoding: gzip, br; ${options.seconds} s per path after ${warmRequests} warm-up requests (the misses after ${options.quick ? 1 : MISS_WARM_UP_S} s of misses)`,
  );
  setup.push(`${cpus} CPUs, load average ${os.loadavg()[0].toFixed(2)} before the load`);

  // nginx first, while the app is idle: it shares the app's CPU.
  const reference = new Map<string, LoadResult>();
  for (const p of nginx ? paths : []) {
    const url = `${nginx?.url}${p}`;
    await warmUp(url, warmRequests);
    reference.set(p, await runLoad(url, options.seconds));
  }
  /** One load, with the memory of the server's process tree sampled while it runs. */
  const sampled = async (s: Server, load: () => Promise<LoadResult>) => {
    const sampler = sampleMemory(pidOf(s));
    const app = await load();
    // The server still finishes the requests the load left in flight.
    await sleep(1000);
    return { app, peak: sampler.stop() };
  };
  if (!wrkBinary) notes.push("no miss row: it needs wrk (each request another address)");
  const rounds: PathFigures[][] = [];
  const afterRounds: (Memory | undefined)[] = [];
  for (let round = 0; round < options.rounds; round++) {
    const figures: PathFigures[] = [];
    for (const [n, s] of servers.entries()) {
      const label = servers.length > 1 ? ` (server ${n + 1})` : "";
      const url = `http://127.0.0.1:${s.port}`;
      for (const p of paths) {
        const { app, peak } = await sampled(s, async () => {
          await warmUp(url + p, warmRequests);
          return runLoad(url + p, options.seconds);
        });
        figures.push({ path: p, app, peak, nginx: reference.get(p), label });
      }
    }
    // A visitor's page the cache does not hold (every request another address): the miss.
    const wrk = wrkBinary;
    if (wrk)
      figures.push({
        path: "/?miss=…",
        ...(await sampled(server, async () => {
          // Warmed like every other row (the render's code compiled by V8's optimising tiers):
          // without it, round 1 measured 32–39 misses a second and round 2, the same load, 48–51.
          await runWrk(wrk, `${base}/`, options.quick ? 1 : MISS_WARM_UP_S, 16, {}, true);
          return runWrk(wrk, `${base}/`, options.seconds, 16, {}, true);
        })),
        label: " a visitor's page not in the cache (rendered for each request)",
        budget: RENDER_BUDGET,
      });
    figures.push({
      path: "/",
      ...(await sampled(server, async () => {
        await warmUp(`${base}/`, options.quick ? 5 : 20, staffHeaders);
        return runLoad(`${base}/`, options.seconds, staffHeaders);
      })),
      label: " signed in (rendered for each request)",
      budget: RENDER_BUDGET,
    });
    rounds.push(figures);
    await sleep(1000);
    afterRounds.push(await serversMemory());
  }
  const peak = largest(rounds.flat().map((f) => f.peak));
  setup.push(versions());
  const preload = options.serverEnv.LD_PRELOAD ?? allocator.LD_PRELOAD;
  setup.push(
    preload
      ? `the server with jemalloc as the systemd unit starts it (${Object.entries(allocator)
          .map(([k, v]) => `${k}=${v}`)
          .join(" ")})`
      : options.unit
        ? `the server as the systemd unit starts it, without jemalloc (${allocator.LD_PRELOAD ? "--env LD_PRELOAD=" : "libjemalloc2 is not installed"})`
        : "the server as a plain `npm start` starts it (glibc's allocator settings of its script; --unit: as the systemd unit)",
  );
  const extra = Object.entries(options.serverEnv).map(([k, v]) => `${k}=${v}`);
  if (extra.length) setup.push(`server environment: ${extra.join(" ")}`);
  setup.push(`${((Date.now() - started) / 1000).toFixed(0)} s in all`);
  return {
    date: new Date().toISOString(),
    setup,
    memory: { afterStart, peak, afterRounds },
    rounds,
    notes,
  };
}

/** The largest of some memory figures (each server has its own budget). */
function largest(figures: (Memory | undefined)[]): Memory | undefined {
  const known = figures.filter((m): m is Memory => m !== undefined);
  if (!known.length) return undefined;
  return {
    rssMb: Math.max(...known.map((m) => m.rssMb)),
    pssMb: Math.max(...known.map((m) => m.pssMb)),
  };
}

/**
 * Resolves once the server that makes the images (of several, the one that took the lock; the
 * others log that it runs elsewhere) logged the end of its warm-up; says how it went.
 */
async function waitForWarmup(servers: Server[]): Promise<string> {
  if (options.quick) return "image warm-up off (--quick)";
  const deadline = Date.now() + WARMUP_LIMIT_MS;
  for (;;) {
    for (const server of servers) {
      const job = imageWarmupEnd(server.output());
      if (job)
        return `after the image warm-up (${job.outcome}, ${job.made ?? "?"} variants in ${Math.round(Number(job.ms) / 1000)} s)`;
      if (server.process.exitCode !== null)
        throw new Error(`A server stopped:\n${server.output()}`);
    }
    if (Date.now() > deadline) {
      notes.push("the image warm-up did not finish in 20 minutes: measured while it runs");
      return "image warm-up still running";
    }
    await sleep(500);
  }
}

/** The first startup the directory lists: a startup page of real content. */
async function firstStartupPath(base: string): Promise<string> {
  const page = await fetchRaw(`${base}/startups`);
  const html = decode(page).toString("utf8");
  const slug = /href="\/startups\/([a-z0-9-]+)"/.exec(html)?.[1];
  if (!slug) throw new Error("/startups lists no startup: is the sample content loaded?");
  return `/startups/${slug}`;
}

function decode(page: RawResponse): Buffer {
  if (page.encoding === "gzip") return zlib.gunzipSync(page.body);
  if (page.encoding === "br") return zlib.brotliDecompressSync(page.body);
  return page.body;
}

async function startReference(pages: Map<string, RawResponse>): Promise<StaticNginx | undefined> {
  if (!nginxBinary) {
    notes.push("nginx is not on the PATH: no reference measured (apt-get install nginx)");
    return undefined;
  }
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), "sic-bench-nginx-"));
  cleanups.unshift(() => fs.rmSync(prefix, { recursive: true, force: true }));
  const nginx = await serveWithNginx(nginxBinary, prefix, pages);
  cleanups.unshift(() => nginx.stop());
  notes.push(...nginx.notes);
  return nginx;
}

function versions(): string {
  // nginx -v writes its version on standard error.
  const nginx = nginxBinary
    ? (/nginx\/[\d.]+/.exec(spawnSync(nginxBinary, ["-v"], { encoding: "utf8" }).stderr)?.[0] ??
      "nginx")
    : undefined;
  const autocannon = JSON.parse(
    fs.readFileSync(path.join(root, "node_modules/autocannon/package.json"), "utf8"),
  ).version;
  // wrk -v prints its version and exits 1.
  const wrk = wrkBinary
    ? `load by ${/wrk \S+/.exec(spawnSync(wrkBinary, ["-v"], { encoding: "utf8" }).stdout)?.[0] ?? "wrk"} (warm-up by autocannon ${autocannon})`
    : `load by autocannon ${autocannon} (wrk not installed: nginx's figures are bounded by it)`;
  return [`Node ${process.version}`, wrk, nginx].filter(Boolean).join(", ");
}

let report: Report | undefined;
try {
  report = await main();
} finally {
  for (const cleanup of cleanups) await cleanup();
}
console.log(`\n${markdownTable(report)}\n`);
if (options.json) {
  fs.writeFileSync(options.json, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`Every figure as JSON: ${options.json}`);
}
