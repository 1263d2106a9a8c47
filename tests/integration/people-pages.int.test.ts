// The team, talks and timeline pages in Hindi (issue 13): each field in Hindi where staff wrote
// it, English where they did not (listed as a fallback, so the page marks it lang="en"), the
// English pages exactly as before, and when the content shown last changed.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { events } from "~/.server/db/schema/events";
import { people, testimonials } from "~/.server/db/schema/people";
import { loader as facultyLoader } from "~/routes/site/faculty";
import { loader as studentLoader } from "~/routes/site/student-team";
import { loader as talksLoader } from "~/routes/site/talks";
import { loader as timelineLoader } from "~/routes/site/timeline";
import { routeArgs } from "../support/route";
import { createTestDb, dbKinds, type TestDb } from "../support/test-db";

const published = { status: "published" as const };
const at = (iso: string) => new Date(iso);

describe.each(await dbKinds())("the people pages in two languages on %s", (kind) => {
  let t: TestDb;
  const load = async <T>(loader: (args: never) => Promise<T>, path: string) =>
    (await loader(routeArgs(new Request(`http://localhost${path}`), { db: t.db }))) as Awaited<T>;

  beforeAll(async () => {
    t = await createTestDb(kind);
    await t.db.insert(people).values([
      {
        ...published,
        kind: "faculty",
        name: "Dr. Sunita Prasad",
        nameHi: "डॉ. सुनीता प्रसाद",
        post: "Professor",
        postHi: "",
        about: "Guides hardware teams.",
        aboutHi: "हार्डवेयर टीमों की मेंटर।",
        featured: true,
        updatedAt: at("2026-03-01T10:00:00Z"),
      },
      {
        ...published,
        kind: "faculty",
        name: "Dr. Vivek Anand",
        post: "Assistant Professor",
        postHi: "असिस्टेंट प्रोफ़ेसर",
        updatedAt: at("2026-05-02T08:30:00Z"),
      },
      {
        ...published,
        kind: "student",
        section: "Leads",
        name: "Riya Kumari",
        nameHi: "रिया कुमारी",
        post: "Web lead",
        postHi: "वेब लीड",
        updatedAt: at("2026-01-01T00:00:00Z"),
      },
      // A draft changes neither the page nor its "last updated" time.
      {
        status: "draft",
        kind: "faculty",
        name: "Dr. Draft",
        post: "Professor",
        updatedAt: at("2026-09-09T00:00:00Z"),
      },
    ]);
    await t.db.insert(testimonials).values({
      ...published,
      name: "Neha Singh",
      nameHi: "नेहा सिंह",
      role: "Founder",
      roleHi: "संस्थापक",
      company: "KhetiTech",
      quote: "The mentors asked the hard questions.",
      updatedAt: at("2026-02-02T00:00:00Z"),
    });
    await t.db.insert(events).values({
      ...published,
      slug: "pitch-day",
      title: "Pitch Day",
      titleHi: "पिच डे",
      startsAt: at("2026-09-21T04:30:00Z"),
      allDay: true,
      venue: "Main Hall",
      summary: "Pitches.",
      summaryHi: "पिच।",
      description: "Ten teams pitch.",
      descriptionHi: "दस टीमें पिच करती हैं।",
      stats: [{ value: "10", label: "teams", labelHi: "टीमें" }],
      updatedAt: at("2026-04-04T00:00:00Z"),
    });
  });
  afterAll(() => t.close());

  it("/hi/professor shows Hindi where given, English marked as a fallback where not", async () => {
    const hi = await load(facultyLoader, "/hi/professor");
    expect(hi.featured).toMatchObject({
      name: "डॉ. सुनीता प्रसाद",
      post: "Professor",
      about: "हार्डवेयर टीमों की मेंटर।",
      lang: "hi",
      fallback: ["post"],
    });
    expect(hi.featured).not.toHaveProperty("nameHi");
    expect(hi.others).toHaveLength(1);
    expect(hi.others[0]).toMatchObject({
      name: "Dr. Vivek Anand",
      post: "असिस्टेंट प्रोफ़ेसर",
      fallback: ["name"],
    });
    expect(hi.updatedAt).toBe("2026-05-02T08:30:00.000Z");
  });

  it("/professor stays English, with no fallbacks", async () => {
    const en = await load(facultyLoader, "/professor");
    expect(en.featured).toMatchObject({
      name: "Dr. Sunita Prasad",
      post: "Professor",
      about: "Guides hardware teams.",
      lang: "en",
    });
    expect(en.featured?.fallback).toBeUndefined();
    expect(en.updatedAt).toBe("2026-05-02T08:30:00.000Z");
  });

  it("/hi/student names its sections in Hindi and keeps their English addresses", async () => {
    const hi = await load(studentLoader, "/hi/student");
    expect(hi.sections).toEqual([expect.objectContaining({ id: "leads", title: "लीड" })]);
    expect(hi.sections[0].people[0]).toMatchObject({ name: "रिया कुमारी", post: "वेब लीड" });
    expect(hi.updatedAt).toBe("2026-01-01T00:00:00.000Z");
    const en = await load(studentLoader, "/student");
    expect(en.sections.map((s) => [s.id, s.title])).toEqual([["leads", "Leads"]]);
  });

  it("/hi/talksmore gives the quote in English, marked, when it has no Hindi", async () => {
    const hi = await load(talksLoader, "/hi/talksmore");
    expect(hi.testimonials[0]).toMatchObject({
      name: "नेहा सिंह",
      role: "संस्थापक",
      company: "KhetiTech",
      quote: "The mentors asked the hard questions.",
      lang: "en",
      fallback: ["company", "quote"],
    });
    expect(hi.updatedAt).toBe("2026-02-02T00:00:00.000Z");
  });

  it("/hi/timeline shows the event in Hindi, its venue in English", async () => {
    const hi = await load(timelineLoader, "/hi/timeline");
    expect(hi.events[0]).toMatchObject({
      title: "पिच डे",
      venue: "Main Hall",
      descriptionHtml: expect.stringContaining("दस टीमें पिच करती हैं।"),
      lang: "hi",
      stats: [{ value: "10", label: "टीमें" }],
      fallback: ["venue"],
    });
    expect(hi.updatedAt).toBe("2026-04-04T00:00:00.000Z");
    const en = await load(timelineLoader, "/timeline");
    expect(en.events[0]).toMatchObject({ title: "Pitch Day", venue: "Main Hall", lang: "en" });
  });
});
