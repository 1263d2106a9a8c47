// Giving memory back after a burst of work. V8 keeps the heap it grew to until a full collection,
// and an idle server rarely makes one: after the image warm-up (some 950 encodings and their query
// results) a fresh site sat at 420–450 MB for minutes, and at 240 MB once collected (decision 019).
// One full collection when such work ends costs some 50 ms, once.
//
// What the collection frees, glibc's allocator keeps inside its main heap: it gives back only the
// free space at the heap's top, and short-lived buffers are freed between longer-lived ones. After
// ten seconds of misses and a full collection the heap held 100 MB of which 71 were free;
// `malloc_trim` gave 55 MB back in 4–16 ms (decision 046). Node has no call for it; koffi calls
// the C library's own.

import { Session } from "node:inspector/promises";
import { createRequire } from "node:module";

/**
 * A full garbage collection, through the inspector protocol: the one way a program can ask for
 * it without starting Node with --expose-gc. No port is opened; the session talks to this
 * process's own V8 and is closed at once. What it frees goes back to the system (trimHeap).
 */
export async function collectGarbage(): Promise<void> {
  const session = new Session();
  session.connect();
  try {
    await session.post("HeapProfiler.collectGarbage");
  } finally {
    session.disconnect();
  }
  trimHeap();
}

let mallocTrim: ((pad: number) => number) | null | undefined;

/**
 * Gives the free pages inside glibc's heap back to the system (`malloc_trim(0)`). Nothing where
 * there is no glibc (macOS, Alpine's musl, Windows): those allocators return memory themselves.
 * Says whether it could.
 */
export function trimHeap(): boolean {
  if (mallocTrim === undefined) mallocTrim = loadMallocTrim();
  mallocTrim?.(0);
  return mallocTrim !== null;
}

function loadMallocTrim(): ((pad: number) => number) | null {
  // The report names glibc's version only when the process runs on glibc.
  if (process.platform !== "linux") return null;
  const report = process.report.getReport() as { header?: { glibcVersionRuntime?: string } };
  if (!report.header?.glibcVersionRuntime) return null;
  try {
    const koffi = createRequire(import.meta.url)("koffi") as typeof import("koffi");
    return koffi.load("libc.so.6").func("int malloc_trim(size_t pad)") as (pad: number) => number;
  } catch {
    return null; // no prebuilt koffi for this machine: the heap is simply not trimmed
  }
}
