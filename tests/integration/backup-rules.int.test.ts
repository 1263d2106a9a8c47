// The rules of a backup file, in process on both databases: what restore refuses, what it leaves
// behind when a file is damaged, and that psql itself reads the file (it is PostgreSQL's dialect).
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backupTables, quoteIdent, rowsOf } from "~/.server/backup/catalog";
import { writeBackup } from "~/.server/backup/dump";
import { NotABackupError } from "~/.server/backup/format";
import { RestoreRefusedError, restoreBackup } from "~/.server/backup/restore";
import { type Database, type Db, schema } from "~/.server/db/database";
import { migrateDatabase } from "~/.server/db/migrate";
import { loadSampleContent } from "~/.server/sample/load";
import { createPgDatabase, createTestDb, dbKinds, type TestDb } from "../support/test-db";

type Target = Database & { url?: string };

/** A database with nothing in it at all (no schema), as a restore expects. */
async function emptyDatabase(kind: "pglite" | "postgres"): Promise<Target> {
  if (kind === "pglite") {
    const client = await PGlite.create();
    const db = drizzlePglite(client, { schema }) as unknown as Db;
    return { db, kind, close: () => client.close() };
  }
  const { url, drop } = await createPgDatabase();
  const pool = new pg.Pool({ connectionString: url, max: 4 });
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind,
    url,
    pool,
    close: async () => {
      await pool.end();
      await drop();
    },
  };
}

async function tableCounts(db: Db): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const t of await backupTables(db)) {
    const [row] = await rowsOf<{ n: string }>(
      db,
      sql.raw(`select count(*)::text as n from public.${quoteIdent(t.name)}`),
    );
    counts[t.name] = Number(row?.n);
  }
  return counts;
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "sic-backup-rules-"));
const gzipText = (name: string, text: string) => {
  const file = path.join(dir, name);
  fs.writeFileSync(file, zlib.gzipSync(text));
  return file;
};

describe.each(await dbKinds())("backup files on %s", (kind) => {
  let source: TestDb;
  let file: string;
  let expected: Record<string, number>;
  /** After a restore: the backup's rows, and the restore's own line in the audit log. */
  let restored: Record<string, number>;
  const targets: Target[] = [];
  const target = async () => {
    const t = await emptyDatabase(kind);
    targets.push(t);
    return t;
  };

  beforeAll(async () => {
    source = await createTestDb(kind);
    await loadSampleContent(source.db);
    file = path.join(dir, `${kind}.backup`);
    await writeBackup(source, file);
    expected = await tableCounts(source.db);
    restored = { ...expected, audit_log: (expected.audit_log ?? 0) + 1 };
  }, 120_000);
  afterAll(async () => {
    for (const t of targets) await t.close();
    await source?.close();
  });

  it("restores every table's rows; a backup is not written over a file or into no folder", async () => {
    const t = await target();
    const summary = await restoreBackup(t, file);
    expect(summary.header.database).toBe(kind);
    const [audit] = await rowsOf<{ action: string; detail: string }>(
      t.db,
      sql`select action, detail from audit_log order by id desc limit 1`,
    );
    expect(audit).toEqual({
      action: "site.restore",
      detail: expect.stringMatching(/^backup of release /),
    });
    expect(await tableCounts(t.db)).toEqual(restored);
    expect(expected.media_variants).toBeGreaterThan(0);
    await expect(writeBackup(source, file)).rejects.toThrow(/exists already/);
    await expect(writeBackup(source, path.join(dir, "no-such-folder", "x.backup"))).rejects.toThrow(
      /^No such folder: /,
    );
  });

  it("refuses a target that holds a site, and replaces it when forced", async () => {
    const t = await target();
    await restoreBackup(t, file);
    await t.db.execute(sql`delete from notices`);
    await expect(restoreBackup(t, file)).rejects.toThrow(RestoreRefusedError);
    expect((await tableCounts(t.db)).notices).toBe(0);
    await restoreBackup(t, file, { force: true });
    expect(await tableCounts(t.db)).toEqual(restored);
  });

  it("refuses what is not a backup, and a backup of a release with migrations it lacks", async () => {
    const t = await target();
    fs.writeFileSync(path.join(dir, "plain.txt"), "not compressed");
    await expect(restoreBackup(t, path.join(dir, "plain.txt"))).rejects.toThrow(NotABackupError);
    await expect(restoreBackup(t, gzipText("other.sql", "select 1;\n"))).rejects.toThrow(
      "This file is not a site backup.",
    );
    const lines = zlib.gunzipSync(fs.readFileSync(file)).toString("utf8").split("\n");
    const header = JSON.parse((lines[0] ?? "").replace("-- sic-backup ", ""));
    header.app = "9.9.9";
    header.migrations.push({ tag: "9999_future", hash: "f".repeat(64), when: 9e12 });
    const future = gzipText(
      "future.backup",
      [`-- sic-backup ${JSON.stringify(header)}`, ...lines.slice(1)].join("\n"),
    );
    await expect(restoreBackup(t, future)).rejects.toThrow(
      /release 9\.9\.9.*Restore it with that release/,
    );
    expect(await tableCounts(t.db)).toEqual({});
  });

  it("loads nothing from a file cut short, and the full file then restores without --force", async () => {
    const t = await target();
    const text = zlib.gunzipSync(fs.readFileSync(file)).toString("utf8");
    const startups = text.indexOf("\n", text.indexOf('COPY public."startups"')) + 1;
    // Cut inside a row, and cut cleanly between two tables: neither loads anything.
    for (const end of [startups + 100, text.indexOf("COPY public.", startups)]) {
      const cut = gzipText("cut.backup", text.slice(0, end));
      await expect(restoreBackup(t, cut)).rejects.toThrow(/incomplete/);
    }
    const after = await tableCounts(t.db);
    expect(Object.values(after).every((n) => n === 0)).toBe(true);
    await restoreBackup(t, file);
    expect(await tableCounts(t.db)).toEqual(restored);
  });

  it.runIf(kind === "postgres")(
    "is read by psql into a schema at the backup's migration",
    async () => {
      const t = await target();
      await migrateDatabase(t);
      const psql = spawnSync("psql", ["-X", "-q", "-v", "ON_ERROR_STOP=1", "-d", t.url as string], {
        input: zlib.gunzipSync(fs.readFileSync(file)),
        encoding: "utf8",
      });
      expect(psql.stderr).toBe("");
      expect(psql.status).toBe(0);
      expect(await tableCounts(t.db)).toEqual(expected);
    },
  );
});
