// Delivery of stored ideas through a real SMTP server and a real HTTP form service, both started
// here. With the SMTP server down the idea stays stored and its e-mails go out once it is back.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { resetConfig } from "~/.server/config";
import { outbox } from "~/.server/db/schema/ideas";
import { deliverDue, startOutboxWorker } from "~/.server/deliveries";
import { configuredDeliveries } from "~/.server/ideas/mail";
import { createIdea, getIdea } from "~/.server/ideas/store";
import { backoffMs } from "~/.server/outbox/backoff";
import { kickOutboxWorker } from "~/.server/outbox/worker";
import { isolateEnv } from "../support/env";
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

const idea = {
  name: "Ravi <script>alert(1)</script> Kumar",
  email: "ravi@example.org",
  phone: "+91 90000 00000",
  subject: "Rural telemedicine kiosks\r\nBcc: victim@example.org",
  message: "Kiosks with a nurse and a video link.\nसौर ऊर्जा से चलने वाले कियोस्क।",
};

isolateEnv();

describe.each(await dbKinds())("idea delivery on %s", (kind) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb(kind);
  });
  afterAll(() => t.close());
  beforeEach(() => {
    delete process.env.FORM_SERVICE_URL;
    process.env.IDEAS_EMAIL_TO = "ideas@centre.example.org";
    process.env.MAIL_FROM = "Centre <no-reply@centre.example.org>";
  });

  it("delivers the centre's e-mail and the founder's acknowledgement through SMTP", async () => {
    const smtp = await startSmtp();
    try {
      process.env.SMTP_URL = `smtp://127.0.0.1:${smtp.port}`;
      resetConfig();
      expect(configuredDeliveries()).toEqual(["centre-email", "founder-ack"]);
      const { id, reference } = await createIdea(t.db, idea, {
        clientIp: "127.0.0.1",
        deliveries: configuredDeliveries(),
      });
      expect(await deliverDue(t.db)).toEqual({ sent: 2, failed: 0 });

      const toCentre = smtp.received.find((m) => m.to.includes("ideas@centre.example.org"));
      const toFounder = smtp.received.find((m) => m.to.includes("ravi@example.org"));
      expect(toCentre && toFounder).toBeTruthy();
      expect(smtp.received).toHaveLength(2);
      // Nobody was added through a line break in the subject.
      expect(smtp.received.flatMap((m) => m.to)).not.toContain("victim@example.org");
      expect(toCentre?.raw).toMatch(/^Reply-To: ravi@example\.org/m);
      expect(toCentre?.raw).toMatch(
        new RegExp(`^Subject: New idea ${reference}: Rural telemedicine`, "m"),
      );
      expect(toCentre?.raw.split(/\r?\n\r?\n/)[0]).not.toMatch(/^Bcc:/m);
      expect(toCentre?.raw).toMatch(/^Content-Type: text\/plain/m);
      const centreText = bodyText(toCentre?.raw ?? "");
      expect(centreText).toContain("Kiosks with a nurse and a video link.");
      expect(centreText).toContain("सौर ऊर्जा");
      expect(centreText).toContain(`/admin-dashboard/ideas/${id}`);
      // The acknowledgement goes to whatever address was typed: nothing typed comes with it
      // (security review F11), only a fixed text, the reference and the centre's name.
      const ackText = bodyText(toFounder?.raw ?? "");
      expect(ackText).toContain(reference);
      expect(ackText).toContain("Hello,");
      for (const typed of ["Ravi", "Kumar", "<script>", "telemedicine", "Bcc", "Kiosks", "+91"]) {
        expect(toFounder?.raw, typed).not.toContain(typed);
        expect(ackText, typed).not.toContain(typed);
      }

      const stored = await getIdea(t.db, id);
      expect(stored?.deliveries.map((d) => [d.kind, d.state, d.attempts])).toEqual([
        ["centre-email", "sent", 1],
        ["founder-ack", "sent", 1],
      ]);
      expect(await deliverDue(t.db)).toEqual({ sent: 0, failed: 0 });
    } finally {
      await smtp.close();
    }
  });

  it("the background worker delivers as soon as it is kicked, and stops cleanly", async () => {
    const smtp = await startSmtp();
    process.env.SMTP_URL = `smtp://127.0.0.1:${smtp.port}`;
    resetConfig();
    // A long interval: only the kick can explain a prompt delivery.
    const worker = startOutboxWorker(t.db, { intervalMs: 600_000 });
    try {
      const { id } = await createIdea(t.db, idea, {
        clientIp: null,
        deliveries: configuredDeliveries(),
      });
      kickOutboxWorker();
      await expect
        .poll(async () => (await getIdea(t.db, id))?.deliveries.map((d) => d.state), {
          timeout: 10_000,
        })
        .toEqual(["sent", "sent"]);
      await worker.stop();
      kickOutboxWorker(); // after stop: nothing runs, nothing throws
    } finally {
      await worker.stop();
      await smtp.close();
    }
  });

  it("keeps the idea while the SMTP server is down and delivers it once it is back", async () => {
    const probe = await startSmtp();
    const port = probe.port;
    await probe.close();
    process.env.SMTP_URL = `smtp://127.0.0.1:${port}`;
    resetConfig();
    const { id, reference } = await createIdea(t.db, idea, {
      clientIp: null,
      deliveries: configuredDeliveries(),
    });

    const policy = { baseMs: 60_000, maxMs: 600_000, maxAttempts: 5 };
    const start = Date.now();
    expect(await deliverDue(t.db, { policy })).toEqual({ sent: 0, failed: 2 });
    let rows = await t.db.select().from(outbox).where(eq(outbox.ideaId, id));
    expect(rows.map((r) => [r.state, r.attempts])).toEqual([
      ["pending", 1],
      ["pending", 1],
    ]);
    expect(rows[0].lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(rows[0].nextAttemptAt.getTime()).toBeGreaterThanOrEqual(start + backoffMs(1, policy));
    // Not due yet: nothing is tried again before the backoff has passed.
    expect(await deliverDue(t.db, { policy })).toEqual({ sent: 0, failed: 0 });

    const smtp = await startSmtp(port);
    try {
      const later = () => new Date(Date.now() + backoffMs(1, policy, 1) + 1000);
      expect(await deliverDue(t.db, { policy, now: later })).toEqual({ sent: 2, failed: 0 });
      expect(smtp.received).toHaveLength(2);
      expect(
        bodyText(smtp.received.find((m) => m.to.includes("ravi@example.org"))?.raw ?? ""),
      ).toContain(reference);
      rows = await t.db.select().from(outbox).where(eq(outbox.ideaId, id));
      expect(rows.map((r) => [r.state, r.attempts, r.lastError])).toEqual([
        ["sent", 2, null],
        ["sent", 2, null],
      ]);
    } finally {
      await smtp.close();
    }
  });

  it("marks a delivery failed after the last attempt, and never loses the idea", async () => {
    const policy = { baseMs: 1, maxMs: 1, maxAttempts: 2 };
    const { id } = await createIdea(t.db, idea, { clientIp: null, deliveries: ["founder-ack"] });
    const refuse = async () => {
      throw new Error("mailbox unavailable");
    };
    await deliverDue(t.db, { policy, send: refuse });
    await deliverDue(t.db, { policy, send: refuse, now: () => new Date(Date.now() + 1000) });
    const stored = await getIdea(t.db, id);
    expect(stored?.idea.name).toBe(idea.name);
    expect(stored?.deliveries.map((d) => [d.state, d.attempts, d.lastError])).toEqual([
      ["failed", 2, "mailbox unavailable"],
    ]);
  });

  it("forwards to the form service as multipart with the access key and the sender's name", async () => {
    const seen: Array<Record<string, string>> = [];
    let answer = { status: 200, body: { success: true, message: "Email sent successfully!" } };
    const service = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (c) => chunks.push(c));
      req.on("end", async () => {
        const form = await new Response(Buffer.concat(chunks), {
          headers: { "content-type": req.headers["content-type"] ?? "" },
        }).formData();
        // Multipart turns every line break into CRLF (HTML's form encoding): compare as LF.
        seen.push(
          Object.fromEntries([...form].map(([k, v]) => [k, String(v).replace(/\r\n/g, "\n")])),
        );
        res.writeHead(answer.status, { "content-type": "application/json" });
        res.end(JSON.stringify(answer.body));
      });
    });
    await new Promise<void>((resolve) => service.listen(0, "127.0.0.1", resolve));
    try {
      delete process.env.SMTP_URL;
      process.env.FORM_SERVICE_URL = `http://127.0.0.1:${(service.address() as AddressInfo).port}/submit`;
      process.env.FORM_SERVICE_ACCESS_KEY = "test-access-key";
      resetConfig();
      expect(configuredDeliveries()).toEqual(["form-service"]);
      const { id } = await createIdea(t.db, idea, {
        clientIp: null,
        deliveries: configuredDeliveries(),
      });
      expect(await deliverDue(t.db)).toEqual({ sent: 1, failed: 0 });
      expect(seen[0]).toEqual({
        name: idea.name,
        email: idea.email,
        phone: idea.phone,
        subject: idea.subject.replace(/\r\n/g, "\n"),
        message: idea.message,
        access_key: "test-access-key",
        from_name: idea.name,
      });

      answer = { status: 200, body: { success: false, message: "Invalid access key" } };
      const second = await createIdea(t.db, idea, { clientIp: null, deliveries: ["form-service"] });
      expect(await deliverDue(t.db)).toEqual({ sent: 0, failed: 1 });
      const kept = await getIdea(t.db, second.id);
      expect(kept?.deliveries[0]).toMatchObject({ state: "pending", attempts: 1 });
      expect(kept?.deliveries[0].lastError).toContain("Invalid access key");
      expect((await getIdea(t.db, id))?.deliveries[0].state).toBe("sent");
    } finally {
      await new Promise((resolve) => service.close(resolve));
    }
  });
});
