// Whether a restore's target already holds a site, and emptying it when told to (--force).
import { sql } from "drizzle-orm";
import type { Db } from "~/.server/db/database";
import { quoteIdent, rowsOf } from "./catalog";

async function publicTables(db: Db): Promise<string[]> {
  return (
    await rowsOf<{ name: string }>(
      db,
      sql`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
          where n.nspname = 'public' and c.relkind in ('r', 'p')`,
    )
  ).map((r) => r.name);
}

/**
 * A site is there when any table holds a row: a database a server once started on (sample
 * content, the first admin) counts; one left with empty tables by a failed restore does not,
 * so that restore can simply be run again.
 */
export async function targetHoldsASite(db: Db): Promise<boolean> {
  for (const name of await publicTables(db)) {
    const found = await rowsOf<{ one: number }>(
      db,
      sql.raw(`select 1 as one from public.${quoteIdent(name)} limit 1`),
    );
    if (found.length) return true;
  }
  return false;
}

/** Drops everything the migrations made and their record, leaving an empty database. */
export async function emptyTarget(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    for (const name of await publicTables(tx as unknown as Db)) {
      await tx.execute(sql.raw(`drop table if exists public.${quoteIdent(name)} cascade`));
    }
    const types = await rowsOf<{ name: string }>(
      tx as unknown as Db,
      sql`select t.typname as name from pg_type t join pg_namespace n on n.oid = t.typnamespace
          where n.nspname = 'public' and t.typtype = 'e'`,
    );
    for (const t of types)
      await tx.execute(sql.raw(`drop type if exists public.${quoteIdent(t.name)} cascade`));
    // What migrations made beside the tables: standalone sequences and trigger functions.
    const others = await rowsOf<{ statement: string }>(
      tx as unknown as Db,
      sql`select format('drop sequence if exists public.%I cascade', c.relname) as statement
          from pg_class c join pg_namespace n on n.oid = c.relnamespace
          where n.nspname = 'public' and c.relkind = 'S'
          union all
          select format('drop function if exists public.%I() cascade', p.proname)
          from pg_proc p join pg_namespace n on n.oid = p.pronamespace
          where n.nspname = 'public'`,
    );
    for (const o of others) await tx.execute(sql.raw(o.statement));
    await tx.execute(sql`drop schema if exists drizzle cascade`);
  });
}
