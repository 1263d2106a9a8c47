// Issue 24, section 2: the whole site's content in one file. A site with the sample content and
// edits of every state (a draft, a scheduled item, unpublished changes, a new picture, an item in
// the trash) is exported and imported into an empty database, which then holds the same content;
// importing it again changes nothing; a file that is wrong anywhere changes nothing and says where.
import { count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listItems } from "~/.server/content/items";
import { events, faqs, startups } from "~/.server/content/kinds/index";
import { saveItem, trashItem } from "~/.server/content/lifecycle";
import { applyImport } from "~/.server/content/transfer/apply";
import { checkContentFile } from "~/.server/content/transfer/check";
import { planImport } from "~/.server/content/transfer/plan";
import { auditLog } from "~/.server/db/schema/auth";
import { revisions } from "~/.server/db/schema/revisions";
import { storePicture } from "~/.server/media/content-image";
import { loadSampleContent } from "~/.server/sample/load";
import { contentOf, exportBytes } from "../support/content-file";
import { makeJpeg } from "../support/jpeg-fixtures";
import { createTestDb, dbKinds, type TestDb } from "../support/test-db";

const editor = { id: null, email: "test:editor" };

describe.each(await dbKinds())("the content file on %s", (kind) => {
  let source: TestDb;
  let target: TestDb;
  let file: Buffer;

  beforeAll(async () => {
    source = await createTestDb(kind);
    await loadSampleContent(source.db);
    const [first, second] = await listItems(source.db, startups);
    // Unpublished changes on a published startup, and a draft with a new picture.
    await saveItem(source.db, startups, editor, {
      id: first.id,
      values: { ...first.values, name: `${first.values.name} (renamed)` },
      publish: false,
    });
    const picture = await storePicture(
      source.db,
      await makeJpeg({ width: 900, height: 600, left: "#3a6" }),
      "draft.jpg",
      15 * 1024 * 1024,
    );
    await saveItem(source.db, startups, editor, {
      values: {
        ...second.values,
        name: "Draft Startup",
        slug: "draft-startup",
        imageId: picture,
        imageAlt: "A green card",
        imageAltHi: "एक हरा कार्ड",
      },
      publish: false,
    });
    // A scheduled event, and a FAQ in the trash (which the file leaves out).
    const [event] = await listItems(source.db, events);
    await saveItem(source.db, events, editor, {
      id: event.id,
      values: { ...event.values, publishFrom: new Date("2031-01-01T04:30:00Z") },
      publish: true,
    });
    const [faq] = await listItems(source.db, faqs);
    await trashItem(source.db, faqs, editor, faq.id, "trash");
    file = await exportBytes(source.db);
    target = await createTestDb(kind);
  }, 300_000);
  afterAll(async () => {
    await source?.close();
    await target?.close();
  });

  it("holds every section, each item in its state, and the pictures it names", () => {
    type Item = {
      status: string;
      values: Record<string, unknown>;
      pending?: Record<string, string>;
    };
    const content = contentOf(file) as { format: number; sections: Record<string, Item[]> };
    expect(content.format).toBe(1);
    const list = content.sections.startups;
    expect(list.some((s) => s.status === "draft" && s.values.name === "Draft Startup")).toBe(true);
    expect(list.some((s) => s.pending?.name?.endsWith("(renamed)"))).toBe(true);
    expect(
      content.sections.events.some((e) => e.values.publishFrom === "2031-01-01T04:30:00.000Z"),
    ).toBe(true);
    expect(content.sections.settings).toHaveLength(1);
    expect(content.sections.faq.length).toBeGreaterThan(0);
  });

  it("imports into an empty site, which then reads as the file; a second import changes nothing", async () => {
    const checked = await checkContentFile(target.db, file);
    const plan = await planImport(target.db, checked);
    expect(plan.summary).toMatch(/Startups: 31 added/);
    const version = async () =>
      (await target.db.execute(
        sql`select last_value::text as v from content_version`,
      )) as unknown as {
        rows: { v: string }[];
      };
    const before = (await version()).rows[0].v;
    const started = performance.now();
    await applyImport(target.db, editor, checked, plan.digest);
    console.log(`Imported on ${kind} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    expect((await version()).rows[0].v).not.toBe(before);
    expect(contentOf(await exportBytes(target.db))).toEqual(contentOf(file));
    const [{ n }] = await target.db
      .select({ n: count() })
      .from(auditLog)
      .where(eq(auditLog.action, "content.import"));
    expect(n).toBe(1);
    const [{ r }] = await target.db.select({ r: count() }).from(revisions);
    expect(r).toBeGreaterThan(60);

    const again = await planImport(target.db, await checkContentFile(target.db, file));
    expect(again.changes).toBe(0);
    expect(again.summary).toBe("Nothing to change: the site already reads as the file.");
  }, 300_000);
});
