// The load through wrk (Debian's `wrk`), when it is installed: a C load generator that reads
// answers some ten times faster than autocannon on one CPU. With autocannon the reference (nginx)
// was held to what autocannon could read (1,800 answers/s of the 40 KB home page), which made any
// server look close to nginx; wrk lets the reference run at nginx's own speed (decision 021).
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { ACCEPT_ENCODING, type LoadResult } from "./load.ts";

const run = promisify(execFile);

// wrk's `done` hook prints the figures as one JSON line; latency in microseconds.
const REPORT = `
done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format(
    '{"requests":%d,"us":%d,"bytes":%d,"p50":%d,"p99":%d,"status":%d,"errors":%d}\\n',
    summary.requests, summary.duration, summary.bytes,
    latency:percentile(50), latency:percentile(99),
    e.status, e.connect + e.read + e.write + e.timeout))
end
`;

// Every request a new address (`?miss=<second the run started>-<n>`): none can be answered from a
// cache, not even by a page an earlier run (a warm-up, a round before) left there.
const DISTINCT = `
local run = os.time()
local n = 0
request = function()
  n = n + 1
  return wrk.format(nil, wrk.path .. "?miss=" .. run .. "-" .. n)
end
`;

const scripts = new Map<boolean, string>();
function reportScript(distinct: boolean): string {
  let script = scripts.get(distinct);
  if (!script) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "sic-bench-wrk-"));
    script = path.join(dir, "report.lua");
    fs.writeFileSync(script, (distinct ? DISTINCT : "") + REPORT);
    scripts.set(distinct, script);
    process.once("exit", () => fs.rmSync(dir, { recursive: true, force: true }));
  }
  return script;
}

/** `connections` keep-alive connections on one wrk thread (it runs on this process's CPU). */
export async function runWrk(
  wrk: string,
  url: string,
  seconds: number,
  connections: number,
  headers: Record<string, string> = {},
  distinct = false,
): Promise<LoadResult> {
  const { stdout } = await run(wrk, [
    ...Object.entries(headers).flatMap(([k, v]) => ["-H", `${k}: ${v}`]),
    "-t1",
    `-c${connections}`,
    `-d${seconds}s`,
    "--timeout",
    "10s",
    "-H",
    `Accept-Encoding: ${ACCEPT_ENCODING}`,
    "-s",
    reportScript(distinct),
    url,
  ]);
  const line = stdout.split("\n").find((l) => l.startsWith('{"requests"'));
  if (!line) throw new Error(`wrk printed no figures:\n${stdout}`);
  const r = JSON.parse(line) as Record<string, number>;
  const n = r.requests ?? 0;
  return {
    requests: n,
    perSecond: n / ((r.us ?? 1) / 1e6),
    p50Ms: (r.p50 ?? 0) / 1000,
    p99Ms: (r.p99 ?? 0) / 1000,
    // wrk counts answers with a status of 400 or more; a 3xx would pass unnoticed.
    non2xx: r.status ?? 0,
    errors: r.errors ?? 0,
    bytesPerAnswer: n ? (r.bytes ?? 0) / n : 0,
  };
}
