// Bulk decisions on the ideas inbox, on both databases: staff tick several applications, choose a
// stage and a message, and every one moves at once, with its move, its audit row and its
// founder's status e-mail in the language they applied in (through a real SMTP server); an
// unknown stage or nothing ticked is a 400 that changes nothing. The inbox narrows by round.
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { listAudit } from "~/.server/audit/audit-log";
import { resetConfig } from "~/.server/config";
import { ideas } from "~/.server/db/schema/ideas";
import { rounds } from "~/.server/db/schema/rounds";
import { deliverDue } from "~/.server/deliveries";
import { movesOf } from "~/.server/ideas/moves";
import { createIdea } from "~/.server/ideas/store";
import { action as inboxAction, loader as inboxLoader } from "~/routes/admin/ideas";
import { isolateEnv } from "../support/env";
import { plainText } from "../support/mime";
import { callAction, routeArgs } from "../support/route";
import { signedInAdmin } from "../support/sign-in";
import { startSmtp } from "../support/smtp";
import { createTestDb, dbKinds, type TestDb } from "../support/test-db";

const ORIGIN = "http://centre.example.org";
const ADMIN = "decisions.admin@example.org";

isolateEnv({ set: { PUBLIC_URL: ORIGIN } });

let people = 0;
const founder = (name: string) => ({
  name,
  email: `${name.toLowerCase()}.${++people}@example.co.in`,
  phone: "98765 43210",
  subject: `${name}'s idea`,
  message: "An idea.",
});

