// The committed SQL migrations (drizzle/), applied in order: the same files on PGlite and on
// PostgreSQL, so both always have the same schema.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Database } from "./database";

/** Finds the committed migrations folder, from the sources or from the built server bundle. */
export function migrationsFolder(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    const candidate = path.join(dir, "drizzle");
    if (fs.existsSync(path.join(candidate, "meta", "_journal.json"))) return candidate;
    dir = path.dirname(dir);
  }
  return path.resolve("drizzle");
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
