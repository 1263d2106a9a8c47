// Startups from a spreadsheet (issue 24) through the import page's own action, as a signed-in
// admin's browser sends it: 30 startups with Hindi columns previewed, added in one go as published
// (each with its first revision and audit row), then listed by /startups and /hi/startups; a file
// with one bad row, or an address another startup has, adds nothing at all.
import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listAudit } from "~/.server/audit/audit-log";
import { startups } from "~/.server/content/kinds/index";
import { saveItem } from "~/.server/content/lifecycle";
import { toCsv } from "~/.server/csv";
import { revisions } from "~/.server/db/schema/revisions";
import { startups as startupsTable } from "~/.server/db/schema/startups";
import type { ImportPreview } from "~/lib/content/import-page";
import { action as importAction, loader as importLoader } from "~/routes/admin/content/import";
import { loader as templateLoader } from "~/routes/admin/content/import-template";
import { loader as directoryLoader } from "~/routes/site/startups";
import { callAction, routeArgs } from "../support/route";
import { signedInAdmin } from "../support/sign-in";
import { createTestDb, dbKinds, type TestDb } from "../support/test-db";

const ORIGIN = "https://incubator.example.org";
const HEADER = ["name", "name_hi", "sector", "cohort_year", "problem", "problem_hi", "description"];

/** A file of `n` startups named "Import Test 1"…, in English and Hindi; `bad` rows break a rule. */
function sheet(n: number, bad: Record<number, Partial<Record<string, string>>> = {}) {
  const rows = Array.from({ length: n }, (_, i) => {
    const cells: Record<string, string> = {
      name: `Import Test ${i + 1}`,
      name_hi: `आयात परीक्षण ${i + 1}`,
      sector: i % 2 ? "Agritech" : "food",
      cohort_year: "2026",
      problem: `Problem number ${i + 1}.`,
      problem_hi: `समस्या संख्या ${i + 1}।`,
      description: `What startup ${i + 1} does.`,
      ...bad[i],
    };
    return HEADER.map((h) => cells[h]);
  });
  return new TextEncoder().encode(toCsv(HEADER, rows));
}

