// An application's stages and the team's notes, on both databases: every move is kept (the
// founder's sending first, then each change with who and why), the idea's page shows them, the
// founder's status page shows only the stages and their dates in the page's language (never a
// member of staff's address or note), and notes form a thread, each one audited.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listAudit } from "~/.server/audit/audit-log";
import { resetConfig } from "~/.server/config";
import { stageTexts } from "~/.server/content/kinds/stages";
import { saveItem } from "~/.server/content/lifecycle";
import { stageTexts as stageTable } from "~/.server/db/schema/rounds";
import { createIdea } from "~/.server/ideas/store";
import { action as staffAction, loader as staffLoader } from "~/routes/admin/idea";
import { action as statusAction } from "~/routes/site/idea-status";
import { isolateEnv } from "../support/env";
import { callAction, routeArgs } from "../support/route";
import { signedInAdmin } from "../support/sign-in";
import { createTestDb, dbKinds, type TestDb } from "../support/test-db";

const ORIGIN = "http://localhost:3000";
const ADMIN = "moves.admin@example.org";
const founder = {
  name: "Meera Iyer",
  email: "meera.iyer@example.co.in",
  phone: "98765 43210",
  subject: "Millet snacks for schools",
  message: "Tiffin-sized millet bars.",
};

const form = (fields: Record<string, string>, headers: Record<string, string> = {}) => ({
  method: "POST",
  headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
  body: new URLSearchParams(fields).toString(),
});

isolateEnv();

