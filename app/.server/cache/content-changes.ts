// Hearing that content a page shows has changed, on any server of this database (migration 0009:
// a trigger on every table public pages read notifies "content_changed" on commit and advances
// the "content_version" sequence). The notification is the fast path; a poll of the sequence once
// a second catches one missed while a connection was being replaced.
import { sql } from "drizzle-orm";
import type { Database } from "~/.server/db/database";
import { logJob } from "~/.server/log";

const CHANNEL = "content_changed";
const POLL_MS = 1000;

type Listener = () => void;

/** Listens on a connection of its own; a lost connection is replaced after a second. */
async function listenOnPostgres(database: Database, changed: Listener, stopped: () => boolean) {
  const pool = database.pool;
  if (!pool) return;
  let retry: NodeJS.Timeout | undefined;
  let reconnecting = false;
  const connect = async () => {
    if (stopped()) return;
    try {
      const client = await pool.connect();
      let gone = false;
      const lost = (error?: Error) => {
        if (gone) return;
        gone = true;
        client.removeAllListeners("notification");
        client.release(error ?? true);
        reconnecting = true;
        if (!stopped()) retry = setTimeout(connect, POLL_MS);
      };
      client.on("notification", changed);
      // "on", not "once": a cut connection may emit "error" more than once, and an unheard
      // "error" would end the process.
      client.on("error", lost);
      client.once("end", () => lost());
      await client.query(`LISTEN ${CHANNEL}`);
      // What changed while no one listened is caught up with now that someone does again.
      if (reconnecting) changed();
      // Stopping ends the connection, which emits "end": the client is gone by then, so lost()
      // must not release it a second time (pg throws, uncaught, at shut-down).
      stopListening = async () => {
        if (gone) return;
        gone = true;
        client.removeAllListeners("notification");
        client.release(true);
      };
    } catch (error) {
      logJob("content-changes", "warning", {}, error);
      retry = setTimeout(connect, POLL_MS);
    }
  };
  let stopListening = async () => {};
  await connect();
  return async () => {
    clearTimeout(retry);
    await stopListening();
  };
}

/**
 * Calls `changed` whenever something public pages show may have changed. Returns how to stop.
 * Only changes that are committed are heard: a page rendered afterwards shows them.
 */
export async function watchContentChanges(
  database: Database,
  changed: Listener,
): Promise<() => Promise<void>> {
  let stopped = false;
  // A notification is heard on commit; the poll only stands in for one that was not heard.
  let heard = false;
  const notified = () => {
    heard = true;
    changed();
  };
  const unlisten =
    database.kind === "pglite"
      ? await database.pglite?.listen(CHANNEL, notified)
      : await listenOnPostgres(database, notified, () => stopped);

  // The safety net, for a notification lost while a connection was replaced: the sequence moves
  // when a change is made (before its commit), so a move the notifications did not cover is
  // signalled now and once more on the next tick, after it has surely committed. A change that
  // was heard is not signalled again: each signal empties every page cache, and the visitors of
  // the next seconds would all wait for renders (issue 27's "keeps only pages" flake).
  const read = async () =>
    (
      (await database.db.execute(
        sql`select last_value::text as version from content_version`,
      )) as unknown as { rows: { version: string }[] }
    ).rows[0]?.version;
  // The starting point is taken now: a change between start-up and the first tick counts.
  let last = await read();
  let again = false;
  const poll = setInterval(async () => {
    try {
      const version = await read();
      const moved = version !== last;
      const unheard = !heard;
      heard = false;
      last = version;
      if (unheard && (moved || again)) changed();
      again = unheard && moved;
    } catch {
      // The database is away; /healthz says so, and the next tick tries again.
    }
  }, POLL_MS);
  poll.unref();
  return async () => {
    stopped = true;
    clearInterval(poll);
    await unlisten?.();
  };
}
