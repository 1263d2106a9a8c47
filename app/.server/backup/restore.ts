// Restoring a backup into an empty database: the schema is built by this release's own
// migrations up to the backup's, the rows are loaded in one transaction, and the remaining
// migrations bring the schema up to this release. An older site's backup is therefore also the
// way to upgrade it, and the way to move from PGlite to PostgreSQL.
import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import readline from "node:readline";
import type { Readable } from "node:stream";
import zlib from "node:zlib";
import { type SQL, sql } from "drizzle-orm";
import { type Actor, withAudit } from "~/.server/audit/audit-log";
import type { Database, Db } from "~/.server/db/database";
import { migrateDatabase, migrationsFolder } from "~/.server/db/migrate";
import { shippedMigrations } from "~/.server/db/schema-version";
import { rowsOf } from "./catalog";
import { parseCopyLine } from "./copy-text";
import { decrypting, isEncryptedFile } from "./encryption";
import {
  type BackupHeader,
  END_OF_DATA,
  NotABackupError,
  POSTAMBLE_LINE,
  PREAMBLE,
  parseCopyStatement,
  parseHeader,
  parseSetval,
} from "./format";
import { emptyTarget, targetHoldsASite } from "./target";

export class RestoreRefusedError extends Error {}

export type RestoreSummary = { header: BackupHeader; tables: number; rows: number; ms: number };

/** Rows sent in one INSERT: bounded by count and by bytes (rows may carry photos). */
const BATCH_ROWS = 500;
const BATCH_BYTES = 4 * 1024 * 1024;

/** The backup's migrations must be a beginning of this release's, file for file. */
function checkMigrations(header: BackupHeader) {
  const shipped = shippedMigrations();
  const hashes = new Map(readJournalHashes().map((m) => [m.when, m.hash]));
  for (const [i, m] of header.migrations.entries()) {
    const ours = shipped[i];
    if (!ours || ours.when !== m.when || hashes.get(m.when) !== m.hash) {
      throw new RestoreRefusedError(
        `This backup was made by release ${header.app}, whose database schema this release does ` +
          `not know (migration ${m.tag}). Restore it with that release or a newer one.`,
      );
    }
  }
}

/** drizzle's hash of each migration file (sha256 of the whole file), by journal time. */
function readJournalHashes(): { when: number; hash: string }[] {
  const folder = migrationsFolder();
  return shippedMigrations().map((m) => ({
    when: m.when,
    hash: createHash("sha256")
      .update(fs.readFileSync(path.join(folder, `${m.tag}.sql`), "utf8"))
      .digest("hex"),
  }));
}

/** A copy of the migrations folder that stops at the backup's schema. */
function migrationsUpTo(header: BackupHeader): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "sic-restore-migrations-"));
  const source = migrationsFolder();
  const entries = shippedMigrations().slice(0, header.migrations.length);
  fs.mkdirSync(path.join(dir, "meta"));
  for (const e of entries)
    fs.copyFileSync(path.join(source, `${e.tag}.sql`), path.join(dir, `${e.tag}.sql`));
  const journal = JSON.parse(fs.readFileSync(path.join(source, "meta", "_journal.json"), "utf8"));
  fs.writeFileSync(
    path.join(dir, "meta", "_journal.json"),
    JSON.stringify({ ...journal, entries }),
  );
  return dir;
}

type Loading = { table: string; columns: string[]; types: string[] };

async function insertBatch(tx: Db, loading: Loading, rows: (string | null)[][]) {
  if (!rows.length) return;
  const columns = loading.columns.map((c) => `"${c.replace(/"/g, '""')}"`).join(", ");
  const values = rows.map(
    (row) =>
      sql`(${sql.join(
        row.map((v, i) => sql`${v}::text::${sql.raw(loading.types[i] ?? "text")}`),
        sql`, `,
      )})`,
  );
  const statement: SQL = sql`insert into ${sql.raw(`public."${loading.table.replace(/"/g, '""')}"`)} (${sql.raw(columns)}) overriding system value values ${sql.join(values, sql`, `)}`;
  await tx.execute(statement);
}

