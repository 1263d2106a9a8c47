// Issue 24, section 2: the whole site's content in one file. A site with the sample content and
// edits of every state (a draft, a scheduled item, unpublished changes, a new picture, an item in
// the trash) is exported and imported into an empty database, which then holds the same content;
// importing it again changes nothing; a file that is wrong anywhere changes nothing and says where.
import fs from "node:fs";
import path from "node:path";
import { asc, count, eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listItems } from "~/.server/content/items";
import { albums, events, faqs, homeOrder, SECTIONS, startups } from "~/.server/content/kinds/index";
import { placeItems, saveItem, trashItem } from "~/.server/content/lifecycle";
import { applyImport } from "~/.server/content/transfer/apply";
import { checkContentFile } from "~/.server/content/transfer/check";
import { planImport } from "~/.server/content/transfer/plan";
import { auditLog } from "~/.server/db/schema/auth";
import { revisions } from "~/.server/db/schema/revisions";
import { homeBlocks } from "~/.server/db/schema/site";
import { storePicture } from "~/.server/media/content-image";
import { loadSampleContent } from "~/.server/sample/load";
import { contentOf, exportBytes, pack, unpack } from "../support/content-file";
import { makeJpeg } from "../support/jpeg-fixtures";
import { outcome } from "../support/route";
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
    // The home page's sections (a fixed list the site names): the gallery first, and hidden.
    const blocks = await source.db.select().from(homeBlocks).orderBy(asc(homeBlocks.position));
    const gallery = blocks.find((b) => b.name === "Gallery");
    if (!gallery) throw new Error("no Gallery in the home page's order");
    await placeItems(source.db, homeOrder, editor, [
      gallery.id,
      ...blocks.filter((b) => b !== gallery).map((b) => b.id),
    ]);
    await saveItem(source.db, homeOrder, editor, {
      id: gallery.id,
      values: { shown: false },
      publish: true,
    });
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
    expect(content.sections["home-order"][0]).toMatchObject({
      key: "gallery",
      values: { shown: false },
    });
    // Kinds added after this code was written are in the file too.
    expect(Object.keys(content.sections)).toEqual(SECTIONS.map((s) => s.key));
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

  it("refuses a bad file whole, saying what is wrong and where, and changes nothing", async () => {
    const state = async () => ({
      content: contentOf(await exportBytes(target.db)),
      audit: (await target.db.select({ n: count() }).from(auditLog))[0].n,
      revisions: (await target.db.select({ n: count() }).from(revisions))[0].n,
    });
    const before = await state();
    const { content, files } = unpack(file);
    /** The exported file with one change made to its content.json. */
    const edited = (change: (c: typeof content) => void) => {
      const copy = structuredClone(content);
      change(copy);
      return pack({ ...files, "content.json": copy });
    };
    const bad: [string, Uint8Array, RegExp][] = [
      ["not a zip", Buffer.from("Just some text"), /not a zip file/],
      ["no content.json", pack({ "notes.txt": "hello" }), /holds no content\.json/],
      [
        "broken JSON",
        pack({ "content.json": '{ "format": 1, ' }),
        /content\.json is not valid JSON/,
      ],
      ["not UTF-8", pack({ "content.json": new Uint8Array([0xff, 0xfe, 0x7b]) }), /not UTF-8/],
      [
        "unknown version",
        pack({ "content.json": { format: 2, sections: {} } }),
        /^.*format 2; this release reads format 1/,
      ],
      [
        "a missing image",
        edited((c) => {
          c.sections.startups[0].values.imageFile = "media/missing.jpg";
        }),
        /startups\[0\]\.values\.imageFile: the file “media\/missing\.jpg” is not in the zip/,
      ],
      [
        "a text over its limit",
        edited((c) => {
          c.sections.startups[3].values.name = "x".repeat(101);
        }),
        /startups\[3\]\.values\.name: Name may have at most 100 characters/,
      ],
      [
        "a required text left out",
        edited((c) => {
          c.sections.startups[3].values.name = "";
        }),
        /startups\[3\]\.values\.name: Name is required/,
      ],
      [
        "a bad address",
        edited((c) => {
          c.sections.settings[0].values.contactEmail = "not an address";
        }),
        /settings\[0\]\.values\.contactEmail: Enter a valid email address/,
      ],
      [
        "a reference to nothing",
        edited((c) => {
          c.sections.albums[0].values.eventId = "no-such-event";
        }),
        /albums\[0\]\.values\.eventId: names no events item/,
      ],
      [
        "an unknown section",
        edited((c) => {
          c.sections.rockets = [];
        }),
        /sections\.rockets: this site has no such section/,
      ],
      [
        "a field the section does not have",
        edited((c) => {
          c.sections.faq[0].values.colour = "red";
        }),
        /faq\[0\]\.values\.colour: is not a field of this section/,
      ],
      [
        "a picture that is not one",
        pack({
          ...files,
          "content.json": content,
          [Object.keys(files).find((n) => n.startsWith("media/")) ?? ""]: "GIF89a",
        }),
        /: not a JPEG, PNG or WebP image/,
      ],
      [
        "a name that climbs out",
        pack({ ...files, "../../etc/evil": "x", "content.json": content }),
        /points outside the file/,
      ],
      [
        "an absolute name",
        pack({ "/etc/evil": "x", "content.json": content }),
        /points outside the file/,
      ],
      [
        "a zip bomb",
        pack({ "content.json": content, "media/bomb.jpg": new Uint8Array(40 * 1024 * 1024) }),
        /“media\/bomb\.jpg” is larger than 15 MB once unpacked/,
      ],
    ];
    for (const [what, bytes, message] of bad) {
      const refused = await outcome(checkContentFile(target.db, bytes));
      expect(refused, what).toMatchObject({ ok: false, status: 400 });
      expect((refused as { message: string }).message, what).toMatch(message);
      expect((refused as { message: string }).message, what).toMatch(
        /^The file was not imported, nothing changed/,
      );
    }
    expect(await state()).toEqual(before);
  }, 300_000);

  it("imports a hand-made format-1 file (tests/fixtures/content-format-1.json) into an empty site", async () => {
    const fresh = await createTestDb(kind);
    try {
      const logo = await sharp({
        create: { width: 400, height: 200, channels: 3, background: "#c80" },
      })
        .png()
        .toBuffer();
      const json = fs.readFileSync(path.resolve("tests/fixtures/content-format-1.json"));
      const checked = await checkContentFile(
        fresh.db,
        pack({ "content.json": json, "media/logo.png": logo }),
      );
      const { plan } = await applyImport(fresh.db, editor, checked);
      expect(plan.lines).toContain("Startups: 2 added");
      expect(plan.lines.at(-1)).toMatch(/^Not in the file, left as they are: .*People/);
      const [mart, kosi] = await listItems(fresh.db, startups);
      expect(mart).toMatchObject({ title: "Makhana Mart", status: "published" });
      expect(mart.values.imageId).toEqual(expect.any(String));
      expect(kosi).toMatchObject({
        status: "draft",
        values: expect.objectContaining({ slug: "kosi-boats" }),
      });
      const [faq] = await listItems(fresh.db, faqs);
      expect(faq).toMatchObject({ changed: true, title: "Who may apply to the centre?" });
      const [event] = await listItems(fresh.db, events);
      const [album] = await listItems(fresh.db, albums);
      expect(album.values.eventId).toBe(event.id);
      expect(event.publishFrom).toEqual(new Date("2031-01-01T00:00:00Z"));
    } finally {
      await fresh.close();
    }
  }, 120_000);
});
