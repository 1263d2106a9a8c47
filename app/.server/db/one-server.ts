// Work that several app servers on one PostgreSQL must not all do at once (the image warm-up,
// migrations): PostgreSQL advisory locks, held on a connection of their own so that the lock
// ends with the work, or with the server if it dies. PGlite has exactly one server.
import type { PoolClient } from "pg";
import type { Database } from "./database";

/** The advisory lock keys, in one place so that no two jobs share one. */
export const LOCKS = { migrations: 7_460_215, mediaWarmup: 7_460_216 } as const;

/**
 * Runs `work` unless another server is running it right now; then resolves undefined at once
 * (that server does it; this one goes on without waiting).
 */
export async function unlessAnotherServer<T>(
  { pool }: Pick<Database, "pool">,
  lock: number,
  work: () => Promise<T>,
): Promise<T | undefined> {
  if (!pool) return work();
  const client = await pool.connect();
  try {
    const taken = await client.query<{ ok: boolean }>("select pg_try_advisory_lock($1) as ok", [
      lock,
    ]);
    if (!taken.rows[0]?.ok) return undefined;
    try {
      return await work();
    } finally {
      await client.query("select pg_advisory_unlock($1)", [lock]);
    }
  } finally {
    client.release();
  }
}

/** Runs `work` once every other server that runs it has finished (they take turns). */
export async function oneServerAtATime<T>(
  { pool }: Pick<Database, "pool">,
  lock: number,
  work: (client?: PoolClient) => Promise<T>,
): Promise<T> {
  if (!pool) return work();
  const client = await pool.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [lock]);
    try {
      return await work(client);
    } finally {
      await client.query("select pg_advisory_unlock($1)", [lock]);
    }
  } finally {
    client.release();
  }
}
