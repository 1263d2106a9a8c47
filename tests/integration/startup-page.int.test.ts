import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { albums, events, gallery, startups } from "~/.server/content/kinds/index";
import { saveItem } from "~/.server/content/lifecycle";
import { storeImage } from "~/.server/media/store";
import { founderNames } from "~/.server/pages/startup-page";
import { loader } from "~/routes/site/startup";
import { makeJpeg } from "../support/jpeg-fixtures";
import { routeArgs } from "../support/route";
import { createTestDb, dbKinds, type TestDb } from "../support/test-db";

const editor = { id: null, email: "test:editor" };

const event = (title: string, startsAt: string) => ({
  title,
  slug: title.toLowerCase().replaceAll(" ", "-"),
  startsAt: new Date(startsAt),
  venue: "Seminar hall",
  summary: `${title} in brief.`,
  description: `${title} in full.`,
});

describe.each(await dbKinds())("a startup's own page on %s", (kind) => {
  let t: TestDb;
  const page = async (slug: string) =>
    loader(
      routeArgs(new Request(`http://x/startups/${slug}`), { db: t.db, params: { slug } }),
    ) as Promise<Awaited<ReturnType<typeof loader>>>;

  beforeAll(async () => {
    t = await createTestDb(kind);
    const imageId = await storeImage(t.db, await makeJpeg({ left: "#246" }), "logo.jpg");
    await saveItem(t.db, startups, editor, {
      values: {
        name: "Zameen Labs",
        slug: "zameen-labs",
        founder: "Aditi Kumari and Ravi Shankar",
        sector: "agritech",
        cohortYear: 2024,
        foundedYear: 2022,
        problem: "Farmers guess.",
        description: "**Zameen Labs** makes [soil probes](https://example.com).",
        website: "https://example.com/zameen",
        social: { linkedin: "https://example.com/in/zameen", x: "https://example.com/x/zameen" },
        imageId,
        imageAlt: "The probe",
      },
      publish: true,
    });
    await saveItem(t.db, startups, editor, {
      values: {
        name: "No Cohort",
        slug: "no-cohort",
        sector: "food",
        problem: "A problem.",
        description: "A startup.",
      },
      publish: true,
    });
    // 20:00 UTC on 31 December is already 1 January in India: an event of the next year.
    const newYear = await saveItem(t.db, events, editor, {
      values: event("New Year Pitch", "2023-12-31T20:00:00Z"),
      publish: true,
    });
    await saveItem(t.db, events, editor, {
      values: event("Demo Day", "2024-09-10T05:00:00Z"),
      publish: true,
    });
    await saveItem(t.db, events, editor, {
      values: event("Old Meetup", "2023-03-01T05:00:00Z"),
      publish: true,
    });
    await saveItem(t.db, events, editor, {
      values: event("Draft Event", "2024-05-01T05:00:00Z"),
      publish: false,
    });
    const album = await saveItem(t.db, albums, editor, {
      values: { title: "New Year Pitch photos", slug: "new-year-pitch", eventId: newYear },
      publish: true,
    });
    for (const [alt, publish] of [
      ["Pitching", true],
      ["Not yet", false],
    ] as const)
      await saveItem(t.db, gallery, editor, {
        values: { imageId, imageAlt: alt, imageFocusX: 50, imageFocusY: 50, albumId: album },
        publish,
      });
    await saveItem(t.db, gallery, editor, {
      values: { imageId, imageAlt: "Elsewhere", imageFocusX: 50, imageFocusY: 50 },
      publish: true,
    });
  });
  afterAll(() => t.close());

  it("shows the published events of the startup's cohort year, by the centre's calendar", async () => {
    const data = await page("zameen-labs");
    expect(data.events.map((e) => [e.title, e.startDate])).toEqual([
      ["New Year Pitch", "2024-01-01"],
      ["Demo Day", "2024-09-10"],
    ]);
    expect((await page("no-cohort")).events).toEqual([]);
  });

  it("shows the published photos of those events' albums, and links to the album", async () => {
    const data = await page("zameen-labs");
    expect(data.photos.map((p) => p.alt)).toEqual(["Pitching"]);
    expect(data.album).toBe("new-year-pitch");
    expect((await page("no-cohort")).photos).toEqual([]);
  });

  it("describes the startup as a schema.org Organization with absolute addresses", async () => {
    const { jsonLd } = await page("zameen-labs");
    expect(jsonLd).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Organization",
      name: "Zameen Labs",
      url: "https://example.com/zameen",
      description: "Zameen Labs makes soil probes.",
      founder: [
        { "@type": "Person", name: "Aditi Kumari" },
        { "@type": "Person", name: "Ravi Shankar" },
      ],
      foundingDate: "2022",
      sameAs: ["https://example.com/in/zameen", "https://example.com/x/zameen"],
    });
    expect(jsonLd.logo).toMatch(/^https?:\/\/[^/]+\/media\/[\w-]+\/\d+\.jpg$/);
    // Without a website, the page itself is the organization's address; no empty fields.
    const bare = (await page("no-cohort")).jsonLd;
    expect(bare.url).toMatch(/^https?:\/\/[^/]+\/startups\/no-cohort$/);
    for (const key of ["logo", "founder", "foundingDate", "sameAs"])
      expect(bare, key).not.toHaveProperty(key);
  });
});

describe("founder names", () => {
  it("splits the one line staff type into people", () => {
    expect(founderNames("Priyanka Jha and Shalini Verma")).toEqual([
      "Priyanka Jha",
      "Shalini Verma",
    ]);
    expect(founderNames("A. Rao, B. Das & C. Sen")).toEqual(["A. Rao", "B. Das", "C. Sen"]);
    expect(founderNames("Anand Kumar")).toEqual(["Anand Kumar"]);
    expect(founderNames(null)).toEqual([]);
  });
});
