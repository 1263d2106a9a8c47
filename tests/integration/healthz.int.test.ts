// /healthz tells an operator which release runs and whether the database has its schema: on a
// freshly migrated database the newest applied migration is the newest this release ships.
import { readFileSync } from "node:fs";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { shippedMigrations } from "~/.server/db/schema-version";
import { loader } from "~/routes/resources/healthz";
import { routeArgs } from "../support/route";
import { createTestDb, dbKinds, type TestDb } from "../support/test-db";

const pkg = JSON.parse(readFileSync("package.json", "utf8")) as { version: string };

describe.each(await dbKinds())("/healthz on %s", (kind) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb(kind);
  }, 60_000);
  afterAll(() => t.close());

  const health = async () =>
    (await loader(routeArgs(new Request("http://localhost/healthz"), { db: t.db }))).json();

  it("reports the app's version and the schema this release expects, applied", async () => {
    const newest = shippedMigrations().at(-1)?.tag;
    expect(newest).toMatch(/^\d{4}_/);
    expect(await health()).toMatchObject({
      status: "ok",
      database: "ok",
      version: pkg.version,
      schema: { applied: newest, expected: newest, current: true },
    });
  });

  it("says when the database is behind this release", async () => {
    const [last] = shippedMigrations().slice(-1);
    await t.db.execute(
      sql`delete from drizzle.__drizzle_migrations where created_at = ${last.when}`,
    );
    const answer = await health();
    expect(answer.schema).toMatchObject({
      applied: shippedMigrations().at(-2)?.tag,
      expected: last.tag,
      current: false,
    });
  });
});
