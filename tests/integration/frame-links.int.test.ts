// The frame is content (issue 24): the header's menu and the footer's columns start as the links
// every page had, in both languages; staff add, change and reorder them and the pages follow; the
// home page's sections follow the order staff set and leave out those they hide; the idea form's
// words are the home sections' and reach a site upgraded from before them.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getConfig } from "~/.server/config";
import { formSchema } from "~/.server/content/field-schema";
import { footerLinks, homeOrder, homeSections, menuLinks } from "~/.server/content/kinds/index";
import { getFrame } from "~/.server/content/kinds/site-links";
import { moveItem, saveItem } from "~/.server/content/lifecycle";
import { ensureSiteRecords } from "~/.server/content/site";
import { homeBlocks, homeSections as sectionsTable, siteLinks } from "~/.server/db/schema/site";
import { loader as homeLoader } from "~/routes/site/home";
import { routeArgs } from "../support/route";
import { createTestDb, dbKinds, type TestDb } from "../support/test-db";

const ORIGIN = "http://centre.example.org";
const editor = { id: null, email: "test:editor" };

describe.each(await dbKinds())("the menu, the footer and the home page's order on %s", (kind) => {
  let t: TestDb;
  const frame = (lang: "en" | "hi" = "en") => getFrame({ db: t.db, view: "public", lang });
  const home = (path = "/") => homeLoader(routeArgs(new Request(`${ORIGIN}${path}`), { db: t.db }));

  beforeAll(async () => {
    t = await createTestDb(kind);
  });
  afterAll(() => t.close());

  it("start as the menu and footer every page had, in English and Hindi", async () => {
    const en = await frame();
    expect(en.menu.map((g) => g.heading ?? g.links[0].label)).toEqual([
      "Home",
      "Team",
      "Startups",
      "Timeline",
      "Gallery",
      "Talks",
    ]);
    expect(en.menu[0].links.map((l) => l.href)).toContain("/#darki");
    expect(en.footer.map((g) => g.heading)).toEqual(["The centre", "For founders", "Community"]);
    expect(en.footer[2].links.at(-1)).toEqual({ label: "Admin Notice", href: "/login" });
    expect(en.footer[0].links.at(-1)?.href).toMatch(/^mailto:.+\?subject=Partnership$/);
    const hi = await frame("hi");
    expect(hi.menu[1]).toMatchObject({ heading: "टीम", links: [{ label: "फ़ैकल्टी मेंटर" }, {}] });
    expect(hi.footer[1].heading).toBe("संस्थापकों के लिए");
  });

  it("follow what staff publish: a new dropdown link, another website, English marked in Hindi", async () => {
    await saveItem(t.db, menuLinks, editor, {
      values: { heading: "Team", headingHi: "टीम", label: "Alumni", href: "/talksmore" },
      publish: true,
    });
    const id = await saveItem(t.db, footerLinks, editor, {
      values: {
        heading: "Community",
        headingHi: "समुदाय",
        label: "Startup India",
        href: "https://www.startupindia.gov.in",
      },
      publish: true,
    });
    const en = await frame();
    // Added at the end: a link of its own (its heading follows "Talks", not "Team").
    expect(en.menu.at(-1)).toEqual({
      heading: "Team",
      links: [{ label: "Alumni", href: "/talksmore" }],
    });
    expect(en.footer.at(-1)?.links.at(-1)).toEqual({
      label: "Startup India",
      href: "https://www.startupindia.gov.in",
    });
    const hi = await frame("hi");
    expect(hi.menu.at(-1)?.links[0]).toEqual({ label: "Alumni", href: "/talksmore", en: true });
    // A draft is not shown.
    await saveItem(t.db, footerLinks, editor, {
      id,
      values: {
        heading: "Community",
        label: "Startup India (changed)",
        href: "https://www.startupindia.gov.in",
      },
      publish: false,
    });
    expect((await frame()).footer.at(-1)?.links.at(-1)?.label).toBe("Startup India");
  });

  it("gather a link moved next to its heading's links into the same dropdown", async () => {
    const [alumni] = await t.db
      .select()
      .from(siteLinks)
      .where(and(eq(siteLinks.label, "Alumni"), eq(siteLinks.place, "header")));
    for (let i = 0; i < 4; i++) await moveItem(t.db, menuLinks, editor, alumni.id, "up");
    const team = (await frame()).menu.find((g) => g.heading === "Team");
    expect(team?.links.map((l) => l.label)).toEqual(["Faculty Mentors", "Student Team", "Alumni"]);
  });

  it("accept a page, a home section, another website or an e-mail as a link, and nothing else", () => {
    const schema = formSchema(menuLinks.fields);
    const ok = (href: string) => schema.safeParse({ label: "x", href }).success;
    for (const href of [
      "/professor",
      "/#about",
      "https://example.org",
      "mailto:office@example.org?subject=Hi",
    ])
      expect(ok(href), href).toBe(true);
    for (const href of ["javascript:alert(1)", "//evil.example", "professor", "mailto:nobody"])
      expect(ok(href), href).toBe(false);
  });

  it("draw the home page's sections in the order staff set, leaving out those hidden", async () => {
    expect((await home()).order).toEqual([
      "desk",
      "about",
      "support",
      "flipCards",
      "incubations",
      "cards",
      "talks",
      "events",
      "idea",
      "faq",
      "gallery",
    ]);
    const rows = await t.db.select().from(homeBlocks);
    const faq = rows.find((r) => r.key === "faq");
    const talks = rows.find((r) => r.key === "talks");
    if (!faq || !talks) throw new Error("the sections' rows are made at start-up");
    await saveItem(t.db, homeOrder, editor, {
      id: faq.id,
      values: { shown: false },
      publish: true,
    });
    await moveItem(t.db, homeOrder, editor, talks.id, "up");
    expect((await home()).order).toEqual([
      "desk",
      "about",
      "support",
      "flipCards",
      "incubations",
      "talks",
      "cards",
      "events",
      "idea",
      "gallery",
    ]);
  });

  it("give the idea form its words, and fill them in on a site upgraded from before them", async () => {
    expect((await home()).words.ideaTitle.text).toBe("Incubate u'r Idea");
    // A row as the upgrade leaves it: the new columns empty, the staff's own words elsewhere.
    await t.db
      .update(sectionsTable)
      .set({ ideaTitle: "", ideaTitleHi: null, deskTitle: "Our director" });
    await ensureSiteRecords(t.db, getConfig());
    const [row] = await t.db.select().from(sectionsTable);
    expect(row).toMatchObject({
      ideaTitle: "Incubate u'r Idea",
      ideaTitleHi: "अपने आइडिया को इनक्यूबेट कराएँ",
      deskTitle: "Our director",
    });
    expect((await home("/hi")).words.ideaPoints.text.split("\n")).toHaveLength(3);
    expect(homeSections.fields.some((f) => f.name === "ideaSuccess")).toBe(true);
  });
});
