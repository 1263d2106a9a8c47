import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  addNotice,
  deleteNotice,
  formatNoticesText,
  listNotices,
  parseNoticesText,
  updateNotice,
} from "~/.server/content/notices";
import { loader as noticesTxt } from "~/routes/resources/notices-txt";
import { routeArgs } from "../support/route";
import { createTestDb, dbKinds, type TestDb } from "../support/test-db";

const staff = { id: null, email: "test:staff" };

describe.each(await dbKinds())("notices store on %s", (kind) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb(kind);
  });
  afterAll(() => t.close());

  it("lists newest first and round-trips through the text format", async () => {
    await addNotice(t.db, staff, {
      title: "Older",
      url: "https://example.org/a",
      date: "2026-01-02",
    });
    const newer = await addNotice(t.db, staff, {
      title: "Newer\nwith a break",
      date: "2026-03-04",
    });
    const list = await listNotices(t.db);
    expect(list.map((n) => n.title)).toEqual(["Newer\nwith a break", "Older"]);
    expect(parseNoticesText(formatNoticesText(list))).toEqual([
      { title: "Newer with a break", url: "", date: "2026-03-04" },
      { title: "Older", url: "https://example.org/a", date: "2026-01-02" },
    ]);
    await updateNotice(t.db, staff, newer, { title: "Edited", url: null, date: "2026-03-05" });
    await deleteNotice(t.db, staff, newer);
    expect((await listNotices(t.db)).map((n) => n.title)).toEqual(["Older"]);
  });

  it("is what /notices.txt serves, from the database its route is handed", async () => {
    const request = new Request("http://localhost/notices.txt");
    const res = await noticesTxt(routeArgs(request, { db: t.db }));
    expect(res.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(await res.text()).toBe(formatNoticesText(await listNotices(t.db)));
  });
});
