// Going live loses nothing (issue 25): an edited sample item is the centre's and is never
// removed with the sample; the removal lists exactly what goes and is undone in one step; every
// item's history starts with its first version; publishing tells the truth about a schedule;
// an item's old address keeps answering with a 301 to its new one.
import { and, eq, ne } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { itemPage } from "~/.server/content/admin/item-page";
import {
  countSampleInTrash,
  listSample,
  removeSampleContent,
  restoreSampleContent,
} from "~/.server/content/admin/sample";
import { ensureFirstRevisions } from "~/.server/content/first-revisions";
import { getItem } from "~/.server/content/items";
import { startups } from "~/.server/content/kinds/index";
import { restoreValues, saveItem } from "~/.server/content/lifecycle";
import { listRedirects, movedTo, removeRedirect } from "~/.server/content/redirects";
import { listRevisions } from "~/.server/content/revisions";
import { revisions } from "~/.server/db/schema/revisions";
import { DomainError } from "~/.server/errors";
import { loader as startupLoader } from "~/routes/site/startup";
import { routeArgs } from "../support/route";
import { createTestDb, dbKinds, type TestDb } from "../support/test-db";

const editor = { id: null, email: "test:editor" };
const ORIGIN = "http://centre.example.org";
const startup = (name: string, slug = name.toLowerCase().replaceAll(" ", "-")) => ({
  name,
  slug,
  sector: "agritech",
  problem: `${name} solves a problem.`,
  description: `${name} is a startup.`,
});

