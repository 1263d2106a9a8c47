// The site search over the content model: only what visitors may see, both languages, by kind.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { events, people, startups } from "~/.server/content/kinds/index";
import { saveItem } from "~/.server/content/lifecycle";
import { searchSite } from "~/.server/pages/search";
import hi from "~/lib/i18n/messages/hi.ts";
import { createTestDb, dbKinds, type TestDb } from "../support/test-db";

const editor = { id: null, email: "test:editor" };

describe.each(await dbKinds())("the site search on %s", (kind) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb(kind);
    const startup = {
      name: "Kosi Looms",
      slug: "kosi-looms",
      sector: "agritech",
      problem: "Weavers in Purnia sell through three middlemen.",
      description: "An order book for handloom weavers.",
      descriptionHi: "हथकरघा बुनकरों के लिए ऑर्डर बुक।",
    };
    await saveItem(t.db, startups, editor, { values: startup, publish: true });
    await saveItem(t.db, startups, editor, {
      values: { ...startup, name: "Secret Looms", slug: "secret-looms" },
      publish: false,
    });
    await saveItem(t.db, events, editor, {
      values: {
        title: "Weavers' Demo Day",
        slug: "weavers-demo-day",
        startsAt: new Date("2026-12-05T12:30:00Z"),
        venue: "Seminar Hall",
        summary: "Handloom startups pitch.",
        description: "Five teams.",
      },
      publish: true,
    });
    await saveItem(t.db, people, editor, {
      values: { kind: "faculty", name: "Dr. Meera Jha", post: "Professor of Textiles", about: "" },
      publish: true,
    });
  });
  afterAll(() => t.close());

  const titles = async (q: string) =>
    Object.fromEntries((await searchSite(t.db, q)).map((g) => [g.key, g.hits.map((h) => h.title)]));

  it("finds published items of every kind, grouped, whatever the case", async () => {
    expect(await titles("WEAVERS")).toEqual({
      startups: ["Kosi Looms"],
      events: ["Weavers' Demo Day"],
    });
    expect(await titles("textiles")).toEqual({ people: ["Dr. Meera Jha"] });
  });

  it("needs every word, and never shows a draft", async () => {
    expect(await titles("looms purnia")).toEqual({ startups: ["Kosi Looms"] });
    expect(await titles("looms delhi")).toEqual({});
    expect(await titles("secret looms")).toEqual({});
    expect((await searchSite(t.db, "secret", "preview"))[0]?.hits[0]?.title).toBe("Secret Looms");
  });

  it("finds Hindi text and marks the excerpt as Hindi", async () => {
    const [group] = await searchSite(t.db, "बुनकरों");
    expect(group.key).toBe("startups");
    expect(group.hits[0]).toMatchObject({ title: "Kosi Looms", lang: "hi" });
    expect(group.hits[0].excerpt.filter((p) => p.mark).map((p) => p.text)).toEqual(["बुनकरों"]);
  });

  it("finds the standard pages by what their texts say, in either language", async () => {
    expect((await titles("sumatrapdf")).pages).toEqual(["Help"]);
    const [group] = await searchSite(t.db, "पीडीएफ़ दस्तावेज़", "public", "hi", hi.notices);
    expect(group.key).toBe("pages");
    expect(group.hits.map((h) => [h.title, h.href])).toContainEqual(["सहायता", "/help"]);
    expect((await titles("feedback officer")).pages).toEqual(["Contact us"]);
  });

  it("answers an empty or absurd query with nothing, not an error", async () => {
    expect(await searchSite(t.db, "   ")).toEqual([]);
    expect(await searchSite(t.db, "\u0000".repeat(500))).toEqual([]);
    expect(await titles("%_\\'")).toEqual({});
  });
});
