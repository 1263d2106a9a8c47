// The founder's status page and the staff's side of it, on both databases: the right pair shows
// the status and the shared message, a wrong pair answers exactly like an unknown reference, the
// look-up is throttled per address, and a status change e-mails the idea's own address through the
// outbox only when staff tick the box, with its audit row.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listAudit } from "~/.server/audit/audit-log";
import { resetConfig } from "~/.server/config";
import { outbox } from "~/.server/db/schema/ideas";
import { deliverDue } from "~/.server/deliveries";
import { LOOKUP_LIMIT } from "~/.server/ideas/status";
import { createIdea } from "~/.server/ideas/store";
import { STATUS_NOT_FOUND } from "~/lib/forms/idea-status";
import { action as staffAction } from "~/routes/admin/idea";
import { action as statusAction } from "~/routes/site/idea-status";
import { isolateEnv } from "../support/env";
import { callAction } from "../support/route";
import { signedInAdmin } from "../support/sign-in";
import { startSmtp } from "../support/smtp";
import { createTestDb, dbKinds, type TestDb } from "../support/test-db";

const ORIGIN = "http://localhost:3000";
const founder = {
  name: "Asha Verma",
  email: "Asha.Verma@Example.co.in",
  phone: "98765 43210",
  subject: "Solar cold storage",
  message: "Cold rooms for small farmers.",
};

const form = (fields: Record<string, string>, headers: Record<string, string> = {}) => ({
  method: "POST",
  headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
  body: new URLSearchParams(fields).toString(),
});

isolateEnv();

