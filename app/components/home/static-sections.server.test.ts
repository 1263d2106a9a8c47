import { describe, expect, it } from "vitest";
import { firstHomeWords } from "~/.server/content/kinds/home-sections";
import "~/.server/i18n";
import type { Lang } from "~/lib/i18n/lang";
import { type HomeSectionsInput, renderHomeSections } from "./static-sections.server";

// The server-rendered sections in either language: their own words from the catalogue, their
// links in the page's language, and content that fell back to English marked as such.

const startup = {
  slug: "agro-link",
  name: "AgroLink",
  founder: "Asha Kumari",
  problem: "किसानों को सही दाम नहीं मिलता।",
  description: "",
  email: null,
  lang: "hi",
  image: null,
  inFlipCards: true,
  inCarousel: true,
  inCards: true,
  fallback: ["name"],
};

function input(lang: Lang): HomeSectionsInput {
  return {
    lang,
    words: firstHomeWords(lang),
    about: { texts: { aboutTitle: "परिचय", fallback: [] }, html: "<p>…</p>", vision: [] },
    notices: [{ id: 1, title: "Exam notice", url: null, date: "2026-11-02", fallback: ["title"] }],
    directors: [],
    supportTabs: [
      {
        id: 7,
        label: "Funding",
        headline: "पहली ग्रांट से पहले निवेशक तक",
        description: "…",
        buttonLabel: "देखें",
        buttonHref: "/#incubations",
        image: null,
        fallback: ["label"],
      },
    ],
    startups: [startup],
    talks: [],
    events: [
      {
        slug: "pitch",
        title: "Pitch night",
        startDate: "2023-09-21",
        endDate: null,
        venue: "Hall",
        summary: "…",
        link: "/timeline",
        image: null,
      },
    ],
    faqs: [],
  };
}

const render = (lang: Lang) => renderHomeSections(input(lang), (_key, html) => html);

describe("home sections", () => {
  it("are in Hindi on the Hindi page, with links that stay in Hindi", () => {
    const s = render("hi");
    expect(s.notices).toContain("सूचनाएँ");
    expect(s.notices).toContain('href="/hi/notices"');
    expect(s.flipCards).toContain("हमारे इनक्यूबेटेड स्टार्टअप");
    expect(s.flipCards).toContain("संस्थापक: Asha Kumari");
    expect(s.flipCards).toContain('href="/hi/startups/agro-link"');
    expect(s.cards).toContain('href="/hi/pag"');
    expect(s.events).toContain('href="/hi/timeline"');
    expect(s.events).toContain("21/09/2023");
    expect(s.supportTabs[0].html).toContain('href="/hi#incubations"');
    expect(s.flipCards).not.toMatch(/Know More|Founder:|Startups we incubate/);
  });

  it("mark what fell back to English with lang=en", () => {
    const s = render("hi");
    expect(s.cards).toContain('<h3 class="sc-name" lang="en">AgroLink</h3>');
    expect(s.notices).toMatch(/<li lang="en">/);
    expect(s.supportTabs[0]).toMatchObject({ label: "Funding", lang: "en" });
    expect(s.supportTabs[0].html).toContain('<p class="eyebrow st-label" lang="en">Funding</p>');
  });

  it("are the spec's English on the English page", () => {
    const s = render("en");
    expect(s.cards).toContain("Litsen More");
    expect(s.cards).toContain('href="/pag"');
    expect(s.flipCards).toContain("Founder: Asha Kumari");
    expect(s.flipCards).toContain('href="/startups/agro-link"');
    expect(s.events).toContain('href="/timeline"');
    expect(s.notices).toContain('href="/notices"');
    expect(s.supportTabs[0].html).toContain('href="/#incubations"');
  });
});
