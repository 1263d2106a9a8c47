// Image work in a child process (encoder-child.ts), started on the first image and ended once idle
// or after a number of jobs, so the memory libvips and glibc keep after encoding is given back to
// the system with the process instead of staying in the server for good (decision 019).
import { type ChildProcess, fork } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { EncoderJob } from "./encoder-child";

/** A child idle this long exits; the next image starts a new one (some 100 ms). */
const IDLE_MS = 2000;
/** Jobs before a child is retired even when busy (the warm-up): its arenas only grow. */
const JOBS_PER_CHILD = 200;

/**
 * The child's source: beside this file in development and tests; under `npm start` this code runs
 * from a chunk of the bundle (build/server/…), and the source is found in the project above it.
 */
function childPath(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const beside = path.join(here, "encoder-child.ts");
  if (existsSync(beside)) return beside;
  for (let dir = here; dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const file = path.join(dir, "app/.server/media/encoder-child.ts");
    if (existsSync(file)) return file;
  }
  throw new Error(`image encoder not found (encoder-child.ts, looked from ${here} up)`);
}

type Pending = { resolve: (value: unknown) => void; reject: (error: Error) => void };
type Child = { process: ChildProcess; pending: Map<number, Pending>; jobs: number };

let current: Child | undefined;
let nextId = 1;
let idleTimer: NodeJS.Timeout | undefined;
let started = 0;

/** An image the encoder refused (unreadable, damaged): the message is libvips' own. */
export class EncoderRefusal extends Error {}

function startChild(): Child {
  const child: Child = {
    // No inherited flags (a test runner's loaders, --inspect): a plain Node on its source file.
    process: fork(childPath(), [], { execArgv: [], serialization: "advanced", stdio: "inherit" }),
    pending: new Map(),
    jobs: 0,
  };
  started += 1;
  child.process.on(
    "message",
    (message: { id: number; ok: boolean; value?: unknown; error?: string }) => {
      const waiting = child.pending.get(message.id);
      if (!waiting) return;
      child.pending.delete(message.id);
      if (message.ok) waiting.resolve(message.value);
      else waiting.reject(new EncoderRefusal(message.error));
      settle(child);
    },
  );
  child.process.on("exit", (code, signal) => {
    if (current === child) current = undefined;
    // Whatever it was doing is lost: those jobs fail, the next job starts a new child.
    for (const waiting of child.pending.values())
      waiting.reject(new Error(`the image encoder stopped (${signal ?? `exit code ${code}`})`));
    child.pending.clear();
  });
  // A failed start (no Node, no file) reaches "exit" too; the error itself says why.
  child.process.on("error", () => {});
  return child;
}

/** Ends a child with nothing left to do: idle for IDLE_MS, or retired after JOBS_PER_CHILD. */
function settle(child: Child) {
  if (child.pending.size > 0) return;
  if (child !== current) {
    child.process.disconnect();
    return;
  }
  clearTimeout(idleTimer);
  idleTimer = setTimeout(() => {
    if (current === child && child.pending.size === 0) {
      current = undefined;
      child.process.disconnect();
    }
  }, IDLE_MS);
  idleTimer.unref();
}

/** Runs one job in the child; rejects with EncoderRefusal for a bad image, Error if it died. */
export function encode<T>(job: EncoderJob, transfer: "buffer" | "value" = "value"): Promise<T> {
  clearTimeout(idleTimer);
  if (current && current.jobs >= JOBS_PER_CHILD) {
    const old = current;
    current = undefined;
    // It ends once its last jobs are answered (settle).
    settle(old);
  }
  // A child that died a moment ago may not have reported its exit yet.
  if (current && !current.process.connected) current = undefined;
  current ??= startChild();
  const child = current;
  child.jobs += 1;
  const id = nextId++;
  return new Promise<unknown>((resolve, reject) => {
    child.pending.set(id, { resolve, reject });
    child.process.send({ id, job }, (error) => {
      if (error && child.pending.delete(id)) reject(error);
    });
  }).then((value) => (transfer === "buffer" ? toBuffer(value) : value) as T);
}

/** Structured cloning turns a Buffer into a plain Uint8Array; this views it as a Buffer again. */
export function toBuffer(value: unknown): Buffer {
  const bytes = value as Uint8Array;
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** For tests: whether a child runs now, and how many were started. */
export function encoderState() {
  return { running: current !== undefined, pid: current?.process.pid, started };
}

/** Stops the child at once (server shutdown); jobs still running fail. */
export function stopEncoder() {
  clearTimeout(idleTimer);
  current?.process.kill();
  current = undefined;
}
