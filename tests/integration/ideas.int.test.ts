// The idea submission path against real databases: validation, limits, honeypot, throttle,
// storing before success, the inbox queries, and outbox claims that never overlap.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resetConfig } from "~/.server/config";
import { ideas, outbox } from "~/.server/db/schema/ideas";
import { movesOf } from "~/.server/ideas/moves";
import {
  createIdea,
  getIdea,
  listIdeas,
  retryDeliveries,
  setIdeaStatus,
} from "~/.server/ideas/store";
import { HONEYPOT_MESSAGE, MAX_BODY_BYTES, TOO_LARGE_MESSAGE } from "~/.server/ideas/submit";
import { claimDue } from "~/.server/outbox/queue";
import { takeThrottle } from "~/.server/throttle/store";
import { action as ideaAction } from "~/routes/site/idea";
import { isolateEnv } from "../support/env";
import { callAction } from "../support/route";
import { createTestDb, dbKinds, type TestDb } from "../support/test-db";

const staff = { id: null, email: "test:staff" };

/** POST /idea through its route action, with the test's database and this client address. */
const submitIdea = (db: TestDb["db"], request: Request, clientIp: string) =>
  callAction(ideaAction, request, { db, clientIp });

const valid = {
  name: "Asha Verma",
  email: "asha@example.co.in",
  phone: "98765 43210",
  subject: "Solar cold storage",
  message: "Cold storage for small farmers, run on solar power. <b>not bold</b>",
};

// Every test shares its database's throttle: each founder has an e-mail address of their own,
// so the per-e-mail limit counts only where a test means it to.
let founders = 0;
const founder = () => ({ ...valid, email: `founder.${++founders}@example.co.in` });

