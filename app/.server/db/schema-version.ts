// Which migrations a database has had (drizzle keeps one row per applied file in
// drizzle.__drizzle_migrations, stamped with the file's journal time) against the ones this
// release ships: /healthz reports both, so an upgrade that did not migrate shows at once.
import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { Db } from "./database";
import { migrationsFolder } from "./migrate";

type JournalEntry = { idx: number; when: number; tag: string };

let journal: JournalEntry[] | undefined;

/** The migrations this release ships, in order (read once). */
export function shippedMigrations(): JournalEntry[] {
  journal ??= (
    JSON.parse(fs.readFileSync(path.join(migrationsFolder(), "meta", "_journal.json"), "utf8")) as {
      entries: JournalEntry[];
    }
  ).entries;
  return journal;
}

export type SchemaVersion = {
  /** The newest migration applied to the database ("0008_notice_attachments"), or null. */
  applied: string | null;
  /** The newest migration this release ships. */
  expected: string;
  /** Whether the database has every migration of this release. */
  current: boolean;
};

export async function schemaVersion(db: Db): Promise<SchemaVersion> {
  const shipped = shippedMigrations();
  const result = (await db.execute(
    sql`select max(created_at) as last from drizzle.__drizzle_migrations`,
  )) as unknown as { rows: Array<{ last: string | number | null }> };
  const last = result.rows[0]?.last;
  const applied =
    last === null || last === undefined
      ? null
      : (shipped.find((m) => m.when === Number(last))?.tag ?? `unknown (${last})`);
  const expected = shipped.at(-1)?.tag ?? "";
  return { applied, expected, current: applied === expected };
}
