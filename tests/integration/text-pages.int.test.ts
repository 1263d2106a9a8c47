// The text pages are content (issue 24): the standard pages GIGW asks for start as the texts they
// had and follow what staff publish, with the centre's names from Settings and the day they were
// reviewed as the page's last update; staff add pages of their own at /pages/<address>, which the
// footer's row, the sitemap and search know by their titles.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getConfig } from "~/.server/config";
import { formSchema } from "~/.server/content/field-schema";
import { ownPages, standardPages } from "~/.server/content/kinds/index";
import { getFrame } from "~/.server/content/kinds/site-links";
import { saveItem, unpublishItem } from "~/.server/content/lifecycle";
import { ensureSiteRecords } from "~/.server/content/site";
import { pages } from "~/.server/db/schema/pages";
import { searchSite } from "~/.server/pages/search";
import { POLICY_NAMES } from "~/lib/policy-pages";
import { loader } from "~/routes/site/policy";
import { routeArgs } from "../support/route";
import { createTestDb, dbKinds, type TestDb } from "../support/test-db";

const ORIGIN = "http://centre.example.org";
const editor = { id: null, email: "test:editor" };

describe.each(await dbKinds())("the text pages on %s", (kind) => {
  let t: TestDb;
  const open = async (path: string, params: Record<string, string> = {}) => {
    try {
      return await loader(routeArgs(new Request(`${ORIGIN}${path}`), { db: t.db, params }));
    } catch (answer) {
      if (answer instanceof Response) return answer.status;
      throw answer;
    }
  };
  const idOf = async (key: string) =>
    (await t.db.select({ id: pages.id }).from(pages).where(eq(pages.key, key)))[0].id;

  beforeAll(async () => {
    t = await createTestDb(kind);
    await ensureSiteRecords(t.db, getConfig());
  });
  afterAll(() => t.close());

  it("start as every standard page, in English and Hindi, with the centre's names filled in", async () => {
    const rows = await t.db.select().from(pages);
    expect(rows.map((r) => r.key).sort()).toEqual([...POLICY_NAMES].sort());
    const terms = await open("/terms");
    if (typeof terms === "number") throw new Error(`terms answered ${terms}`);
    expect(terms.title).toBe("Terms of use");
    expect(`${terms.lead}${terms.description}${terms.html}`).not.toMatch(/\{[a-z]+\}/);
    expect(terms.lead).toContain(`This website is run by ${getConfig().CENTRE_NAME} of`);
    expect(terms.updatedAt).toBe(terms.reviewedOn);
    const hi = await open("/hi/privacy");
    if (typeof hi === "number") throw new Error(`privacy answered ${hi}`);
    expect(hi.title).toBe("गोपनीयता नीति");
    expect(hi.sections.map((s) => s.heading)).toContain("आपके अधिकार");
    expect(hi.html).toContain(`href="mailto:${getConfig().CONTACT_EMAIL}"`);
  });

  it("follow what staff publish: a new text, a renamed title in the footer's row, the review date", async () => {
    const id = await idOf("disclaimer");
    await saveItem(t.db, standardPages, editor, {
      id,
      values: {
        title: "Legal notice",
        titleHi: "क़ानूनी सूचना",
        lead: "",
        description: "What we promise.",
        body: "## Nothing promised\n\n{centre} promises nothing.\n\n| Who | What |\n| --- | --- |\n| Us | Nothing |",
        bodyHi: "## कोई वादा नहीं\n\n{centre} कोई वादा नहीं करता।",
        reviewedOn: "2026-11-20",
      },
      publish: true,
    });
    const page = await open("/disclaimer");
    if (typeof page === "number") throw new Error(`disclaimer answered ${page}`);
    expect(page.title).toBe("Legal notice");
    expect(page.sections).toEqual([{ id: "nothing-promised", heading: "Nothing promised" }]);
    expect(page.html).toContain(`${getConfig().CENTRE_NAME} promises nothing.`);
    expect(page.html).toMatch(/<th scope="row" role="rowheader">Us<\/th>/);
    expect(page.updatedAt).toBe("2026-11-20");
    const frame = await getFrame({ db: t.db, view: "public", lang: "hi" });
    expect(frame.pages.standard.disclaimer).toBe("क़ानूनी सूचना");
  });

  it("refuse a placeholder the page does not have, and an empty text", () => {
    const checked = formSchema(standardPages.fields).safeParse({
      title: "Terms",
      body: "Write to {emial}.",
      reviewedOn: "2026-11-20",
    });
    expect(checked.success).toBe(false);
    expect(checked.error?.issues.map((i) => i.message)).toContain(
      "Text (English) uses {emial}, which this text does not have. It may use {centre}, {institute}, {email}.",
    );
    const empty = formSchema(standardPages.fields).safeParse({ title: "Terms", body: "" });
    expect(empty.success).toBe(false);
  });

  it("a page of the centre's own answers at /pages/<address> in both languages, in the sitemap and search", async () => {
    expect(await open("/pages/funding", { slug: "funding" })).toBe(404);
    await saveItem(t.db, ownPages, editor, {
      values: {
        title: "Funding",
        titleHi: "फ़ंडिंग",
        slug: "funding",
        body: "Seed grants of up to ₹5 lakh for incubated startups.",
        bodyHi: "इनक्यूबेट हुए स्टार्टअप के लिए ₹5 लाख तक का सीड ग्रांट।",
      },
      publish: true,
    });
    const en = await open("/pages/funding", { slug: "funding" });
    const hi = await open("/hi/pages/funding", { slug: "funding" });
    if (typeof en === "number" || typeof hi === "number") throw new Error("funding not found");
    expect(en.html).toContain("Seed grants");
    expect(hi.title).toBe("फ़ंडिंग");
    expect("updatedAt" in en).toBe(false);
    const frame = await getFrame({ db: t.db, view: "public", lang: "en" });
    expect(frame.pages.own).toEqual([{ to: "/pages/funding", title: "Funding" }]);
    const found = await searchSite(t.db, "seed grants");
    expect(found.flatMap((g) => g.hits.map((h) => h.href))).toContain("/pages/funding");
    const [row] = await t.db.select({ id: pages.id }).from(pages).where(eq(pages.slug, "funding"));
    await unpublishItem(t.db, ownPages, editor, row.id);
    expect(await open("/pages/funding", { slug: "funding" })).toBe(404);
  });
});