describe.each(await dbKinds())("bulk decisions on %s", (kind) => {
  let t: TestDb;
  let cookie = "";
  let smtp: Awaited<ReturnType<typeof startSmtp>>;

  beforeAll(async () => {
    smtp = await startSmtp();
    process.env.SMTP_URL = `smtp://127.0.0.1:${smtp.port}`;
    process.env.PUBLIC_URL = ORIGIN;
    resetConfig();
    t = await createTestDb(kind);
    cookie = await signedInAdmin(t.db, ORIGIN, { email: ADMIN, password: "a long admin password" });
  }, 60_000);
  beforeEach(() => {
    process.env.SMTP_URL = `smtp://127.0.0.1:${smtp.port}`;
    process.env.PUBLIC_URL = ORIGIN;
    resetConfig();
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  /** Posts the inbox's bulk form (ids repeated); where it redirected, or its refusal. */
  async function decide(ids: number[], fields: Record<string, string>) {
    const body = new URLSearchParams(fields);
    for (const id of ids) body.append("id", String(id));
    const request = new Request(`${ORIGIN}/admin-dashboard/ideas?status=new`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", cookie },
      body: body.toString(),
    });
    try {
      const { data, init } = await callAction(inboxAction as never, request, { db: t.db });
      return { status: init?.status ?? 200, data: data as { errors?: Record<string, string> } };
    } catch (answer) {
      if (!(answer instanceof Response)) throw answer;
      return { status: answer.status, location: answer.headers.get("location") ?? "" };
    }
  }

  const inbox = (query: string) =>
    inboxLoader(
      routeArgs(new Request(`${ORIGIN}/admin-dashboard/ideas?${query}`, { headers: { cookie } }), {
        db: t.db,
      }) as never,
    );

  it("moves every ticked application, records each move and audit row, and e-mails each founder in their language", async () => {
    const asha = await createIdea(t.db, founder("Asha"), { clientIp: null, deliveries: [] });
    const bina = await createIdea(t.db, founder("Bina"), {
      clientIp: null,
      deliveries: [],
      lang: "hi",
    });
    const left = await createIdea(t.db, founder("Chetan"), { clientIp: null, deliveries: [] });
    smtp.received.length = 0;

    const answer = await decide([asha.id, bina.id], {
      status: "shortlisted",
      message: "Please come to the demo day on 5 December.",
      notify: "on",
    });
    expect(answer).toEqual({
      status: 302,
      location: "/admin-dashboard/ideas?status=new&moved=2&emailed=2",
    });
    expect((await inbox("moved=2&emailed=2")).decided).toBe(
      "2 applications moved; 2 e-mails to founders queued.",
    );

    const rows = await t.db
      .select({ id: ideas.id, status: ideas.status, founderMessage: ideas.founderMessage })
      .from(ideas)
      .where(inArray(ideas.id, [asha.id, bina.id, left.id]))
      .orderBy(ideas.id);
    expect(rows.map((r) => r.status)).toEqual(["shortlisted", "shortlisted", "new"]);
    expect(rows[0].founderMessage).toBe("Please come to the demo day on 5 December.");
    for (const id of [asha.id, bina.id]) {
      const moves = await movesOf(t.db, id);
      expect(moves.at(-1)).toMatchObject({
        fromStatus: "new",
        toStatus: "shortlisted",
        actorEmail: ADMIN,
      });
    }
    const { entries } = await listAudit(t.db, { limit: 20 });
    for (const reference of [asha.reference, bina.reference]) {
      expect(entries.filter((e) => e.target === reference).map((e) => e.detail)).toEqual([
        "shortlisted; bulk decision; message to the founder set; founder e-mailed",
      ]);
    }
    expect(entries.some((e) => e.target === left.reference)).toBe(false);

    await deliverDue(t.db);
    const toAsha = smtp.received.find((m) => m.to.some((to) => to.startsWith("asha.")));
    const toBina = smtp.received.find((m) => m.to.some((to) => to.startsWith("bina.")));
    // Quoted-printable's soft line breaks joined, so a long line reads whole.
    const read = (raw = "") => plainText(raw).replace(/=\r?\n/g, "");
    const english = read(toAsha?.raw);
    expect(english).toContain(`The status of your idea ${asha.reference}`);
    expect(english).toContain("is now: Shortlisted.");
    expect(english).toContain("Please come to the demo day on 5 December.");
    expect(english).toContain(`${ORIGIN}/idea/status`);
    const hindi = read(toBina?.raw);
    expect(hindi).toContain("की स्थिति अब है: शॉर्टलिस्ट।");
    expect(hindi).toContain("Please come to the demo day on 5 December.");
    expect(hindi).toContain(`${ORIGIN}/hi/idea/status`);
    expect(smtp.received).toHaveLength(2);
  });

  it("refuses an unknown stage or nothing ticked with a 400, and changes nothing", async () => {
    const one = await createIdea(t.db, founder("Divya"), { clientIp: null, deliveries: [] });
    const bogus = await decide([one.id], { status: "hired", notify: "on" });
    expect(bogus.status).toBe(400);
    expect((bogus as { data: { errors?: Record<string, string> } }).data.errors?.status).toBe(
      "Choose a stage.",
    );
    expect((await decide([], { status: "declined" })).status).toBe(400);
    const [row] = await t.db.select().from(ideas).where(eq(ideas.id, one.id));
    expect(row.status).toBe("new");
    expect(await movesOf(t.db, one.id)).toHaveLength(1);
  });

  it("narrows the inbox by round, the spec's form and stage", async () => {
    const [round] = await t.db
      .insert(rounds)
      .values({
        title: "Autumn 2026",
        opensAt: new Date("2026-09-01T00:00:00Z"),
        closesAt: new Date("2026-10-01T00:00:00Z"),
      })
      .returning({ id: rounds.id });
    const inRound = await createIdea(
      t.db,
      { ...founder("Esha"), roundId: round.id },
      { clientIp: null, deliveries: [] },
    );
    const byRound = await inbox(`round=${round.id}`);
    expect(byRound.items.map((i) => i.id)).toEqual([inRound.id]);
    expect(byRound.rounds.map((r) => r.title)).toContain("Autumn 2026");
    const spec = await inbox("round=none");
    expect(spec.items.map((i) => i.id)).not.toContain(inRound.id);
    expect(spec.total).toBeGreaterThan(0);
    const shortlisted = await inbox("status=shortlisted");
    expect(shortlisted.items.every((i) => i.status === "shortlisted")).toBe(true);
    expect(shortlisted.items[0]?.stage).toBe("Shortlisted");
  });
});