describe.each(await dbKinds())("idea status on %s", (kind) => {
  let t: TestDb;
  let cookie = "";
  let clients = 0;
  /** Each test looks up from an address of its own, so only the throttle test meets the limit. */
  const nextClient = () => `10.7.0.${++clients}`;

  beforeAll(async () => {
    process.env.PUBLIC_URL = ORIGIN;
    resetConfig();
    t = await createTestDb(kind);
    cookie = await signedInAdmin(t.db, ORIGIN, {
      email: "status.admin@example.org",
      password: "a long admin password",
    });
  }, 60_000);
  afterAll(() => t.close());

  const lookUp = (fields: Record<string, string>, clientIp = nextClient()) =>
    callAction(statusAction, new Request(`${ORIGIN}/idea/status`, form(fields)), {
      db: t.db,
      clientIp,
    });

  /** The staff's status form, posted by the signed-in admin: where it redirected, or its refusal. */
  async function staffPost(id: number, fields: Record<string, string>) {
    const request = new Request(`${ORIGIN}/admin-dashboard/ideas/${id}`, form(fields, { cookie }));
    try {
      const { data, init } = await callAction(staffAction as never, request, {
        db: t.db,
        params: { id: String(id) },
      });
      return { status: init?.status ?? 200, data };
    } catch (answer) {
      if (!(answer instanceof Response)) throw answer;
      return { status: answer.status, location: answer.headers.get("location") };
    }
  }

  const newIdea = () => createIdea(t.db, founder, { clientIp: null, deliveries: [] });
  const statusMails = (ideaId: number) =>
    t.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.ideaId, ideaId), eq(outbox.kind, "founder-status")));

  it("shows a new idea as received, whatever the case and spaces of the reference and address", async () => {
    const { reference } = await newIdea();
    const answer = await lookUp({
      reference: ` ${reference.toLowerCase()} `,
      email: "  asha.verma@EXAMPLE.co.in ",
    });
    expect(answer.init?.status ?? 200).toBe(200);
    expect(answer.data).toMatchObject({ ok: true, reference, label: "Received", message: "" });
  });

  it("answers a wrong e-mail address exactly as an unknown reference", async () => {
    const { reference } = await newIdea();
    const wrongEmail = await lookUp({ reference, email: "someone.else@example.co.in" });
    const unknown = await lookUp({ reference: "IDEA-2026-999999", email: founder.email });
    for (const answer of [wrongEmail, unknown]) {
      expect(answer.init?.status).toBe(404);
      expect(answer.data).toMatchObject({ ok: false, message: STATUS_NOT_FOUND });
      expect(answer.data).not.toHaveProperty("errors");
    }
    // The same answer apart from the echo of what each person typed.
    const { values: _a, ...first } = wrongEmail.data as { values?: unknown };
    const { values: _b, ...second } = unknown.data as { values?: unknown };
    expect(first).toEqual(second);
  });

  it("asks for both fields with a 400 and field messages", async () => {
    const answer = await lookUp({ reference: "", email: " " });
    expect(answer.init?.status).toBe(400);
    expect(answer.data).toMatchObject({
      ok: false,
      errors: {
        reference: "Reference number can't be blank",
        email: "Email Address can't be blank",
      },
    });
  });

  it("throttles look-ups per client address with 429, Retry-After and the wait in words", async () => {
    const { reference } = await newIdea();
    const ip = nextClient();
    for (let i = 0; i < LOOKUP_LIMIT; i++) {
      expect((await lookUp({ reference, email: "guess@example.org" }, ip)).init?.status).toBe(404);
    }
    const refused = await lookUp({ reference, email: founder.email }, ip);
    expect(refused.init?.status).toBe(429);
    expect(Number(new Headers(refused.init?.headers).get("Retry-After"))).toBeGreaterThan(0);
    expect((refused.data as { message: string }).message).toMatch(
      /^Too many look-ups from your address\. Please try again in \d+ minutes?\.$/,
    );
    // Another address is not held back.
    expect((await lookUp({ reference, email: founder.email })).data).toMatchObject({ ok: true });
  });

  it("lets staff share a message and e-mail the idea's own address only when asked, audited", async () => {
    const { id, reference } = await newIdea();
    const shared = "Please bring a prototype\nto the demo day.";
    const changed = await staffPost(id, {
      status: "shortlisted",
      note: "Strong team; internal only",
      founderMessage: shared,
      notify: "on",
      // Not a field of the form: the e-mail goes where the idea says, never where a post says.
      email: "someone.else@example.org",
      to: "someone.else@example.org",
    });
    expect(changed).toMatchObject({ status: 302 });
    expect(await statusMails(id)).toHaveLength(1);

    const seen = await lookUp({ reference, email: founder.email });
    expect(seen.data).toMatchObject({ ok: true, label: "Shortlisted", message: shared });
    expect(JSON.stringify(seen.data)).not.toContain("internal only");

    // Without the box: the status changes, no e-mail is queued.
    expect(await staffPost(id, { status: "incubated", founderMessage: shared })).toMatchObject({
      status: 302,
    });
    expect(await statusMails(id)).toHaveLength(1);
    expect((await lookUp({ reference, email: founder.email })).data).toMatchObject({
      label: "Selected",
    });

    const { entries } = await listAudit(t.db, { limit: 10 });
    const rows = entries.filter((e) => e.target === reference).map((e) => e.detail);
    expect(rows).toEqual([
      "incubated",
      "shortlisted; message to the founder changed; founder e-mailed",
    ]);

    // The queued e-mail goes to the idea's address, with the status and the shared message.
    const smtp = await startSmtp();
    try {
      process.env.SMTP_URL = `smtp://127.0.0.1:${smtp.port}`;
      process.env.MAIL_FROM = "Centre <no-reply@centre.example.org>";
      resetConfig();
      expect(await deliverDue(t.db)).toMatchObject({ failed: 0 });
      const mails = smtp.received.filter((m) => m.raw.includes(reference));
      expect(mails.map((m) => m.to.map((to) => to.toLowerCase()))).toEqual([
        [founder.email.toLowerCase()],
      ]);
      expect(smtp.received.flatMap((m) => m.to)).not.toContain("someone.else@example.org");
      expect(mails[0]?.raw).toContain("prototype");
      expect(mails[0]?.raw).toContain("/idea/status");
      expect(mails[0]?.raw).not.toContain("internal only");
    } finally {
      await smtp.close();
    }
  });

  it("refuses a message to the founder that is too long, and changes nothing", async () => {
    const { id, reference } = await newIdea();
    const refused = await staffPost(id, { status: "declined", founderMessage: "x".repeat(2001) });
    expect(refused.status).toBe(400);
    expect(refused.data).toMatchObject({
      errors: { founderMessage: expect.stringMatching(/too long/) },
    });
    expect((await lookUp({ reference, email: founder.email })).data).toMatchObject({
      label: "Received",
    });
    expect(await statusMails(id)).toHaveLength(0);
  });
});
