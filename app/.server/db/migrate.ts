// The committed SQL migrations (drizzle/), applied in order: the same files on PGlite and on
// PostgreSQL, so both always have the same schema. Migrations only move forward; drizzle applies
// all pending ones in one transaction, so a failing migration leaves the database as it was.
import path from "node:path";
import { findUp } from "~/.server/files";
import type { Database } from "./database";
import { LOCKS, oneServerAtATime } from "./one-server";

/** Finds the committed migrations folder, from the sources or from the built server bundle. */
export function migrationsFolder(): string {
  const journal = findUp(path.join("drizzle", "meta", "_journal.json"));
  return journal ? path.dirname(path.dirname(journal)) : path.resolve("drizzle");
}

/**
 * Applies every migration the database has not seen yet (from `folder`, by default the one this
 * release ships). On PostgreSQL, several servers starting at once after an upgrade take turns on
 * one connection holding an advisory lock: drizzle reads "what is applied" before its
 * transaction, so without the lock two servers would both try the same migration.
 */
export async function migrateDatabase(
  database: Pick<Database, "db" | "kind" | "pool">,
  folder = migrationsFolder(),
) {
  const config = { migrationsFolder: folder };
  if (database.kind === "pglite") {
    const { migrate } = await import("drizzle-orm/pglite/migrator");
    await migrate(database.db as never, config);
    return;
  }
  const { migrate } = await import("drizzle-orm/node-postgres/migrator");
  const { drizzle } = await import("drizzle-orm/node-postgres");
  await oneServerAtATime(database, LOCKS.migrations, (client) =>
    migrate((client ? drizzle(client) : database.db) as never, config),
  );
}