describe.each(await dbKinds())("stage moves and notes on %s", (kind) => {
  let t: TestDb;
  let cookie = "";
  let clients = 0;

  beforeAll(async () => {
    process.env.PUBLIC_URL = ORIGIN;
    resetConfig();
    t = await createTestDb(kind);
    cookie = await signedInAdmin(t.db, ORIGIN, { email: ADMIN, password: "a long admin password" });
  }, 60_000);
  afterAll(() => t.close());

  async function staffPost(id: number, fields: Record<string, string>) {
    const request = new Request(`${ORIGIN}/admin-dashboard/ideas/${id}`, form(fields, { cookie }));
    try {
      const { data, init } = await callAction(staffAction as never, request, {
        db: t.db,
        params: { id: String(id) },
      });
      return { status: init?.status ?? 200, data };
    } catch (answer) {
      // A missing idea is thrown as data(null, 404).
      const init = (answer as { init?: ResponseInit }).init;
      if (init?.status) return { status: init.status };
      if (!(answer instanceof Response)) throw answer;
      return { status: answer.status, location: answer.headers.get("location") };
    }
  }

  const page = (id: number) =>
    staffLoader(
      routeArgs(new Request(`${ORIGIN}/admin-dashboard/ideas/${id}`, { headers: { cookie } }), {
        db: t.db,
        params: { id: String(id) },
      }) as never,
    );

  const lookUp = (path: string, reference: string) =>
    callAction(
      statusAction,
      new Request(`${ORIGIN}${path}`, form({ reference, email: founder.email })),
      { db: t.db, clientIp: `10.8.0.${++clients}` },
    );

  it("keeps every move with who and why, and shows the founder only stages and dates", async () => {
    const { id, reference } = await createIdea(t.db, founder, {
      clientIp: null,
      deliveries: [],
      now: new Date("2026-11-20T06:00:00Z"),
    });
    expect(
      await staffPost(id, { status: "reviewing", note: "Assigned to Ravi; internal" }),
    ).toMatchObject({ status: 302 });
    // Saving the same stage again (a new message only) is no move.
    expect(
      await staffPost(id, { status: "reviewing", founderMessage: "We are reading it." }),
    ).toMatchObject({ status: 302 });
    expect(
      await staffPost(id, { status: "shortlisted", founderMessage: "We are reading it." }),
    ).toMatchObject({ status: 302 });

    const { moves } = await page(id);
    expect(moves.map((m) => [m.from, m.to, m.who, m.note])).toEqual([
      ["", "Received", "founder (sent)", ""],
      ["Received", "Screening", ADMIN, "Assigned to Ravi; internal"],
      ["Screening", "Shortlisted", ADMIN, ""],
    ]);
    expect(moves[0].at).toBe("20/11/2026, 11:30");

    const en = (await lookUp("/idea/status", reference)).data as Record<string, unknown>;
    expect(en).toMatchObject({ ok: true, label: "Shortlisted", message: "We are reading it." });
    const history = en.history as Array<{ label: string; date: string; iso: string }>;
    expect(history.map((h) => h.label)).toEqual(["Received", "Screening", "Shortlisted"]);
    expect(history[0]).toMatchObject({ date: "20 Nov 2026", iso: "2026-11-20" });
    expect(JSON.stringify(en)).not.toContain(ADMIN);
    expect(JSON.stringify(en)).not.toContain("internal");
    expect(JSON.stringify(en)).not.toContain("founder (sent)");

    const hi = (await lookUp("/hi/idea/status", reference)).data as Record<string, unknown>;
    const hiHistory = hi.history as Array<{ label: string; date: string }>;
    expect(hiHistory).toHaveLength(3);
    expect(hiHistory[0].date).toMatch(/^20 \S+ 2026$/);
    expect(hiHistory[0].date).not.toContain("Nov");
    expect(hiHistory.map((h) => h.label)).toEqual(["प्राप्त", "जाँच", "शॉर्टलिस्ट"]);
    expect(JSON.stringify(hi)).not.toContain(ADMIN);
  });

  it("keeps the team's notes as a thread, newest last, each audited; refuses an empty or long one", async () => {
    const { id, reference } = await createIdea(t.db, founder, { clientIp: null, deliveries: [] });
    expect(await staffPost(id, { intent: "note", body: "Spoke to her\non the phone." })).toEqual({
      status: 302,
      location: `/admin-dashboard/ideas/${id}?saved=note#notes`,
    });
    expect(await staffPost(id, { intent: "note", body: "Second look: promising." })).toMatchObject({
      status: 302,
    });
    const empty = await staffPost(id, { intent: "note", body: "  " });
    expect(empty).toMatchObject({ status: 400 });
    expect(await staffPost(id, { intent: "note", body: "x".repeat(2001) })).toMatchObject({
      status: 400,
    });
    expect(await staffPost(999_999, { intent: "note", body: "Nobody" })).toMatchObject({
      status: 404,
    });

    const { notes, saved } = await page(id);
    expect(saved).toBe("");
    expect(notes.map((n) => [n.who, n.body])).toEqual([
      [ADMIN, "Spoke to her\non the phone."],
      [ADMIN, "Second look: promising."],
    ]);
    const { entries } = await listAudit(t.db, { limit: 20 });
    expect(entries.filter((e) => e.target === reference && e.action === "idea.note")).toHaveLength(
      2,
    );
    // Notes are the team's: the founder's page never shows them.
    const seen = await lookUp("/idea/status", reference);
    expect(JSON.stringify(seen.data)).not.toContain("promising");
  });

  it("reads the stages' names and explanations from the content staff publish", async () => {
    const { reference } = await createIdea(t.db, founder, { clientIp: null, deliveries: [] });
    const [row] = await t.db.select().from(stageTable);
    expect(row).toMatchObject({ newName: "Received", newNameHi: "प्राप्त" });
    const { id, status, pending, isSample, deletedAt, position, createdAt, updatedAt, ...rest } =
      row as typeof row & { position?: unknown; isSample?: unknown };
    const changed = { ...rest, newName: "With us", newExplainsHi: "हमें मिल गया।" };
    await saveItem(
      t.db,
      stageTexts,
      { id: null, email: "test:editor" },
      {
        id,
        values: changed,
        publish: false,
      },
    );
    // A draft is not what founders read.
    expect((await lookUp("/idea/status", reference)).data).toMatchObject({ label: "Received" });
    await saveItem(
      t.db,
      stageTexts,
      { id: null, email: "test:editor" },
      {
        id,
        values: changed,
        publish: true,
      },
    );
    expect((await lookUp("/idea/status", reference)).data).toMatchObject({ label: "With us" });
    expect((await lookUp("/hi/idea/status", reference)).data).toMatchObject({
      label: "प्राप्त",
      explains: "हमें मिल गया।",
    });
  });
});
