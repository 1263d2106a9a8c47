import { eq, ne } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listAudit } from "~/.server/audit/audit-log";
import { countSample, removeSampleContent } from "~/.server/content/admin/sample";
import { purgeTrash, TRASH_DAYS } from "~/.server/content/admin/trash";
import { getItem, getSingleton } from "~/.server/content/items";
import { faqs, people, settings, startups, students } from "~/.server/content/kinds/index";
import { listStartups } from "~/.server/content/kinds/startups";
import {
  moveItem,
  restoreValues,
  saveItem,
  trashItem,
  unpublishItem,
} from "~/.server/content/lifecycle";
import { listRevisions } from "~/.server/content/revisions";
import { media } from "~/.server/db/schema/media";
import { loader as sitemap } from "~/routes/resources/sitemap";
import { routeArgs } from "../support/route";
import { createTestDb, dbKinds, type TestDb } from "../support/test-db";

const editor = { id: null, email: "test:editor" };
const DAY = 24 * 60 * 60_000;

const startup = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  slug: name.toLowerCase().replaceAll(" ", "-"),
  sector: "agritech",
  problem: `${name} solves a problem.`,
  description: `${name} is a startup.`,
  ...extra,
});

describe.each(await dbKinds())("the content lifecycle on %s", (kind) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb(kind);
  });
  afterAll(() => t.close());

  it("keeps a draft from visitors until it is published, and its later changes too", async () => {
    const id = await saveItem(t.db, startups, editor, {
      values: startup("Draft One"),
      publish: false,
    });
    expect((await listStartups(t.db)).map((s) => s.name)).not.toContain("Draft One");
    expect((await listStartups(t.db, "preview")).map((s) => s.name)).toContain("Draft One");
    const sitemapText = async () =>
      (await sitemap(routeArgs(new Request("http://x/sitemap.xml"), { db: t.db }))).text();
    expect(await sitemapText()).not.toContain("/startups/draft-one");

    await saveItem(t.db, startups, editor, { id, values: startup("Draft One"), publish: true });
    expect((await listStartups(t.db)).map((s) => s.name)).toContain("Draft One");
    expect(await sitemapText()).toContain("/startups/draft-one");

    // Saved, not published: the public keeps the published text; the preview shows the new one.
    const changed = startup("Draft One", { problem: "A better problem." });
    await saveItem(t.db, startups, editor, { id, values: changed, publish: false });
    const publicRow = (await listStartups(t.db)).find((s) => s.id === id);
    const previewRow = (await listStartups(t.db, "preview")).find((s) => s.id === id);
    expect(publicRow?.problem).toBe("Draft One solves a problem.");
    expect(previewRow?.problem).toBe("A better problem.");
    expect((await getItem(t.db, startups, id))?.changed).toBe(true);

    await unpublishItem(t.db, startups, editor, id);
    expect((await listStartups(t.db)).map((s) => s.id)).not.toContain(id);
    // Unpublishing keeps the unpublished changes as the draft.
    expect((await getItem(t.db, startups, id))?.values.problem).toBe("A better problem.");
  });

  it("shows each row's picture, and staff previewing a change of picture the new one", async () => {
    await t.db.insert(media).values([
      { id: "pic-old", width: 800, height: 600, placeholder: "data:old" },
      { id: "pic-new", width: 640, height: 640, placeholder: "data:new" },
    ]);
    const values = startup("Picture One", { imageId: "pic-old", imageAlt: "Our logo" });
    const id = await saveItem(t.db, startups, editor, { values, publish: true });
    const none = await saveItem(t.db, startups, editor, {
      values: startup("Picture None"),
      publish: true,
    });
    await saveItem(t.db, startups, editor, {
      id,
      values: { ...values, imageId: "pic-new" },
      publish: false,
    });
    const find = async (view: "public" | "preview", which: number) =>
      (await listStartups(t.db, view)).find((s) => s.id === which);
    expect((await find("public", id))?.image).toEqual({
      id: "pic-old",
      width: 800,
      height: 600,
      placeholder: "data:old",
    });
    expect((await find("preview", id))?.image).toMatchObject({ id: "pic-new", width: 640 });
    expect((await find("public", none))?.image).toBeNull();
    expect(await find("public", id)).not.toHaveProperty("imageId");
  });

  it("honours publish-from and unpublish-at", async () => {
    const soon = new Date(Date.now() + DAY);
    const past = new Date(Date.now() - DAY);
    await saveItem(t.db, startups, editor, {
      values: startup("Later On", { publishFrom: soon }),
      publish: true,
    });
    await saveItem(t.db, startups, editor, {
      values: startup("Gone By", { unpublishAt: past }),
      publish: true,
    });
    const names = (await listStartups(t.db)).map((s) => s.name);
    expect(names).not.toContain("Later On");
    expect(names).not.toContain("Gone By");
  });

  it("refuses a second item with the same address", async () => {
    await saveItem(t.db, startups, editor, { values: startup("Same Name"), publish: true });
    await expect(
      saveItem(t.db, startups, editor, { values: startup("Same Name"), publish: false }),
    ).rejects.toMatchObject({ status: 400, errors: { slug: expect.stringMatching(/address/) } });
  });

  it("refuses a save based on a version someone else has replaced since, until it is made again", async () => {
    const id = await saveItem(t.db, faqs, editor, {
      values: { question: "Shared?", answer: "Asha's first." },
      publish: true,
    });
    const opened = (await getItem(t.db, faqs, id))?.updatedAt.getTime();
    // Ravi opened the form at the same time and saves first.
    await saveItem(t.db, faqs, editor, {
      id,
      values: { question: "Shared?", answer: "Ravi's." },
      publish: true,
      basedOn: opened,
    });
    const asha = { id, values: { question: "Shared?", answer: "Asha's." }, publish: true };
    const conflict = await saveItem(t.db, faqs, editor, { ...asha, basedOn: opened }).catch(
      (e) => e,
    );
    expect(conflict).toMatchObject({ status: 409, message: expect.stringMatching(/Someone else/) });
    expect((await getItem(t.db, faqs, id))?.values.answer).toBe("Ravi's.");
    // Saving again, now based on Ravi's version, replaces it; his stays in the history.
    await saveItem(t.db, faqs, editor, { ...asha, basedOn: Number(conflict.values.basedOn) });
    expect((await getItem(t.db, faqs, id))?.values.answer).toBe("Asha's.");
    const answers = (await listRevisions(t.db, faqs, id)).map(
      (r) => (r.snapshot as { answer?: string }).answer,
    );
    expect(answers).toContain("Ravi's.");
  });

  it("keeps every save as a revision, and restores one as the working copy", async () => {
    const id = await saveItem(t.db, faqs, editor, {
      values: { question: "First?", answer: "One." },
      publish: true,
    });
    await saveItem(t.db, faqs, editor, {
      id,
      values: { question: "First?", answer: "Two." },
      publish: true,
    });
    const history = await listRevisions(t.db, faqs, id);
    expect(history.map((r) => r.action)).toEqual(["publish", "create"]);
    expect(history[0].changed).toEqual(["answer"]);
    await restoreValues(t.db, faqs, editor, id, history[1].snapshot as Record<string, unknown>);
    const item = await getItem(t.db, faqs, id);
    expect(item?.values.answer).toBe("One.");
    // Restored as unpublished changes: the public still has "Two." until it is published.
    expect(item?.changed).toBe(true);
    expect((await listRevisions(t.db, faqs, id))[0].action).toBe("restore");
  });

  it("saves a blank optional text whose column may not be null (blurb, address, phone)", async () => {
    // The form sends blank optional texts as null; these columns take their default instead.
    const id = await saveItem(t.db, people, editor, {
      values: { kind: "faculty", name: "Dr. Blank Blurb", post: "Mentor", about: null },
      publish: true,
    });
    expect((await getItem(t.db, people, id))?.values.about).toBe("");
    const current = await getSingleton(t.db, settings);
    if (!current) throw new Error("the settings row is missing");
    const values = { ...current.values, address: null, phone: null };
    await saveItem(t.db, settings, editor, { id: current.id, values, publish: true });
    const saved = await getSingleton(t.db, settings);
    expect([saved?.values.address, saved?.values.phone]).toEqual(["", ""]);
  });

  it("moves items up and down within their list", async () => {
    const ids = [];
    for (const q of ["A?", "B?", "C?"])
      ids.push(
        await saveItem(t.db, faqs, editor, { values: { question: q, answer: q }, publish: true }),
      );
    await moveItem(t.db, faqs, editor, ids[2], "up");
    const order = async () =>
      (await t.db.select().from(faqs.table))
        .sort((a, b) => Number(a.position) - Number(b.position))
        .map((r) => r.question)
        .filter((q) => ["A?", "B?", "C?"].includes(String(q)));
    expect(await order()).toEqual(["A?", "C?", "B?"]);
    await moveItem(t.db, faqs, editor, ids[0], "up"); // already first: nothing happens
    expect(await order()).toEqual(["A?", "C?", "B?"]);
  });

  it("keeps a deleted item in the trash for 30 days, restorable, then removes it with its history", async () => {
    const id = await saveItem(t.db, startups, editor, {
      values: startup("Trash Me"),
      publish: true,
    });
    await trashItem(t.db, startups, editor, id, "trash");
    expect((await listStartups(t.db, "preview")).map((s) => s.id)).not.toContain(id);
    await trashItem(t.db, startups, editor, id, "restore");
    expect((await listStartups(t.db)).map((s) => s.id)).toContain(id);

    await trashItem(t.db, startups, editor, id, "trash");
    expect(await purgeTrash(t.db, new Date(Date.now() + (TRASH_DAYS - 1) * DAY))).toBe(0);
    expect(await purgeTrash(t.db, new Date(Date.now() + (TRASH_DAYS + 1) * DAY))).toBeGreaterThan(
      0,
    );
    expect(await getItem(t.db, startups, id)).toBeNull();
    expect(await listRevisions(t.db, startups, id)).toEqual([]);
  });

  it("writes every change in the audit log", async () => {
    const { entries } = await listAudit(t.db, { limit: 500 });
    const actions = new Set(entries.map((e) => e.action));
    for (const a of [
      "content.create",
      "content.publish",
      "content.save",
      "content.unpublish",
      "content.restore",
      "content.move",
      "content.delete",
      "content.undelete",
    ])
      expect(actions, a).toContain(a);
  });

  it("removes the sample content in one go, to the trash", async () => {
    const own = await saveItem(t.db, startups, editor, {
      values: startup("Our Own"),
      publish: true,
    });
    // Everything else stands for the seeded sample.
    await t.db
      .update(startups.table)
      .set({ isSample: true } as never)
      .where(ne(startups.table.id, own));
    await t.db
      .update(startups.table)
      .set({ isSample: false } as never)
      .where(eq(startups.table.id, own));
    // Two sections share the people table: each counts and removes only its own rows.
    for (const [section, kind] of [
      [people, "faculty"],
      [students, "student"],
    ] as const) {
      const values = {
        kind,
        name: `Sample ${kind}`,
        post: "Post",
        section: kind === "student" ? "Leads" : null,
      };
      const id = await saveItem(t.db, section, editor, { values, publish: true });
      await t.db
        .update(section.table)
        .set({ isSample: true } as never)
        .where(eq(section.table.id, id));
    }
    const before = await countSample(t.db);
    expect(before.find((c) => c.key === "startups")?.count).toBeGreaterThan(0);
    expect(before.find((c) => c.key === "people")?.count).toBe(1);
    expect(before.find((c) => c.key === "students")?.count).toBe(1);
    const removed = await removeSampleContent(t.db, editor);
    expect(removed).toBe(before.reduce((n, c) => n + c.count, 0));
    expect(await countSample(t.db)).toEqual([]);
    // Startups this file's earlier tests edited are staff's own (their history shows the edits),
    // though marked sample: they stay (tests/integration/go-live-safety.int.test.ts).
    expect((await listStartups(t.db, "preview")).map((s) => s.name)).toEqual([
      "Draft One",
      "Picture One",
      "Our Own",
    ]);
    const { entries } = await listAudit(t.db);
    expect(entries[0]).toMatchObject({ action: "content.remove-sample", userEmail: "test:editor" });
  });
});
