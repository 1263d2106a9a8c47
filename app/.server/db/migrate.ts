// The committed SQL migrations (drizzle/), applied in order: the same files on PGlite and on
// PostgreSQL, so both always have the same schema.
import path from "node:path";
import { findUp } from "~/.server/files";
import type { Database } from "./database";

/** Finds the committed migrations folder, from the sources or from the built server bundle. */
export function migrationsFolder(): string {
  const journal = findUp(path.join("drizzle", "meta", "_journal.json"));
  return journal ? path.dirname(path.dirname(journal)) : path.resolve("drizzle");
}

/** Applies every migration the database has not seen yet. */
export async function migrateDatabase({ db, kind }: Pick<Database, "db" | "kind">) {
  const config = { migrationsFolder: migrationsFolder() };
  if (kind === "postgres") {
    const { migrate } = await import("drizzle-orm/node-postgres/migrator");
    await migrate(db as never, config);
  } else {
    const { migrate } = await import("drizzle-orm/pglite/migrator");
    await migrate(db as never, config);
  }
}
