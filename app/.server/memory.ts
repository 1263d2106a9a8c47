// Giving memory back after a burst of background work. V8 keeps the heap it grew to until a full
// collection, and an idle server rarely makes one: after the image warm-up (some 950 encodings
// and their query results) a fresh site sat at 420–450 MB for minutes, and at 240 MB once
// collected (decision 019). One full collection when such work ends costs some 50 ms, once.
import { Session } from "node:inspector/promises";

/**
 * A full garbage collection, through the inspector protocol: the one way a program can ask for
 * it without starting Node with --expose-gc. No port is opened; the session talks to this
 * process's own V8 and is closed at once.
 */
export async function collectGarbage(): Promise<void> {
  const session = new Session();
  session.connect();
  try {
    await session.post("HeapProfiler.collectGarbage");
  } finally {
    session.disconnect();
  }
}
