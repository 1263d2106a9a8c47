// The directory's and the events' loaders and the registration action at /hi: content in Hindi
// where staff wrote it (the rest in English, listed as fallbacks), the filters and "Online" in
// Hindi, the refusals and the outcome of a registration in Hindi; "Last updated" from the rows.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { events, startups } from "~/.server/content/kinds/index";
import { saveItem } from "~/.server/content/lifecycle";
import { loader as eventLoader, action as registerAction } from "~/routes/site/event";
import { loader as eventsLoader } from "~/routes/site/events";
import { loader as startupLoader } from "~/routes/site/startup";
import { loader as directoryLoader } from "~/routes/site/startups";
import { callAction, routeArgs } from "../support/route";
import { createTestDb, dbKinds, type TestDb } from "../support/test-db";

const ORIGIN = "http://centre.example.org";
const editor = { id: null, email: "test:editor" };
const IN_A_WEEK = new Date(Date.now() + 7 * 86_400_000);

const form = (fields: Record<string, string>) => ({
  method: "POST",
  headers: { "content-type": "application/x-www-form-urlencoded" },
  body: new URLSearchParams(fields).toString(),
});

describe.each(await dbKinds())("the directory and events at /hi on %s", (kind) => {
  let t: TestDb;

  beforeAll(async () => {
    t = await createTestDb(kind);
    await saveItem(t.db, startups, editor, {
      values: {
        slug: "zameen-labs",
        name: "Zameen Labs",
        nameHi: "ज़मीन लैब्स",
        founder: "Aditi Kumari",
        sector: "agritech",
        cohortYear: 2024,
        incubationStatus: "incubating",
        problem: "Soil is tested too rarely.",
        problemHi: "मिट्टी की जाँच बहुत कम होती है।",
        description: "Soil probes that send advice by SMS.",
      },
      publish: true,
    });
    for (const [slug, online] of [
      ["kaushal-shivir", false],
      ["online-baithak", true],
    ] as const)
      await saveItem(t.db, events, editor, {
        values: {
          title: `Workshop ${slug}`,
          titleHi: online ? "ऑनलाइन बैठक" : null,
          slug,
          startsAt: IN_A_WEEK,
          endsAt: null,
          allDay: false,
          venue: online ? "Online" : "Aryabhata Hall, Main Campus",
          online,
          summary: "A hands-on workshop.",
          description: "Bring a laptop.",
          stats: [],
          registrationOpen: true,
          capacity: 1,
        },
        publish: true,
      });
  }, 60_000);
  afterAll(() => t.close());

  const load = <T>(loader: (args: never) => Promise<T>, path: string, slug?: string) =>
    loader(routeArgs(new Request(`${ORIGIN}${path}`), { db: t.db, params: slug ? { slug } : {} }));

  it("lists startups in Hindi where they have it, English marked as a fallback", async () => {
    const hi = await load(directoryLoader, "/hi/startups?sector=agritech");
    expect(hi.path).toBe("/hi/startups");
    expect(hi.startups).toEqual([
      expect.objectContaining({
        name: "ज़मीन लैब्स",
        founder: "Aditi Kumari",
        sector: "कृषि तकनीक",
        problem: "मिट्टी की जाँच बहुत कम होती है।",
        fallback: ["founder", "description"],
      }),
    ]);
    const sector = hi.facets.find((f) => f.key === "sector");
    expect(sector?.label).toBe("सेक्टर");
    expect(sector?.all.label).toBe("सभी सेक्टर");
    expect(sector?.options).toEqual([{ value: "agritech", label: "कृषि तकनीक", count: 1 }]);
    expect(hi.updatedAt).toMatch(/^\d{4}-\d\d-\d\dT/);

    // The English page is as it was: no fallbacks, the filters' English names.
    const en = await load(directoryLoader, "/startups.data?sector=agritech");
    expect(en.path).toBe("/startups");
    expect(en.startups[0]).toMatchObject({ name: "Zameen Labs", sector: "Agritech" });
    expect(en.startups[0]).not.toHaveProperty("fallback");
    expect(en.facets.find((f) => f.key === "sector")?.all.label).toBe("All sectors");
  });

  it("shows a startup's page in Hindi, its machine data in English", async () => {
    const page = await load(startupLoader, "/hi/startups/zameen-labs", "zameen-labs");
    expect(page.startup).toMatchObject({
      name: "ज़मीन लैब्स",
      stage: null,
      fallback: ["founder", "description"],
    });
    expect(page.startup.incubationStatus).toBe("इन्क्यूबेशन में");
    expect(page.jsonLd).toMatchObject({ name: "Zameen Labs" });
    expect(page.updatedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it("says Online in Hindi and marks the English titles", async () => {
    const list = await load(eventsLoader, "/hi/events");
    const online = list.upcoming.find((e) => e.slug === "online-baithak");
    expect(online).toMatchObject({ title: "ऑनलाइन बैठक", place: "ऑनलाइन" });
    // "Online" is the page's own word: the English venue is no fallback of an online event.
    expect(online?.fallback).toContain("summary");
    expect(online?.fallback).not.toContain("venue");
    expect(online?.fallback).not.toContain("title");
    const hall = list.upcoming.find((e) => e.slug === "kaushal-shivir");
    expect(hall?.fallback).toEqual(expect.arrayContaining(["title", "venue", "summary"]));
    expect(list.updatedAt).toMatch(/^\d{4}-\d\d-\d\dT/);

    const page = await load(eventLoader, "/hi/events/online-baithak", "online-baithak");
    expect(page.event.place).toBe("ऑनलाइन");
    expect(page.zoneName).toBe("भारतीय मानक समय");
    expect(page.structuredData).toMatchObject({ name: "Workshop online-baithak" });
    const english = await load(eventLoader, "/events/online-baithak", "online-baithak");
    expect(english.event.place).toBe("Online");
    expect(english.zoneName).toBe("India Standard Time");
  });

  it("answers a registration at /hi in Hindi: its errors, its outcome, and a full event", async () => {
    const post = (fields: Record<string, string>, clientIp: string) =>
      callAction(
        registerAction,
        new Request(`${ORIGIN}/hi/events/kaushal-shivir.data`, form(fields)),
        { db: t.db, clientIp, params: { slug: "kaushal-shivir" } },
      );
    const person = {
      name: "प्रिया",
      email: "priya@example.co.in",
      phone: "98765 43210",
      institute: "",
    };

    const wrong = await post({ ...person, name: "", email: "priya@example" }, "10.9.0.1");
    expect(wrong.init?.status).toBe(400);
    expect(wrong.data).toMatchObject({
      ok: false,
      errors: { name: "पूरा नाम लिखना ज़रूरी है", email: "सही ई-मेल पता लिखें" },
    });

    const done = await post(person, "10.9.0.2");
    expect(done.data).toMatchObject({ ok: true, title: "आपका पंजीकरण हो गया है।" });

    const again = await post({ ...person, email: "neha@example.co.in" }, "10.9.0.3");
    expect(again.init?.status).toBe(409);
    expect(again.data).toMatchObject({
      ok: false,
      message: "सभी सीटें भर चुकी हैं, इसलिए इस कार्यक्रम के लिए पंजीकरण बंद हो गया है।",
    });
  });
});
