// Events for visitors: /events splits the published events into upcoming and past by the centre's
// calendar (not the server's), an event's page carries its album and schema.org data, and the
// .ics files hold exactly the published events. Drafts and unknown addresses answer 404.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resetConfig } from "~/.server/config";
import { albums, events, gallery } from "~/.server/content/kinds/index";
import { saveItem } from "~/.server/content/lifecycle";
import { storeImage } from "~/.server/media/store";
import { getEventsPage } from "~/.server/pages/event-pages";
import { loader as eventIcsLoader } from "~/routes/resources/event-ics";
import { loader as feedLoader } from "~/routes/resources/events-ics";
import { loader as sitemapLoader } from "~/routes/resources/sitemap";
import { loader as eventLoader } from "~/routes/site/event";
import { isolateEnv } from "../support/env";
import { parseCalendar } from "../support/ical";
import { makeJpeg } from "../support/jpeg-fixtures";
import { routeArgs } from "../support/route";
import { createTestDb, dbKinds, type TestDb } from "../support/test-db";

const ORIGIN = "http://centre.example.org";
const editor = { id: null, email: "test:editor" };
// 00:30 on 24 November in India, still 23 November (19:00) in UTC.
const NOW = new Date("2026-11-23T19:00:00Z");

isolateEnv({ set: { PUBLIC_URL: ORIGIN } });

const event = (slug: string, startsAt: string, extra: Record<string, unknown> = {}) => ({
  title: `Event ${slug}`,
  slug,
  startsAt: new Date(startsAt),
  endsAt: null,
  allDay: false,
  venue: "Aryabhata Hall, Main Campus",
  online: false,
  summary: `What ${slug} is about.`,
  description: `The **${slug}** in full.`,
  stats: [],
  ...extra,
});

/** What a loader threw, as its status (404 for `data(null, { status: 404 })`). */
async function thrownStatus(run: () => Promise<unknown>) {
  try {
    await run();
  } catch (error) {
    return (error as { init?: ResponseInit }).init?.status;
  }
  return "no error";
}

