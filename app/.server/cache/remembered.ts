// What visitors' pages read, remembered until content changes (decision 043). Every render of a
// page asked the database the same questions (the home page: 17 queries, most of a render's time
// on the embedded database) although the answers change only when staff change content. The
// answers are kept per database and forgotten when a change is heard (the same signal that empties
// the page cache, from any server), at once after a change made through this server (withAudit),
// and at the end of each 30 s, for what changes by the clock alone (scheduled publishing), as the
// page cache does. Only the app's own database is remembered: a transaction's handle, or a test's,
// is asked every time. Answers are frozen, so a page that changed one would fail, not leak into
// the next.

const TTL_MS = 30_000;

const shared = new WeakSet<object>();
let memos = new WeakMap<object, Map<string, { until: number; value: Promise<unknown> }>>();

/** The running app's database: its public reads may be remembered (startup.ts). */
export function rememberReads(db: object) {
  shared.add(db);
}

/** Forgets every remembered answer: content changed. */
export function forgetReads() {
  memos = new WeakMap();
}

/** `read()`'s answer, asked once until content changes; `key` names the question. */
export function remembered<T>(db: object, key: string, read: () => Promise<T>): Promise<T> {
  if (!shared.has(db)) return read();
  let memo = memos.get(db);
  if (!memo) {
    memo = new Map();
    memos.set(db, memo);
  }
  const now = Date.now();
  const known = memo.get(key);
  if (known && known.until > now) return known.value as Promise<T>;
  const value = read().then(frozen);
  const kept = memo;
  // Every answer of one 30-second window ends with the window, so an answer made from others
  // (the home page from its reads) is never older than they may be.
  kept.set(key, { until: (Math.floor(now / TTL_MS) + 1) * TTL_MS, value });
  // A failed read (the database away) is asked again next time, not remembered.
  value.catch(() => kept.get(key)?.value === value && kept.delete(key));
  return value;
}

/**
 * The one rule for the content reads: only a visitor's view is remembered (staff previews and
 * edits show unpublished changes and are asked every time), and only a question with a name. A
 * caller leaves `key` undefined for a question an address chooses (a later page of photos, a
 * slug), so no address can make the remembered answers grow.
 */
export function rememberedForVisitors<T>(
  db: object,
  view: string,
  key: string | undefined,
  read: () => Promise<T>,
): Promise<T> {
  return view === "public" && key !== undefined ? remembered(db, key, read) : read();
}

/** Plain objects and arrays frozen all the way down (dates and buffers are left as they are). */
function frozen<T>(value: T): T {
  if (value === null || typeof value !== "object" || Object.isFrozen(value)) return value;
  const isPlain = Array.isArray(value) || Object.getPrototypeOf(value) === Object.prototype;
  if (!isPlain) return value;
  for (const v of Object.values(value)) frozen(v);
  return Object.freeze(value);
}
