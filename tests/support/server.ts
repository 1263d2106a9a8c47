// Starts the production server (build/ must exist) on a fresh data directory, for browser tests
// and for integration tests that need a real HTTP server (several servers, throttling).
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

export type RunningServer = {
  url: string;
  port: number;
  dataDir: string;
  process: ChildProcess;
  output: () => string;
  stop: () => Promise<void>;
};

export const E2E_ADMIN = {
  email: "admin@example.org",
  password: "correct horse battery staple",
  name: "Asha Admin",
};

export function freshDataDir(label = "server"): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), `sic-${label}-`));
}

/** Spawns `node server/index.ts` and resolves once /healthz answers 200. */
export async function startServer(options: {
  port: number;
  env?: Record<string, string | undefined>;
  dataDir?: string;
  timeoutMs?: number;
}): Promise<RunningServer> {
  const dataDir = options.dataDir ?? freshDataDir();
  const url = `http://localhost:${options.port}`;
  let log = "";
  const child = spawn(process.execPath, ["server/index.ts"], {
    cwd: path.resolve(import.meta.dirname, "../.."),
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(options.port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      PUBLIC_URL: url,
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
  const deadline = Date.now() + (options.timeoutMs ?? 120_000);
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${log}`);
    try {
      const res = await fetch(`${url}/healthz`);
      if (res.ok) break;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  if (Date.now() >= deadline) {
    child.kill("SIGKILL");
    throw new Error(`server did not answer /healthz in time:\n${log}`);
  }
  return {
    url,
    port: options.port,
    dataDir,
    process: child,
    output: () => log,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}
