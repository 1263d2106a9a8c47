// Fresh databases for integration tests: an in-memory PGlite, or a new database on the real
// PostgreSQL server (dropped afterwards). Every suite runs on both; see README "Tests".
import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { getConfig } from "~/.server/config";
import { ensureSiteRecords } from "~/.server/content/site";
import { type Db, PGLITE_TYPES, schema } from "~/.server/db/database";
import { migrationsFolder } from "~/.server/db/migrate";

export type DbKind = "pglite" | "postgres";
export type TestDb = {
  db: Db;
  kind: DbKind;
  url?: string;
  close: () => Promise<void>;
  /** The client itself, for what drizzle does not offer (LISTEN), as Database has them. */
  pglite?: PGlite;
  pool?: pg.Pool;
};

/** The server used for the PostgreSQL runs; any database on it where we may CREATE DATABASE. */
export const TEST_PG_ADMIN_URL =
  process.env.TEST_PG_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

let pgReachable: Promise<boolean> | undefined;

/** Whether the PostgreSQL runs can happen. In CI they must: an unreachable server fails the run. */
export function postgresAvailable(): Promise<boolean> {
  pgReachable ??= (async () => {
    const client = new pg.Client({
      connectionString: TEST_PG_ADMIN_URL,
      connectionTimeoutMillis: 3000,
    });
    try {
      await client.connect();
      await client.end();
      return true;
    } catch (error) {
      if (process.env.CI) throw new Error(`CI needs PostgreSQL at ${TEST_PG_ADMIN_URL}: ${error}`);
      console.warn(`PostgreSQL not reachable at ${TEST_PG_ADMIN_URL}: its runs are skipped`);
      return false;
    }
  })();
  return pgReachable;
}

/** The kinds to run a suite on: both, or PGlite alone where no PostgreSQL answers (never in CI). */
export async function dbKinds(): Promise<DbKind[]> {
  return (await postgresAvailable()) ? ["pglite", "postgres"] : ["pglite"];
}

/** Creates an empty database on the test server and returns its URL and a drop function. */
export async function createPgDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `t_${process.pid}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: TEST_PG_ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(TEST_PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    // Callers close their pools and stop their servers first; a connection still open here is
    // a leak the test should see, not one to cut off (no FORCE). Servers that were just told to
    // stop may need a moment to hang up.
    drop: async () => {
      const c = new pg.Client({ connectionString: TEST_PG_ADMIN_URL });
      await c.connect();
      try {
        const open = async () =>
          Number(
            (await c.query("select count(*) as n from pg_stat_activity where datname = $1", [name]))
              .rows[0].n,
          );
        for (let waited = 0; (await open()) > 0; waited += 100) {
          if (waited > 10_000) throw new Error(`${name}: connections still open after 10 s`);
          await new Promise((r) => setTimeout(r, 100));
        }
        await c.query(`DROP DATABASE IF EXISTS ${name}`);
      } finally {
        await c.end();
      }
    },
  };
}

let migrated: Promise<Blob> | undefined;

/**
 * One migrated PGlite, packed once for every test process of a run and the runs after it (a file
 * in the temporary folder, named by the migrations it holds): each test database unpacks it in
 * about a second instead of running initdb (five seconds in WebAssembly) and every migration.
 */
function migratedPglite(): Promise<Blob> {
  migrated ??= (async () => {
    const folder = migrationsFolder();
    // The installed PGlite too: another version may not read this one's files.
    const hash = createHash("sha256").update(
      fs.readFileSync(path.resolve("node_modules/@electric-sql/pglite/package.json")),
    );
    for (const name of fs.readdirSync(folder).sort()) {
      if (name.endsWith(".sql")) hash.update(name).update(fs.readFileSync(path.join(folder, name)));
    }
    const file = path.join(
      os.tmpdir(),
      `sic-test-pglite-${hash.digest("hex").slice(0, 16)}.tar.gz`,
    );
    if (fs.existsSync(file)) return new Blob([fs.readFileSync(file)]);
    const client = await PGlite.create();
    await migratePglite(drizzlePglite(client), { migrationsFolder: folder });
    const packed = await client.dumpDataDir("gzip");
    await client.close();
    // Written aside and renamed: a process reading it never sees half a file.
    const part = `${file}.${process.pid}.part`;
    fs.writeFileSync(part, Buffer.from(await packed.arrayBuffer()));
    fs.renameSync(part, file);
    return packed;
  })();
  return migrated;
}

/**
 * A migrated database of the given kind, as start-up leaves it before any content: the centre's
 * settings and home texts exist (every page and e-mail reads them), nothing else.
 */
export async function createTestDb(kind: DbKind): Promise<TestDb> {
  if (kind === "pglite") {
    const client = await PGlite.create({ ...PGLITE_TYPES, loadDataDir: await migratedPglite() });
    const db = drizzlePglite(client, { schema });
    await ensureSiteRecords(db as unknown as Db, getConfig());
    return { db: db as unknown as Db, kind, pglite: client, close: () => client.close() };
  }
  const { url, drop } = await createPgDatabase();
  const pool = new pg.Pool({ connectionString: url, max: 4 });
  const db = drizzlePg(pool, { schema });
  await migratePg(db, { migrationsFolder: migrationsFolder() });
  await ensureSiteRecords(db as unknown as Db, getConfig());
  return {
    db: db as unknown as Db,
    kind,
    url,
    pool,
    close: async () => {
      await pool.end();
      await drop();
    },
  };
}
