// The words at the top of the list pages are content (issue 24): made at the first start from the
// texts the pages had, edited by staff in both languages with drafts and preview, read by each
// list page in its language, English marked where the Hindi is missing.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formSchema } from "~/.server/content/field-schema";
import { listIntros } from "~/.server/content/kinds/index";
import { getListIntro, INTRO_PAGES } from "~/.server/content/kinds/intros";
import { saveItem } from "~/.server/content/lifecycle";
import { listIntros as introTable } from "~/.server/db/schema/site";
import { loader as eventsLoader } from "~/routes/site/events";
import { loader as facultyLoader } from "~/routes/site/faculty";
import { loader as directoryLoader } from "~/routes/site/startups";
import { routeArgs } from "../support/route";
import { createTestDb, dbKinds, type TestDb } from "../support/test-db";

const ORIGIN = "http://centre.example.org";
const editor = { id: null, email: "test:editor" };

describe.each(await dbKinds())("the list pages' intros on %s", (kind) => {
  let t: TestDb;
  const get = (path: string) => routeArgs(new Request(`${ORIGIN}${path}`), { db: t.db });
  const site = (lang: "en" | "hi", view: "public" | "preview" = "public") => ({
    db: t.db,
    view,
    lang,
  });
  /** Every intro field as published now, with `changes` over them: the form sends them all. */
  const values = async (changes: Record<string, string | null>) => {
    const [row] = await t.db.select().from(introTable);
    const { id, status, pending, isSample, deletedAt, position, createdAt, updatedAt, ...stored } =
      row;
    return { ...stored, ...changes };
  };

  beforeAll(async () => {
    t = await createTestDb(kind);
  });
  afterAll(() => t.close());

  it("start with the texts the pages had, the spec's titles exactly, in both languages", async () => {
    const events = await eventsLoader(get("/events"));
    expect(events.intro).toEqual({
      eyebrow: "Events",
      title: "Events",
      metaTitle: "Events",
      metaDescription: expect.stringMatching(/^Upcoming and past events of the incubation centre/),
      lead: "Orientations, pitch nights, workshops and talks for student founders: what is coming up and what we have held.",
    });
    expect((await facultyLoader(get("/professor"))).intro.title).toBe("Our Team");
    const hindi = await eventsLoader(get("/hi/events"));
    expect(hindi.intro).toMatchObject({ eyebrow: "कार्यक्रम", title: "कार्यक्रम" });
    expect(hindi.intro.fallback).toBeUndefined();
    // {count} is the number of startups, written as Indians write numbers.
    const directory = await directoryLoader(get("/startups"));
    expect(directory.intro.lead).toMatch(/^\d[\d,]* startups incubated at the centre\./);
    expect(directory.intro.lead).not.toContain("{count}");
  });

  it("show a draft only in the preview, and the published text to everyone", async () => {
    const [{ id }] = await t.db.select({ id: introTable.id }).from(introTable);
    await saveItem(t.db, listIntros, editor, {
      id,
      values: await values({ eventsLead: "Come to our events.", eventsLeadHi: null }),
      publish: false,
    });
    expect((await getListIntro(site("en"), "events")).lead).toMatch(/^Orientations/);
    expect((await getListIntro(site("en", "preview"), "events")).lead).toBe("Come to our events.");

    await saveItem(t.db, listIntros, editor, {
      id,
      values: await values({ eventsLead: "Come to our events.", eventsLeadHi: null }),
      publish: true,
    });
    expect((await eventsLoader(get("/events"))).intro.lead).toBe("Come to our events.");
    // No Hindi written: the Hindi page shows the English, marked as English.
    const hindi = (await eventsLoader(get("/hi/events"))).intro;
    expect(hindi).toMatchObject({ lead: "Come to our events.", fallback: ["lead"] });
    expect(hindi.title).toBe("कार्यक्रम");
    // The other pages keep their words.
    expect((await getListIntro(site("en"), "notices")).title).toBe("All notices");
  });

  it("refuse an empty title or an overlong lead, with the field named", async () => {
    const form = (changes: Record<string, string>) =>
      formSchema(listIntros.fields).safeParse({
        ...Object.fromEntries(
          INTRO_PAGES.flatMap(({ key }) =>
            ["Eyebrow", "Title", "Lead", "MetaTitle", "MetaDescription"].map((part) => [
              `${key}${part}`,
              "Words",
            ]),
          ),
        ),
        ...changes,
      });
    expect(form({}).success).toBe(true);
    const empty = form({ timelineTitle: "" });
    expect(empty.success).toBe(false);
    expect(empty.error?.issues[0].path).toEqual(["timelineTitle"]);
    expect(form({ galleryLead: "x".repeat(401) }).success).toBe(false);
  });
});
