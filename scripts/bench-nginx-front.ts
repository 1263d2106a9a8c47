// `node scripts/bench-nginx-front.ts`: how fast the shipped nginx configuration (deploy/nginx/
// sic.conf) answers a public page from its micro-cache, next to the same nginx serving the same
// bytes as a static file (issue 27: at least 90%). One production server on a fresh data directory
// behind nginx (one worker), both on CPU 0, wrk on CPU 1, over HTTPS as the configuration listens;
// the static file is a location added to that same server block. The two are loaded in turn,
// A B A B…, and the ratio is taken pair by pair: a shared machine's speed drifts. Needs a build,
// nginx, wrk and taskset; asserts nothing (docs/bench.md).
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import {
  renderSiteConf,
  SITE_CONF,
  selfSignedCertificate,
  startNginx,
} from "../tests/support/nginx.ts";
import { freePort } from "../tests/support/ports.ts";
import { startServer } from "../tests/support/server.ts";
import { findProgram, pinTree } from "./bench/processes.ts";

const run = promisify(execFile);
const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const at = args.indexOf(name);
  return at >= 0 && args[at + 1] ? (args[at + 1] as string) : fallback;
};
const seconds = Number(option("--duration", "10"));
const rounds = Number(option("--rounds", "5"));
const page = option("--path", "/");
const connections = 16;

const need = (name: string) => {
  const found = findProgram(name);
  if (!found) throw new Error(`${name} is not installed`);
  return found;
};
const [nginxBinary, wrk, taskset] = [need("nginx"), need("wrk"), need("taskset")];
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "sic-bench-front-"));
const cleanups: (() => Promise<void> | void)[] = [
  () => fs.rmSync(dir, { recursive: true, force: true }),
];

/** One wrk run: requests per second and p99 in ms (wrk reports microseconds). */
async function load(url: string): Promise<{ perSecond: number; p99Ms: number; non2xx: number }> {
  const script = path.join(dir, "report.lua");
  fs.writeFileSync(
    script,
    `done = function(s, l) io.write(string.format('{"n":%d,"us":%d,"p99":%d,"bad":%d}\\n', s.requests, s.duration, l:percentile(99), s.errors.status)) end`,
  );
  const { stdout } = await run(wrk, [
    "-t1",
    `-c${connections}`,
    `-d${seconds}s`,
    "-H",
    // gzip only: nginx's static file is the app's gzip body, so both send the same bytes.
    "Accept-Encoding: gzip",
    "-s",
    script,
    url,
  ]);
  const line = stdout.split("\n").find((l) => l.startsWith('{"n"'));
  if (!line) throw new Error(`wrk printed no figures:\n${stdout}`);
  const r = JSON.parse(line) as { n: number; us: number; p99: number; bad: number };
  return { perSecond: r.n / (r.us / 1e6), p99Ms: r.p99 / 1000, non2xx: r.bad };
}

async function main() {
  const server = await startServer({ env: { LOG_REQUESTS: "false", TRUST_PROXY: "true" } });
  cleanups.unshift(() => fs.rmSync(server.dataDir, { recursive: true, force: true }));
  cleanups.unshift(() => server.stop());
  const app = await fetch(`${server.url}${page}`, { headers: { "Accept-Encoding": "gzip" } });
  if (app.status !== 200 || app.headers.get("content-encoding") !== "gzip")
    throw new Error(`${page} answered ${app.status} ${app.headers.get("content-encoding")}`);
  // fetch unpacks the body: compressed again as the app's page cache does (gzip at level 9).
  const www = path.join(dir, "www");
  fs.mkdirSync(www);
  const plain = Buffer.from(await app.arrayBuffer());
  fs.writeFileSync(path.join(www, "page"), plain);
  const { gzipSync } = await import("node:zlib");
  fs.writeFileSync(path.join(www, "page.gz"), gzipSync(plain, { level: 9 }));

  const [httpsPort, httpPort] = [await freePort(), await freePort()];
  const { certificate, key } = selfSignedCertificate(dir);
  const logDir = path.join(dir, "log");
  fs.mkdirSync(logDir);
  const rendered = renderSiteConf(fs.readFileSync(SITE_CONF, "utf8"), {
    serverName: "localhost",
    httpPort,
    httpsPort,
    upstreamPorts: [server.port, server.port],
    certificate,
    key,
    cacheDir: path.join(dir, "cache"),
    logDir,
  });
  // Into the HTTPS server block (the last `location /`; the first is the HTTP redirect's).
  const at = rendered.lastIndexOf("  location / {");
  const site = `${rendered.slice(0, at)}  location = /static-copy { root ${www}; default_type text/html; gzip_static on; try_files /page =404; }\n${rendered.slice(at)}`;
  // As Debian's /etc/nginx/nginx.conf sets them around the site's file.
  const proxy = await startNginx(nginxBinary, dir, site, httpsPort, "sendfile on; tcp_nopush on;");
  cleanups.unshift(() => proxy.stop());
  const nginxPid = Number(fs.readFileSync(path.join(dir, "nginx.pid"), "utf8"));
  pinTree(taskset, nginxPid, 0);
  pinTree(taskset, server.process.pid as number, 0);
  pinTree(taskset, process.pid, 1);

  const base = `https://127.0.0.1:${httpsPort}`;
  const cached = `${base}${page}`;
  const file = `${base}/static-copy`;
  // The headers of one gzip request for the cached page, as a browser would ask.
  const ask = () =>
    run("curl", ["-sk", "-o", "/dev/null", "-D", "-", "-H", "Accept-Encoding: gzip", cached]);
  const check = await ask();
  await ask();
  const again = await ask();
  console.log(
    `${page} through nginx: ${/x-cache-status: \w+/i.exec(check.stdout)?.[0]}, then ${/x-cache-status: \w+/i.exec(again.stdout)?.[0]}`,
  );

  const copy = await run("curl", [
    "-sk",
    "-o",
    "/dev/null",
    "-w",
    "%{http_code} %{size_download}",
    "-H",
    "Accept-Encoding: gzip",
    file,
  ]);
  const fromCache = await run("curl", [
    "-sk",
    "-o",
    "/dev/null",
    "-w",
    "%{http_code} %{size_download}",
    "-H",
    "Accept-Encoding: gzip",
    cached,
  ]);
  console.log(`static file: ${copy.stdout} bytes; micro-cache: ${fromCache.stdout} bytes`);
  if (!copy.stdout.startsWith("200")) throw new Error(proxy.log());
  const ratios: number[] = [];
  for (let round = 1; round <= rounds; round++) {
    const a = await load(cached);
    const b = await load(file);
    const ratio = a.perSecond / b.perSecond;
    ratios.push(ratio);
    console.log(
      `round ${round}: micro-cache ${a.perSecond.toFixed(0)} req/s (p99 ${a.p99Ms.toFixed(1)} ms, ${a.non2xx} not 2xx), static file ${b.perSecond.toFixed(0)} req/s (p99 ${b.p99Ms.toFixed(1)} ms, ${b.non2xx} not 2xx): ${(100 * ratio).toFixed(1)}%`,
    );
  }
  const sorted = [...ratios].sort((x, y) => x - y);
  const pct = (r: number) => `${(100 * r).toFixed(1)}%`;
  console.log(
    `micro-cache / static file: median ${pct(sorted[Math.floor(sorted.length / 2)] as number)}, from ${pct(sorted[0] as number)} to ${pct(sorted.at(-1) as number)} over ${rounds} pairs of ${seconds} s, ${connections} connections, gzip, ${page}`,
  );
}

try {
  await main();
} finally {
  for (const cleanup of cleanups) await cleanup();
}
