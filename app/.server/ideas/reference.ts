// The numbers senders quote: IDEA-2026-000042 for an idea, FB-2026-000042 for feedback. A row's
// reference is made from its id, so the id is taken first and the row inserted with both.
import { sql } from "drizzle-orm";
import type { Db } from "~/.server/db/database";

/** "<PREFIX>-<year it arrived>-<id, six digits at least>". */
export function referenceOf(prefix: "IDEA" | "FB", id: number, at: Date): string {
  return `${prefix}-${at.getUTCFullYear()}-${String(id).padStart(6, "0")}`;
}

/** The number a founder quotes, e.g. IDEA-2026-000042. */
export const formatReference = (id: number, at: Date) => referenceOf("IDEA", id, at);

/**
 * The next id of `table` (its serial `id`) and the reference made from it, inside the
 * transaction that inserts the row. Both drivers (pg and PGlite) answer execute() with { rows }.
 */
export async function takeReference(
  tx: Pick<Db, "execute">,
  table: "ideas" | "feedback",
  prefix: "IDEA" | "FB",
  at: Date,
): Promise<{ id: number; reference: string }> {
  const next = (await tx.execute(
    sql`select nextval(pg_get_serial_sequence(${table}, 'id')) as id`,
  )) as unknown as { rows: Array<{ id: string | number }> };
  const id = Number(next.rows[0]?.id);
  return { id, reference: referenceOf(prefix, id, at) };
}
