// The attempt counters do not grow forever (security review F10): windows that ended long ago are
// forgotten, the current ones kept.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { throttle } from "~/.server/db/schema/throttle";
import { hit, pruneThrottle, takeThrottle } from "~/.server/throttle/store";
import { createTestDb, dbKinds, type TestDb } from "../support/test-db";

const HOUR = 3_600_000;

describe.each(await dbKinds())("the throttle table on %s", (kind) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb(kind);
  });
  afterAll(() => t.close());

  it("forgets windows older than a day and keeps the live ones counting", async () => {
    const now = Date.now();
    for (let i = 0; i < 50; i++)
      await hit(t.db, `login:ip:10.0.0.${i}`, 15 * 60_000, now - 30 * HOUR);
    await takeThrottle(t.db, "login:ip:192.0.2.1", { limit: 1, windowMs: HOUR, now });
    await pruneThrottle(t.db, 24 * HOUR, now);
    const keys = (await t.db.select({ key: throttle.key }).from(throttle)).map((r) => r.key);
    expect(keys).toEqual(["login:ip:192.0.2.1"]);
    // The kept window still counts: a second attempt is over the limit of one.
    const again = await takeThrottle(t.db, "login:ip:192.0.2.1", { limit: 1, windowMs: HOUR, now });
    expect(again.allowed).toBe(false);
  });
});
