// An event's own registration questions and its day-before reminder, on both databases: staff
// write the questions in the event's form (refused rows come back with their messages), the page
// asks them in its language, answers are checked, kept and exported, and the e-mail repeats the
// chosen ones but never the registrant's own words; the reminder goes once, at the time staff set
// on the day before, only to those holding a place, with the calendar file again.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resetConfig } from "~/.server/config";
import { getItem } from "~/.server/content/items";
import { events } from "~/.server/content/kinds/index";
import { saveItem } from "~/.server/content/lifecycle";
import { events as eventRows } from "~/.server/db/schema/events";
import { outbox } from "~/.server/db/schema/ideas";
import { eventRegistrations } from "~/.server/db/schema/registrations";
import { deliverDue } from "~/.server/deliveries";
import { queueReminders, reminderMoment } from "~/.server/registrations/reminders";
import { action as itemAction } from "~/routes/admin/content/item";
import { loader as csvLoader } from "~/routes/admin/event-registrations-csv";
import { loader as eventLoader, action as registerAction } from "~/routes/site/event";
import { isolateEnv } from "../support/env";
import { mimePart } from "../support/mime";
import { callAction, routeArgs } from "../support/route";
import { signedInAdmin } from "../support/sign-in";
import { createTestDb, dbKinds, type TestDb } from "../support/test-db";
import { useTestSmtp } from "../support/test-smtp";

const ORIGIN = "http://centre.example.org";
const editor = { id: null, email: "test:editor" };
const DAY = 86_400_000;

isolateEnv({ set: { PUBLIC_URL: ORIGIN } });

const form = (fields: Record<string, string>) => ({
  method: "POST",
  headers: { "content-type": "application/x-www-form-urlencoded" },
  body: new URLSearchParams(fields).toString(),
});

const QUESTIONS = [
  {
    kind: "choice" as const,
    label: "Year of study",
    labelHi: "अध्ययन का वर्ष",
    choices: ["First", "Second", "Third"],
    choicesHi: ["पहला", "दूसरा", "तीसरा"],
    required: true,
  },
  { kind: "text" as const, label: "Your startup's name", required: false },
];

