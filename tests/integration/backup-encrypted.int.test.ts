// Encrypted backups (security review, decision 024): with a recipient's public key the file holds
// no readable SQL, only its key file restores it, and `npm run backup -- --new-key` makes the key.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "~/.server/backup/catalog";
import { writeBackup } from "~/.server/backup/dump";
import { BackupKeyError, newKeyPair, readIdentity } from "~/.server/backup/encryption";
import { NotABackupError } from "~/.server/backup/format";
import { restoreBackup } from "~/.server/backup/restore";
import { type Db, schema } from "~/.server/db/database";
import { loadSampleContent } from "~/.server/sample/load";
import { runScript } from "../support/cli";
import { createTestDb, dbKinds, type TestDb } from "../support/test-db";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "sic-backup-age-"));

async function emptyPglite() {
  const client = await PGlite.create();
  return { db: drizzle(client, { schema }) as unknown as Db, kind: "pglite" as const, client };
}

const startupNames = async (db: Db) =>
  (await rowsOf<{ name: string }>(db, sql`select name from startups order by id`)).map(
    (r) => r.name,
  );

describe("the backup's key file", () => {
  it("is written by --new-key, owner-only and never over another file, with its public key printed", async () => {
    const keyFile = path.join(dir, "cli.key");
    const made = await runScript("backup", ["--new-key", keyFile], { DATA_DIR: dir });
    expect(made.code, made.stderr).toBe(0);
    const recipient = /Public key: (age1\w+)/.exec(made.stdout)?.[1];
    expect(recipient).toMatch(/^age1[0-9a-z]{58}$/);
    expect(fs.statSync(keyFile).mode & 0o777).toBe(0o600);
    expect(fs.readFileSync(keyFile, "utf8")).toContain(`# public key: ${recipient}`);
    expect(readIdentity(keyFile)).toMatch(/^AGE-SECRET-KEY-1/);
    const again = await runScript("backup", ["--new-key", keyFile], { DATA_DIR: dir });
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/not written/);

    const wrong = await runScript("backup", ["--out", path.join(dir, "x"), "--recipient", "abc"], {
      DATA_DIR: dir,
    });
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toContain("is not an age public key");
    expect(fs.existsSync(path.join(dir, "x"))).toBe(false);
  });
});

describe.each(await dbKinds())("an encrypted backup on %s", (kind) => {
  let source: TestDb;
  let file: string;
  let keyFile: string;
  let names: string[];

  beforeAll(async () => {
    source = await createTestDb(kind);
    await loadSampleContent(source.db);
    names = await startupNames(source.db);
    const { recipient, keyFile: key } = await newKeyPair();
    keyFile = path.join(dir, `${kind}.key`);
    fs.writeFileSync(keyFile, key, { mode: 0o600 });
    file = path.join(dir, `${kind}.backup`);
    const summary = await writeBackup(source, file, { recipient });
    expect(summary.encrypted).toBe(true);
  }, 120_000);
  afterAll(() => source?.close());

  it("holds no readable SQL or content: not gzip, no table, no name", () => {
    const bytes = fs.readFileSync(file);
    expect(bytes.subarray(0, 21).toString("latin1")).toBe("age-encryption.org/v1");
    expect(() => zlib.gunzipSync(bytes)).toThrow();
    const text = bytes.toString("latin1");
    for (const readable of ["COPY public", "sic-backup", "password", names[0] ?? "?"])
      expect(text).not.toContain(readable);
  });

  it("is refused without its key and with another key, and restored with its key", async () => {
    const target = await emptyPglite();
    try {
      await expect(restoreBackup(target, file)).rejects.toThrow(NotABackupError);
      await expect(restoreBackup(target, file)).rejects.toThrow(/encrypted: give its key file/);
      const other = (await newKeyPair()).keyFile.split("\n")[2] ?? "";
      await expect(restoreBackup(target, file, { identity: other })).rejects.toThrow(
        BackupKeyError,
      );
      // Nothing was loaded by the refusals.
      expect(
        await rowsOf(target.db, sql`select 1 from pg_tables where schemaname = 'public'`),
      ).toHaveLength(0);
      const summary = await restoreBackup(target, file, { identity: readIdentity(keyFile) });
      expect(summary.rows).toBeGreaterThan(0);
      expect(await startupNames(target.db)).toEqual(names);
    } finally {
      await target.client.close();
    }
  });

  it("is restored by `npm run restore -- FILE --identity KEY_FILE`, and read by the age tool", async () => {
    const dataDir = fs.mkdtempSync(path.join(dir, "restored-"));
    const refused = await runScript("restore", [file], { DATA_DIR: dataDir });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain("--identity KEY_FILE");
    const run = await runScript("restore", [file, "--identity", keyFile], { DATA_DIR: dataDir });
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/^Restored \d+ rows/);
    // The file is age's own format: the age command decrypts it to the gzip backup.
    const age = spawnSync("age", ["-d", "-i", keyFile, file]);
    if (age.error) return; // age is not installed here; the format test above still holds
    expect(zlib.gunzipSync(age.stdout).toString("utf8")).toMatch(/^-- sic-backup /);
  });
});
