// The review panel on both databases (issue 26): spreading evenly (counts differ by at most one,
// pairs assigned or in conflict skipped, one audited transaction), a reviewer reaching only their
// own assignments (the page, the PDF, the back office's other doors), scores checked against
// the rubric, no reviewer reading another's review, a declared conflict ending the assignment,
// and staff's average and spread.
import { and, eq, like, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storePdf } from "~/.server/attachments/store";
import { adminAreaMiddleware } from "~/.server/auth/admin-area";
import { auditLog } from "~/.server/db/schema/auth";
import { ideas } from "~/.server/db/schema/ideas";
import { reviews } from "~/.server/db/schema/rounds";
import { createIdea } from "~/.server/ideas/store";
import { assignReviewer, spreadEvenly } from "~/.server/reviews/assign";
import { panelRows } from "~/.server/reviews/panel";
import { declareConflict, listAssigned, saveReview } from "~/.server/reviews/score";
import { loader as ideaLoader } from "~/routes/admin/idea";
import { loader as pdfLoader } from "~/routes/admin/idea-pdf";
import { action as panelAction, loader as panelLoader } from "~/routes/admin/ideas-panel";
import { action as reviewAction, loader as reviewLoader } from "~/routes/admin/review";
import { loader as listLoader } from "~/routes/admin/reviews";
import { isolateEnv } from "../support/env";
import { callAction, routeArgs } from "../support/route";
import { signedInAccount, signedInAdmin } from "../support/sign-in";
import { createTestDb, dbKinds, type TestDb } from "../support/test-db";

const ORIGIN = "http://centre.example.org";
const PDF = Buffer.from("%PDF-1.4\n%%EOF\n");

isolateEnv({ set: { PUBLIC_URL: ORIGIN } });

const form = (fields: Record<string, string>, cookie: string) => ({
  method: "POST",
  headers: { "content-type": "application/x-www-form-urlencoded", cookie },
  body: new URLSearchParams(fields).toString(),
});

/** What a loader or action answered or threw, as a status (a thrown `data()` or Response too). */
async function statusOf(run: () => Promise<unknown>): Promise<number> {
  try {
    const result = await run();
    if (result instanceof Response) return result.status;
    return (result as { init?: { status?: number } } | null)?.init?.status ?? 200;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.status;
    const init = (thrown as { init?: { status?: number } }).init;
    if (init?.status) return init.status;
    throw thrown;
  }
}

