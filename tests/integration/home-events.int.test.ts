// Which events the home page shows is the centre's choice (issue 24): an event is on the home page
// unless staff untick "Show in the home page's events"; it stays on /events either way.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { events } from "~/.server/content/kinds/index";
import { saveItem } from "~/.server/content/lifecycle";
import { loader as eventsLoader } from "~/routes/site/events";
import { loader as homeLoader } from "~/routes/site/home";
import { routeArgs } from "../support/route";
import { createTestDb, dbKinds, type TestDb } from "../support/test-db";

const ORIGIN = "http://centre.example.org";
const editor = { id: null, email: "test:editor" };
const IN_A_WEEK = new Date(Date.now() + 7 * 86_400_000);

describe.each(await dbKinds())("the home page's events on %s", (kind) => {
  let t: TestDb;
  const get = (path: string) => routeArgs(new Request(`${ORIGIN}${path}`), { db: t.db });
  const event = (slug: string, onHome?: boolean) =>
    saveItem(t.db, events, editor, {
      values: {
        title: `Event ${slug}`,
        slug,
        startsAt: IN_A_WEEK,
        endsAt: null,
        allDay: false,
        venue: "Aryabhata Hall",
        online: false,
        summary: "A workshop.",
        description: "Bring a laptop.",
        stats: [],
        ...(onHome !== undefined && { onHome }),
      },
      publish: true,
    });

  beforeAll(async () => {
    t = await createTestDb(kind);
    await event("on-the-home-page");
    await event("only-on-events", false);
  });
  afterAll(() => t.close());

  it("lists a new event on the home page unless staff untick it", async () => {
    const home = await homeLoader(get("/"));
    expect(home.events).toContain("Event on-the-home-page");
    expect(home.events).not.toContain("Event only-on-events");
    const page = await eventsLoader(get("/events"));
    expect(page.upcoming.map((e) => e.slug)).toEqual(
      expect.arrayContaining(["on-the-home-page", "only-on-events"]),
    );
  });

  it("offers the box ticked on a new event's form", () => {
    expect(events.defaults?.()).toMatchObject({ onHome: true });
    expect(events.fields.find((f) => f.name === "onHome")?.kind).toBe("checkbox");
  });
});
