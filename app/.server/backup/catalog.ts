// What a backup holds, read from the database's own catalog rather than from a list kept by hand:
// a table added by a later migration is backed up without anyone remembering to add it here.
// The same queries run on PGlite and on PostgreSQL.
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "~/.server/db/database";

/**
 * Tables left out: sessions (everyone signs in again after a restore), password-reset tokens
 * and the login and form throttles' counters. All are short-lived and hold nothing a centre
 * would miss; leaving sessions out also means a stolen backup holds no live session.
 */
export const SKIPPED_TABLES = new Set(["session", "verification", "rate_limit", "throttle"]);

export type Column = { name: string; type: string };
export type Table = { name: string; columns: Column[]; orderBy: string[] };

/** Rows of a query, whichever driver runs it (both return `{ rows }`). */
export async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

export const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Parents before children, so rows load without breaking a foreign key. */
function parentsFirst(names: string[], edges: { child: string; parent: string }[]): string[] {
  const ordered: string[] = [];
  const done = new Set<string>();
  const visit = (name: string, path: Set<string>) => {
    if (done.has(name) || path.has(name)) return;
    path.add(name);
    for (const e of edges) if (e.child === name && e.parent !== name) visit(e.parent, path);
    done.add(name);
    ordered.push(name);
  };
  for (const name of names) visit(name, new Set());
  return ordered;
}

/** The application's tables with their columns, in an order that loads without FK errors. */
export async function backupTables(db: Db): Promise<Table[]> {
  const names = (
    await rowsOf<{ name: string }>(
      db,
      sql`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
          where n.nspname = 'public' and c.relkind in ('r', 'p') order by c.relname`,
    )
  )
    .map((r) => r.name)
    .filter((name) => !SKIPPED_TABLES.has(name));
  const edges = await rowsOf<{ child: string; parent: string }>(
    db,
    sql`select ch.relname as child, pa.relname as parent from pg_constraint k
        join pg_class ch on ch.oid = k.conrelid join pg_class pa on pa.oid = k.confrelid
        join pg_namespace n on n.oid = ch.relnamespace
        where k.contype = 'f' and n.nspname = 'public'`,
  );
  const tables: Table[] = [];
  for (const name of parentsFirst(names, edges)) {
    const relation = `public.${quoteIdent(name)}`;
    const columns = await rowsOf<Column>(
      db,
      sql`select a.attname as name, format_type(a.atttypid, a.atttypmod) as type
          from pg_attribute a where a.attrelid = ${relation}::regclass and a.attnum > 0
          and not a.attisdropped and a.attgenerated = '' order by a.attnum`,
    );
    const key = await rowsOf<{ name: string }>(
      db,
      sql`select a.attname as name from pg_index i
          join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
          where i.indrelid = ${relation}::regclass and i.indisprimary order by a.attnum`,
    );
    tables.push({ name, columns, orderBy: key.map((k) => k.name) });
  }
  return tables;
}

export type SequenceValue = { name: string; value: string };

/** Where each sequence stands (serial and identity columns), so new rows don't collide. */
export async function sequenceValues(db: Db): Promise<SequenceValue[]> {
  return rowsOf<SequenceValue>(
    db,
    sql`select sequencename as name, last_value::text as value from pg_sequences
        where schemaname = 'public' and last_value is not null order by sequencename`,
  );
}

export type AppliedMigration = { hash: string; when: number };

/** The migrations the database has had, oldest first. */
export async function appliedMigrations(db: Db): Promise<AppliedMigration[]> {
  const exists = await rowsOf<{ found: string | null }>(
    db,
    sql`select to_regclass('drizzle.__drizzle_migrations')::text as found`,
  );
  if (!exists[0]?.found) return [];
  return (
    await rowsOf<{ hash: string; when: string | number }>(
      db,
      sql`select hash, created_at as "when" from drizzle.__drizzle_migrations order by created_at`,
    )
  ).map((m) => ({ hash: m.hash, when: Number(m.when) }));
}
