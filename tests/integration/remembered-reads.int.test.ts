// What visitors' pages read is remembered until content changes (decision 043): a change saved
// through the app is seen by the next read at once, one made behind the app's back (another
// server, a job) once the change signal is heard (startup.ts calls forgetReads then); a page cannot
// change a remembered answer; a transaction or a database the app does not run is asked every time.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { forgetReads, rememberReads } from "~/.server/cache/remembered";
import { countGallery, listGallery } from "~/.server/content/gallery";
import { faqs } from "~/.server/content/kinds/index";
import { listPeople } from "~/.server/content/kinds/people";
import { listFaqs } from "~/.server/content/kinds/site";
import { lastContentChange } from "~/.server/content/last-change";
import { saveItem } from "~/.server/content/lifecycle";
import { listNotices } from "~/.server/content/notices";
import { albums, galleryPhotos } from "~/.server/db/schema/gallery";
import { media } from "~/.server/db/schema/media";
import { notices } from "~/.server/db/schema/notices";
import { people } from "~/.server/db/schema/people";
import { faqs as faqTable } from "~/.server/db/schema/site";
import { listAlbums } from "~/.server/pages/gallery-page";
import { HOME_NOTICES, listHomeNotices } from "~/.server/pages/notice-archive";
import { createTestDb, dbKinds, type TestDb } from "../support/test-db";

const editor = { id: null, email: "test:editor" };
const questions = async (t: TestDb) => (await listFaqs(t.db)).map((f) => f.question);

describe.each(await dbKinds())("remembered reads on %s", (kind) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb(kind);
  });
  afterAll(() => t.close());

  it("are asked every time where the app did not say the database is its own", async () => {
    await t.db
      .insert(faqTable)
      .values({ question: "Unremembered?", answer: "Yes.", status: "published" });
    expect(await questions(t)).toContain("Unremembered?");
  });

  it("see a change saved through the app at once, and one behind its back once it is heard", async () => {
    rememberReads(t.db);
    const before = await lastContentChange(t.db);
    await questions(t);
    await new Promise((r) => setTimeout(r, 20));
    await saveItem(t.db, faqs, editor, {
      values: { question: "When is the next intake?", answer: "In January." },
      publish: true,
    });
    expect(await questions(t)).toContain("When is the next intake?");
    const after = await lastContentChange(t.db);
    expect(Date.parse(after ?? "")).toBeGreaterThan(Date.parse(before ?? "1970-01-01"));

    await t.db
      .insert(faqTable)
      .values({ question: "Behind its back?", answer: "Yes.", status: "published" });
    expect(await questions(t)).not.toContain("Behind its back?");
    forgetReads();
    expect(await questions(t)).toContain("Behind its back?");
  });

  it("cannot be changed by the page that reads them", async () => {
    rememberReads(t.db);
    const list = await listFaqs(t.db);
    expect(() => {
      (list as { question: string }[])[0].question = "Changed by a page";
    }).toThrow(TypeError);
    expect(() => (list as unknown[]).push({})).toThrow(TypeError);
    expect((await listFaqs(t.db))[0]?.question).not.toBe("Changed by a page");
  });

  // The home page's reads that take a filter or a limit (the directors, its few notices, its
  // gallery preview) and /gallery's first page: each remembered under a name of its own, so that
  // a render asks the database nothing; a later page of photos is asked every time.
  it("remember filtered and first-page reads each under its own name", async () => {
    rememberReads(t.db);
    forgetReads();
    const person = (kind: "director" | "faculty", name: string) => ({
      kind,
      name,
      post: "Sample post",
      status: "published" as const,
    });
    await t.db
      .insert(people)
      .values([person("director", "Sample Director A"), person("faculty", "Sample Faculty A")]);
    await t.db.insert(notices).values(
      Array.from({ length: HOME_NOTICES + 1 }, (_, i) => ({
        title: `Sample notice ${i}`,
        date: "2026-01-01",
        status: "published" as const,
      })),
    );
    await t.db
      .insert(media)
      .values(
        ["r1", "r2", "r3", "r4"].map((id) => ({ id: `remembered-${id}`, width: 8, height: 6 })),
      );
    const photo = (n: number) => ({
      name: `remembered-${n}.jpg`,
      imageId: `remembered-r${n}`,
      imageAlt: `Sample photo ${n}`,
      position: 1000 + n,
      status: "published" as const,
    });
    await t.db.insert(galleryPhotos).values([photo(1), photo(2), photo(3)]);
    const names = async (kind: "director" | "faculty") =>
      (await listPeople(t.db, kind)).map((p) => p.name);
    const alts = async (offset: number) =>
      (await listGallery(t.db, "public", { limit: 1000, offset })).map((p) => p.alt);

    expect(await names("director")).toContain("Sample Director A");
    expect(await names("director")).not.toContain("Sample Faculty A");
    expect(await names("faculty")).toContain("Sample Faculty A");
    expect(await listHomeNotices(t.db)).toHaveLength(HOME_NOTICES);
    const allNotices = (await listNotices(t.db)).length;
    expect(allNotices).toBeGreaterThan(HOME_NOTICES);
    const firstPage = await alts(0);
    expect(firstPage).toContain("Sample photo 3");
    const secondPage = await alts(firstPage.length - 1);
    const photos = await countGallery(t.db, "public");
    const albumCount = (await listAlbums(t.db)).length;

    // Behind the app's back: the remembered answers stay, a later page is asked again.
    await t.db.insert(people).values(person("director", "Sample Director B"));
    await t.db
      .insert(notices)
      .values({ title: "Sample notice late", date: "2026-01-02", status: "published" });
    await t.db.insert(galleryPhotos).values(photo(4));
    await t.db
      .insert(albums)
      .values({ slug: "sample-remembered", title: "Sample album", status: "published" });
    expect(await names("director")).not.toContain("Sample Director B");
    expect(await listNotices(t.db)).toHaveLength(allNotices);
    expect(await alts(0)).toEqual(firstPage);
    expect(await countGallery(t.db, "public")).toBe(photos);
    expect(await listAlbums(t.db)).toHaveLength(albumCount);
    expect(await alts(firstPage.length - 1)).toEqual([...secondPage, "Sample photo 4"]);

    forgetReads();
    expect(await names("director")).toContain("Sample Director B");
    expect(await listNotices(t.db)).toHaveLength(allNotices + 1);
    expect(await alts(0)).toContain("Sample photo 4");
    expect(await countGallery(t.db, "public")).toBe(photos + 1);
    expect(await listAlbums(t.db)).toHaveLength(albumCount + 1);
  });
});
