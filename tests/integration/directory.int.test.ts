import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startups } from "~/.server/content/kinds/index";
import { moveItem, saveItem } from "~/.server/content/lifecycle";
import { loadDirectory } from "~/.server/pages/directory";
import { loader } from "~/routes/site/startups";
import { routeArgs } from "../support/route";
import { createTestDb, dbKinds, type TestDb } from "../support/test-db";

const editor = { id: null, email: "test:editor" };

type Seed = {
  name: string;
  nameHi?: string;
  founder?: string;
  founderHi?: string;
  sector: string;
  stage?: string;
  cohortYear?: number;
  incubationStatus?: string;
  description?: string;
};

// Names not in alphabetical order, so the staff's order is told apart from a sort by name.
const SEEDS: Seed[] = [
  {
    name: "Zameen Labs",
    nameHi: "ज़मीन लैब्स",
    founder: "Aditi Kumari",
    founderHi: "अदिति कुमारी",
    sector: "agritech",
    stage: "prototype",
    cohortYear: 2024,
    incubationStatus: "incubating",
    description: "Soil probes that send advice by SMS.",
  },
  {
    name: "Bachat Box",
    founder: "Ravi Shankar and Pooja Singh",
    sector: "fintech",
    stage: "growth",
    cohortYear: 2021,
    incubationStatus: "graduated",
    description: "A savings ledger for village shops.",
  },
  {
    name: "Anaaj Grid",
    nameHi: "अनाज ग्रिड",
    founder: "Manish Kumar",
    sector: "agritech",
    stage: "growth",
    cohortYear: 2021,
    incubationStatus: "alumni",
    description: "Grain storage booked by phone, with soil reports.",
  },
  {
    name: "Kalam Class",
    founder: "Sonali Kumari",
    sector: "edtech",
    stage: "prototype",
    cohortYear: 2024,
    incubationStatus: "incubating",
    description: "Evening classes over WhatsApp.",
  },
];

const values = (s: Seed) => ({
  slug: s.name.toLowerCase().replaceAll(" ", "-"),
  problem: `${s.name} solves a problem.`,
  description: `${s.name}. ${s.description ?? ""}`,
  ...s,
});

describe.each(await dbKinds())("the startup directory on %s", (kind) => {
  let t: TestDb;
  const ids: Record<string, number> = {};
  const find = async (query: string, view: "public" | "preview" = "public") =>
    loadDirectory(t.db, new URLSearchParams(query), view);
  const names = async (query: string, view: "public" | "preview" = "public") =>
    (await find(query, view)).results.map((r) => r.name);
  const counts = async (query: string, key: string) => {
    const facet = (await find(query)).facets.find((f) => f.key === key);
    return Object.fromEntries([
      ["", facet?.all.count],
      ...(facet?.options.map((o) => [o.label, o.count]) ?? []),
    ]);
  };

  beforeAll(async () => {
    t = await createTestDb(kind);
    for (const seed of SEEDS)
      ids[seed.name] = await saveItem(t.db, startups, editor, {
        values: values(seed),
        publish: true,
      });
    // A draft that matches every search and filter below: it must never show to visitors.
    ids.draft = await saveItem(t.db, startups, editor, {
      values: values({
        name: "Zameen Draft",
        founder: "Aditi Kumari",
        sector: "agritech",
        stage: "prototype",
        cohortYear: 2024,
        incubationStatus: "incubating",
        description: "Soil probes too.",
      }),
      publish: false,
    });
  });
  afterAll(() => t.close());

  it("lists every published startup in the staff's order, drafts only in the preview", async () => {
    expect(await names("")).toEqual(["Zameen Labs", "Bachat Box", "Anaaj Grid", "Kalam Class"]);
    expect((await find("")).total).toBe(4);
    await moveItem(t.db, startups, editor, ids["Kalam Class"], "up");
    expect(await names("")).toEqual(["Zameen Labs", "Bachat Box", "Kalam Class", "Anaaj Grid"]);
    await moveItem(t.db, startups, editor, ids["Kalam Class"], "down");
    expect(await names("q=zameen", "preview")).toEqual(["Zameen Labs", "Zameen Draft"]);
  });

  it("searches names, founders and descriptions in English and Hindi, whatever the case", async () => {
    expect(await names("q=ZAMEEN")).toEqual(["Zameen Labs"]);
    expect(await names("q=kumari")).toEqual(["Zameen Labs", "Kalam Class"]);
    expect(await names("q=pooja")).toEqual(["Bachat Box"]);
    expect(await names("q=Soil")).toEqual(["Zameen Labs", "Anaaj Grid"]);
    expect(await names(`q=${encodeURIComponent("अनाज")}`)).toEqual(["Anaaj Grid"]);
    expect(await names(`q=${encodeURIComponent("अदिति")}`)).toEqual(["Zameen Labs"]);
    // Every word must match somewhere, in any of the texts.
    expect(await names("q=soil+phone")).toEqual(["Anaaj Grid"]);
    expect(await names("q=nothing-like-this")).toEqual([]);
    // Characters SQL would treat as wildcards are plain text here.
    expect(await names("q=%25")).toEqual([]);
  });

  it("combines the filters with the search", async () => {
    expect(await names("sector=agritech")).toEqual(["Zameen Labs", "Anaaj Grid"]);
    expect(await names("sector=agritech&year=2021")).toEqual(["Anaaj Grid"]);
    expect(await names("stage=prototype&status=incubating")).toEqual([
      "Zameen Labs",
      "Kalam Class",
    ]);
    expect(await names("q=kumari&year=2024&sector=edtech")).toEqual(["Kalam Class"]);
    expect(await names("sector=fintech&year=2024")).toEqual([]);
  });

  it("counts each filter's values under the other filters, never counting drafts", async () => {
    expect(await counts("", "sector")).toEqual({ "": 4, Agritech: 2, Edtech: 1, Fintech: 1 });
    // The sector's own choice does not narrow its counts; the year does.
    expect(await counts("sector=agritech&year=2024", "sector")).toEqual({
      "": 2,
      Agritech: 1,
      Edtech: 1,
      Fintech: 0,
    });
    expect(await counts("sector=agritech", "year")).toEqual({ "": 2, "2024": 1, "2021": 1 });
    expect(await counts("q=kumari", "status")).toEqual({
      "": 2,
      Incubating: 2,
      Graduated: 0,
      Alumni: 0,
    });
    expect(await counts("", "stage")).toEqual({ "": 4, Prototype: 2, Growth: 2 });
  });

  it("drops filter values that are no choice instead of failing", async () => {
    const found = await find("sector=nope&stage=<b>&year=20x4&status=&q=");
    expect(found.query).toEqual({ q: "", sector: null, stage: null, year: null, status: null });
    expect(found.results).toHaveLength(4);
    const long = await find(`q=${"a".repeat(5000)}`);
    expect(long.query.q).toHaveLength(100);
  });

  it("answers /startups and /pag with the search's results and labels", async () => {
    const request = new Request("http://x/pag?q=kumari&sector=edtech");
    const data = await loader(routeArgs(request, { db: t.db }));
    expect(data.path).toBe("/pag");
    expect(data.filtered).toBe(true);
    expect(data.total).toBe(4);
    expect(data.startups.map((s) => [s.name, s.sector])).toEqual([["Kalam Class", "Edtech"]]);
    // Anyone asking for the preview without the right gets the public directory.
    const preview = await loader(routeArgs(new Request("http://x/startups?preview"), { db: t.db }));
    expect(preview.preview).toBe(false);
    expect(preview.startups.map((s) => s.name)).not.toContain("Zameen Draft");
  });
});
