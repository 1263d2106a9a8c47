// `npx tsx scripts/make-upgrade-fixture.ts`: writes tests/fixtures/upgrade/release-<version>.backup,
// a small site as this release stores it, for the upgrade test of the NEXT releases
// (tests/integration/upgrade.int.test.ts): sample content with a few photos, a notice with a PDF,
// an idea in Hindi with its queued e-mail, and an admin whose password the test knows. Run it
// once per release that changes the schema, and commit the file; never edit an old one.
import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { storePdf } from "../app/.server/attachments/store.ts";
import { writeBackup } from "../app/.server/backup/dump.ts";
import { getConfig } from "../app/.server/config.ts";
import { ensureSiteRecords } from "../app/.server/content/site.ts";
import { type Db, schema } from "../app/.server/db/database.ts";
import { migrateDatabase } from "../app/.server/db/migrate.ts";
import { createIdea } from "../app/.server/ideas/store.ts";
import { seedIfEmpty } from "../app/.server/sample/seed.ts";
import { ensureFirstAdmin } from "../app/.server/users/accounts.ts";
import { version } from "../package.json";
import { UPGRADE_FIXTURE } from "../tests/support/upgrade-fixture.ts";

const out = path.resolve(`tests/fixtures/upgrade/release-${version}.backup`);
const client = await PGlite.create();
const db = drizzle(client, { schema }) as unknown as Db;
await migrateDatabase({ db, kind: "pglite" });
await ensureSiteRecords(db, getConfig());
await seedIfEmpty(db);
// Keep the file small: three gallery photos keep their pictures; other pictures go (the pages
// then show their fallbacks, as they do for content without a picture).
await db.execute(sql`delete from gallery_photos where id not in
  (select id from gallery_photos order by position, id limit 3)`);
await db.execute(sql`delete from media where id not in
  (select image_id from gallery_photos where image_id is not null)`);
await ensureFirstAdmin(
  db,
  UPGRADE_FIXTURE.admin.email,
  UPGRADE_FIXTURE.admin.password,
  "Fixture Admin",
);
await createIdea(db, UPGRADE_FIXTURE.idea, { clientIp: "127.0.0.1", deliveries: ["founder-ack"] });
const pdf = await storePdf(db, Buffer.from(UPGRADE_FIXTURE.pdf), "fixture.pdf", 1024 * 1024);
await db.execute(sql`update notices set attachment_id = ${pdf}
  where id = (select min(id) from notices)`);
fs.rmSync(out, { force: true });
const summary = await writeBackup({ db, kind: "pglite" }, out);
await client.close();
console.log(`${summary.file}: ${summary.bytes} bytes, ${summary.rows} rows`);
