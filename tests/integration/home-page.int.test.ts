import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { schema } from "~/.server/db/database";
import { getHomePage } from "~/.server/pages/home-page";
import { createTestDb, dbKinds, type TestDb } from "../support/test-db";

// The home page's content in Hindi: what staff wrote in Hindi, English where they did not (and
// said so), the centre's Hindi names in its texts, and when any of it last changed.

describe.each(await dbKinds())("home page content on %s", (kind) => {
  let t: TestDb;
  const edited = new Date("2026-11-20T09:30:00.000Z");
  beforeAll(async () => {
    t = await createTestDb(kind);
    await t.db.insert(schema.faqs).values([
      {
        status: "published",
        position: 1,
        question: "Who can apply?",
        questionHi: "कौन आवेदन कर सकता है?",
        answer: "Anyone.",
        answerHi: "कोई भी।",
      },
      {
        status: "published",
        position: 2,
        question: "Is it free?",
        answer: "Yes.",
        updatedAt: edited,
      },
    ]);
    await t.db.insert(schema.supportTabs).values({
      status: "published",
      label: "Funding",
      headline: "From first grant to first investor",
      headlineHi: "पहली ग्रांट से पहले निवेशक तक",
      description: "Grants.",
      buttonLabel: "Find tools",
      buttonLabelHi: "साधन खोजें",
      buttonHref: "/#incubations",
    });
  });
  afterAll(() => t.close());

  it("shows Hindi where staff wrote it and names what fell back to English", async () => {
    const { sections } = await getHomePage(t.db, "public", "hi");
    expect(sections.faqs.map((f) => [f.question, f.lang, f.fallback])).toEqual([
      ["कौन आवेदन कर सकता है?", "hi", undefined],
      ["Is it free?", "en", ["question", "answer"]],
    ]);
    expect(sections.supportTabs[0]).toMatchObject({
      label: "Funding",
      headline: "पहली ग्रांट से पहले निवेशक तक",
      buttonLabel: "साधन खोजें",
      fallback: ["label", "description"],
    });
    // No Hindi column reaches the page: it carries one language.
    expect(Object.keys(sections.supportTabs[0]).filter((k) => k.endsWith("Hi"))).toEqual([]);
  });

  it("fills the centre's names in the language of the text", async () => {
    const hi = await getHomePage(t.db, "public", "hi");
    expect(hi.branding.centreName).toBe("संकल्प इन्क्यूबेशन केंद्र");
    expect(hi.heroLead.lang).toBeUndefined();
    expect(hi.sections.about.html).toContain("गंगा प्रौद्योगिकी संस्थान का संकल्प इन्क्यूबेशन केंद्र");
    expect(hi.sections.about.vision[2].text).toBe("बिहार को उद्यमिता का बड़ा केंद्र बनाने में मदद करना।");
    const en = await getHomePage(t.db, "public", "en");
    expect(en.branding).toEqual({
      centreName: "Sankalp Incubation Centre",
      instituteName: "Ganga Institute of Technology",
    });
    expect(en.sections.about.html).toContain("Sankalp Incubation Centre at Ganga Institute");
    expect(en.sections.faqs[1]).not.toHaveProperty("fallback");
  });

  it("says when its content last changed", async () => {
    const { updatedAt } = await getHomePage(t.db, "public", "en");
    expect(updatedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    // Rows written just now are newer than the FAQ edited on the 20th.
    expect(Date.parse(updatedAt ?? "")).toBeGreaterThan(edited.getTime());
    await t.db.update(schema.faqs).set({ updatedAt: new Date("2099-01-01T00:00:00Z") });
    expect((await getHomePage(t.db, "public", "en")).updatedAt).toBe("2099-01-01T00:00:00.000Z");
  });
});