describe.each(await dbKinds())("startups from a spreadsheet on %s", (kind) => {
  let t: TestDb;
  let cookie = "";

  beforeAll(async () => {
    t = await createTestDb(kind);
    cookie = await signedInAdmin(t.db, ORIGIN);
    await saveItem(
      t.db,
      startups,
      { id: null, email: "test:staff" },
      {
        values: {
          slug: "taken-already",
          name: "Taken Already",
          sector: "food",
          problem: "P.",
          description: "D.",
        },
        publish: true,
      },
    );
  }, 60_000);
  afterAll(() => t.close());

  /** The import page's action with a form; the answer, or where it redirected. */
  async function post(fields: Record<string, string>, file?: Uint8Array) {
    const body = new FormData();
    for (const [k, v] of Object.entries(fields)) body.set(k, v);
    if (file) body.set("file", new Blob([new Uint8Array(file)], { type: "text/csv" }), "list.csv");
    const request = new Request(`${ORIGIN}/admin-dashboard/startups/import`, {
      method: "POST",
      headers: { cookie },
      body,
    });
    try {
      const { data, init } = await callAction(importAction as never, request, {
        db: t.db,
        params: { section: "startups" },
      });
      return { status: init?.status ?? 200, answer: data as never, location: null };
    } catch (thrown) {
      if (!(thrown instanceof Response)) throw thrown;
      return { status: thrown.status, answer: null, location: thrown.headers.get("location") };
    }
  }

  const preview = async (file: Uint8Array) => {
    const res = await post({ intent: "preview" }, file);
    expect(res.status).toBe(200);
    return (res.answer as unknown as { preview: ImportPreview }).preview;
  };

  const counts = async () => {
    const [items] = await t.db.select({ n: count() }).from(startupsTable);
    return { items: items.n, audit: (await listAudit(t.db)).total };
  };

  async function directory(path: string) {
    const request = new Request(`${ORIGIN}${path}`);
    return directoryLoader(routeArgs(request, { db: t.db }));
  }

  it("offers the template and the columns to staff only", async () => {
    const args = (path: string, headers = {}) =>
      routeArgs(new Request(`${ORIGIN}${path}`, { headers }), {
        db: t.db,
        params: { section: "startups" },
      });
    const template = (await templateLoader(
      args("/admin-dashboard/startups/import.csv", { cookie }),
    )) as Response;
    expect(template.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    const bytes = new Uint8Array(await template.arrayBuffer());
    // Excel reads the Hindi of a CSV file right only after a byte-order mark.
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes);
    expect(text.startsWith('"name","name_hi","slug"')).toBe(true);
    expect(text.split("\r\n").filter(Boolean)).toHaveLength(2);
    const page = await importLoader(args("/admin-dashboard/startups/import", { cookie }));
    expect(page.columns.find((c) => c.header === "website")?.accepts).toMatch(/https:\/\//);
    // A visitor is sent to the login; a section without an import is not found.
    await expect(
      templateLoader(args("/admin-dashboard/startups/import.csv")),
    ).rejects.toMatchObject({ status: 302 });
    const events = routeArgs(
      new Request(`${ORIGIN}/admin-dashboard/events/import`, { headers: { cookie } }),
      { db: t.db, params: { section: "events" } },
    );
    await expect(importLoader(events)).rejects.toMatchObject({ status: 404 });
  });

  it("adds nothing from a file with a bad row, and says which row and why", async () => {
    const before = await counts();
    const file = sheet(30, { 6: { sector: "Mining" }, 11: { name: "Taken Already" } });
    const shown = await preview(file);
    expect(shown.rows).toHaveLength(30);
    expect(shown.count).toBe(0);
    expect(shown.problems).toEqual([
      expect.stringMatching(/^Row 8, sector: “Mining” is not one of the choices/),
      expect.stringMatching(
        /^Row 13, slug: another startup already has the page address \(URL\) “taken-already”/,
      ),
    ]);
    // Confirming it anyway (a form made by hand) is refused as a whole.
    const confirm = await post({
      intent: "confirm",
      status: "published",
      data: shown.data,
    });
    expect(confirm.status).toBe(400);
    expect((confirm.answer as unknown as { message: string }).message).toMatch(
      /^Nothing was added: the file has 2 problems \(Row 8, sector/,
    );
    expect(await counts()).toEqual(before);
  });

  it("imports 30 startups with Hindi columns at once; /startups and /hi/startups list them", async () => {
    const before = await counts();
    const shown = await preview(sheet(30));
    expect(shown.problems).toEqual([]);
    expect(shown.confirm).toBe("Add 30 startups");
    expect(shown.rows[0]).toEqual({
      row: 2,
      ok: true,
      cells: [
        "Import Test 1",
        "आयात परीक्षण 1",
        "Food",
        "2026",
        "Problem number 1.",
        "समस्या संख्या 1।",
        "What startup 1 does.",
      ],
    });
    // Nothing is saved by a preview.
    expect(await counts()).toEqual(before);

    const done = await post({ intent: "confirm", status: "published", data: shown.data });
    expect(done.location).toBe("/admin-dashboard/startups?imported=30&as=published");
    const after = await counts();
    expect(after.items).toBe(before.items + 30);
    // One audit row per startup, and one for the import.
    expect(after.audit).toBe(before.audit + 31);
    expect((await listAudit(t.db, { limit: 1 })).entries[0]).toMatchObject({
      action: "content.import",
      target: "startups",
      detail: "30 startups from a spreadsheet, published",
    });
    const [first] = await t.db
      .select()
      .from(startupsTable)
      .where(eq(startupsTable.slug, "import-test-1"));
    expect(first).toMatchObject({ status: "published", nameHi: "आयात परीक्षण 1", sector: "food" });
    const history = await t.db
      .select()
      .from(revisions)
      .where(and(eq(revisions.section, "startups"), eq(revisions.itemId, first.id)));
    expect(history.map((r) => r.action)).toEqual(["create"]);

    const en = await directory("/startups?year=2026");
    expect(en.startups.map((s) => s.name).sort()).toEqual(
      Array.from({ length: 30 }, (_, i) => `Import Test ${i + 1}`).sort(),
    );
    const hi = await directory("/hi/startups?year=2026");
    expect(hi.startups).toHaveLength(30);
    expect(hi.startups.map((s) => s.name)).toContain("आयात परीक्षण 17");
    expect(hi.startups.find((s) => s.name === "आयात परीक्षण 17")).toMatchObject({
      problem: "समस्या संख्या 17।",
    });

    // The same file again: every address is taken now.
    const again = await preview(sheet(30));
    expect(again.problems).toHaveLength(30);
  });

  it("refuses bad input with a 4xx, never a crash", async () => {
    const cases: Array<[Record<string, string>, Uint8Array | undefined, number]> = [
      [{ intent: "preview" }, undefined, 400],
      [{ intent: "bogus" }, sheet(1), 400],
      [{ intent: "confirm", data: "%%%" }, undefined, 400],
      [{ intent: "confirm", status: "sideways", data: "bmFtZQo=" }, undefined, 400],
      [{ intent: "preview" }, new Uint8Array([0xff, 0xfe, 0, 0]), 400],
      [{ intent: "preview" }, new Uint8Array(1024 * 1024 + 1).fill(0x61), 413],
    ];
    for (const [fields, file, status] of cases)
      expect((await post(fields, file)).status, JSON.stringify(fields)).toBe(status);
  });
});
