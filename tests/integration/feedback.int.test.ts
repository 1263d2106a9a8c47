// Feedback from the contact page against real databases (PGlite and PostgreSQL): validation in the
// page's language, the honeypot, the throttle per address and per mailbox, the row and its
// acknowledgement in one transaction (or neither), delivery through a real SMTP server, the back
// office's list and "handled" mark with its audit row, and the officers kept in Settings.
import { eq, like, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listAudit } from "~/.server/audit/audit-log";
import { backupTables } from "~/.server/backup/catalog";
import { resetConfig } from "~/.server/config";
import { getSiteSettings } from "~/.server/content/site";
import { feedback } from "~/.server/db/schema/feedback";
import { outbox } from "~/.server/db/schema/ideas";
import { siteSettings } from "~/.server/db/schema/site";
import { throttle } from "~/.server/db/schema/throttle";
import { deliverDue } from "~/.server/deliveries";
import {
  createFeedback,
  getFeedback,
  listFeedback,
  setFeedbackHandled,
} from "~/.server/feedback/store";
import { action as contactAction, loader as contactLoader } from "~/routes/site/contact";
import { isolateEnv } from "../support/env";
import { callAction, routeArgs } from "../support/route";
import { startSmtp } from "../support/smtp";
import { createTestDb, dbKinds, type TestDb } from "../support/test-db";

/** Decodes the quoted-printable/base64 text part well enough to search it. */
function bodyText(raw: string): string {
  const body = raw.slice(raw.search(/\r?\n\r?\n/));
  if (/^Content-Transfer-Encoding: base64/im.test(raw)) {
    return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  }
  return body
    .replace(/=\r?\n/g, "")
    .replace(/(=[0-9A-F]{2})+/g, (m) => Buffer.from(m.replace(/=/g, ""), "hex").toString("utf8"));
}

const staff = { id: null, email: "staff@centre.example.org" };

const valid = {
  name: "Sunita Devi",
  email: "sunita@example.co.in",
  phone: "",
  category: "website",
  message: "The notices page is hard to read on my phone.\nसूचनाएँ छोटी दिखती हैं।",
};

// Every test shares its database's throttle: each sender has an address of their own.
let senders = 0;
const sender = () => ({ ...valid, email: `sender.${++senders}@example.co.in` });

