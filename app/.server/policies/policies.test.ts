import { describe, expect, it } from "vitest";
import type { Branding } from "~/lib/branding";
import { hasTwin } from "~/lib/i18n/lang";
import { POLICY_NAMES } from "~/lib/policy-pages";
import { PUBLIC_PAGES } from "~/lib/public-pages";
import { factsOf, POLICIES } from "./index";
import type { PolicyText, Rich } from "./types";

const facts = { centre: "Centre X", institute: "Institute Y", email: "desk@example.org" };

const linksOf = (text: Rich) =>
  typeof text === "string"
    ? []
    : text.flatMap((part) => (typeof part === "string" ? [] : [part.to]));

/** What both languages of a text must share: sections, blocks, list and table sizes, links. */
function skeleton(text: PolicyText) {
  return text.sections.map((s) => ({
    id: s.id,
    blocks: s.blocks.map((b) => {
      if (b.kind === "p") return { p: linksOf(b.text) };
      if (b.kind === "list") return { list: b.items.map(linksOf) };
      return {
        table: b.head.length,
        rows: b.rows.map((row) => ({ cells: row.length, links: row.flatMap(linksOf) })),
      };
    }),
  }));
}

/** Every piece of text of a policy, for checks on its wording. */
function strings(text: PolicyText): string[] {
  const rich = (r: Rich) =>
    typeof r === "string" ? [r] : r.map((part) => (typeof part === "string" ? part : part.text));
  return [
    text.description,
    text.lead,
    ...text.sections.flatMap((s) => [
      s.heading,
      ...s.blocks.flatMap((b) =>
        b.kind === "p"
          ? rich(b.text)
          : b.kind === "list"
            ? b.items.flatMap(rich)
            : [b.caption, ...b.head, ...b.rows.flat().flatMap(rich)],
      ),
    ]),
  ];
}

describe.each(POLICY_NAMES)("the %s page", (name) => {
  const en = POLICIES.en[name](facts);
  const hi = POLICIES.hi[name](facts);

  it("has the same sections, blocks and links in English and Hindi", () => {
    expect(skeleton(hi)).toEqual(skeleton(en));
  });

  it("is written in Hindi on Hindi pages, section by section", () => {
    for (const [i, section] of hi.sections.entries()) {
      // An opening section without a heading (the privacy policy's first words) has none in both.
      if (!section.heading && !en.sections[i]?.heading) continue;
      expect(section.heading, section.id).toMatch(/[\u0900-\u097F]/);
      expect(section.heading).not.toBe(en.sections[i]?.heading);
    }
    expect(hi.lead).toMatch(/[\u0900-\u097F]/);
    expect(hi.description).toMatch(/[\u0900-\u097F]/);
  });

  it("says when it was written, and has anchors a page can link to", () => {
    for (const text of [en, hi]) {
      expect(text.updatedAt).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(Number.isNaN(Date.parse(text.updatedAt))).toBe(false);
      const ids = text.sections.map((s) => s.id);
      expect(new Set(ids).size).toBe(ids.length);
      for (const id of ids) expect(id).toMatch(/^[a-z][a-z-]*$/);
    }
    expect(hi.updatedAt).toBe(en.updatedAt);
  });

  it("links only to pages that exist, files of the site, the centre's mailbox or https sites", () => {
    const pages = new Set<string>([...PUBLIC_PAGES, "/contact"]);
    const targets = en.sections.flatMap((s) =>
      s.blocks.flatMap((b) =>
        b.kind === "p"
          ? linksOf(b.text)
          : b.kind === "list"
            ? b.items.flatMap(linksOf)
            : b.rows.flat().flatMap(linksOf),
      ),
    );
    expect(targets.length).toBeGreaterThan(0);
    for (const to of targets) {
      if (to.startsWith("mailto:")) expect(to).toBe(`mailto:${facts.email}`);
      else if (to.startsWith("http")) expect(to).toMatch(/^https:\/\//);
      else if (hasTwin(to)) expect(pages.has(to), to).toBe(true);
      else expect(to).toMatch(/^\/[\w-]+\.(xml|txt|ics)$/);
    }
  });

  it("invents no facts: no phone numbers or officers, names from Settings only", () => {
    for (const s of [...strings(en), ...strings(hi)]) {
      expect(s).not.toMatch(/\+91|\d{3}[ -]?\d{3}[ -]?\d{4}/);
      expect(s).not.toMatch(/officer|अधिकारी|sample|नमूना/i);
    }
  });
});

describe("factsOf", () => {
  const branding = {
    centreName: "Sankalp Incubation Centre",
    centreNameHi: "संकल्प इन्क्यूबेशन केंद्र",
    instituteName: "Ganga Institute of Technology",
    instituteNameHi: null,
    contactEmail: "incubation@example.org",
  } as Branding;

  it("names the centre in the page's language, English where Settings has no Hindi", () => {
    expect(factsOf(branding, "en")).toEqual({
      centre: "Sankalp Incubation Centre",
      institute: "Ganga Institute of Technology",
      email: "incubation@example.org",
    });
    expect(factsOf(branding, "hi")).toEqual({
      centre: "संकल्प इन्क्यूबेशन केंद्र",
      institute: "Ganga Institute of Technology",
      email: "incubation@example.org",
    });
  });

  it("puts the names and the e-mail from Settings into the text", () => {
    const text = JSON.stringify(POLICIES.hi.accessibility(factsOf(branding, "hi")));
    expect(text).toContain("संकल्प इन्क्यूबेशन केंद्र");
    expect(text).toContain("mailto:incubation@example.org");
    expect(JSON.stringify(POLICIES.en.terms(factsOf(branding, "en")))).toContain(
      "Sankalp Incubation Centre of Ganga Institute of Technology",
    );
  });
});

describe("the shape check", () => {
  it("notices a section, a list item or a link missing in one language", () => {
    const en = POLICIES.en.help(facts);
    const fewerSections = { ...en, sections: en.sections.slice(1) };
    expect(skeleton(fewerSections)).not.toEqual(skeleton(en));
    const lostLink = structuredClone(en);
    const more = lostLink.sections.find((s) => s.id === "more");
    if (more?.blocks[0]?.kind === "p") more.blocks[0].text = "Write to us.";
    expect(skeleton(lostLink)).not.toEqual(skeleton(en));
  });
});