describe.each(await dbKinds())("an event's questions and reminder on %s", (kind) => {
  let t: TestDb;
  let cookie = "";
  const smtp = useTestSmtp();
  let people = 0;
  const person = (extra: Record<string, string> = {}) => ({
    name: "Ritu Raj",
    email: `ritu.${++people}@example.co.in`,
    phone: "98765 43210",
    institute: "",
    ...extra,
  });

  beforeAll(async () => {
    process.env.PUBLIC_URL = ORIGIN;
    resetConfig();
    t = await createTestDb(kind);
    cookie = await signedInAdmin(t.db, ORIGIN);
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  const newEvent = (slug: string, startsAt: Date, settings: Record<string, unknown> = {}) =>
    saveItem(t.db, events, editor, {
      values: {
        title: `Bootcamp ${slug}`,
        slug,
        startsAt,
        endsAt: null,
        allDay: false,
        venue: "Aryabhata Hall",
        online: false,
        summary: "A bootcamp.",
        description: "Two days of building.",
        stats: [],
        registrationOpen: true,
        questions: QUESTIONS,
        ...settings,
      },
      publish: true,
    });

  const register = (slug: string, fields: Record<string, string>, lang: "en" | "hi" = "en") =>
    callAction(
      registerAction,
      new Request(`${ORIGIN}${lang === "hi" ? "/hi" : ""}/events/${slug}`, form(fields)),
      { db: t.db, clientIp: `10.7.0.${++people}`, params: { slug } },
    );

  it("takes the questions from the event's form, and sends refused rows back with their messages", async () => {
    const id = await newEvent("form", new Date(Date.now() + 7 * DAY), { questions: [] });
    const base = {
      intent: "draft",
      title: "Bootcamp form",
      slug: "form",
      startsAt: "05/12/2030 10:00",
      venue: "Aryabhata Hall",
      summary: "A bootcamp.",
      description: "Two days of building.",
      registrationOpen: "on",
    };
    const post = async (fields: Record<string, string>) => {
      const body = new FormData();
      for (const [k, v] of Object.entries({ ...base, ...fields })) body.set(k, v);
      const request = new Request(`${ORIGIN}/admin-dashboard/events/${id}`, {
        method: "POST",
        headers: { cookie },
        body,
      });
      try {
        const { data, init } = await callAction(itemAction as never, request, {
          db: t.db,
          params: { section: "events", id: String(id) },
        });
        return { status: init?.status ?? 200, data: data as { errors?: Record<string, string> } };
      } catch (answer) {
        if (!(answer instanceof Response)) throw answer;
        return { status: answer.status, data: null };
      }
    };
    const refused = await post({ "questions.0.kind": "choice", "questions.0.label": "Branch" });
    expect(refused.status).toBe(400);
    expect(refused.data?.errors).toMatchObject({
      "questions.0.choices": "Question 1: give at least two choices, one per line.",
    });
    const saved = await post({
      "questions.0.kind": "choice",
      "questions.0.label": "Branch",
      "questions.0.choices": "CSE\nECE\nCivil",
      "questions.0.required": "on",
      "questions.1.kind": "yesno",
      "questions.1.label": "Need a hostel room?",
      reminderTime: "18:00",
    });
    expect(saved.status).toBe(302);
    const item = await getItem(t.db, events, id);
    expect(item?.values).toMatchObject({
      questions: [
        { kind: "choice", label: "Branch", choices: ["CSE", "ECE", "Civil"], required: true },
        { kind: "yesno", label: "Need a hostel room?", required: false },
      ],
      reminderTime: "18:00",
    });
  });

  it("asks the questions in the page's language, checks the answers, keeps and exports them", async () => {
    const id = await newEvent("asks", new Date(Date.now() + 7 * DAY));
    const page = await eventLoader(
      routeArgs(new Request(`${ORIGIN}/hi/events/asks`), { db: t.db, params: { slug: "asks" } }),
    );
    expect(page.questions.map((q) => q.label)).toEqual(["अध्ययन का वर्ष", "Your startup's name"]);

    const missing = await register("asks", person());
    expect(missing.init?.status).toBe(400);
    expect(missing.data).toMatchObject({
      ok: false,
      errors: { "answer.0": "Please choose one of the answers." },
    });
    const hindi = person({ email: "meera@example.co.in" });
    const ok = await register(
      "asks",
      { ...hindi, "answer.0": "1", "answer.1": "Go <b>Green</b>" },
      "hi",
    );
    expect(ok.data).toMatchObject({
      ok: true,
      answers: [
        { question: "अध्ययन का वर्ष", answer: "दूसरा" },
        { question: "Your startup's name", answer: "Go <b>Green</b>" },
      ],
    });
    const [row] = await t.db
      .select()
      .from(eventRegistrations)
      .where(eq(eventRegistrations.email, hindi.email));
    expect(row.answers).toEqual([
      { question: "Year of study", answer: "Second", kind: "choice" },
      { question: "Your startup's name", answer: "Go <b>Green</b>", kind: "text" },
    ]);

    // The e-mail repeats the choice in Hindi, never the typed words.
    smtp.received.length = 0;
    await deliverDue(t.db);
    const text = mimePart(smtp.received[0]?.raw ?? "", "text/plain") ?? "";
    expect(text).toContain("अध्ययन का वर्ष: दूसरा");
    expect(text).not.toContain("Green");

    const csv = await csvLoader(
      routeArgs(
        new Request(`${ORIGIN}/admin-dashboard/events/${id}/registrations.csv`, {
          headers: { cookie },
        }),
        { db: t.db, params: { id: String(id) } },
      ),
    );
    const lines = (await csv.text())
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toContain('"Year of study","Your startup\'s name","Came"');
    expect(lines[1]).toContain('"Second","Go <b>Green</b>"');
  });

  it("reminds those holding a place once, at the time set on the day before, with the calendar file", async () => {
    // Starts the day after tomorrow at 10:00 India time; reminder at 18:00 the day before.
    const zone = "Asia/Kolkata";
    const starts = new Date(Date.now() + 2 * DAY);
    const id = await newEvent("remind", starts, {
      questions: [],
      reminderTime: "18:00",
      capacity: 1,
      waitingList: true,
    });
    const [event] = await t.db.select().from(eventRows).where(eq(eventRows.id, id));
    const moment = reminderMoment(event, zone);
    expect(moment).not.toBeNull();
    expect(moment && starts.getTime() - moment.getTime()).toBeGreaterThan(0);
    expect(moment && starts.getTime() - moment.getTime()).toBeLessThan(2 * DAY);

    const holder = person();
    await register("remind", holder);
    await register("remind", person()); // waiting: no reminder
    await deliverDue(t.db);
    smtp.received.length = 0;

    const before = new Date((moment as Date).getTime() - 60_000);
    expect(await queueReminders(t.db, before)).toBe(0);
    const after = new Date((moment as Date).getTime() + 60_000);
    expect(await queueReminders(t.db, after)).toBe(1);
    expect(await queueReminders(t.db, after)).toBe(0);
    await deliverDue(t.db, { now: () => after });
    expect(smtp.received.map((m) => m.to[0])).toEqual([holder.email]);
    expect(mimePart(smtp.received[0].raw, "text/plain")).toContain("is tomorrow");
    expect(mimePart(smtp.received[0].raw, "text/calendar")).toContain("BEGIN:VEVENT");
    const reminders = await t.db
      .select()
      .from(outbox)
      .where(eq(outbox.kind, "registration-reminder"));
    expect(reminders).toHaveLength(1);
  });

  it("sends no reminder for an event without a reminder time", async () => {
    await newEvent("quiet", new Date(Date.now() + DAY + 3_600_000), { questions: [] });
    await register("quiet", person());
    expect(await queueReminders(t.db, new Date(Date.now() + DAY))).toBe(0);
  });
});