describe.each(await dbKinds())("a safe go-live on %s", (kind) => {
  let t: TestDb;
  const t_ = startups.table;
  /** Stands for the first start's loading: inserted without history, marked as sample. */
  async function sampleStartup(name: string) {
    const [row] = (await t.db
      .insert(t_)
      .values({ ...startup(name), status: "published", isSample: true } as never)
      .returning()) as { id: number }[];
    return row.id;
  }
  beforeAll(async () => {
    t = await createTestDb(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  it("gives every item its first version, once", async () => {
    const id = await sampleStartup("KhetiSense");
    expect(await ensureFirstRevisions(t.db)).toBeGreaterThan(0);
    expect(await ensureFirstRevisions(t.db)).toBe(0);
    const [first] = await listRevisions(t.db, startups, id);
    expect(first).toMatchObject({ action: "first", userEmail: "system (start-up)" });
    // The first edit can be undone: the first version comes back as the working copy.
    await saveItem(t.db, startups, editor, {
      id,
      values: startup("Krishi Mitra Drones", "khetisense"),
      publish: true,
    });
    await restoreValues(t.db, startups, editor, id, first.snapshot);
    expect((await getItem(t.db, startups, id))?.values.name).toBe("KhetiSense");
  });

  it("never removes a sample item staff changed, lists exactly what goes, and undoes it", async () => {
    const kept = await sampleStartup("AgriSample");
    const edited = await sampleStartup("Edited Sample");
    const editedLongAgo = await sampleStartup("Edited Before The Rule");
    await saveItem(t.db, startups, editor, {
      id: edited,
      values: { ...startup("Our Drones"), slug: "our-drones" },
      publish: true,
    });
    expect((await getItem(t.db, startups, edited))?.isSample).toBe(false);
    // A site upgraded from before the rule: the mark is still set, its history shows the edit.
    await t.db.insert(revisions).values({
      section: "startups",
      itemId: editedLongAgo,
      action: "publish",
      snapshot: startup("Edited Before The Rule"),
      changed: ["description"],
      userEmail: "staff@example.org",
    });
    // Publishing a sample without changing it leaves it sample.
    const unchanged = (await getItem(t.db, startups, kept))?.values ?? {};
    await saveItem(t.db, startups, editor, { id: kept, values: unchanged, publish: true });
    const listed = (await listSample(t.db)).find((s) => s.key === "startups");
    const titles = listed?.items.map((i) => i.title) ?? [];
    expect(titles).toContain("AgriSample");
    expect(titles).not.toContain("Our Drones");
    expect(titles).not.toContain("Edited Before The Rule");
    expect(listed?.items.find((i) => i.title === "AgriSample")?.path).toBe(
      `/admin-dashboard/startups/${kept}`,
    );

    const removed = await removeSampleContent(t.db, editor);
    expect(removed).toBe(titles.length);
    expect(await getItem(t.db, startups, edited)).toMatchObject({ deletedAt: null });
    expect(await getItem(t.db, startups, editedLongAgo)).toMatchObject({ deletedAt: null });
    expect((await getItem(t.db, startups, kept))?.deletedAt).not.toBeNull();
    expect(await countSampleInTrash(t.db)).toBe(removed);

    expect(await restoreSampleContent(t.db, editor)).toBe(removed);
    expect((await getItem(t.db, startups, kept))?.deletedAt).toBeNull();
    expect(await countSampleInTrash(t.db)).toBe(0);
  });

  it("says when a scheduled item appears, and that an expired one does not", async () => {
    const later = new Date(Date.now() + 2 * 3600_000);
    const id = await saveItem(t.db, startups, editor, {
      values: { ...startup("Later Labs"), publishFrom: later },
      publish: true,
    });
    const page = await itemPage(t.db, startups, await getItem(t.db, startups, id), "publish");
    expect(page.note).toMatch(/^Scheduled: visitors see it from \S/);
    expect(page.note).not.toMatch(/see it now/);
    const gone = await saveItem(t.db, startups, editor, {
      values: { ...startup("Gone Labs"), unpublishAt: new Date(Date.now() - 60_000) },
      publish: true,
    });
    const expired = await itemPage(t.db, startups, await getItem(t.db, startups, gone), "publish");
    expect(expired.note).toMatch(/visitors do not see it/);
  });

  it("keeps a published item's old address answering with a 301 to the new one", async () => {
    const id = await saveItem(t.db, startups, editor, {
      values: startup("Jal Labs"),
      publish: true,
    });
    // A saved (unpublished) change of address moves nothing yet.
    await saveItem(t.db, startups, editor, {
      id,
      values: startup("Jal Labs", "jal-tech"),
      publish: false,
    });
    expect(await movedTo(t.db, new URL(`${ORIGIN}/startups/jal-labs`))).toBeNull();
    await saveItem(t.db, startups, editor, {
      id,
      values: startup("Jal Labs", "jal-tech"),
      publish: true,
    });
    expect(await movedTo(t.db, new URL(`${ORIGIN}/startups/jal-labs?x=1`))).toBe(
      "/startups/jal-tech?x=1",
    );
    expect(await movedTo(t.db, new URL(`${ORIGIN}/hi/startups/jal-labs`))).toBe(
      "/hi/startups/jal-tech",
    );
    // The loader answers the old address with a permanent redirect.
    const answer = await startupLoader(
      routeArgs(new Request(`${ORIGIN}/startups/jal-labs`), {
        db: t.db,
        params: { slug: "jal-labs" },
      }),
    ).catch((e: unknown) => e);
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).status).toBe(301);
    expect((answer as Response).headers.get("Location")).toBe("/startups/jal-tech");

    // Moved again: the first old address follows it (no chain of redirects).
    await saveItem(t.db, startups, editor, {
      id,
      values: startup("Jal Labs", "jal-water"),
      publish: true,
    });
    expect(await movedTo(t.db, new URL(`${ORIGIN}/startups/jal-labs`))).toBe("/startups/jal-water");
    // A new startup published at an old address: the live page wins, the redirect goes.
    await saveItem(t.db, startups, editor, { values: startup("Jal Tech"), publish: true });
    expect(await movedTo(t.db, new URL(`${ORIGIN}/startups/jal-tech`))).toBeNull();

    const [left] = (await listRedirects(t.db)).filter((r) => r.fromPath === "/startups/jal-labs");
    await removeRedirect(t.db, editor, left.id);
    expect(await movedTo(t.db, new URL(`${ORIGIN}/startups/jal-labs`))).toBeNull();
    await expect(removeRedirect(t.db, editor, left.id)).rejects.toBeInstanceOf(DomainError);
    const audit = await t.db.query.auditLog.findMany({
      where: (a, { eq: is }) => is(a.action, "redirect.remove"),
    });
    expect(audit).toHaveLength(1);
  });

  it("leaves other items' histories alone", async () => {
    const rows = await t.db
      .select({ id: revisions.id })
      .from(revisions)
      .where(and(eq(revisions.section, "startups"), ne(revisions.action, "first")));
    expect(rows.length).toBeGreaterThan(0);
  });
});
