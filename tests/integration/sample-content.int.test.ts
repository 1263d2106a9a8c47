import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listGallery } from "~/.server/content/gallery";
import { startups as startupKind } from "~/.server/content/kinds";
import { eventShape, listEvents } from "~/.server/content/kinds/events";
import { listPeople } from "~/.server/content/kinds/people";
import { listFaqs, listSupportTabs } from "~/.server/content/kinds/site";
import { listStartups, startupShape } from "~/.server/content/kinds/startups";
import { listTalks, listTestimonials } from "~/.server/content/kinds/talks";
import { getTerms } from "~/.server/content/kinds/vocabularies";
import { listNotices } from "~/.server/content/notices";
import { inLanguage } from "~/.server/content/read";
import { schema } from "~/.server/db/database";
import { eventRegistrations } from "~/.server/db/schema/registrations";
import { getVariant } from "~/.server/media/store";
import { loadSampleContent } from "~/.server/sample/load";
import { makeSamplePictures, storeSamplePictures } from "~/.server/sample/pictures";
import { STUDENT_SECTIONS } from "~/lib/content/vocabulary";
import { createTestDb, dbKinds, type TestDb } from "../support/test-db";

describe.each(await dbKinds())("sample content on %s", (kind) => {
  let t: TestDb;
  let seconds = 0;
  beforeAll(async () => {
    t = await createTestDb(kind);
    const started = performance.now();
    await loadSampleContent(t.db);
    seconds = (performance.now() - started) / 1000;
    console.log(`Sample content loaded on ${kind} in ${seconds.toFixed(1)} s`);
  }, 300_000);
  afterAll(() => t.close());

  it("has the spec's counts of startups, with some in Hindi", async () => {
    const startups = await listStartups(t.db);
    expect(startups).toHaveLength(30);
    expect(startups.filter((s) => s.inCarousel)).toHaveLength(30);
    for (const flag of ["inFlipCards", "inCards"] as const) {
      const n = startups.filter((s) => s[flag]).length;
      expect(n).toBeGreaterThanOrEqual(18);
      expect(n).toBeLessThanOrEqual(22);
    }
    // Every startup has its texts in Hindi too; the English page shows English.
    expect(startups.every((s) => s.nameHi && s.problemHi && s.descriptionHi)).toBe(true);
    const terms = await getTerms(t.db);
    expect(
      startups.every(
        (s) => startupShape(inLanguage(s, startupKind, "hi"), terms, "hi").lang === "hi",
      ),
    ).toBe(true);
    // Every startup's sector is one of the sectors staff keep.
    expect(startups.every((s) => terms.sector.some((term) => term.value === s.sector))).toBe(true);
    expect(startups.every((s) => s.isSample && s.status === "published")).toBe(true);
    expect(startups.some((s) => !s.founder)).toBe(true);
    for (const s of startups) {
      if (s.email) expect(s.email).toMatch(/@example\.(in|com)$/);
      if (s.website) expect(s.website).toMatch(/^https:\/\/example\.com\//);
    }
  });

  it("has the spec's three events with their dates, venues and figures", async () => {
    const events = (await listEvents(t.db)).map((e) => eventShape(e));
    expect(events.slice(0, 3).map((e) => [e.title, e.startDate, e.endDate])).toEqual([
      ["Orientation Session 2023", "2023-09-21", null],
      ["PitchTember 2023", "2023-11-24", "2023-12-18"],
      ["Stock Market Simulation", "2024-02-09", null],
    ]);
    expect(events[0].venue).toBe(events[1].venue);
    expect(events[2].venue).toBe("Online");
    expect(events[1].link).toBe("https://example.com/pitchtember");
    expect(events[1].stats.map((s) => s.value)).toEqual(["1000+", "67+"]);
    expect(events[2].stats.map((s) => s.value)).toEqual(["300", "₹10 lakh"]);
  });

  it("has one upcoming sample event whose places are taken, with a short waiting list", async () => {
    const [upcoming] = (await listEvents(t.db)).slice(3);
    expect(upcoming).toMatchObject({
      slug: "founders-bootcamp-sample",
      isSample: true,
      registrationOpen: true,
      capacity: 12,
      waitingList: true,
      onHome: false,
    });
    const days = (upcoming.startsAt.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(10);
    expect(days).toBeLessThan(14);
    const rows = await t.db
      .select({ status: eventRegistrations.status, token: eventRegistrations.cancelToken })
      .from(eventRegistrations)
      .where(eq(eventRegistrations.eventId, upcoming.id));
    expect(rows.filter((r) => r.status === "confirmed")).toHaveLength(12);
    expect(rows.filter((r) => r.status === "waiting")).toHaveLength(3);
    expect(new Set(rows.map((r) => r.token)).size).toBe(15);
  });

  it("has 4 talks, 9 distinct testimonials, FAQ, notices and people", async () => {
    expect(await listTalks(t.db)).toHaveLength(4);
    const cards = await listTestimonials(t.db);
    expect(cards).toHaveLength(9);
    expect(new Set(cards.map((c) => c.name)).size).toBe(9);
    expect(await listFaqs(t.db)).toHaveLength(5);
    expect(await listNotices(t.db)).toHaveLength(5);

    expect((await listPeople(t.db, "director")).map((p) => p.post)).toEqual([
      "Director",
      "Professor In-Charge",
    ]);
    const faculty = await listPeople(t.db, "faculty");
    expect(faculty).toHaveLength(10);
    expect(faculty.filter((p) => p.featured)).toEqual([faculty[0]]);
    const students = await listPeople(t.db, "student");
    expect([...new Set(students.map((s) => s.section))]).toEqual(
      STUDENT_SECTIONS.map((s) => s.value),
    );
    expect(students.some((s) => !s.linkedin)).toBe(true);
    expect(students.some((s) => s.linkedin === "#")).toBe(true);
  });

  it("has 28 gallery photos and the four support tabs", async () => {
    const gallery = await listGallery(t.db);
    expect(gallery.map((g) => g.name)).toEqual(
      Array.from({ length: 28 }, (_, i) => `event-${String(i + 1).padStart(2, "0")}.jpg`),
    );
    expect(gallery.every((g) => g.alt.length > 20)).toBe(true);
    const tabs = await listSupportTabs(t.db);
    expect(new Set(gallery.map((g) => g.image.id)).size).toBe(28);
    expect(tabs.map((tab) => [tab.label, tab.buttonLabel])).toEqual([
      ["Mentorship", "Explore"],
      ["Funding", "Find tools"],
      ["Networking", "Learn"],
      ["Workspace", "Learn more"],
    ]);
    expect(tabs.every((tab) => tab.buttonHref.startsWith("/"))).toBe(true);
  });

  it("gives every entity a stored image that the media route can serve", async () => {
    const lists = [
      await listStartups(t.db),
      await listEvents(t.db),
      await listTalks(t.db),
      await listTestimonials(t.db),
      await listPeople(t.db, "director"),
      await listPeople(t.db, "faculty"),
      await listPeople(t.db, "student"),
      await listSupportTabs(t.db),
      await listGallery(t.db),
    ];
    const images = lists.flat().map((row) => row.image);
    expect(images.every(Boolean)).toBe(true);
    const ids = [...new Set(images.map((image) => image?.id as string))];
    // storeImage keeps the normalised original; variants are made on first request.
    const sources = await t.db
      .select({ id: schema.mediaVariants.mediaId })
      .from(schema.mediaVariants)
      .where(
        and(inArray(schema.mediaVariants.mediaId, ids), eq(schema.mediaVariants.format, "source")),
      );
    expect(new Set(sources.map((s) => s.id))).toEqual(new Set(ids));
    const avif = await getVariant(t.db, lists[0][0].image?.id as string, 320, "avif");
    expect(avif?.subarray(4, 12).toString("latin1")).toBe("ftypavif");
    // Sizes per kind: portraits square, startups 4:3, events and gallery 3:2.
    const [startups, events, , , directors, , , , gallery] = lists;
    expect(startups[0].image).toMatchObject({ width: 800, height: 600 });
    expect(events[0].image).toMatchObject({ width: 1200, height: 800 });
    expect(directors[0].image).toMatchObject({ width: 400, height: 400 });
    expect(gallery[0].image).toMatchObject({ width: 1440, height: 960 });
  });
});

// The build draws the sample pictures once (scripts/build-start.ts); a start then reads them.
// They must be the very pictures a start would make itself: the same bytes, so the same ids.
describe("sample pictures made by the build", () => {
  let t: TestDb;
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "sic-pictures-"));
  beforeAll(async () => {
    t = await createTestDb("pglite");
  }, 120_000);
  afterAll(async () => {
    await t.close();
    fs.rmSync(folder, { recursive: true, force: true });
  });

  it("are the ones a start makes, and a start that finds them stored only looks them up", async () => {
    const now = new Date();
    const made = await makeSamplePictures(folder, now);
    const atStart = await storeSamplePictures(t.db, now, "/nonexistent");
    const stored = async () =>
      (await t.db.select({ id: schema.media.id }).from(schema.media)).length;
    const before = await stored();
    expect(await storeSamplePictures(t.db, now, folder)).toEqual(atStart);
    expect(await stored()).toBe(before);
    expect(made).toBe(atStart.size);
    // A picture the build did not make (the upcoming event's, in a new year) is made at start.
    fs.rmSync(path.join(folder, fs.readdirSync(folder).find((f) => f.endsWith(".json")) as string));
    expect(await storeSamplePictures(t.db, now, folder)).toEqual(atStart);
  }, 300_000);
});
