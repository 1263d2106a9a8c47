// Writing to an event's people, on both databases: without a mail server the message is kept and
// nobody is e-mailed (the page says so); with one, every registration of the audience gets an
// outbox row in the same transaction as the message and its audit row, and the e-mail goes out in
// the registrant's language (Hindi where staff wrote it), ending with the event's page and the
// centre's name. Empty or too long fields are refused with field messages; members are refused.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resetConfig } from "~/.server/config";
import { events } from "~/.server/content/kinds/index";
import { saveItem } from "~/.server/content/lifecycle";
import { getSiteSettings } from "~/.server/content/site";
import { auditLog } from "~/.server/db/schema/auth";
import { outbox } from "~/.server/db/schema/ideas";
import {
  eventMessages,
  eventRegistrations,
  type RegistrationStatus,
} from "~/.server/db/schema/registrations";
import { deliverDue } from "~/.server/deliveries";
import type { Lang } from "~/lib/i18n/lang";
import { action as messageAction, loader as messageLoader } from "~/routes/admin/event-message";
import { isolateEnv } from "../support/env";
import { callAction, routeArgs } from "../support/route";
import { signedInAccount, signedInAdmin } from "../support/sign-in";
import { startSmtp } from "../support/smtp";
import { createTestDb, dbKinds, type TestDb } from "../support/test-db";

const ORIGIN = "http://centre.example.org";
const editor = { id: null, email: "test:editor" };

isolateEnv({ set: { PUBLIC_URL: ORIGIN }, unset: ["SMTP_URL"] });

const settled = <T>(promise: Promise<T>) => promise.catch((e: unknown) => e);

/** RFC 2047 encoded words (=?UTF-8?B?…?= / ?Q?) in a header, decoded. */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_, how: string, text: string) =>
      how.toLowerCase() === "b"
        ? Buffer.from(text, "base64").toString("utf8")
        : Buffer.from(
            text
              .replace(/_/g, " ")
              .replace(/=([0-9A-F]{2})/gi, (_m, hex) =>
                String.fromCharCode(Number.parseInt(hex, 16)),
              ),
            "latin1",
          ).toString("utf8"),
    );
}

/** A received message's subject and text, decoded (one text part, base64 or quoted-printable). */
function readMail(raw: string): { subject: string; text: string } {
  const split = raw.indexOf("\r\n\r\n");
  const headers = raw.slice(0, split);
  const subject = decodeHeader(
    (/^Subject: (.*(?:\r\n[ \t].*)*)/im.exec(headers)?.[1] ?? "").replace(/\r\n[ \t]/g, " "),
  );
  const body = raw.slice(split + 4);
  const lower = headers.toLowerCase();
  const text = lower.includes("content-transfer-encoding: base64")
    ? Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8")
    : lower.includes("quoted-printable")
      ? Buffer.from(
          body
            .replace(/=\r\n/g, "")
            .replace(/=([0-9A-F]{2})/gi, (_m, hex) =>
              String.fromCharCode(Number.parseInt(hex, 16)),
            ),
          "latin1",
        ).toString("utf8")
      : body;
  return { subject, text: text.replace(/\r\n/g, "\n") };
}