async function columnTypes(tx: Db, table: string, columns: string[]): Promise<string[]> {
  const found = await rowsOf<{ name: string; type: string }>(
    tx,
    sql`select a.attname as name, format_type(a.atttypid, a.atttypmod) as type from pg_attribute a
        where a.attrelid = to_regclass(${`public."${table.replace(/"/g, '""')}"`})
        and a.attnum > 0 and not a.attisdropped`,
  );
  return columns.map((c) => {
    const type = found.find((f) => f.name === c)?.type;
    if (!type) throw new NotABackupError(`The backup has a column ${table}.${c} the schema lacks.`);
    return type;
  });
}

/** Reads the data part of the file into the database, in the caller's transaction. */
async function loadRows(tx: Db, lines: AsyncIterable<string>) {
  let loading: Loading | undefined;
  let batch: (string | null)[][] = [];
  let batchBytes = 0;
  let tables = 0;
  let rows = 0;
  let complete = false;
  const ignorable = new Set([...PREAMBLE, ""]);
  for await (const line of lines) {
    if (loading) {
      if (line === END_OF_DATA) {
        await insertBatch(tx, loading, batch);
        loading = undefined;
        batch = [];
        batchBytes = 0;
        continue;
      }
      try {
        batch.push(parseCopyLine(line, loading.columns.length));
      } catch (error) {
        throw new NotABackupError(
          `The backup is damaged or incomplete (table ${loading.table}): ${(error as Error).message}.`,
        );
      }
      batchBytes += line.length;
      rows += 1;
      if (batch.length >= BATCH_ROWS || batchBytes >= BATCH_BYTES) {
        await insertBatch(tx, loading, batch);
        batch = [];
        batchBytes = 0;
      }
      continue;
    }
    const copy = parseCopyStatement(line);
    if (copy) {
      loading = { ...copy, types: await columnTypes(tx, copy.table, copy.columns) };
      tables += 1;
      continue;
    }
    const setval = parseSetval(line);
    if (setval) {
      await tx.execute(
        sql`select pg_catalog.setval(${`public."${setval.sequence}"`}, ${setval.value}::bigint, true)`,
      );
      continue;
    }
    if (line === POSTAMBLE_LINE) {
      complete = true;
      continue;
    }
    if (ignorable.has(line) || line.startsWith("-- ")) continue;
    throw new NotABackupError(
      `The backup holds a line this release does not understand: ${line.slice(0, 60)}`,
    );
  }
  // The last line marks a whole file: one cut between two tables would otherwise load quietly.
  if (loading || !complete) {
    throw new NotABackupError("The backup ends too early: it is incomplete. Nothing was loaded.");
  }
  return { tables, rows };
}

async function linesOf(file: string, identity: string | undefined) {
  let raw: Readable = fs.createReadStream(file);
  if (isEncryptedFile(file)) {
    if (!identity)
      throw new NotABackupError(
        "This backup is encrypted: give its key file with --identity KEY_FILE (docs/backup.md).",
      );
    raw = await decrypting(raw, identity);
  }
  const input = zlib.createGunzip();
  // A read error (the disk, a wrong key) ends the gunzip stream with it, so the reader sees it.
  raw.on("error", (error) => input.destroy(error));
  raw.pipe(input);
  return readline.createInterface({ input, crlfDelay: Number.POSITIVE_INFINITY });
}

/**
 * Restores `file` into `database`, which must hold no site unless `force` (then it is emptied
 * first). Leaves the schema at this release's newest migration.
 */
export async function restoreBackup(
  database: Pick<Database, "db" | "kind" | "pool">,
  file: string,
  options: { force?: boolean; actor?: Actor; identity?: string } = {},
): Promise<RestoreSummary> {
  const started = performance.now();
  if (!fs.existsSync(file)) throw new NotABackupError(`No such file: ${file}`);
  const lines = (await linesOf(file, options.identity))[Symbol.asyncIterator]();
  let header: BackupHeader;
  try {
    const first = await lines.next();
    header = parseHeader(first.done ? "" : first.value);
  } catch (error) {
    await lines.return?.();
    if (error instanceof NotABackupError) throw error;
    throw new NotABackupError("This file is not a site backup (it is not gzip-compressed text).");
  }
  checkMigrations(header);
  if (await targetHoldsASite(database.db)) {
    if (!options.force) {
      await lines.return?.();
      throw new RestoreRefusedError(
        "The target already holds a site. Restore into an empty data directory or database, " +
          "or add --force to replace what it holds.",
      );
    }
    await emptyTarget(database.db);
  }
  const partial = migrationsUpTo(header);
  try {
    await migrateDatabase(database, partial);
  } finally {
    fs.rmSync(partial, { recursive: true, force: true });
  }
  const rest = { [Symbol.asyncIterator]: () => lines };
  // The restore is in the audit log it brings back, in the same transaction as the rows.
  const counts = await withAudit(
    database.db,
    options.actor ?? { id: null, email: "shell" },
    (tx) => loadRows(tx, rest),
    {
      action: "site.restore",
      detail: `backup of release ${header.app} made ${header.created} (${header.database})`,
    },
  );
  await migrateDatabase(database);
  return { header, ...counts, ms: Math.round(performance.now() - started) };
}
