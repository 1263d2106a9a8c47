// Notices in the content model: pinned first, and public only within their publish-from and
// unpublish-at times, on the home page, /notices.txt and the members' board alike; the dashboard
// lists every notice with its state. Time passing is the database's times moving into the past.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resetConfig } from "~/.server/config";
import { notices as section } from "~/.server/content/kinds/notices";
import { saveItem } from "~/.server/content/lifecycle";
import { addNotice } from "~/.server/content/notices";
import { notices } from "~/.server/db/schema/notices";
import { loader as boardLoader } from "~/routes/account/notice-board";
import { loader as dashboardLoader } from "~/routes/admin/notices";
import { loader as noticesTxt } from "~/routes/resources/notices-txt";
import { loader as homeLoader } from "~/routes/site/home";
import { routeArgs } from "../support/route";
import { signedInAdmin } from "../support/sign-in";
import { createTestDb, dbKinds, type TestDb } from "../support/test-db";

const ORIGIN = "http://localhost:3000";
const staff = { id: null, email: "test:staff" };
const HOUR = 60 * 60_000;

describe.each(await dbKinds())("notices' order and schedule on %s", (kind) => {
  let t: TestDb;
  let cookie = "";
  const ids: Record<string, number> = {};

  const txt = async () =>
    (await noticesTxt(routeArgs(new Request(`${ORIGIN}/notices.txt`), { db: t.db }))).text();
  /** The titles each public list shows, in order. */
  async function publicTitles() {
    const titles = (await txt()).match(/^title: .*$/gm)?.map((l) => l.slice(7)) ?? [];
    const home = await homeLoader(routeArgs(new Request(`${ORIGIN}/`), { db: t.db }));
    const board = await boardLoader(routeArgs(new Request(`${ORIGIN}/Notice`), { db: t.db }));
    // The home page's notices are HTML rendered on the server: the titles in their order there.
    const html = home.notices ?? "";
    const onHome = titles.filter((title) => html.includes(title));
    const order = [...onHome].sort((a, b) => html.indexOf(a) - html.indexOf(b));
    expect(order, "the home page's order").toEqual(titles);
    expect(
      board.notices.map((n) => n.title),
      "the board",
    ).toEqual(titles);
    return { titles, html };
  }
  const dashboard = () =>
    dashboardLoader(
      routeArgs(new Request(`${ORIGIN}/admin-dashboard`, { headers: { cookie } }), { db: t.db }),
    );

  beforeAll(async () => {
    process.env.PUBLIC_URL = ORIGIN;
    resetConfig();
    t = await createTestDb(kind);
    cookie = await signedInAdmin(t.db, ORIGIN);
    const now = Date.now();
    ids.older = await addNotice(t.db, staff, { title: "Older, pinned", date: "2026-01-05" });
    ids.newest = await addNotice(t.db, staff, { title: "Newest", date: "2026-06-01" });
    ids.middle = await addNotice(t.db, staff, { title: "Middle", date: "2026-03-01" });
    ids.later = await addNotice(t.db, staff, {
      title: "Later on",
      date: "2026-02-01",
      publishFrom: new Date(now + HOUR),
    });
    ids.leaving = await addNotice(t.db, staff, {
      title: "Leaving soon",
      date: "2026-02-02",
      unpublishAt: new Date(now + HOUR),
    });
    ids.draft = await saveItem(t.db, section, staff, {
      values: { title: "A draft", date: "2026-07-01", pinned: true },
      publish: false,
    });
    await t.db.update(notices).set({ pinned: true }).where(eq(notices.id, ids.older));
  }, 60_000);
  afterAll(async () => {
    resetConfig();
    await t.close();
  });

  it("lists pinned notices first, then the newest, everywhere the public reads them", async () => {
    const { titles, html } = await publicTitles();
    expect(titles).toEqual(["Older, pinned", "Newest", "Middle", "Leaving soon"]);
    expect(html).not.toContain("Later on");
    expect(html).not.toContain("A draft");
  });

  it("shows a scheduled notice from its publish-from time, and no longer after its unpublish-at time", async () => {
    const past = new Date(Date.now() - 1000);
    await t.db.update(notices).set({ publishFrom: past }).where(eq(notices.id, ids.later));
    await t.db.update(notices).set({ unpublishAt: past }).where(eq(notices.id, ids.leaving));
    const { titles, html } = await publicTitles();
    expect(titles).toEqual(["Older, pinned", "Newest", "Middle", "Later on"]);
    expect(html).not.toContain("Leaving soon");
    expect(await txt()).not.toContain("Leaving soon");
  });

  it("lists every notice on the dashboard with its state, pinned ones first, with its full form and history", async () => {
    await t.db
      .update(notices)
      .set({ publishFrom: new Date(Date.now() + HOUR) })
      .where(eq(notices.id, ids.middle));
    const rows = (await dashboard()).notices;
    expect(rows.map((n) => [n.title, n.state, n.pinned])).toEqual([
      ["A draft", "Draft", true],
      ["Older, pinned", "Published", true],
      ["Newest", "Published", false],
      ["Middle", "Scheduled", false],
      ["Leaving soon", "Expired", false],
      ["Later on", "Published", false],
    ]);
    expect(rows[1]).toMatchObject({
      edit: `/admin-dashboard/notices/${ids.older}`,
      history: `/admin-dashboard/notices/${ids.older}/history`,
    });
  });
});