describe.each(await dbKinds())("messages to an event's people on %s", (kind) => {
  let t: TestDb;
  let cookie = "";
  let memberCookie = "";
  let eventId = 0;
  const emailOf: Record<string, string> = {};

  beforeAll(async () => {
    process.env.PUBLIC_URL = ORIGIN;
    delete process.env.SMTP_URL;
    resetConfig();
    t = await createTestDb(kind);
    cookie = await signedInAdmin(t.db, ORIGIN, {
      email: "messages.admin@example.org",
      password: "a long admin password",
    });
    memberCookie = (
      await signedInAccount(t.db, ORIGIN, {
        email: "member.messages@example.org",
        name: "Member",
        role: "member",
        password: "a long member password",
      })
    ).cookie;
    eventId = await saveItem(t.db, events, editor, {
      values: {
        title: "Pitch practice",
        titleHi: "पिच अभ्यास",
        slug: "pitch-practice",
        startsAt: new Date(Date.now() + 7 * 86_400_000),
        endsAt: null,
        allDay: false,
        venue: "Aryabhata Hall",
        online: false,
        summary: "Practise your pitch.",
        description: "Bring slides.",
        stats: [],
      },
      publish: true,
    });
    const people: [string, RegistrationStatus, Lang][] = [
      ["english", "confirmed", "en"],
      ["hindi", "confirmed", "hi"],
      ["waiting", "waiting", "en"],
      ["waitinghindi", "waiting", "hi"],
      ["cancelled", "cancelled", "en"],
    ];
    for (const [who, status, lang] of people) {
      const email = `${who}@example.co.in`;
      emailOf[who] = email;
      await t.db.insert(eventRegistrations).values({
        eventId,
        name: who,
        email,
        mailbox: email,
        phone: "98765 43210",
        status,
        lang,
      });
    }
  }, 60_000);
  afterAll(() => t.close());

  const url = `${ORIGIN}/admin-dashboard/events/`;
  const load = (who = cookie) =>
    messageLoader(
      routeArgs(new Request(`${url}${eventId}/message`, { headers: { cookie: who } }), {
        db: t.db,
        params: { id: String(eventId) },
      }),
    );
  const send = (fields: Record<string, string>, who = cookie) =>
    settled(
      callAction(
        messageAction,
        new Request(`${url}${eventId}/message`, {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded", cookie: who },
          body: new URLSearchParams(fields).toString(),
        }),
        { db: t.db, params: { id: String(eventId) } },
      ),
    );
  const messageRows = () =>
    t.db.select().from(eventMessages).where(eq(eventMessages.eventId, eventId));
  const queued = (messageId: number) =>
    t.db.select().from(outbox).where(eq(outbox.eventMessageId, messageId));

  it("shows how many each audience reaches, and refuses empty or too long fields", async () => {
    const page = await load();
    expect(page.counts).toEqual({ confirmed: 2, waiting: 2 });
    expect(page.mailReady).toBe(false);
    const empty = (await send({ audience: "confirmed", subject: " ", body: "" })) as {
      data: { ok: false; errors: Record<string, string> };
      init: ResponseInit;
    };
    expect(empty.init.status).toBe(400);
    expect(empty.data.errors).toMatchObject({
      subject: "Write a subject.",
      body: "Write the message.",
    });
    const long = (await send({
      audience: "waiting",
      subject: "Hello",
      body: "x".repeat(5001),
    })) as {
      data: { errors: Record<string, string> };
      init: ResponseInit;
    };
    expect(long.init.status).toBe(400);
    expect(long.data.errors.body).toBe("The message is too long (at most 5000 characters).");
    const nobody = (await send({ audience: "everyone", subject: "Hello", body: "Hi" })) as {
      data: { errors: Record<string, string> };
      init: ResponseInit;
    };
    expect(nobody.init.status).toBe(400);
    expect(nobody.data.errors.audience).toBe("Choose who gets the message.");
    expect(await messageRows()).toHaveLength(0);
    // An audience with nobody in it: refused, nothing kept.
    const empty2 = await saveItem(t.db, events, editor, {
      values: {
        title: "Quiet evening",
        slug: "quiet-evening",
        startsAt: new Date(Date.now() + 7 * 86_400_000),
        endsAt: null,
        allDay: false,
        venue: "Library",
        online: false,
        summary: "Nobody came.",
        description: "Nobody registered.",
        stats: [],
      },
      publish: true,
    });
    const toNobody = (await settled(
      callAction(
        messageAction,
        new Request(`${url}${empty2}/message`, {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded", cookie },
          body: new URLSearchParams({ audience: "waiting", subject: "Hi", body: "Hi" }).toString(),
        }),
        { db: t.db, params: { id: String(empty2) } },
      ),
    )) as { data: { errors: Record<string, string> }; init: ResponseInit };
    expect(toNobody.init.status).toBe(400);
    expect(toNobody.data.errors.audience).toBe(
      "Nobody is on this event's waiting list: there is nobody to write to.",
    );
    expect(
      await t.db.select().from(eventMessages).where(eq(eventMessages.eventId, empty2)),
    ).toHaveLength(0);
  });

  it("keeps the message without a mail server, queues nothing, and says so", async () => {
    const answer = await send({ audience: "confirmed", subject: "Room change", body: "Hall B." });
    expect((answer as Response).status).toBe(302);
    expect((answer as Response).headers.get("Location")).toBe(
      `/admin-dashboard/events/${eventId}/message?sent=0`,
    );
    const [row] = await messageRows();
    expect(row).toMatchObject({
      audience: "confirmed",
      subject: "Room change",
      body: "Hall B.",
      subjectHi: null,
      bodyHi: null,
      sentBy: "messages.admin@example.org",
      recipients: 0,
    });
    expect(await queued(row.id)).toHaveLength(0);
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "event.message"), eq(auditLog.target, `event ${eventId}`)));
    expect(audit).toHaveLength(1);
    const page = await load();
    expect(page.messages).toEqual([
      expect.objectContaining({
        audience: "Registered",
        subject: "Room change",
        sentBy: "messages.admin@example.org",
        recipients: 0,
        when: expect.stringMatching(/^\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}$/),
      }),
    ]);
  });

  it("e-mails each registrant of the audience in their language, with the event's page", async () => {
    const smtp = await startSmtp();
    try {
      process.env.SMTP_URL = `smtp://127.0.0.1:${smtp.port}`;
      process.env.MAIL_FROM = "Centre <no-reply@centre.example.org>";
      resetConfig();
      const { centreName, centreNameHi } = await getSiteSettings(t.db);
      await send({
        audience: "confirmed",
        subject: "Bring your laptop",
        body: "Please bring your laptop and charger.",
        subjectHi: "अपना लैपटॉप लाएँ",
        bodyHi: "कृपया अपना लैपटॉप और चार्जर साथ लाएँ।",
      });
      const [, toConfirmed] = (await messageRows()).sort((a, b) => a.id - b.id);
      expect(toConfirmed.recipients).toBe(2);
      const rows = await queued(toConfirmed.id);
      expect(rows.map((r) => r.kind)).toEqual(["event-message", "event-message"]);
      expect(rows.every((r) => r.registrationId !== null)).toBe(true);
      // Only English this time: the Hindi registrant on the waiting list gets the English.
      await send({ audience: "waiting", subject: "A place may free up", body: "Stay tuned." });

      expect(await deliverDue(t.db)).toMatchObject({ failed: 0 });
      const to = (who: string) => {
        const found = smtp.received.filter((m) => m.to.includes(emailOf[who]));
        return found.map((m) => readMail(m.raw));
      };
      const [english] = to("english");
      expect(english.subject).toBe("Bring your laptop");
      expect(english.text).toContain("Please bring your laptop and charger.");
      expect(english.text).toContain(`Pitch practice: ${ORIGIN}/events/pitch-practice`);
      expect(english.text).toContain(centreName);
      const [hindi] = to("hindi");
      expect(hindi.subject).toBe("अपना लैपटॉप लाएँ");
      expect(hindi.text).toContain("कृपया अपना लैपटॉप और चार्जर साथ लाएँ।");
      expect(hindi.text).toContain(`पिच अभ्यास: ${ORIGIN}/hi/events/pitch-practice`);
      expect(hindi.text).toContain(centreNameHi || centreName);
      expect(hindi.text).not.toContain("Please bring");
      expect(to("waiting").map((m) => m.subject)).toEqual(["A place may free up"]);
      expect(to("waitinghindi").map((m) => m.subject)).toEqual(["A place may free up"]);
      expect(to("waitinghindi")[0].text).toContain(`${ORIGIN}/hi/events/pitch-practice`);
      expect(to("cancelled")).toEqual([]);
      expect(smtp.received).toHaveLength(4);
      const page = await load();
      expect(page.mailReady).toBe(true);
      expect(page.messages.map((m) => [m.audience, m.recipients])).toEqual([
        ["Waiting list", 2],
        ["Registered", 2],
        ["Registered", 0],
      ]);
    } finally {
      delete process.env.SMTP_URL;
      resetConfig();
      await smtp.close();
    }
  });

  it("refuses a member without content:edit, and a visitor", async () => {
    const before = (await messageRows()).length;
    expect(((await settled(load(memberCookie))) as Response).status).toBe(403);
    expect(((await settled(load(""))) as Response).status).toBe(302);
    const refused = await send({ audience: "confirmed", subject: "Hi", body: "Hi" }, memberCookie);
    expect((refused as Response).status).toBe(403);
    expect(await messageRows()).toHaveLength(before);
  });
});
