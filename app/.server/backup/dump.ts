// Writing a backup: every table's rows as the server's own text, read inside one read-only
// snapshot, so the file is consistent while staff keep editing. On PostgreSQL the snapshot is a
// repeatable-read transaction beside the site's own; on PGlite (one connection) the transaction
// holds the connection, so the site's queries wait the few seconds the backup takes.

import { once } from "node:events";
import fs from "node:fs";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import zlib from "node:zlib";
import { sql } from "drizzle-orm";
import type { Database, Db } from "~/.server/db/database";
import { shippedMigrations } from "~/.server/db/schema-version";
import { version } from "../../../package.json";
import { appliedMigrations, backupTables, quoteIdent, rowsOf, sequenceValues } from "./catalog";
import { copyLine } from "./copy-text";
import { encrypting } from "./encryption";
import {
  type BackupHeader,
  copyStatement,
  END_OF_DATA,
  FORMAT,
  headerLine,
  POSTAMBLE_LINE,
  PREAMBLE,
  setvalStatement,
} from "./format";

export type BackupSummary = {
  file: string;
  bytes: number;
  /** Encrypted with age to a recipient's public key. */
  encrypted: boolean;
  tables: number;
  rows: number;
  ms: number;
};

/** Rows fetched at a time: few where a row may carry a photo's bytes, more elsewhere. */
const fetchSize = (types: string[]) => (types.includes("bytea") ? 4 : 500);

/** Why a backup file could not be opened, in words for the person who typed its name. */
function openError(error: NodeJS.ErrnoException, file: string): Error {
  if (error.code === "EEXIST") {
    return new Error(
      `${file} exists: another backup to this name is running, or one was interrupted ` +
        "(then delete it).",
    );
  }
  if (error.code === "ENOENT") return new Error(`No such folder: ${path.dirname(file)}`);
  if (error.code === "EACCES") return new Error(`Not allowed to write in ${path.dirname(file)}`);
  return error;
}

/**
 * A gzip writer that waits when the disk is slower than the database. The file is opened at once,
 * so a wrong folder is an error here; a write error later (a full disk) rejects the next line.
 */
async function gzipTo(file: string, recipient?: string) {
  let fd: number;
  try {
    fd = fs.openSync(file, "wx", 0o600);
  } catch (error) {
    throw openError(error as NodeJS.ErrnoException, file);
  }
  const out = fs.createWriteStream("", { fd });
  const gzip = zlib.createGzip({ level: 6 });
  let done: Promise<void>;
  try {
    done = recipient ? pipeline(await encrypting(gzip, recipient), out) : pipeline(gzip, out);
  } catch (error) {
    out.destroy();
    throw error;
  }
  done.catch(() => {}); // seen by the next line() or close()
  return {
    async line(text: string) {
      if (!gzip.write(`${text}\n`)) await Promise.race([once(gzip, "drain"), done]);
    },
    async close() {
      gzip.end();
      await done;
      return out.bytesWritten;
    },
    abort() {
      gzip.destroy();
    },
  };
}

async function writeTables(tx: Db, write: (line: string) => Promise<void>) {
  let rows = 0;
  const tables = await backupTables(tx);
  for (const table of tables) {
    const names = table.columns.map((c) => c.name);
    await write(copyStatement(table.name, names));
    const select = table.columns.map((c, i) => `${quoteIdent(c.name)}::text as c${i}`).join(", ");
    const order = table.orderBy.length
      ? ` order by ${table.orderBy.map(quoteIdent).join(", ")}`
      : "";
    await tx.execute(
      sql.raw(
        `declare backup_rows no scroll cursor for select ${select} from public.${quoteIdent(table.name)}${order}`,
      ),
    );
    const size = fetchSize(table.columns.map((c) => c.type));
    for (;;) {
      const batch = await rowsOf<Record<string, string | null>>(
        tx,
        sql.raw(`fetch ${size} from backup_rows`),
      );
      for (const row of batch) await write(copyLine(names.map((_, i) => row[`c${i}`] ?? null)));
      rows += batch.length;
      if (batch.length < size) break;
    }
    await tx.execute(sql.raw("close backup_rows"));
    await write(END_OF_DATA);
  }
  for (const s of await sequenceValues(tx)) await write(setvalStatement(s.name, s.value));
  return { tables: tables.length, rows };
}

/**
 * Writes the whole site to `file` (which must not exist yet). The file appears under its name
 * only once complete: it is written beside it first and renamed. Owner-only: it holds password
 * hashes and visitors' ideas. With a `recipient` (an age public key) it is encrypted to it.
 */
export async function writeBackup(
  database: Pick<Database, "db" | "kind">,
  file: string,
  { recipient }: { recipient?: string } = {},
): Promise<BackupSummary> {
  const started = performance.now();
  const target = path.resolve(file);
  if (fs.existsSync(target)) throw new Error(`${target} exists already; choose a new name.`);
  const partial = `${target}.partial`;
  let out: Awaited<ReturnType<typeof gzipTo>>;
  try {
    out = await gzipTo(partial, recipient);
  } catch (error) {
    fs.rmSync(partial, { force: true });
    throw error;
  }
  try {
    const counts = await database.db.transaction(async (tx) => {
      await tx.execute(sql`set transaction isolation level repeatable read, read only`);
      const journal = shippedMigrations();
      const header: BackupHeader = {
        format: FORMAT,
        app: version,
        created: new Date().toISOString(),
        database: database.kind,
        migrations: (await appliedMigrations(tx as unknown as Db)).map((m) => ({
          ...m,
          tag: journal.find((j) => j.when === m.when)?.tag ?? "unknown",
        })),
      };
      await out.line(headerLine(header));
      for (const line of PREAMBLE) await out.line(line);
      const written = await writeTables(tx as unknown as Db, out.line);
      await out.line(POSTAMBLE_LINE);
      return written;
    });
    const bytes = await out.close();
    fs.renameSync(partial, target);
    return {
      file: target,
      bytes,
      encrypted: Boolean(recipient),
      ...counts,
      ms: Math.round(performance.now() - started),
    };
  } catch (error) {
    out.abort();
    fs.rmSync(partial, { force: true });
    throw error;
  }
}
