// Opening and closing the database, and nothing else: PGlite in DATA_DIR (one process owns the
// directory) or PostgreSQL through a pg pool. What runs once it is open (migrations, sample
// content, the first admin) belongs to start-up (startup.ts).
import fs from "node:fs";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type { Pool } from "pg";
import { findUp } from "~/.server/files";
import { acquireDataDirLock } from "./lock";
import { makePrivate } from "./private-dir";
import * as schema from "./schema/index";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export { schema };

export type DatabaseKind = "pglite" | "postgres";

/**
 * An open database: the Drizzle handle every domain module takes, and how to close it. On
 * PostgreSQL also the pool, for the few jobs that need one connection of their own (migrations
 * hold a lock on theirs, the page cache listens on its own).
 */
export type Database = {
  db: Db;
  kind: DatabaseKind;
  close: () => Promise<void>;
  pool?: Pool;
  /** The embedded database's client, for what drizzle does not offer (LISTEN). */
  pglite?: PGlite;
};

export type DatabaseSettings = {
  databaseUrl?: string;
  dataDir: string;
  /** Which of the build's PGlite templates a new data directory starts from (default: empty). */
  template?: PgliteTemplate;
  /** Where the templates are (default: this server's build, when it has them). */
  templates?: string;
};

async function openPostgres(url: string): Promise<Database> {
  const { Pool } = await import("pg");
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const pool: Pool = new Pool({ connectionString: url, max: 10 });
  // PostgreSQL ends idle connections on a restart, a failover or a proxy's recycle. pg then emits
  // "error" on the pool; unheard, that event would end the process. The pool replaces the client
  // by itself, and a query meanwhile fails on its own (and /healthz says so).
  pool.on("error", (error) => {
    console.warn(`Database: an idle connection was closed (${error.message}); reconnecting.`);
  });
  const db = drizzle(pool, { schema });
  return { db: db as unknown as Db, kind: "postgres", close: () => pool.end(), pool };
}

/**
 * PostgreSQL's defaults suit a database server with a machine of its own. PGlite runs inside the
 * web server's process, and every page of WebAssembly memory it touches stays with the process
 * for good (that memory never shrinks): 128 MB of shared buffers fill as the images stored in the
 * database are read, and stay. The operating system caches the data files anyway, so small
 * buffers cost little speed (decision 019 has the figures).
 */
export const PGLITE_SETTINGS = {
  shared_buffers: "16MB",
  temp_buffers: "2MB",
  work_mem: "2MB",
  maintenance_work_mem: "16MB",
};

const BYTEA = 17; // PostgreSQL's type oid (PGlite's `types.BYTEA`, not imported: PGlite loads lazily)

/**
 * Bytes in and out of PGlite as Node's own hex codec writes and reads them. PGlite's default
 * bytea codec builds an array of one string per byte: a 48 KB picture took 10 ms to store and 9 ms
 * to read back, against 2.7 and 1 ms this way (and the garbage of 48,000 strings each time).
 */
export const PGLITE_TYPES = {
  serializers: {
    [BYTEA]: (bytes: Uint8Array) =>
      `\\x${Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("hex")}`,
  },
  parsers: { [BYTEA]: (text: string) => Buffer.from(text.slice(2), "hex") },
};

/**
 * New PGlite directories that `npm run build` made (scripts/build-start.ts), beside the server
 * bundle: migrated, and for a site that loads the sample content also holding its pictures. A new
 * site copies one in a tenth of a second where PostgreSQL's initdb, run in WebAssembly, took five
 * and storing the pictures one more. Migrations still run after it, as on any start.
 */
export const PGLITE_TEMPLATES = path.join("start", "pglite");
export type PgliteTemplate = "empty" | "sample";

/**
 * Fills `dir` with the template when `dir` is missing or empty. Anything already in it, even
 * without PG_VERSION, is left to PGlite as before: a template never lands on someone's files.
 */
function copyTemplate(dir: string, template: string | undefined) {
  if (!template || !fs.existsSync(template)) return;
  if (fs.existsSync(dir) && fs.readdirSync(dir).length) return;
  // Beside it first, then in its place: a copy cut short never looks like a database.
  const copy = `${dir}.new`;
  fs.rmSync(copy, { recursive: true, force: true });
  fs.cpSync(template, copy, { recursive: true });
  fs.rmSync(dir, { recursive: true, force: true });
  fs.renameSync(copy, dir);
}

async function openPglite(dataDir: string, template: string | undefined): Promise<Database> {
  // PGlite has no cross-process lock: one process owns the directory, others must not open it.
  const lock = acquireDataDirLock(dataDir);
  try {
    // Owner-only before PGlite reads or writes anything (private-dir.ts says why).
    makePrivate(dataDir);
    const { PGlite } = await import("@electric-sql/pglite");
    const { drizzle } = await import("drizzle-orm/pglite");
    const dir = path.join(dataDir, "pglite");
    copyTemplate(dir, template);
    fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
    const settings = Object.entries(PGLITE_SETTINGS).flatMap(([k, v]) => ["-c", `${k}=${v}`]);
    const client: PGlite = await PGlite.create(dir, {
      startParams: [...PGlite.defaultStartParams, ...settings],
      ...PGLITE_TYPES,
    });
    try {
      // Again now that PGlite wrote its loose files (a fresh directory, its relation cache).
      makePrivate(dataDir);
    } catch (error) {
      await client.close();
      throw error;
    }
    const db = drizzle(client, { schema });
    return {
      db: db as unknown as Db,
      kind: "pglite",
      pglite: client,
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

function templateOf({ templates, template = "empty" }: DatabaseSettings) {
  const folder = templates ?? findUp(PGLITE_TEMPLATES);
  return folder ? path.join(folder, template) : undefined;
}

/** Opens PostgreSQL when a URL is given, else the embedded PGlite in `dataDir`. */
export function openDatabase(settings: DatabaseSettings): Promise<Database> {
  return settings.databaseUrl
    ? openPostgres(settings.databaseUrl)
    : openPglite(settings.dataDir, templateOf(settings));
}