describe.each(await dbKinds())("events for visitors on %s", (kind) => {
  let t: TestDb;
  const get = (path: string, params: Record<string, string> = {}) =>
    routeArgs(new Request(`${ORIGIN}${path}`), { db: t.db, params });

  beforeAll(async () => {
    delete process.env.TIME_ZONE;
    process.env.PUBLIC_URL = ORIGIN;
    resetConfig();
    t = await createTestDb(kind);
    const save = (values: Record<string, unknown>, publish = true) =>
      saveItem(t.db, events, editor, { values, publish });
    // Ended at 23:00 on 23 November in India: past there, though still "today" in UTC.
    await save(
      event("late-talk", "2026-11-23T16:30:00Z", { endsAt: new Date("2026-11-23T17:30:00Z") }),
    );
    await save(event("breakfast", "2026-11-24T03:30:00Z"));
    await save(event("next-month", "2026-12-05T05:00:00Z", { online: true, venue: "Zoom" }));
    // 1 to 30 November in India, all day: under way, so upcoming.
    const pitch = await save(
      event("pitch-month", "2026-10-31T18:30:00Z", {
        endsAt: new Date("2026-11-29T18:30:00Z"),
        allDay: true,
        stats: [{ value: "67+", label: "ideas pitched" }],
      }),
    );
    await save(event("orientation", "2023-09-20T18:30:00Z", { allDay: true }));
    await save(event("secret-draft", "2026-12-01T05:00:00Z"), false);

    const imageId = await storeImage(t.db, await makeJpeg({ left: "#246" }), "photo.jpg");
    const album = await saveItem(t.db, albums, editor, {
      values: { title: "Pitch month photos", slug: "pitch-month-photos", eventId: pitch },
      publish: true,
    });
    await saveItem(t.db, gallery, editor, {
      values: { imageId, imageAlt: "A pitch on stage", albumId: album },
      publish: true,
    });
  });
  afterAll(() => t.close());

  it("splits upcoming from past by the centre's calendar: soonest first, then newest first", async () => {
    const page = await getEventsPage(t.db, "public", NOW);
    expect(page.upcoming.map((e) => e.slug)).toEqual(["pitch-month", "breakfast", "next-month"]);
    expect(page.past.map((e) => e.slug)).toEqual(["late-talk", "orientation"]);
    expect(page.upcoming.find((e) => e.slug === "next-month")?.place).toBe("Online");
    expect(page.upcoming[0]).toMatchObject({ startDate: "2026-11-01", endDate: "2026-11-30" });
  });

  it("reads the calendar of the configured zone", async () => {
    process.env.TIME_ZONE = "UTC";
    resetConfig();
    const page = await getEventsPage(t.db, "public", NOW);
    // In UTC it is still 23 November, the day of the late talk.
    expect(page.upcoming.map((e) => e.slug)).toContain("late-talk");
  });

  it("shows drafts only to staff previewing", async () => {
    const all = await getEventsPage(t.db, "public", NOW);
    expect([...all.upcoming, ...all.past].map((e) => e.slug)).not.toContain("secret-draft");
    const preview = await getEventsPage(t.db, "preview", NOW);
    expect(preview.upcoming.map((e) => e.slug)).toContain("secret-draft");
  });

  it("gives an event's page its album, its times and schema.org data", async () => {
    const page = await eventLoader(get("/events/pitch-month", { slug: "pitch-month" }));
    expect(page.event.title).toBe("Event pitch-month");
    expect(page.event.descriptionHtml).toContain("<strong>pitch-month</strong>");
    expect(page.album?.photos.map((p) => p.alt)).toEqual(["A pitch on stage"]);
    expect(page.calendar.ics).toBe("/events/pitch-month.ics");
    expect(page.structuredData).toMatchObject({
      "@type": "Event",
      name: "Event pitch-month",
      startDate: "2026-11-01",
      endDate: "2026-11-30",
      eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
      location: { "@type": "Place", name: "Aryabhata Hall, Main Campus" },
      url: `${ORIGIN}/events/pitch-month`,
      organizer: { "@type": "Organization", url: ORIGIN },
    });

    // On the Hindi page, the album and its photo have no Hindi yet: English, marked as such.
    const hindi = await eventLoader(get("/hi/events/pitch-month", { slug: "pitch-month" }));
    expect(hindi.album).toMatchObject({ title: "Pitch month photos", fallback: ["title"] });
    expect(hindi.album?.photos).toMatchObject([{ alt: "A pitch on stage", fallback: ["alt"] }]);

    const timed = await eventLoader(get("/events/breakfast", { slug: "breakfast" }));
    expect(timed.event.startTime).toBe("09:00");
    expect(timed.album).toBeNull();
    expect(timed.structuredData.startDate).toBe("2026-11-24T09:00:00+05:30");
    const online = await eventLoader(get("/events/next-month", { slug: "next-month" }));
    expect(online.structuredData).toMatchObject({
      eventAttendanceMode: "https://schema.org/OnlineEventAttendanceMode",
      location: { "@type": "VirtualLocation", url: `${ORIGIN}/events/next-month` },
    });
  });

  it("answers 404 for a draft or an unknown address, page and .ics alike", async () => {
    for (const slug of ["secret-draft", "no-such-event"]) {
      expect(await thrownStatus(() => eventLoader(get(`/events/${slug}`, { slug })))).toBe(404);
      const ics = await eventIcsLoader(get(`/events/${slug}.ics`, { slug }));
      expect(ics.status).toBe(404);
    }
  });

  it("serves one event's .ics as a calendar file a parser reads", async () => {
    const response = await eventIcsLoader(get("/events/breakfast.ics", { slug: "breakfast" }));
    expect(response.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe(
      'attachment; filename="breakfast.ics"',
    );
    const cal = parseCalendar(await response.text());
    expect(cal.events).toHaveLength(1);
    const [e] = cal.events;
    expect(e.summary).toBe("Event breakfast");
    expect(e.location).toBe("Aryabhata Hall, Main Campus");
    expect(e.start.toISOString()).toBe("2026-11-24T03:30:00.000Z");
    expect(e.url).toBe(`${ORIGIN}/events/breakfast`);
    expect(e.description).toContain("What breakfast is about.");
    expect(e.uid).toMatch(/^event-\d+@centre\.example\.org$/);
  });

  it("serves the feed of every published event, each UID the same as in its own file", async () => {
    const response = await feedLoader(get("/events.ics"));
    expect(response.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    const feed = parseCalendar(await response.text());
    expect(feed.events.map((e) => e.url.replace(`${ORIGIN}/events/`, ""))).toEqual([
      "orientation",
      "pitch-month",
      "late-talk",
      "breakfast",
      "next-month",
    ]);
    const pitch = feed.events.find((e) => e.summary === "Event pitch-month");
    expect(pitch).toMatchObject({ startDate: "2026-11-01", endDate: "2026-12-01" });
    const own = parseCalendar(
      await (await eventIcsLoader(get("/events/pitch-month.ics", { slug: "pitch-month" }))).text(),
    );
    expect(own.events[0].uid).toBe(pitch?.uid);
  });

  it("lists the published events' pages in the sitemap", async () => {
    const xml = await (await sitemapLoader(get("/sitemap.xml"))).text();
    expect(xml).toContain(`<loc>${ORIGIN}/events</loc>`);
    expect(xml).toContain(`<loc>${ORIGIN}/events/breakfast</loc>`);
    expect(xml).not.toContain("secret-draft");
  });
});