function post(fields: Record<string, string>, path = "/contact") {
  return new Request(`http://localhost${path}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });
}

const send = (db: TestDb["db"], request: Request, clientIp = "10.1.0.1") =>
  callAction(contactAction, request, { db, clientIp });

isolateEnv({
  unset: ["SMTP_URL", "IDEAS_RATE_LIMIT", "IDEAS_EMAIL_RATE_LIMIT", "IDEAS_RATE_WINDOW_MINUTES"],
});

describe.each(await dbKinds())("feedback from the contact page on %s", (kind) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb(kind);
  });
  afterAll(() => t.close());
  const rowOf = async (reference: string) =>
    (await t.db.select().from(feedback).where(eq(feedback.reference, reference)))[0];

  it("stores valid feedback before answering, with a reference and no acknowledgement when no mail server is set up", async () => {
    const answer = await send(t.db, post(valid));
    expect(answer.init?.status ?? 200).toBe(200);
    expect(answer.data).toEqual({
      ok: true,
      reference: expect.stringMatching(/^FB-\d{4}-\d{6}$/),
      emailed: false,
    });
    const reference = answer.data.ok ? answer.data.reference : "";
    const [row] = await t.db.select().from(feedback).where(eq(feedback.reference, reference));
    expect(row).toMatchObject({ ...valid, status: "new", lang: "en", clientIp: "10.1.0.1" });
    expect(await t.db.select().from(outbox).where(eq(outbox.feedbackId, row.id))).toEqual([]);
  });

  it("answers each field's message in English, keeps what was typed, and stores nothing", async () => {
    const before = (await t.db.select().from(feedback)).length;
    const blank = await send(t.db, post({}));
    expect(blank.init?.status).toBe(400);
    expect(blank.data).toMatchObject({
      ok: false,
      errors: {
        name: "Full Name can't be blank",
        email: "Email Address can't be blank",
        category: "Choose what your feedback is about",
        message: "Message can't be blank",
      },
    });
    expect(blank.data.ok ? {} : blank.data.errors).not.toHaveProperty("phone");
    const bad = await send(
      t.db,
      post({ ...valid, email: "sunita@", phone: "call me", category: "spam" }),
    );
    expect(bad.init?.status).toBe(400);
    expect(bad.data).toMatchObject({
      ok: false,
      errors: {
        email: "Enter a valid email address",
        phone:
          "Enter a phone number in digits (spaces, +, - and brackets are fine), or leave it blank",
        category: "Choose what your feedback is about",
      },
      values: { name: "Sunita Devi", email: "sunita@", phone: "call me", message: valid.message },
    });
    const long = await send(t.db, post({ ...valid, message: "z".repeat(5001) }));
    expect(long.data).toMatchObject({
      errors: { message: "Message is too long (at most 5,000 characters)" },
    });
    expect((await t.db.select().from(feedback)).length).toBe(before);
  });

  it("answers in Hindi on the Hindi page, and stores Hindi feedback with its language", async () => {
    const blank = await send(t.db, post({ name: "सुनीता देवी" }, "/hi/contact"));
    expect(blank.init?.status).toBe(400);
    expect(blank.data).toMatchObject({
      ok: false,
      message: "ई-मेल पता लिखना ज़रूरी है",
      errors: {
        email: "ई-मेल पता लिखना ज़रूरी है",
        category: "बताइए कि आपकी राय किस बारे में है",
        message: "संदेश लिखना ज़रूरी है",
      },
      values: { name: "सुनीता देवी" },
    });
    const long = await send(t.db, post({ ...valid, message: "अ".repeat(5001) }, "/hi/contact"));
    expect(long.data).toMatchObject({
      errors: { message: "संदेश बहुत लंबा है (ज़्यादा से ज़्यादा 5,000 अक्षर)" },
    });
    // The hydrated form posts to the page's data address: still Hindi.
    const answer = await send(t.db, post({ ...sender(), name: "सुनीता देवी" }, "/hi/contact.data"));
    expect(answer.data.ok).toBe(true);
    const reference = answer.data.ok ? answer.data.reference : "";
    const [row] = await t.db.select().from(feedback).where(eq(feedback.reference, reference));
    expect(row).toMatchObject({ name: "सुनीता देवी", lang: "hi" });
  });

  it("refuses a body too large to be a message with 413 before parsing it", async () => {
    const huge = await send(t.db, post({ ...valid, message: "x".repeat(1024 * 1024) }));
    expect(huge.init?.status).toBe(413);
    expect(huge.data).toEqual({
      ok: false,
      message: "Your message is too large. Please keep it under 5,000 characters.",
    });
  });

  it("refuses a filled honeypot with 400 and stores nothing", async () => {
    const message = `Bot ${Date.now()}`;
    const answer = await send(
      t.db,
      post({ ...sender(), message, website: "http://spam.example" }, "/hi/contact"),
    );
    expect(answer.init?.status).toBe(400);
    expect(answer.data).toMatchObject({
      ok: false,
      message: "आपका संदेश स्वीकार नहीं हो सका। कृपया फिर से कोशिश करें।",
    });
    expect(await t.db.select().from(feedback).where(eq(feedback.message, message))).toEqual([]);
  });

  it("throttles per client address with 429, Retry-After and a message in the page's language", async () => {
    process.env.IDEAS_RATE_LIMIT = "2";
    resetConfig();
    for (let i = 0; i < 2; i++)
      expect((await send(t.db, post(sender()), "10.1.1.1")).data.ok).toBe(true);
    const refused = await send(t.db, post(sender()), "10.1.1.1");
    expect(refused.init?.status).toBe(429);
    expect(refused.data.ok ? "" : refused.data.message).toMatch(
      /^Too many messages from your address\. Please try again in \d+ minutes?\.$/,
    );
    expect(Number(new Headers(refused.init?.headers).get("retry-after"))).toBeGreaterThan(0);
    const hindi = await send(t.db, post(sender(), "/hi/contact"), "10.1.1.1");
    expect(hindi.init?.status).toBe(429);
    expect(hindi.data.ok ? "" : hindi.data.message).toMatch(
      /^आपके नेटवर्क से बहुत सारे संदेश आ चुके हैं। कृपया \d+ मिनट बाद फिर कोशिश करें।$/,
    );
    // What was typed comes back with the refusal; another address is not affected.
    expect(hindi.data).toMatchObject({ values: { name: valid.name } });
    expect((await send(t.db, post(sender()), "10.1.1.2")).data.ok).toBe(true);
    // Counted under its own key: feedback does not use up the address's ideas, nor ideas its feedback.
    const keys = await t.db.select().from(throttle).where(like(throttle.key, "%10.1.1.1"));
    expect(keys.map((k) => k.key)).toEqual(["feedback:10.1.1.1"]);
  });

  it("throttles per mailbox, whatever its case or +tag", async () => {
    for (const [typed, from] of [
      ["Meena@Example.org", "10.1.2.1"],
      ["meena+a@example.org", "10.1.2.2"],
      ["MEENA@example.org", "10.1.2.3"],
    ]) {
      expect((await send(t.db, post({ ...valid, email: typed }), from)).data.ok).toBe(true);
    }
    const refused = await send(t.db, post({ ...valid, email: "meena@example.org" }), "10.1.2.4");
    expect(refused.init?.status).toBe(429);
    expect(refused.data.ok ? "" : refused.data.message).toMatch(
      /^We have just received several messages from this email address\. Please try again in \d+ minutes?\.$/,
    );
  });

  it("queues the acknowledgement with the row in one transaction and delivers it through SMTP in the sender's language", async () => {
    const smtp = await startSmtp();
    try {
      process.env.SMTP_URL = `smtp://127.0.0.1:${smtp.port}`;
      process.env.MAIL_FROM = "Centre <no-reply@centre.example.org>";
      resetConfig();
      const english = await send(t.db, post(sender()), "10.1.3.1");
      const hindi = await send(
        t.db,
        post({ ...sender(), name: "रीना" }, "/hi/contact"),
        "10.1.3.1",
      );
      expect(english.data).toMatchObject({ ok: true, emailed: true });
      expect(hindi.data).toMatchObject({ ok: true, emailed: true });
      const refs = [english, hindi].map((a) => (a.data.ok ? a.data.reference : ""));
      for (const reference of refs) {
        const [row] = await t.db.select().from(feedback).where(eq(feedback.reference, reference));
        const queued = await t.db.select().from(outbox).where(eq(outbox.feedbackId, row.id));
        expect(queued).toMatchObject([{ kind: "feedback-ack", state: "pending" }]);
      }
      expect(await deliverDue(t.db)).toEqual({ sent: 2, failed: 0 });
      expect(smtp.received).toHaveLength(2);
      const [en, hi] = await Promise.all(
        refs.map(async (ref) => {
          const to = (await rowOf(ref)).email;
          return smtp.received.find((m) => m.to.includes(to));
        }),
      );
      expect(en?.raw).toMatch(
        new RegExp(`^Subject: We received your feedback \\(${refs[0]}\\)`, "m"),
      );
      expect(bodyText(en?.raw ?? "")).toContain("Thank you for writing to the");
      const hindiText = bodyText(hi?.raw ?? "");
      expect(hindiText).toContain("अपनी राय भेजने के लिए धन्यवाद");
      expect(hindiText).toContain(refs[1]);
      // Nothing the sender typed goes into the acknowledgement (F11).
      for (const mail of [en, hi]) expect(mail?.raw).not.toContain("notices page");
      const { ack } = (await getFeedback(t.db, (await rowOf(refs[0])).id)) ?? { ack: undefined };
      expect(ack).toMatchObject({ state: "sent", attempts: 1 });
    } finally {
      await smtp.close();
    }
  });

  it("keeps neither the row nor its acknowledgement when queueing the acknowledgement fails", async () => {
    const before = (await t.db.select().from(feedback)).length;
    const queuedBefore = (await t.db.select().from(outbox)).length;
    // The outbox refuses the acknowledgement, after the feedback row was inserted.
    await t.db.execute(
      sql`alter table outbox add constraint test_no_ack check (kind <> 'feedback-ack') not valid`,
    );
    try {
      await expect(
        createFeedback(
          t.db,
          { name: "X", email: "x@example.org", phone: "", category: "other", message: "lost?" },
          { clientIp: null, lang: "en", acknowledge: true },
        ),
      ).rejects.toThrow();
    } finally {
      await t.db.execute(sql`alter table outbox drop constraint test_no_ack`);
    }
    expect((await t.db.select().from(feedback)).length).toBe(before);
    expect((await t.db.select().from(outbox)).length).toBe(queuedBefore);
  });

  it("lists newest first, filters by state, and marks handled with an audit row in the same change", async () => {
    const old = await createFeedback(
      t.db,
      { ...valid, category: "centre" },
      { clientIp: null, lang: "en", acknowledge: false, now: new Date("2020-01-01T00:00:00Z") },
    );
    const recent = await createFeedback(
      t.db,
      { ...valid, category: "complaint" },
      { clientIp: null, lang: "hi", acknowledge: false, now: new Date("2030-01-01T00:00:00Z") },
    );
    const all = await listFeedback(t.db, { limit: 500 });
    expect(all.items[0]?.id).toBe(recent.id);
    expect(all.items.at(-1)?.id).toBe(old.id);
    expect(all.items[0]?.ack).toBe("not sent");

    const auditBefore = (await listAudit(t.db)).total;
    expect(await setFeedbackHandled(t.db, staff, recent.id, true)).toBe(true);
    const found = await getFeedback(t.db, recent.id);
    expect(found?.item).toMatchObject({ status: "handled", handledBy: staff.email });
    expect(found?.item.handledAt).toBeInstanceOf(Date);
    const { entries, total } = await listAudit(t.db);
    expect(total).toBe(auditBefore + 1);
    expect(entries[0]).toMatchObject({
      action: "feedback.handled",
      target: recent.reference,
      userEmail: staff.email,
    });
    // Marking it again changes nothing and records nothing; reopening is recorded.
    expect(await setFeedbackHandled(t.db, staff, recent.id, true)).toBe(true);
    expect((await listAudit(t.db)).total).toBe(auditBefore + 1);
    const handled = await listFeedback(t.db, { status: "handled" });
    expect(handled.items.map((i) => i.id)).toEqual([recent.id]);
    expect(
      (await listFeedback(t.db, { status: "new", limit: 500 })).items.map((i) => i.id),
    ).not.toContain(recent.id);
    expect(await setFeedbackHandled(t.db, staff, recent.id, false)).toBe(true);
    expect((await listAudit(t.db)).entries[0]).toMatchObject({ action: "feedback.reopened" });
    expect((await getFeedback(t.db, recent.id))?.item).toMatchObject({
      status: "new",
      handledAt: null,
      handledBy: null,
    });
    expect(await setFeedbackHandled(t.db, staff, 2_000_000_000, true)).toBe(false);
  });

  it("is in the backup, as every table is", async () => {
    const names = (await backupTables(t.db)).map((table) => table.name);
    expect(names).toContain("feedback");
    expect(names.indexOf("feedback")).toBeLessThan(names.indexOf("outbox"));
  });

  it("names no officer until Settings does, then shows them in the page's language", async () => {
    const load = (path: string) =>
      contactLoader(routeArgs(new Request(`http://localhost${path}`), { db: t.db }));
    expect((await load("/contact")).officers).toEqual([]);
    const [row] = await t.db.select({ id: siteSettings.id }).from(siteSettings);
    await t.db
      .update(siteSettings)
      .set({
        webManagerName: "Dr. Anil Kumar",
        webManagerNameHi: "डॉ. अनिल कुमार",
        webManagerDesignation: "Associate Professor",
        webManagerEmail: "anil@institute.example.org",
        webManagerPhone: "+91 612 000 0000",
        // A designation without a name is no officer.
        nodalOfficerDesignation: "Registrar",
      })
      .where(eq(siteSettings.id, row.id));
    const english = await load("/contact");
    expect(english.officers).toEqual([
      {
        role: "webManager",
        name: "Dr. Anil Kumar",
        designation: "Associate Professor",
        email: "anil@institute.example.org",
        phone: "+91 612 000 0000",
      },
    ]);
    const hindi = await load("/hi/contact?category=accessibility");
    expect(hindi.officers).toEqual([
      expect.objectContaining({ name: "डॉ. अनिल कुमार", fallback: ["designation"] }),
    ]);
    expect(hindi.category).toBe("accessibility");
    expect((await load("/contact?category=bogus")).category).toBe("");
    expect(hindi.updatedAt).toBe((await getSiteSettings(t.db)).updatedAt.toISOString());
  });
});
