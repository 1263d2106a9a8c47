// The committed SQL migrations (drizzle/), applied in order: the same files on PGlite and on
// PostgreSQL, so both always have the same schema. Migrations only move forward; drizzle applies
// all pending ones in one transaction, so a failing migration leaves the database as it was.
import path from "node:path";
import { findUp } from "~/.server/files";
import type { Database } from "./database";

/** Finds the committed migrations folder, from the sources or from the built server bundle. */
export function migrationsFolder(): string {
  const journal = findUp(path.join("drizzle", "meta", "_journal.json"));
  return journal ? path.dirname(path.dirname(journal)) : path.resolve("drizzle");
}

/** Any number; the same on every server, so they take turns (pg_advisory_lock). */
const MIGRATION_LOCK = 7_460_215;

/**
 * Applies every migration the database has not seen yet (from `folder`, by default the one this
 * release ships). On PostgreSQL, several servers starting at once after an upgrade take turns on
 * one connection holding an advisory lock: drizzle reads "what is applied" before its
 * transaction, so without the lock two servers would both try the same migration.
 */
export async function migrateDatabase(
  { db, kind, pool }: Pick<Database, "db" | "kind" | "pool">,
  folder = migrationsFolder(),
) {
  const config = { migrationsFolder: folder };
  if (kind === "pglite") {
    const { migrate } = await import("drizzle-orm/pglite/migrator");
    await migrate(db as never, config);
    return;
  }
  const { migrate } = await import("drizzle-orm/node-postgres/migrator");
  if (!pool) {
    await migrate(db as never, config);
    return;
  }
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const client = await pool.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK]);
    try {
      await migrate(drizzle(client) as never, config);
    } finally {
      await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK]);
    }
  } finally {
    client.release();
  }
}
