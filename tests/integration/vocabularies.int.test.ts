// The vocabularies are content (issue 24): a startup's sectors, stages and statuses and the
// feedback topics start as the terms the code had; staff rename them in both languages, order
// them and add new ones, which become choices once published; a term something still uses keeps
// its key and cannot be deleted or unpublished.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withChoices } from "~/.server/content/admin/choices";
import { formSchema, toValues } from "~/.server/content/field-schema";
import { feedbackTopics, sectors, stages, startups } from "~/.server/content/kinds/index";
import { ensureTerms, FIRST_TERMS, getTerms } from "~/.server/content/kinds/vocabularies";
import { moveItem, saveItem, trashItem, unpublishItem } from "~/.server/content/lifecycle";
import { formFields } from "~/.server/content/transfer/format";
import { terms } from "~/.server/db/schema/terms";
import { DomainError } from "~/.server/errors";
import { createFeedback } from "~/.server/feedback/store";
import { searchSite } from "~/.server/pages/search";
import { loader as contactLoader } from "~/routes/site/contact";
import { loader as directoryLoader } from "~/routes/site/startups";
import { routeArgs } from "../support/route";
import { createTestDb, dbKinds, type TestDb } from "../support/test-db";

const ORIGIN = "http://centre.example.org";
const editor = { id: null, email: "test:editor" };

