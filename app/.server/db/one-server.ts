// Work that several app servers on one PostgreSQL must not all do at once (the image warm-up,
// migrations): PostgreSQL advisory locks, held on a connection of their own so that the lock
// ends with the work, or with the server if it dies. PGlite has exactly one server.
import type { Pool, PoolClient } from "pg";
import type { Database } from "./database";

/** The advisory lock keys, in one place so that no two jobs share one. */
export const LOCKS = { migrations: 7_460_215, mediaWarmup: 7_460_216 } as const;

/**
 * Lends `use` a connection of its own. While it is out of the pool nobody else listens for its
 * errors: a connection the database cuts (a restart, pg_terminate_backend) emits "error", and an
 * unheard "error" ends the process. So it is heard here, and a lost connection is thrown away.
 */
async function withConnection<T>(
  pool: Pool,
  use: (client: PoolClient, lost: () => boolean) => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  let lost: Error | undefined;
  // Kept after release when the connection was lost: a dying client may speak once more.
  const heard = (error: Error) => {
    if (!lost) console.warn(`Database: a connection in use was closed (${error.message}).`);
    lost ??= error;
  };
  client.on("error", heard);
  try {
    return await use(client, () => lost !== undefined);
  } finally {
    if (!lost) client.off("error", heard);
    client.release(lost);
  }
}

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
  return withConnection(pool, async (client, lost) => {
    const taken = await client.query<{ ok: boolean }>("select pg_try_advisory_lock($1) as ok", [
      lock,
    ]);
    if (!taken.rows[0]?.ok) return undefined;
    try {
      return await work();
    } finally {
      // A lost connection took its lock with it.
      if (!lost()) await client.query("select pg_advisory_unlock($1)", [lock]);
    }
  });
}

/** Runs `work` once every other server that runs it has finished (they take turns). */
export async function oneServerAtATime<T>(
  { pool }: Pick<Database, "pool">,
  lock: number,
  work: (client?: PoolClient) => Promise<T>,
): Promise<T> {
  if (!pool) return work();
  return withConnection(pool, async (client, lost) => {
    await client.query("select pg_advisory_lock($1)", [lock]);
    try {
      return await work(client);
    } finally {
      if (!lost()) await client.query("select pg_advisory_unlock($1)", [lock]);
    }
  });
}
