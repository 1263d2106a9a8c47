// The page cache is emptied by a trigger on every table public pages read (decision 020). The
// list of those tables is derived from the content sections (public-tables.ts); this proves the
// database agrees with it both ways, so a new section without its trigger, or a trigger left on a
// table pages no longer read, fails here rather than leaving pages stale.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "~/.server/backup/catalog";
import { PUBLIC_TABLES } from "~/.server/content/public-tables";
import { createTestDb, dbKinds, type TestDb } from "../support/test-db";

const version = async (t: TestDb) =>
  (
    await rowsOf<{ v: string }>(
      t.db,
      sql`select last_value::text || is_called::text as v from content_version`,
    )
  )[0]?.v;

describe.each(await dbKinds())("the tables public pages read, on %s", (kind) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb(kind);
  }, 60_000);
  afterAll(() => t?.close());

  it("are exactly the tables with a content_changed trigger", async () => {
    const triggered = await rowsOf<{ name: string }>(
      t.db,
      sql`select c.relname as name from pg_trigger g join pg_class c on c.oid = g.tgrelid
          where not g.tgisinternal and g.tgname = c.relname || '_content_changed'`,
    );
    expect(triggered.map((r) => r.name).sort()).toEqual([...PUBLIC_TABLES].sort());
    expect(PUBLIC_TABLES).toContain("startups");
    expect(PUBLIC_TABLES).toContain("event_registrations");
  });

  it("each signal a change when written, even by a statement that touches no row", async () => {
    for (const table of PUBLIC_TABLES) {
      const before = await version(t);
      await t.db.execute(sql.raw(`delete from "${table}" where false`));
      expect(await version(t), table).not.toBe(before);
    }
  });
});
