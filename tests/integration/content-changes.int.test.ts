// One change to what pages show empties the page cache once, not three times (issue 27): the
// notification on commit is the signal, and the sequence poll (content-changes.ts) stands in
// only for a notification that was not heard. Each extra signal empties every server's cache,
// so the visitors of the next seconds all wait for renders.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { watchContentChanges } from "~/.server/cache/content-changes";
import type { Database } from "~/.server/db/database";
import { createTestDb, dbKinds, type TestDb } from "../support/test-db";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(await dbKinds())("the change signal, on %s", (kind) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb(kind);
  }, 60_000);
  afterAll(() => t?.close());

  const watch = async () => {
    const database: Database = { ...t, close: async () => {} };
    let signals = 0;
    const stop = await watchContentChanges(database, () => {
      signals += 1;
    });
    return { stop, signals: () => signals };
  };

  it("signals a committed change once, and nothing while nothing changes", async () => {
    const { stop, signals } = await watch();
    try {
      await sleep(2_300);
      expect(signals(), "no change, no signal").toBe(0);
      await t.db.execute(sql`update site_settings set updated_at = updated_at`);
      // Two more ticks of the poll: the safety net must not signal a change it heard.
      await sleep(2_500);
      expect(signals()).toBe(1);
    } finally {
      await stop();
    }
  }, 20_000);

  it("still hears a change whose notification was lost, by the poll", async () => {
    const { stop, signals } = await watch();
    try {
      // The sequence moves as a change's trigger moves it, with no notification: what a change
      // made while the listening connection was being replaced looks like.
      await t.db.execute(sql`select nextval('content_version')`);
      await sleep(2_500);
      expect(signals()).toBeGreaterThanOrEqual(1);
      expect(signals()).toBeLessThanOrEqual(2);
    } finally {
      await stop();
    }
  }, 20_000);
});