describe.each(await dbKinds())("the review panel on %s", (kind) => {
  let t: TestDb;
  let staff = "";
  const people: Record<string, { id: string; email: string; cookie: string }> = {};
  let n = 0;

  async function account(name: string, role: "reviewer" | "member" | "editor") {
    const email = `${name.toLowerCase()}@example.org`;
    const password = `${name} has a long password`;
    const { id, cookie } = await signedInAccount(t.db, ORIGIN, { email, name, role, password });
    people[name] = { id, email, cookie };
  }

  const newIdea = async (subject: string, pdfId: string | null = null) =>
    (
      await createIdea(
        t.db,
        {
          name: "Asha Verma",
          email: `founder.${++n}@example.co.in`,
          phone: "98765 43210",
          subject,
          message: `About ${subject}.`,
          pdfId,
        },
        { clientIp: null, deliveries: [] },
      )
    ).id;

  const get = (path: string, cookie: string, params: Record<string, string> = {}) =>
    routeArgs(new Request(`${ORIGIN}${path}`, { headers: { cookie } }), { db: t.db, params });

  const post = (
    action: (args: never) => Promise<unknown>,
    path: string,
    fields: Record<string, string>,
    cookie: string,
    params: Record<string, string> = {},
  ) =>
    statusOf(async () => {
      const { init } = await callAction(
        action,
        new Request(`${ORIGIN}${path}`, form(fields, cookie)),
        { db: t.db, params },
      );
      return { init: { status: init?.status ?? 200 } };
    });

  const audits = (action: string) =>
    t.db.select().from(auditLog).where(eq(auditLog.action, action));

  beforeAll(async () => {
    t = await createTestDb(kind);
    staff = await signedInAdmin(t.db, ORIGIN, {
      email: "panel.admin@example.org",
      password: "a long admin password",
    });
    for (const [name, role] of [
      ["Ravi", "reviewer"],
      ["Sita", "reviewer"],
      ["Tara", "reviewer"],
      ["Manu", "member"],
    ] as const)
      await account(name, role);
  }, 60_000);
  afterAll(() => t.close());

  it("spreads the filtered applications evenly in one audited transaction, skipping pairs assigned or in conflict", async () => {
    const ids: number[] = [];
    for (const s of ["Spread A", "Spread B", "Spread C", "Spread D", "Spread E"])
      ids.push(await newIdea(s));
    const before = (await audits("review.spread")).length;
    const { Ravi, Sita } = people;
    // Through the panel's form: the chosen reviewers are `pick:` boxes.
    expect(
      await post(
        panelAction,
        "/admin-dashboard/ideas/panel?round=none",
        { intent: "spread", round: "none", [`pick:${Ravi.id}`]: "on", [`pick:${Sita.id}`]: "on" },
        staff,
      ),
    ).toBe(302);
    const counts = async () => {
      const rows = await t.db.select().from(reviews);
      const of = (id: string) => rows.filter((r) => r.reviewerId === id && ids.includes(r.ideaId));
      return [of(Ravi.id).length, of(Sita.id).length];
    };
    const [r, s] = await counts();
    expect(r + s).toBe(5);
    expect(Math.abs(r - s)).toBeLessThanOrEqual(1);
    expect(await audits("review.spread")).toHaveLength(before + 1);
    // Again: each has its reviewer, nothing more is made and nothing is audited.
    const admin = { id: null, email: "test:staff" };
    expect(await spreadEvenly(t.db, admin, ids, [Ravi.id, Sita.id])).toBe(0);
    expect(await audits("review.spread")).toHaveLength(before + 1);
    // Two each: every application gets the other one too, never the same pair twice.
    expect(await spreadEvenly(t.db, admin, ids, [Ravi.id, Sita.id], 2)).toBe(5);
    expect(await counts()).toEqual([5, 5]);
    // A member cannot be on the panel; nobody chosen is a clear refusal.
    expect(
      await post(
        panelAction,
        "/admin-dashboard/ideas/panel",
        { intent: "spread", [`pick:${people.Manu.id}`]: "on" },
        staff,
      ),
    ).toBe(400);
    expect(
      await post(panelAction, "/admin-dashboard/ideas/panel", { intent: "spread" }, staff),
    ).toBe(400);
  });

  it("lets a reviewer see, open and download only the applications assigned to them", async () => {
    const { Ravi, Sita } = people;
    const pdf = await storePdf(t.db, PDF, "deck.pdf", 1_000_000);
    const mine = await newIdea("Ravi's one", pdf);
    const theirs = await newIdea("Sita's one", pdf);
    const staffOnly = { id: null, email: "test:staff" };
    await assignReviewer(t.db, staffOnly, mine, Ravi.id);
    await assignReviewer(t.db, staffOnly, theirs, Sita.id);
    expect(await audits("review.assign")).not.toHaveLength(0);

    const list = (await listLoader(get("/admin-dashboard/reviews", Ravi.cookie))) as {
      items: { ideaId: number }[];
    };
    const listed = list.items.map((i) => i.ideaId);
    expect(listed).toContain(mine);
    expect(listed).not.toContain(theirs);

    const open = (who: string, id: number) =>
      statusOf(() => reviewLoader(get(`/admin-dashboard/reviews/${id}`, who, { id: String(id) })));
    expect(await open(Ravi.cookie, mine)).toBe(200);
    expect(await open(Ravi.cookie, theirs)).toBe(404);
    expect(await open(Ravi.cookie, 999_999)).toBe(404);

    const download = (who: string, id: number) =>
      statusOf(() =>
        pdfLoader(get(`/admin-dashboard/ideas/${id}/pdf`, who, { id: String(id) }) as never),
      );
    expect(await download(Ravi.cookie, mine)).toBe(200);
    expect(await download(Ravi.cookie, theirs)).toBe(404);
    expect(await download(staff, theirs)).toBe(200);
    expect(await download(people.Manu.cookie, mine)).toBe(403);
    const bytes = await (
      (await pdfLoader(
        get(`/admin-dashboard/ideas/${mine}/pdf`, Ravi.cookie, { id: String(mine) }) as never,
      )) as Response
    ).arrayBuffer();
    expect(Buffer.from(bytes).equals(PDF)).toBe(true);

    // The back office's other doors stay shut to a reviewer; their own pass.
    const gate = async (method: string, path: string, cookie: string) => {
      const args = routeArgs(new Request(`${ORIGIN}${path}`, { method, headers: { cookie } }), {
        db: t.db,
      });
      return statusOf(async () => {
        await adminAreaMiddleware(args as never, async () => new Response("ok"));
        return new Response("ok");
      }).catch(() => 0);
    };
    expect(await gate("GET", "/admin-dashboard/reviews", Ravi.cookie)).toBe(200);
    expect(await gate("GET", `/admin-dashboard/reviews/${theirs}`, Ravi.cookie)).toBe(200);
    expect(await gate("GET", "/admin-dashboard/ideas", Ravi.cookie)).toBe(302);
    expect(await gate("GET", `/admin-dashboard/ideas/${mine}`, Ravi.cookie)).toBe(302);
    expect(await gate("POST", "/admin-dashboard/ideas/panel", Ravi.cookie)).toBe(403);
    expect(await gate("GET", "/admin-dashboard/reviews", people.Manu.cookie)).toBe(302);
    // And the staff pages refuse them even past the gate.
    expect(
      await statusOf(() => panelLoader(get("/admin-dashboard/ideas/panel", Ravi.cookie))),
    ).toBe(403);
    expect(
      await statusOf(() =>
        ideaLoader(get(`/admin-dashboard/ideas/${mine}`, Ravi.cookie, { id: String(mine) })),
      ),
    ).toBe(403);
  });

  it("refuses a score outside 1–5 or for a criterion not in the rubric, keeps each review to its reviewer and shows staff every review", async () => {
    const { Ravi, Sita } = people;
    const id = await newIdea("Scored twice");
    const staffOnly = { id: null, email: "test:staff" };
    await assignReviewer(t.db, staffOnly, id, Ravi.id);
    await assignReviewer(t.db, staffOnly, id, Sita.id);
    const path = `/admin-dashboard/reviews/${id}`;
    const score = (cookie: string, fields: Record<string, string>) =>
      post(reviewAction, path, { intent: "score", ...fields }, cookie, { id: String(id) });
    const full = {
      "score:Problem": "5",
      "score:Solution": "4",
      "score:Team": "3",
      "score:Market": "4",
    };
    expect(await score(Ravi.cookie, { ...full, "score:Problem": "6" })).toBe(400);
    expect(await score(Ravi.cookie, { ...full, "score:Team": "0" })).toBe(400);
    expect(await score(Ravi.cookie, { ...full, "score:Luck": "5" })).toBe(400);
    expect(await score(Ravi.cookie, { "score:Problem": "5" })).toBe(400);
    expect(await audits("review.score")).toHaveLength(0);

    expect(await score(Ravi.cookie, { ...full, comment: "Ravi's private words" })).toBe(302);
    expect(
      await score(Sita.cookie, {
        "score:Problem": "2",
        "score:Solution": "2",
        "score:Team": "3",
        "score:Market": "1",
        comment: "Sita thinks otherwise",
      }),
    ).toBe(302);
    const scored = await audits("review.score");
    expect(scored.map((a) => `${a.userEmail} ${a.target}`).sort()).toEqual([
      `ravi@example.org idea ${id}`,
      `sita@example.org idea ${id}`,
    ]);

    // Sita's page holds her own review only: nothing of Ravi's.
    const sitaPage = await reviewLoader(get(path, Sita.cookie, { id: String(id) }));
    const text = JSON.stringify(sitaPage);
    expect(text).toContain("Sita thinks otherwise");
    expect(text).not.toContain("Ravi");
    expect(text).not.toMatch(/"Problem":5/);

    // Staff: both, with names; the average is the mean of the two weighted marks (4, 2).
    const page = (await ideaLoader(
      get(`/admin-dashboard/ideas/${id}`, staff, { id: String(id) }),
    )) as {
      reviews: {
        average: string;
        spread: string;
        reviews: { reviewer: string; comment: string }[];
      };
    };
    expect(page.reviews.average).toBe("3.00");
    expect(page.reviews.spread).toBe("2.00");
    expect(page.reviews.reviews.map((r) => `${r.reviewer}: ${r.comment}`)).toEqual([
      "Ravi: Ravi's private words",
      "Sita: Sita thinks otherwise",
    ]);

    // The panel sorts by average, highest first; by spread, widest first.
    const high = await newIdea("All fives");
    await assignReviewer(t.db, staffOnly, high, Ravi.id);
    expect(
      await post(
        reviewAction,
        `/admin-dashboard/reviews/${high}`,
        {
          intent: "score",
          "score:Problem": "5",
          "score:Solution": "5",
          "score:Team": "5",
          "score:Market": "5",
        },
        Ravi.cookie,
        { id: String(high) },
      ),
    ).toBe(302);
    const byAverage = await panelRows(t.db, { round: "all" }, "average");
    expect(byAverage.slice(0, 2).map((r) => r.id)).toEqual([high, id]);
    const bySpread = await panelRows(t.db, { round: "all" }, "spread");
    expect(bySpread[0].id).toBe(id);
    // The search narrows the panel (and so what "Spread evenly" spreads).
    const found = await panelRows(t.db, { round: "all", q: "all FIVES" }, "newest");
    expect(found.map((r) => r.id)).toEqual([high]);
  });

  it("ends the assignment on a declared conflict, audits it, and never assigns that pair again", async () => {
    const { Tara } = people;
    const id = await newIdea("Tara's cousin");
    const staffOnly = { id: null, email: "test:staff" };
    await assignReviewer(t.db, staffOnly, id, Tara.id);
    expect((await listAssigned(t.db, Tara.id)).map((i) => i.ideaId)).toContain(id);
    expect(
      await post(
        reviewAction,
        `/admin-dashboard/reviews/${id}`,
        { intent: "conflict", conflictNote: "My cousin's startup" },
        Tara.cookie,
        { id: String(id) },
      ),
    ).toBe(302);
    expect((await listAssigned(t.db, Tara.id)).map((i) => i.ideaId)).not.toContain(id);
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "review.conflict"), eq(auditLog.target, `idea ${id}`)));
    expect(audit).toMatchObject({ userEmail: Tara.email, detail: "My cousin's startup" });
    // Gone from her reach, and not given back by spreading or by hand.
    expect(
      await statusOf(() =>
        reviewLoader(get(`/admin-dashboard/reviews/${id}`, Tara.cookie, { id: String(id) })),
      ),
    ).toBe(404);
    expect(await spreadEvenly(t.db, staffOnly, [id], [Tara.id])).toBe(0);
    expect(
      await post(
        panelAction,
        "/admin-dashboard/ideas/panel",
        { intent: "assign", idea: String(id), reviewer: Tara.id },
        staff,
      ),
    ).toBe(400);
    const rows = await t.db.select().from(reviews).where(eq(reviews.ideaId, id));
    expect(rows).toHaveLength(1);
    expect(rows[0].conflictAt).not.toBeNull();
    // Staff still see the declared conflict on the application's page.
    expect(
      await t.db.select({ id: ideas.id }).from(ideas).where(like(ideas.subject, "Tara%")),
    ).toHaveLength(1);
  });

  it("changes nothing when its audit row cannot be written (one transaction each)", async () => {
    const { Ravi, Sita } = people;
    const id = await newIdea("Audited or nothing");
    const staffOnly = { id: null, email: "test:staff" };
    const withoutAuditLog = async (attempt: () => Promise<unknown>) => {
      await t.db.execute(sql`alter table audit_log rename to audit_log_away`);
      try {
        await expect(attempt()).rejects.toThrow(/audit_log/);
      } finally {
        await t.db.execute(sql`alter table audit_log_away rename to audit_log`);
      }
    };
    const rowsOf = () => t.db.select().from(reviews).where(eq(reviews.ideaId, id));
    await withoutAuditLog(() => assignReviewer(t.db, staffOnly, id, Ravi.id));
    await withoutAuditLog(() => spreadEvenly(t.db, staffOnly, [id], [Ravi.id, Sita.id], 2));
    expect(await rowsOf()).toEqual([]);

    await assignReviewer(t.db, staffOnly, id, Ravi.id);
    const ravi = { id: Ravi.id, email: Ravi.email };
    const scores = { Problem: 3, Solution: 3, Team: 3, Market: 3 };
    await withoutAuditLog(() => saveReview(t.db, ravi, id, { scores, comment: "lost" }));
    await withoutAuditLog(() => declareConflict(t.db, ravi, id, "lost"));
    const [row] = await rowsOf();
    expect(row).toMatchObject({ scores: {}, comment: "", submittedAt: null, conflictAt: null });
  });
});
