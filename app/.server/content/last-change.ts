// When the site's content last changed: the newest `updated_at` of every content section's table
// (public-tables.ts). GIGW asks every page to say when its content was last updated; a page whose
// loader knows its own rows returns `updatedAt`, the others show this.
import { sql } from "drizzle-orm";
import { remembered } from "~/.server/cache/remembered";
import type { Db } from "~/.server/db/database";
import { CONTENT_TABLES } from "./public-tables";

const query = sql.raw(
  `select max(t) as "at" from (${CONTENT_TABLES.map((t) => `select max(updated_at) as t from ${t}`).join(" union all ")}) as changes`,
);

/** The newest change of public content, as an ISO instant; null on an empty site. */
export function lastContentChange(db: Db): Promise<string | null> {
  // The root loader asks on every page it renders: remembered until content changes.
  return remembered(db, "last-change", () => readLastChange(db));
}

async function readLastChange(db: Db): Promise<string | null> {
  const result = (await db.execute(query)) as unknown as {
    rows: Array<{ at: Date | string | null }>;
  };
  const at = result.rows[0]?.at;
  return at ? new Date(at).toISOString() : null;
}
