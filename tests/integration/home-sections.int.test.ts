// The home page's own words are content (issue 24): the spec's wordings first, in both languages;
// staff change a section's title, a button and the typewriter's phrases, and the page (its
// server-rendered sections and the words its scripts read) says the new words, English marked on
// the Hindi page where no Hindi was written.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { homeSections } from "~/.server/content/kinds/index";
import { saveItem } from "~/.server/content/lifecycle";
import { homeSections as table } from "~/.server/db/schema/site";
import { loader as homeLoader } from "~/routes/site/home";
import { routeArgs } from "../support/route";
import { createTestDb, dbKinds, type TestDb } from "../support/test-db";

const ORIGIN = "http://centre.example.org";
const editor = { id: null, email: "test:editor" };

describe.each(await dbKinds())("the home page's own words on %s", (kind) => {
  let t: TestDb;
  const home = (path = "/") => homeLoader(routeArgs(new Request(`${ORIGIN}${path}`), { db: t.db }));

  beforeAll(async () => {
    t = await createTestDb(kind);
  });
  afterAll(() => t.close());

  it("start as the spec words them, in English and in Hindi", async () => {
    const en = await home();
    expect(en.words.heroPhrases.text).toBe("we Incubate.\nwe Mentor.\nwe Support.");
    expect(en.words.heroSubmit.text).toBe("Incubate u'r Idea");
    expect(en.words.cardsButton.text).toBe("Litsen More");
    expect(en.notices).toContain("All notices");
    const hi = await home("/hi");
    expect(hi.words.heroSubmit).toEqual({ text: "अपना आइडिया भेजें" });
    expect(hi.notices).toContain("सूचनाएँ");
  });

  it("follow what staff publish, English marked where the Hindi is left empty", async () => {
    const [row] = await t.db.select().from(table);
    const { id, status, pending, isSample, deletedAt, position, createdAt, updatedAt, ...values } =
      row;
    await saveItem(t.db, homeSections, editor, {
      id,
      values: {
        ...values,
        cardsButton: "Read More",
        cardsButtonHi: null,
        noticesAll: "Every announcement",
        noticesAllHi: null,
        heroPhrases: "we Build.\nwe Launch.",
      },
      publish: true,
    });
    const en = await home();
    expect(en.words.cardsButton.text).toBe("Read More");
    // The sections the server renders to HTML say the new words too.
    expect(en.notices).toContain("Every announcement");
    expect(en.notices).not.toContain("All notices");
    expect(en.words.heroPhrases.text).toBe("we Build.\nwe Launch.");
    const hi = await home("/hi");
    expect(hi.notices).toContain('<span lang="en">Every announcement</span>');
    expect(hi.words.cardsButton).toEqual({ text: "Read More", lang: "en" });
    // The Hindi phrases were not changed: the Hindi page keeps them.
    expect(hi.words.heroPhrases.text).toBe("हम सँवारते हैं।\nहम राह दिखाते हैं।\nहम साथ देते हैं।");
  });
});
