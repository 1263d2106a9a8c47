// Registration for events, on both databases: places run out (and never twice over, even when
// people press Register at the same moment), a waiting list takes the rest where staff want one,
// one registration per mailbox, closing times, bad input and the throttle answer 4xx, and the
// confirmation goes through the outbox with the event's .ics attached. Staff read the list and
// its CSV; nobody else does.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resetConfig } from "~/.server/config";
import { events } from "~/.server/content/kinds/index";
import { saveItem } from "~/.server/content/lifecycle";
import { deliverDue } from "~/.server/deliveries";
import { DUPLICATE_MESSAGE } from "~/.server/registrations/register";
import { CLOSED_MESSAGES } from "~/lib/forms/registration-rules";
import { loader as listLoader } from "~/routes/admin/event-registrations";
import { loader as csvLoader } from "~/routes/admin/event-registrations-csv";
import { loader as eventLoader, action as registerAction } from "~/routes/site/event";
import { isolateEnv } from "../support/env";
import { parseCalendar } from "../support/ical";
import { mimePart, plainText } from "../support/mime";
import { callAction, routeArgs } from "../support/route";
import { signedInAdmin } from "../support/sign-in";
import { startSmtp } from "../support/smtp";
import { createTestDb, dbKinds, type TestDb } from "../support/test-db";

const ORIGIN = "http://centre.example.org";
const editor = { id: null, email: "test:editor" };
const IN_A_WEEK = new Date(Date.now() + 7 * 86_400_000);

isolateEnv({ set: { PUBLIC_URL: ORIGIN } });

const form = (fields: Record<string, string>, headers: Record<string, string> = {}) => ({
  method: "POST",
  headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
  body: new URLSearchParams(fields).toString(),
});

let people = 0;
/** A different person (and mailbox) each time. */
const person = (extra: Record<string, string> = {}) => ({
  name: "Ravi Ranjan",
  email: `ravi.${++people}@example.co.in`,
  phone: "98765 43210",
  institute: "Government Polytechnic, Gaya",
  ...extra,
});