function post(fields: Record<string, string>, extra: RequestInit = {}, path = "/idea") {
  return new Request(`http://localhost${path}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
    ...extra,
  });
}

// The defaults: 60 ideas per address and 3 per e-mail address, per 10 minutes.
isolateEnv({
  unset: [
    "SMTP_URL",
    "IDEAS_EMAIL_TO",
    "FORM_SERVICE_URL",
    "IDEAS_RATE_LIMIT",
    "IDEAS_EMAIL_RATE_LIMIT",
    "IDEAS_RATE_WINDOW_MINUTES",
  ],
});

describe.each(await dbKinds())("idea submissions on %s", (kind) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb(kind);
  });
  afterAll(() => t.close());

  it("stores a valid submission before answering, with a reference and no delivery when nothing is configured", async () => {
    const answer = await submitIdea(t.db, post(valid), "10.0.0.1");
    expect(answer.init?.status ?? 200).toBe(200);
    expect(answer.data).toMatchObject({
      ok: true,
      reference: expect.stringMatching(/^IDEA-\d{4}-\d{6}$/),
    });
    const reference = answer.data.ok ? answer.data.reference : "";
    const [row] = await t.db.select().from(ideas).where(eq(ideas.reference, reference));
    expect(row).toMatchObject({ ...valid, status: "new", clientIp: "10.0.0.1", lang: "en" });
    expect(await t.db.select().from(outbox).where(eq(outbox.ideaId, row.id))).toEqual([]);
    const { items } = await listIdeas(t.db, { q: reference });
    expect(items[0].delivery).toBe("not configured");
  });

  it("remembers that an idea came from the Hindi page, for the founder's e-mails", async () => {
    const answer = await submitIdea(t.db, post(founder(), {}, "/hi/idea"), "10.0.0.9");
    const reference = answer.data.ok ? answer.data.reference : "";
    const [row] = await t.db.select().from(ideas).where(eq(ideas.reference, reference));
    expect(row.lang).toBe("hi");
  });

  it("stores a submission with stray NUL characters without them (PostgreSQL refuses NUL)", async () => {
    const answer = await submitIdea(
      t.db,
      post({ ...founder(), name: "Asha\u0000 Verma", message: "An idea\u0000." }),
      "10.0.0.7",
    );
    expect(answer.data.ok).toBe(true);
    const reference = answer.data.ok ? answer.data.reference : "";
    const [row] = await t.db.select().from(ideas).where(eq(ideas.reference, reference));
    expect(row).toMatchObject({ name: "Asha Verma", message: "An idea." });
  });

  it("answers field messages for blank and invalid fields and stores nothing", async () => {
    const before = (await t.db.select().from(ideas)).length;
    const blank = await submitIdea(t.db, post({}), "10.0.0.2");
    expect(blank.init?.status).toBe(400);
    expect(blank.data).toMatchObject({
      ok: false,
      errors: {
        name: "Full Name can't be blank",
        email: "Email Address can't be blank",
        phone: "Phone Number can't be blank",
        subject: "Subject can't be blank",
        message: "Message can't be blank",
      },
    });
    const bad = await submitIdea(t.db, post({ ...valid, email: "Asha@Example" }), "10.0.0.2");
    expect(bad.data).toMatchObject({
      ok: false,
      errors: { email: "Enter a valid email address" },
      values: { email: "Asha@Example" },
    });
    expect((await t.db.select().from(ideas)).length).toBe(before);
  });

  it("refuses a 2 MB message with a clear message before parsing it", async () => {
    const huge = post({ ...valid, message: "x".repeat(2 * 1024 * 1024) });
    const answer = await submitIdea(t.db, huge, "10.0.0.3");
    expect(answer.init?.status).toBe(413);
    expect(answer.data).toEqual({ ok: false, message: TOO_LARGE_MESSAGE });
    // Without a Content-Length the stream is cut off at the limit all the same.
    const body = new Blob([
      new URLSearchParams({ ...valid, message: "y".repeat(MAX_BODY_BYTES) }).toString(),
    ]).stream();
    const streamed = new Request("http://localhost/idea", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body,
      // @ts-expect-error Node's fetch needs duplex for streamed bodies.
      duplex: "half",
    });
    expect((await submitIdea(t.db, streamed, "10.0.0.3")).init?.status).toBe(413);
    const long = await submitIdea(
      t.db,
      post({ ...valid, message: "z".repeat(10_001) }),
      "10.0.0.3",
    );
    expect(long.data).toMatchObject({
      errors: { message: "Message is too long (at most 10,000 characters)" },
    });
  });

  it("refuses a filled honeypot and stores nothing", async () => {
    const answer = await submitIdea(
      t.db,
      post({ ...valid, subject: "bot", website: "http://spam.example" }),
      "10.0.0.4",
    );
    expect(answer.init?.status).toBe(400);
    expect(await listIdeas(t.db, { q: "bot" })).toMatchObject({ total: 0 });
  });

  it("throttles per address with 429 and a clear message", async () => {
    process.env.IDEAS_RATE_LIMIT = "3";
    resetConfig();
    for (let i = 0; i < 3; i++) {
      expect((await submitIdea(t.db, post(founder()), "10.0.0.5")).data.ok).toBe(true);
    }
    const refused = await submitIdea(t.db, post(founder()), "10.0.0.5");
    expect(refused.init?.status).toBe(429);
    expect(refused.data.ok ? "" : refused.data.message).toMatch(
      /^Too many submissions from your address\. Please try again in \d+ minutes?\.$/,
    );
    expect(new Headers(refused.init?.headers).get("retry-after")).toMatch(/^\d+$/);
    // Another address is not affected; the window ends and the address may submit again.
    expect((await submitIdea(t.db, post(founder()), "10.0.0.6")).data.ok).toBe(true);
    const later = Date.now() + 10 * 60_000 + 1;
    const next = await takeThrottle(t.db, "idea:10.0.0.5", {
      limit: 3,
      windowMs: 600_000,
      now: later,
    });
    expect(next).toEqual({ allowed: true, retryAfterMs: 0 });
  });

  it("lets a campus share one address: ten founders with their own e-mail addresses all get through", async () => {
    for (let i = 0; i < 10; i++) {
      const answer = await submitIdea(t.db, post(founder()), "10.0.1.1");
      expect(answer.init?.status ?? 200).toBe(200);
      expect(answer.data.ok).toBe(true);
    }
  });

  it("refuses a fourth idea from one e-mail address within the window, with 429 and Retry-After, whatever its case or +tag", async () => {
    const email = (typed: string) => post({ ...valid, email: typed });
    for (const [typed, from] of [
      ["Rahul_Kumar@Example.org", "10.0.2.1"],
      ["rahul_kumar@EXAMPLE.ORG", "10.0.2.2"],
      ["rahul_kumar+ideas@example.org", "10.0.2.3"],
    ]) {
      expect((await submitIdea(t.db, email(typed), from)).data.ok).toBe(true);
    }
    const refused = await submitIdea(t.db, email("rahul_kumar@example.org"), "10.0.2.4");
    expect(refused.init?.status).toBe(429);
    expect(refused.data).toMatchObject({
      ok: false,
      message: expect.stringMatching(
        /^We have just received several ideas from this email address\. Please try again in \d+ minutes?\.$/,
      ),
      values: { email: "rahul_kumar@example.org" },
    });
    expect(Number(new Headers(refused.init?.headers).get("retry-after"))).toBeGreaterThan(0);
    // Three stored, each address as typed; another founder on the same address is not affected.
    const stored = (await listIdeas(t.db, { q: "rahul_kumar" })).items.map((i) => i.email);
    expect(stored.sort()).toEqual([
      "Rahul_Kumar@Example.org",
      "rahul_kumar+ideas@example.org",
      "rahul_kumar@EXAMPLE.ORG",
    ]);
    expect((await submitIdea(t.db, post(founder()), "10.0.2.4")).data.ok).toBe(true);
  });

  it("refuses an idea sent faster than a person types (the form's timing field), and stores nothing", async () => {
    const subject = `Timed ${Date.now()}`;
    for (const elapsed of ["300", "1499", "soon", " "]) {
      const answer = await submitIdea(t.db, post({ ...founder(), subject, elapsed }), "10.0.3.1");
      expect(answer.init?.status, elapsed).toBe(400);
      expect(answer.data).toMatchObject({ ok: false, message: HONEYPOT_MESSAGE });
    }
    expect((await listIdeas(t.db, { q: subject })).total).toBe(0);
    // A person's pace, and a form sent without JavaScript (empty or absent field), pass.
    for (const elapsed of ["1500", "42000", "", undefined]) {
      const fields = { ...founder(), subject, ...(elapsed === undefined ? {} : { elapsed }) };
      expect((await submitIdea(t.db, post(fields), "10.0.3.1")).data.ok, elapsed).toBe(true);
    }
    expect((await listIdeas(t.db, { q: subject })).total).toBe(4);
  });

  it("counts concurrent submissions exactly", async () => {
    const results = await Promise.all(
      Array.from({ length: 8 }, () => takeThrottle(t.db, "race", { limit: 5, windowMs: 60_000 })),
    );
    expect(results.filter((r) => r.allowed)).toHaveLength(5);
  });

  it("lists newest first, searches, and keeps the status with its move and note", async () => {
    const a = await createIdea(
      t.db,
      { ...valid, subject: "Drone seeds 100%" },
      { clientIp: null, deliveries: [], now: new Date("2026-01-01T00:00:00Z") },
    );
    const b = await createIdea(
      t.db,
      { ...valid, subject: "Water_ATM" },
      { clientIp: null, deliveries: [], now: new Date("2026-01-02T00:00:00Z") },
    );
    const all = await listIdeas(t.db);
    expect(all.items.findIndex((i) => i.id === b.id)).toBeLessThan(
      all.items.findIndex((i) => i.id === a.id),
    );
    expect((await listIdeas(t.db, { q: "100%" })).items.map((i) => i.id)).toEqual([a.id]);
    expect((await listIdeas(t.db, { q: "r_A" })).items.map((i) => i.id)).toEqual([b.id]);
    expect(a.reference).toBe(`IDEA-2026-${String(a.id).padStart(6, "0")}`);
    expect(
      await setIdeaStatus(t.db, staff, a.id, { status: "shortlisted", note: "Call back in May" }),
    ).toBe(true);
    expect((await getIdea(t.db, a.id))?.idea).toMatchObject({ status: "shortlisted" });
    expect(
      (await movesOf(t.db, a.id)).map((m) => [m.fromStatus, m.toStatus, m.actorEmail, m.note]),
    ).toEqual([
      [null, "new", "founder (sent)", ""],
      ["new", "shortlisted", staff.email, "Call back in May"],
    ]);
    expect((await listIdeas(t.db, { status: "shortlisted" })).items.map((i) => i.id)).toEqual([
      a.id,
    ]);
    expect(await setIdeaStatus(t.db, staff, 999_999, { status: "new", note: "" })).toBe(false);
  });

  it("lets several workers claim due deliveries without overlap, and a lease expire", async () => {
    const kinds = ["centre-email", "founder-ack"] as const;
    for (let i = 0; i < 10; i++)
      await createIdea(t.db, valid, { clientIp: null, deliveries: [...kinds] });
    const now = new Date(Date.now() + 1000);
    const [first, second] = await Promise.all([
      claimDue(t.db, { now, limit: 12 }),
      claimDue(t.db, { now, limit: 12 }),
    ]);
    const ids = [...first, ...second].map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBe(20);
    expect(await claimDue(t.db, { now })).toEqual([]);
    const afterLease = new Date(now.getTime() + 121_000);
    expect((await claimDue(t.db, { now: afterLease, limit: 50 })).length).toBe(20);
    const one = Number(first[0].ideaId);
    await t.db.update(outbox).set({ state: "failed" }).where(eq(outbox.ideaId, one));
    expect(
      (await listIdeas(t.db, { q: (await getIdea(t.db, one))?.idea.reference })).items[0].delivery,
    ).toBe("failed");
    expect(await retryDeliveries(t.db, staff, one)).toBe(2);
  });
});
