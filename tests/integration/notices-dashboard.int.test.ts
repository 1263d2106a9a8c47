// The dashboard's notice forms as staff use them: the quick form's Hindi title and Pinned, an edit
// that keeps what only the full form sets (the schedule, a draft), a delete that goes to the trash
// and says so with an Undo, and the members' board, which deletes only what it shows.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listAudit } from "~/.server/audit/audit-log";
import { resetConfig } from "~/.server/config";
import { getItem } from "~/.server/content/items";
import { notices as section } from "~/.server/content/kinds/notices";
import { saveItem } from "~/.server/content/lifecycle";
import { addNotice } from "~/.server/content/notices";
import { action as boardAction } from "~/routes/account/notice-board";
import { action as dashboardAction, loader as dashboardLoader } from "~/routes/admin/notices";
import { loader as noticesTxt } from "~/routes/resources/notices-txt";
import { callAction, routeArgs } from "../support/route";
import { signedInAdmin } from "../support/sign-in";
import { createTestDb, dbKinds, type TestDb } from "../support/test-db";

const ORIGIN = "http://localhost:3000";
const staff = { id: null, email: "test:staff" };
const HOUR = 60 * 60_000;

describe.each(await dbKinds())("the dashboard's notices on %s", (kind) => {
  let t: TestDb;
  let cookie = "";

  /** A form posted by the signed-in admin: where it redirects, or what it refused. */
  async function post(
    action: typeof dashboardAction | typeof boardAction,
    path: string,
    form = {},
  ) {
    const request = new Request(`${ORIGIN}${path}`, {
      method: "POST",
      headers: { cookie, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(form),
    });
    try {
      const { data, init } = await callAction(action as never, request, { db: t.db });
      return { status: init?.status ?? 200, location: null, data: data as { message?: string } };
    } catch (answer) {
      if (!(answer instanceof Response)) throw answer;
      return { status: answer.status, location: answer.headers.get("location"), data: null };
    }
  }
  const dashboard = (query = "") =>
    dashboardLoader(
      routeArgs(new Request(`${ORIGIN}/admin-dashboard${query}`, { headers: { cookie } }), {
        db: t.db,
      }),
    );
  const txt = async () =>
    (await noticesTxt(routeArgs(new Request(`${ORIGIN}/notices.txt`), { db: t.db }))).text();

  beforeAll(async () => {
    process.env.PUBLIC_URL = ORIGIN;
    resetConfig();
    t = await createTestDb(kind);
    cookie = await signedInAdmin(t.db, ORIGIN);
  }, 60_000);
  afterAll(async () => {
    resetConfig();
    await t.close();
  });

  it("adds a notice with its Hindi title, pinned, from the quick form", async () => {
    const res = await post(dashboardAction, "/admin-dashboard/notices", {
      intent: "create",
      title: "Hostel fees due",
      titleHi: "छात्रावास शुल्क देय",
      url: "",
      date: "2026-04-01",
      pinned: "on",
    });
    expect(res.location).toBe("/admin-dashboard/notices?done=create");
    const [row] = (await dashboard()).notices.filter((n) => n.title === "Hostel fees due");
    expect(row).toMatchObject({ titleHi: "छात्रावास शुल्क देय", pinned: true, state: "Published" });
    // Unticked and left blank in the quick edit: no longer pinned, no Hindi title.
    await post(dashboardAction, "/admin-dashboard/notices", {
      intent: "update",
      id: String(row.id),
      title: "Hostel fees due",
      titleHi: "",
      url: "",
      date: "2026-04-01",
    });
    expect((await getItem(t.db, section, row.id))?.values).toMatchObject({
      titleHi: null,
      pinned: false,
    });
  });

  it("keeps a notice's schedule and its draft through a quick edit", async () => {
    const from = new Date(Date.now() + HOUR);
    const scheduled = await addNotice(t.db, staff, {
      title: "Orientation",
      date: "2026-05-01",
      publishFrom: from,
    });
    const edit = { intent: "update", id: String(scheduled), url: "", date: "2026-05-02" };
    const res = await post(dashboardAction, "/admin-dashboard/notices", {
      ...edit,
      title: "Orientation, hall B",
    });
    expect(res.location).toBe("/admin-dashboard/notices?done=update");
    const item = await getItem(t.db, section, scheduled);
    expect(item?.publishFrom).toEqual(from);
    expect(item?.values.title).toBe("Orientation, hall B");
    expect(await txt()).not.toContain("Orientation");

    const draft = await saveItem(t.db, section, staff, {
      values: { title: "Not ready", date: "2026-05-03" },
      publish: false,
    });
    const saved = await post(dashboardAction, "/admin-dashboard/notices", {
      ...edit,
      id: String(draft),
      title: "Still not ready",
    });
    expect(saved.location).toBe("/admin-dashboard/notices?done=saved");
    expect((await dashboard("?done=saved")).note).toMatch(/Visitors do not see this change yet/);
    expect(await getItem(t.db, section, draft)).toMatchObject({
      status: "draft",
      title: "Still not ready",
    });
    expect(await txt()).not.toContain("ready");
  });

  it("moves a deleted notice to the trash, says so, and brings it back on Undo", async () => {
    const id = await addNotice(t.db, staff, { title: "Lab closed Friday", date: "2026-06-01" });
    const deleted = await post(dashboardAction, "/admin-dashboard/notices", {
      intent: "delete",
      id: String(id),
    });
    expect(deleted.location).toBe(`/admin-dashboard/notices?done=delete&in=notices&item=${id}`);
    expect(await txt()).not.toContain("Lab closed Friday");
    const page = await dashboard(`?done=delete&in=notices&item=${id}`);
    expect(page.trash.deleted).toEqual({
      section: "notices",
      id,
      title: "Lab closed Friday",
      item: "notice",
    });
    expect(page.notices.map((n) => n.id)).not.toContain(id);

    // Undo: the note's form sends its section too, as every list's Undo does.
    const undone = await post(dashboardAction, "/admin-dashboard/notices", {
      section: "notices",
      id: String(id),
      intent: "restore",
    });
    expect(undone.location).toBe("/admin-dashboard/notices?done=restore");
    expect((await dashboard("?done=restore")).trash).toEqual({ deleted: null, restored: true });
    expect(await txt()).toContain("title: Lab closed Friday");
    const actions = (await listAudit(t.db)).entries
      .filter((e) => e.target === `notices #${id}`)
      .map((e) => e.action);
    expect(actions).toEqual(["notice.restore", "notice.delete", "notice.add"]);

    // A second Undo finds nothing in the trash: a clear refusal, not a 500.
    const again = await post(dashboardAction, "/admin-dashboard/notices", {
      intent: "restore",
      id: String(id),
    });
    expect(again.status).toBe(404);
    expect(again.data?.message).toBe("That notice is not in the trash.");
  });

  it("lets the members' board delete only the notices it shows", async () => {
    const hidden = await addNotice(t.db, staff, {
      title: "Results next week",
      date: "2026-06-02",
      publishFrom: new Date(Date.now() + HOUR),
    });
    const refused = await post(boardAction, "/Notice", { intent: "delete", id: String(hidden) });
    expect(refused.status).toBe(400);
    expect(refused.data?.message).toBe("That notice no longer exists.");
    expect((await getItem(t.db, section, hidden))?.deletedAt).toBeNull();
    // An Undo is the dashboard's: the board refuses it.
    const restore = await post(boardAction, "/Notice", { intent: "restore", id: String(hidden) });
    expect(restore.status).toBe(400);

    const shown = await addNotice(t.db, staff, { title: "Holiday tomorrow", date: "2026-06-03" });
    const done = await post(boardAction, "/Notice", { intent: "delete", id: String(shown) });
    expect(done.location).toBe("/Notice?deleted");
    expect((await getItem(t.db, section, shown))?.deletedAt).not.toBeNull();
  });
});
