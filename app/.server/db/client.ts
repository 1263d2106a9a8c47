import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { PGlite } from "@electric-sql/pglite";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type { Pool } from "pg";
import { getConfig } from "../config.ts";
import { acquireDataDirLock, type DataDirLock } from "./lock.ts";
import { prepareDb } from "./prepare.ts";
import * as schema from "./schema/index.ts";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export { schema };

type Handle = { db: Db; kind: "pglite" | "postgres"; close: () => Promise<void> };

let opening: Promise<Handle> | undefined;

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

async function openPostgres(url: string): Promise<Handle> {
  const { Pool } = await import("pg");
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const { migrate } = await import("drizzle-orm/node-postgres/migrator");
  const pool: Pool = new Pool({ connectionString: url, max: 10 });
  const db = drizzle(pool, { schema });
  await migrate(db, { migrationsFolder: migrationsFolder() });
  return { db: db as unknown as Db, kind: "postgres", close: () => pool.end() };
}

async function openPglite(dataDir: string): Promise<Handle> {
  // PGlite has no cross-process lock: one process owns the directory, others must not open it.
  const lock: DataDirLock = acquireDataDirLock(dataDir);
  try {
    const { PGlite } = await import("@electric-sql/pglite");
    const { drizzle } = await import("drizzle-orm/pglite");
    const { migrate } = await import("drizzle-orm/pglite/migrator");
    const dir = path.join(dataDir, "pglite");
    fs.mkdirSync(dir, { recursive: true });
    const client: PGlite = await PGlite.create(dir);
    const db = drizzle(client, { schema });
    await migrate(db, { migrationsFolder: migrationsFolder() });
    return {
      db: db as unknown as Db,
      kind: "pglite",
      close: async () => {
        await client.close();
        lock.release();
      },
    };
  } catch (error) {
    lock.release();
    throw error;
  }
}

/** Opens the database on first use (never at import time) and applies pending migrations. */
export function openDb(): Promise<Handle> {
  if (!opening) {
    const config = getConfig();
    opening = (
      config.DATABASE_URL ? openPostgres(config.DATABASE_URL) : openPglite(config.dataDir)
    ).then(async (handle) => {
      await prepareDb(handle.db);
      return handle;
    });
    opening.catch(() => {
      opening = undefined;
    });
  }
  return opening;
}

export async function getDb(): Promise<Db> {
  return (await openDb()).db;
}

export async function closeDb(): Promise<void> {
  const current = opening;
  opening = undefined;
  if (current) await (await current).close();
}

/** For tests: use an already-open database (e.g. a cloned PGlite) as the process's database. */
export function useDb(db: Db, kind: Handle["kind"] = "pglite", close = async () => {}) {
  opening = Promise.resolve({ db, kind, close });
}