describe.each(await dbKinds())("event registration on %s", (kind) => {
  let t: TestDb;
  let cookie = "";
  let clients = 0;
  const nextClient = () => `10.8.0.${++clients}`;

  beforeAll(async () => {
    process.env.PUBLIC_URL = ORIGIN;
    resetConfig();
    t = await createTestDb(kind);
    cookie = await signedInAdmin(t.db, ORIGIN, {
      email: "registrations.admin@example.org",
      password: "a long admin password",
    });
  }, 60_000);
  afterAll(() => t.close());

  /** A published event with the given registration settings; its id. */
  const newEvent = (slug: string, settings: Record<string, unknown>) =>
    saveItem(t.db, events, editor, {
      values: {
        title: `Workshop ${slug}`,
        slug,
        startsAt: IN_A_WEEK,
        endsAt: null,
        allDay: false,
        venue: "Aryabhata Hall, Main Campus",
        online: false,
        summary: "A hands-on workshop.",
        description: "Bring a laptop.",
        stats: [],
        ...settings,
      },
      publish: true,
    });

  const post = (slug: string, fields: Record<string, string>, clientIp = nextClient()) =>
    callAction(registerAction, new Request(`${ORIGIN}/events/${slug}`, form(fields)), {
      db: t.db,
      clientIp,
      params: { slug },
    });
  const postHindi = (slug: string, fields: Record<string, string>) =>
    callAction(registerAction, new Request(`${ORIGIN}/hi/events/${slug}`, form(fields)), {
      db: t.db,
      clientIp: nextClient(),
      params: { slug },
    });
  const status = (answer: { init: ResponseInit | null }) => answer.init?.status ?? 200;
  const pageState = async (slug: string) =>
    (
      await eventLoader(
        routeArgs(new Request(`${ORIGIN}/events/${slug}`), { db: t.db, params: { slug } }),
      )
    ).registration;
  const staffList = async (id: number) =>
    listLoader(
      routeArgs(
        new Request(`${ORIGIN}/admin-dashboard/events/${id}/registrations`, {
          headers: { cookie },
        }),
        { db: t.db, params: { id: String(id) } },
      ),
    );

  it("takes registrations until the places are taken, then says registration is full", async () => {
    const id = await newEvent("two-places", { registrationOpen: true, capacity: 2 });
    expect(await pageState("two-places")).toEqual({
      open: true,
      placesLeft: 2,
      waitingList: false,
    });
    for (let i = 0; i < 2; i++) {
      const answer = await post("two-places", person());
      expect(status(answer)).toBe(200);
      expect(answer.data).toMatchObject({ ok: true, title: "You are registered." });
    }
    const third = await post("two-places", person());
    expect(status(third)).toBe(409);
    expect(third.data).toMatchObject({ ok: false, message: CLOSED_MESSAGES.full });
    expect(await pageState("two-places")).toEqual({ open: false, reason: "full" });
    const list = await staffList(id);
    expect(list).toMatchObject({ confirmed: 2, waiting: 0 });
    expect(list.registrations.map((r) => r.status)).toEqual(["confirmed", "confirmed"]);
  });

  it("never gives away more places than there are, when many register at once", async () => {
    const id = await newEvent("rush", { registrationOpen: true, capacity: 3, waitingList: true });
    const answers = await Promise.all(Array.from({ length: 8 }, () => post("rush", person())));
    expect(answers.map(status)).toEqual(Array(8).fill(200));
    const list = await staffList(id);
    expect(list).toMatchObject({ confirmed: 3, waiting: 5 });
  });

  it("puts registrations after the last place on the waiting list, in order", async () => {
    const id = await newEvent("waiting", {
      registrationOpen: true,
      capacity: 1,
      waitingList: true,
    });
    await post("waiting", person());
    expect(await pageState("waiting")).toEqual({ open: true, placesLeft: 0, waitingList: true });
    const second = await post("waiting", person({ name: "Second" }));
    const third = await post("waiting", person({ name: "Third" }));
    expect(second.data).toMatchObject({ ok: true, title: "You are on the waiting list." });
    expect(third.data).toMatchObject({ ok: true, title: "You are on the waiting list." });
    const list = await staffList(id);
    expect(list.registrations.map((r) => [r.name, r.status])).toEqual([
      ["Ravi Ranjan", "confirmed"],
      ["Second", "waiting"],
      ["Third", "waiting"],
    ]);
  });

  it("refuses a second registration from the same mailbox politely, whatever its case or +tag", async () => {
    const id = await newEvent("once", { registrationOpen: true });
    const first = person({ email: "Neha.Kumari@Example.co.in" });
    expect(status(await post("once", first))).toBe(200);
    for (const email of ["neha.kumari@example.co.in", "neha.kumari+again@EXAMPLE.co.in"]) {
      const again = await post("once", { ...first, email });
      expect(status(again)).toBe(409);
      expect(again.data).toMatchObject({ ok: false, message: DUPLICATE_MESSAGE });
    }
    expect((await staffList(id)).registrations).toHaveLength(1);
  });

  it("is closed when staff have not opened it, after its closing time, and for drafts", async () => {
    await newEvent("not-offered", {});
    await newEvent("closed", {
      registrationOpen: true,
      registrationClosesAt: new Date(Date.now() - 60_000),
    });
    expect(await pageState("not-offered")).toEqual({ open: false, reason: "not-offered" });
    expect(await pageState("closed")).toEqual({ open: false, reason: "closed" });
    expect(status(await post("not-offered", person()))).toBe(409);
    const late = await post("closed", person());
    expect(status(late)).toBe(409);
    expect(late.data).toMatchObject({ message: CLOSED_MESSAGES.closed });
    expect(status(await post("no-such-event", person()))).toBe(404);
  });

  it("answers bad input with 400 and each field's message, keeping what was typed", async () => {
    await newEvent("checked", { registrationOpen: true });
    const blank = await post("checked", { name: " ", email: "", phone: "", institute: "" });
    expect(status(blank)).toBe(400);
    expect(blank.data).toMatchObject({
      ok: false,
      errors: {
        name: "Full Name can't be blank",
        email: "Email Address can't be blank",
        phone: "Phone Number can't be blank",
      },
    });
    const typo = await post("checked", person({ email: "ravi@example" }));
    expect(status(typo)).toBe(400);
    expect(typo.data).toMatchObject({
      errors: { email: "Enter a valid email address" },
      values: { email: "ravi@example", name: "Ravi Ranjan" },
    });
    const bot = await post("checked", person({ website: "https://spam.example" }));
    expect(status(bot)).toBe(400);
    const long = await post("checked", person({ institute: "x".repeat(201) }));
    expect(status(long)).toBe(400);
    const huge = await post("checked", person({ institute: "x".repeat(200_000) }));
    expect(status(huge)).toBe(413);
    // PostgreSQL cannot store a NUL: it is dropped, not a 500.
    expect(status(await post("checked", person({ name: "Ravi\u0000 Ranjan" })))).toBe(200);
  });

  it("throttles registrations per client address with 429 and Retry-After", async () => {
    process.env.IDEAS_RATE_LIMIT = "2";
    resetConfig();
    await newEvent("throttled", { registrationOpen: true });
    const ip = nextClient();
    expect(status(await post("throttled", person(), ip))).toBe(200);
    expect(status(await post("throttled", person(), ip))).toBe(200);
    const refused = await post("throttled", person(), ip);
    expect(status(refused)).toBe(429);
    expect(Number(new Headers(refused.init?.headers).get("Retry-After"))).toBeGreaterThan(0);
    expect((refused.data as { message: string }).message).toMatch(
      /^Too many registrations from your address\. Please try again in \d+ minutes?\.$/,
    );
  });

  it("e-mails the confirmation with the event's .ics through the outbox, and the waiting list a note", async () => {
    const smtp = await startSmtp();
    try {
      process.env.SMTP_URL = `smtp://127.0.0.1:${smtp.port}`;
      process.env.MAIL_FROM = "Centre <no-reply@centre.example.org>";
      resetConfig();
      const id = await newEvent("mailed", {
        registrationOpen: true,
        capacity: 1,
        waitingList: true,
      });
      const placed = person();
      const waiting = person();
      expect((await post("mailed", placed)).data).toMatchObject({
        message: expect.stringContaining("calendar file"),
      });
      await post("mailed", waiting);
      const hindi = person();
      await postHindi("mailed", hindi);
      expect(await deliverDue(t.db)).toMatchObject({ failed: 0 });
      const to = (email: string) => smtp.received.find((m) => m.to.includes(email));
      const confirmation = to(placed.email);
      expect(confirmation?.raw).toContain("You are registered: Workshop mailed");
      expect(confirmation?.raw).not.toContain(placed.name);
      const ics = mimePart(confirmation?.raw ?? "", "text/calendar");
      const [entry] = parseCalendar(ics ?? "").events;
      expect(entry).toMatchObject({
        uid: `event-${id}@centre.example.org`,
        summary: "Workshop mailed",
        url: `${ORIGIN}/events/mailed`,
      });
      expect(entry.start.getTime()).toBe(Math.floor(IN_A_WEEK.getTime() / 1000) * 1000);
      expect(to(waiting.email)?.raw).toContain("Waiting list: Workshop mailed");
      expect(mimePart(to(waiting.email)?.raw ?? "", "text/calendar")).toBeUndefined();
      // Registered from the Hindi page: the e-mail is in Hindi, and links the Hindi page.
      const inHindi = plainText(to(hindi.email)?.raw ?? "");
      expect(inHindi).toContain("सभी सीटें भर चुकी हैं, इसलिए आपका नाम प्रतीक्षा सूची");
      expect(inHindi).toContain(`${ORIGIN}/hi/events/mailed`);
      const list = await staffList(id);
      expect(list.registrations.map((r) => r.emailState)).toEqual(["Sent", "Sent", "Sent"]);
    } finally {
      await smtp.close();
    }
  });

  it("gives staff the list as CSV, and visitors nothing", async () => {
    const id = await newEvent("csv", { registrationOpen: true });
    await post("csv", person({ name: '=HYPERLINK("x")', institute: "" }));
    const request = (headers: Record<string, string>) =>
      routeArgs(
        new Request(`${ORIGIN}/admin-dashboard/events/${id}/registrations.csv`, { headers }),
        {
          db: t.db,
          params: { id: String(id) },
        },
      );
    const answer = await csvLoader(request({ cookie }));
    expect(answer.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    const lines = (await answer.text())
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe(
      '"Registered (ISO 8601 with offset)","Status","Full Name","Email Address","Phone Number","Institute","Came","Confirmation e-mail"',
    );
    expect(lines[1]).toContain(`"Confirmed","'=HYPERLINK(""x"")"`);
    // No session: the guard answers with a redirect to the login, never the data.
    const anonymous = await csvLoader(request({})).catch((e: unknown) => e);
    expect(anonymous).toBeInstanceOf(Response);
    expect((anonymous as Response).status).toBe(302);
    const unknown = await csvLoader(
      routeArgs(
        new Request(`${ORIGIN}/admin-dashboard/events/999999/registrations.csv`, {
          headers: { cookie },
        }),
        {
          db: t.db,
          params: { id: "999999" },
        },
      ),
    ).catch((e: unknown) => e);
    expect((unknown as Response).status).toBe(404);
  });
});
