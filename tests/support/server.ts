// Starts the production server (build/ must exist) on a fresh data directory, for browser tests
// and for integration tests that need a real HTTP server (several servers, throttling).
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "./ports.ts";

export type RunningServer = {
  url: string;
  port: number;
  dataDir: string;
  process: ChildProcess;
  output: () => string;
  /** From starting the process to its first healthy answer (measured every 100 ms). */
  readyAfterMs: number;
  stop: () => Promise<void>;
};

export const E2E_ADMIN = {
  email: "admin@example.org",
  password: "correct horse battery staple",
  name: "Asha Admin",
};

/**
 * The image warm-up's job line (app/.server/media/warmup.ts), parsed, once the server logged the
 * end of a warm-up it ran itself (ok or failed); not the line of a server that left the warm-up
 * to another one on the same database ("elsewhere").
 */
export function imageWarmupEnd(output: string): Record<string, unknown> | undefined {
  for (const line of output.split("\n")) {
    // Whole lines only: the last one may still be arriving.
    if (!line.startsWith("{") || !line.endsWith("}") || !line.includes('"job":"media-warmup"'))
      continue;
    const job = JSON.parse(line) as Record<string, unknown>;
    if (!job.elsewhere) return job;
  }
  return undefined;
}

export function freshDataDir(label = "server"): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), `sic-${label}-`));
}

/**
 * The variables `npm start` sets and the flags it gives node before `server/index.ts` (package.json:
 * glibc's allocator settings and V8's young generation, decision 019), so a test or the benchmark
 * runs the server as a newcomer's `npm start`.
 */
export function npmStart(): { env: Record<string, string>; flags: string[] } {
  const pkg = JSON.parse(
    fs.readFileSync(path.resolve(import.meta.dirname, "../../package.json"), "utf8"),
  ) as { scripts: { start: string } };
  const words = pkg.scripts.start.split(/\s+/);
  const env: Record<string, string> = {};
  for (const word of words) {
    const assignment = /^([A-Z_][A-Z0-9_]*)=(.*)$/.exec(word);
    if (!assignment) break;
    env[assignment[1] as string] = assignment[2] as string;
  }
  const node = words.indexOf("node");
  const script = words.indexOf("server/index.ts");
  if (node < 0 || script < node) throw new Error(`package.json's start script: ${words.join(" ")}`);
  return { env, flags: words.slice(node + 1, script) };
}

/**
 * Spawns `node server/index.ts` on a free port and resolves once /healthz answers 200: the built
 * app (`npm start`), or with `development` the sources through Vite (`npm run dev`).
 */
export async function startServer(options: {
  port?: number;
  development?: boolean;
  env?: Record<string, string | undefined>;
  dataDir?: string;
  timeoutMs?: number;
}): Promise<RunningServer> {
  const dataDir = options.dataDir ?? freshDataDir();
  const port = options.port ?? (await freePort());
  const url = `http://localhost:${port}`;
  let log = "";
  // The production server runs as `npm start` runs it, with its allocator and heap settings.
  const start = options.development ? undefined : npmStart();
  const args = start
    ? [...start.flags, "server/index.ts"]
    : ["--conditions", "development", "server/index.ts"];
  const startEnv = start?.env ?? {};
  const spawned = Date.now();
  const child = spawn(process.execPath, args, {
    cwd: path.resolve(import.meta.dirname, "../.."),
    env: {
      ...process.env,
      ...startEnv,
      NODE_ENV: options.development ? "development" : "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      PUBLIC_URL: url,
      // Variants are made on first request instead: the warm-up would compete for the CPU.
      MEDIA_WARMUP: "false",
      ...options.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (d) => {
    log += d;
  });
  child.stderr?.on("data", (d) => {
    log += d;
  });
  // A server that dies while a test uses it shows up as refused connections: say why it died.
  // Written past the console (a test that kills its server on purpose is not failed for it), and
  // only for a death no test asks for: a crash by signal, or a failure after start-up.
  let stopping = false;
  let started = false;
  child.once("exit", (code, signal) => {
    const asked = signal === "SIGKILL" || signal === "SIGTERM" || code === 0 || code === 143;
    if (!stopping && started && !asked)
      process.stderr.write(`server on ${port} exited (${code ?? signal}):\n${log.slice(-4000)}\n`);
  });
  const deadline = Date.now() + (options.timeoutMs ?? 120_000);
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      // The port went to someone else between the probe and the listen: take another.
      if (options.port === undefined && log.includes("EADDRINUSE")) return startServer(options);
      throw new Error(`server exited (${child.exitCode}):\n${log}`);
    }
    // Healthy only once this child says it listens on the port: another test's server may hold
    // the same port on another address (two probes can be handed one port) and answer for it.
    if (log.includes(`:${port} (public address`)) {
      try {
        const res = await fetch(`${url}/healthz`);
        if (res.ok) break;
      } catch {}
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  if (Date.now() >= deadline) {
    stopping = true;
    child.kill("SIGKILL");
    throw new Error(`server did not answer /healthz in time:\n${log}`);
  }
  started = true;
  return {
    url,
    port,
    dataDir,
    process: child,
    output: () => log,
    readyAfterMs: Date.now() - spawned,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        stopping = true;
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}