describe.each(await dbKinds())("the vocabularies on %s", (kind) => {
  let t: TestDb;
  const termId = async (
    vocabulary: "sector" | "stage" | "status" | "feedback-topic",
    slug: string,
  ) =>
    (
      await t.db
        .select({ id: terms.id })
        .from(terms)
        .where(and(eq(terms.vocabulary, vocabulary), eq(terms.slug, slug)))
    )[0]?.id;
  const refusal = async (work: Promise<unknown>) => {
    try {
      await work;
    } catch (error) {
      if (error instanceof DomainError)
        return { status: error.status, message: error.message, errors: error.errors };
      throw error;
    }
    throw new Error("expected a refusal");
  };
  const directory = (path: string) =>
    directoryLoader(routeArgs(new Request(`${ORIGIN}${path}`), { db: t.db }));

  beforeAll(async () => {
    t = await createTestDb(kind);
    await saveItem(t.db, startups, editor, {
      publish: true,
      values: {
        name: "Zameen Labs",
        slug: "zameen-labs",
        sector: "agritech",
        stage: "prototype",
        incubationStatus: "incubating",
        problem: "Soil tests take weeks.",
        description: "Soil probes that send advice by SMS.",
      },
    });
  });
  afterAll(() => t.close());

  it("start as the terms the code had, each once however often the site starts", async () => {
    await ensureTerms(t.db);
    const all = await getTerms(t.db);
    for (const vocabulary of Object.keys(FIRST_TERMS) as (keyof typeof FIRST_TERMS)[])
      expect(all[vocabulary].map((term) => term.value)).toEqual(
        FIRST_TERMS[vocabulary].map(([slug]) => slug),
      );
    expect(all.sector[0]).toEqual({ value: "agritech", label: "Agritech", hi: "कृषि तकनीक" });
    expect(all["feedback-topic"].map((term) => term.value)).toContain("accessibility");
  });

  it("show the words staff publish, in the directory's filters and on its tiles, in both languages", async () => {
    const id = await termId("sector", "agritech");
    await saveItem(t.db, sectors, editor, {
      id,
      publish: true,
      values: { label: "Farming technology", labelHi: "खेती की तकनीक", slug: "agritech" },
    });
    const en = await directory("/startups?sector=agritech");
    expect(en.query.sector).toBe("agritech");
    expect(en.facets.find((f) => f.key === "sector")?.options[0]?.label).toBe("Farming technology");
    expect(en.startups[0]?.sector).toBe("Farming technology");
    const hi = await directory("/hi/startups");
    expect(hi.startups[0]?.sector).toBe("खेती की तकनीक");
    // Search finds a startup by its sector's words.
    const found = await searchSite(t.db, "farming technology");
    expect(found.flatMap((g) => g.hits.map((h) => h.title))).toContain("Zameen Labs");
  });

  it("follow the order staff give them", async () => {
    await moveItem(t.db, stages, editor, await termId("stage", "growth"), "up");
    expect((await getTerms(t.db)).stage.map((term) => term.value)).toEqual([
      "idea",
      "prototype",
      "growth",
      "early-revenue",
    ]);
  });

  it("make a new term a choice of the startup form once it is published, not before", async () => {
    // As the form sends it: the key left blank is made from the words.
    const fields = formFields(sectors);
    const sent = formSchema(fields).parse({ label: "Robotics", labelHi: "रोबोटिक्स", slug: "" });
    const id = await saveItem(t.db, sectors, editor, {
      publish: false,
      values: toValues(fields, sent as Record<string, unknown>).values,
    });
    const sectorChoices = async () =>
      (await withChoices(t.db, formFields(startups))).find((f) => f.name === "sector")?.options;
    expect((await sectorChoices())?.map((o) => o.value)).not.toContain("robotics");
    const [row] = await t.db.select().from(terms).where(eq(terms.id, id));
    expect(row.slug).toBe("robotics");
    await saveItem(t.db, sectors, editor, {
      id,
      publish: true,
      values: { label: "Robotics", labelHi: "रोबोटिक्स", slug: "robotics" },
    });
    expect((await sectorChoices())?.map((o) => o.value)).toContain("robotics");
    // The server's check of a form takes only a choice (a hand-made value is refused).
    const schema = formSchema(await withChoices(t.db, formFields(startups)));
    const check = (sector: string) =>
      schema.safeParse({ sector }).error?.issues.find((i) => i.path[0] === "sector");
    expect(check("robotics")).toBeUndefined();
    expect(check("space")?.message).toBe("Choose Sector.");
  });

  it("keep each vocabulary's keys apart: one key per vocabulary, the same word in two", async () => {
    await saveItem(t.db, sectors, editor, {
      publish: true,
      values: { label: "Growth", slug: "growth" },
    });
    const twice = await refusal(
      saveItem(t.db, sectors, editor, {
        publish: true,
        values: { label: "Growth again", slug: "growth" },
      }),
    );
    expect(twice.status).toBe(400);
    expect(twice.errors?.slug).toBe("Another sector already has this key.");
  });

  it("refuse to delete, unpublish or re-key a term a startup uses, and say why", async () => {
    const id = await termId("sector", "agritech");
    const deleted = await refusal(trashItem(t.db, sectors, editor, id, "trash"));
    expect(deleted.status).toBe(409);
    expect(deleted.message).toBe(
      "“Farming technology” is used by 1 startup: give it another choice first.",
    );
    expect((await refusal(unpublishItem(t.db, sectors, editor, id))).status).toBe(409);
    const rekeyed = await refusal(
      saveItem(t.db, sectors, editor, {
        id,
        publish: true,
        values: { label: "Farming technology", slug: "farming" },
      }),
    );
    expect(rekeyed.errors?.slug).toMatch(
      /^The key stays “agritech”: “Farming technology” is used by 1 startup/,
    );
    // Nothing changed: the term is still published under its key.
    expect((await getTerms(t.db)).sector.map((term) => term.value)).toContain("agritech");
    // A term nothing uses goes to the trash.
    await trashItem(t.db, sectors, editor, await termId("sector", "water"), "trash");
    expect((await getTerms(t.db)).sector.map((term) => term.value)).not.toContain("water");
  });

  it("count a startup's unpublished choice as a use too", async () => {
    const [startup] = (await t.db.select({ id: startups.table.id }).from(startups.table)) as {
      id: number;
    }[];
    await saveItem(t.db, startups, editor, {
      id: startup.id,
      publish: false,
      values: {
        name: "Zameen Labs",
        slug: "zameen-labs",
        sector: "robotics",
        problem: "Soil tests take weeks.",
        description: "Soil probes that send advice by SMS.",
      },
    });
    const robotics = await termId("sector", "robotics");
    expect((await refusal(trashItem(t.db, sectors, editor, robotics, "trash"))).status).toBe(409);
  });

  it("give the contact form its topics, in the page's language, and keep a topic feedback used", async () => {
    const id = await termId("feedback-topic", "centre");
    await saveItem(t.db, feedbackTopics, editor, {
      id,
      publish: true,
      values: { label: "Incubation and programmes", labelHi: "इनक्यूबेशन और कार्यक्रम", slug: "centre" },
    });
    const hi = await contactLoader(
      routeArgs(new Request(`${ORIGIN}/hi/contact?category=centre`), { db: t.db }),
    );
    expect(hi.topics).toContainEqual({ value: "centre", label: "इनक्यूबेशन और कार्यक्रम" });
    expect(hi.category).toBe("centre");
    const made = await contactLoader(
      routeArgs(new Request(`${ORIGIN}/contact?category=made-up`), { db: t.db }),
    );
    expect(made.category).toBe("");
    await createFeedback(
      t.db,
      {
        name: "Sunita Devi",
        email: "sunita@example.co.in",
        phone: "",
        category: "centre",
        message: "When is the next cohort?",
      },
      { clientIp: "127.0.0.1", lang: "en", acknowledge: false },
    );
    const used = await refusal(trashItem(t.db, feedbackTopics, editor, id, "trash"));
    expect(used.message).toBe(
      "“Incubation and programmes” is used by 1 feedback message: give it another choice first.",
    );
  });
});
