// Upgrades (issue 15): a site saved by an earlier release (the committed fixtures in
// tests/fixtures/upgrade, one per release that changed the schema) opens under this release,
// which migrates it forward and serves it; a migration that fails leaves the database as it was;
// several servers starting together on one PostgreSQL migrate it once.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { rowsOf } from "~/.server/backup/catalog";
import { openDatabase } from "~/.server/db/database";
import { migrateDatabase, migrationsFolder } from "~/.server/db/migrate";
import { schemaVersion, shippedMigrations } from "~/.server/db/schema-version";
import { version } from "../../package.json";
import { runScript } from "../support/cli";
import { HttpSession } from "../support/http-session";
import { freshDataDir, type RunningServer, startServer } from "../support/server";
import { createPgDatabase, createTestDb, dbKinds } from "../support/test-db";
import { UPGRADE_FIXTURE } from "../support/upgrade-fixture";
import type { CliEnv } from "../support/users-cli";

const fixtures = path.resolve(import.meta.dirname, "../fixtures/upgrade");
const releases = fs.readdirSync(fixtures).filter((f) => f.endsWith(".backup"));

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const clean of cleanups.reverse()) await clean();
});

async function emptySite(kind: "pglite" | "postgres"): Promise<CliEnv> {
  if (kind === "pglite") return { DATA_DIR: freshDataDir("upgrade") };
  const database = await createPgDatabase();
  cleanups.push(database.drop);
  return { DATA_DIR: freshDataDir("upgrade"), DATABASE_URL: database.url };
}

describe.each(await dbKinds())("on %s", (kind) => {
  it.each(releases)(
    "a site saved by %s is migrated and served by this release",
    async (fixture) => {
      const site = await emptySite(kind);
      const restore = await runScript("restore", [path.join(fixtures, fixture)], site);
      expect(restore.stderr).toBe("");
      expect(restore.code).toBe(0);
      const server: RunningServer = await startServer({
        dataDir: site.DATA_DIR,
        env: { DATABASE_URL: site.DATABASE_URL, ADMIN_EMAIL: "", ADMIN_PASSWORD: "" },
      });
      cleanups.push(() => server.stop());

      const health = await (await fetch(`${server.url}/healthz`)).json();
      expect(health).toMatchObject({ status: "ok", version, schema: { current: true } });
      for (const page of ["/", "/professor", "/student", "/startups", "/events", "/notices"]) {
        expect((await fetch(`${server.url}${page}`)).status, page).toBe(200);
      }
      const gallery = await (await fetch(`${server.url}/gallery`)).text();
      const photos = [...gallery.matchAll(/src="(\/media\/[\w-]+\/\d+\.jpg)"/g)].map((m) => m[1]);
      expect(photos.length).toBeGreaterThanOrEqual(3);
      const photo = await fetch(`${server.url}${photos[0]}`);
      expect(photo.headers.get("content-type")).toBe("image/jpeg");

      const notices = await (await fetch(`${server.url}/notices`)).text();
      const pdfPath = /href="(\/notices\/\d+\/attachment\.pdf)"/.exec(notices)?.[1];
      expect(pdfPath, "the notice's PDF is linked").toBeDefined();
      const pdf = await fetch(`${server.url}${pdfPath}`);
      expect(await pdf.text()).toBe(UPGRADE_FIXTURE.pdf);

      const admin = new HttpSession(server.url);
      await admin.login(UPGRADE_FIXTURE.admin.email, UPGRADE_FIXTURE.admin.password);
      const inbox = await (await admin.get("/admin-dashboard/ideas")).text();
      expect(inbox).toContain(UPGRADE_FIXTURE.idea.subject);
    },
    120_000,
  );

  it("leaves the database as it was when a migration fails", async () => {
    const test = await createTestDb(kind);
    cleanups.push(test.close);
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), "sic-broken-migration-"));
    fs.cpSync(migrationsFolder(), folder, { recursive: true });
    const journalFile = path.join(folder, "meta", "_journal.json");
    const journal = JSON.parse(fs.readFileSync(journalFile, "utf8"));
    const last = shippedMigrations().at(-1)?.when ?? 0;
    // Two new migrations: the first is fine, the second fails half-way.
    const broken = [
      { tag: "9998_fine", sql: "ALTER TABLE notices ADD COLUMN upgrade_probe text;" },
      {
        tag: "9999_broken",
        sql: "CREATE TABLE upgrade_probe (id int);\n--> statement-breakpoint\nSELECT 1 / 0;",
      },
    ];
    for (const [i, m] of broken.entries()) {
      fs.writeFileSync(path.join(folder, `${m.tag}.sql`), m.sql);
      journal.entries.push({
        idx: journal.entries.length,
        version: "7",
        when: last + i + 1,
        tag: m.tag,
        breakpoints: true,
      });
    }
    fs.writeFileSync(journalFile, JSON.stringify(journal));

    const database = { db: test.db, kind };
    const failure = await migrateDatabase(database, folder).then(
      () => undefined,
      (error: Error & { cause?: Error }) => error.cause?.message ?? error.message,
    );
    expect(failure).toMatch(/division by zero/);
    const probes = await rowsOf<{ found: string | null; column: string | null }>(
      test.db,
      sql`select to_regclass('public.upgrade_probe')::text as found,
          (select attname::text from pg_attribute where attrelid = 'notices'::regclass
           and attname = 'upgrade_probe') as column`,
    );
    expect(probes[0]).toEqual({ found: null, column: null });
    expect(await schemaVersion(test.db)).toMatchObject({ current: true });
  });

  it.runIf(kind === "postgres")("migrates once when several servers start together", async () => {
    const { url, drop } = await createPgDatabase();
    const servers = await Promise.all(
      [1, 2, 3].map(() => openDatabase({ databaseUrl: url, dataDir: freshDataDir("unused") })),
    );
    cleanups.push(async () => {
      for (const s of servers) await s.close();
      await drop();
    });
    await Promise.all(servers.map((s) => migrateDatabase(s)));
    const [first] = servers;
    const applied = await rowsOf<{ n: string }>(
      first?.db as never,
      sql`select count(*)::text as n from drizzle.__drizzle_migrations`,
    );
    expect(Number(applied[0]?.n)).toBe(shippedMigrations().length);
  });
});
