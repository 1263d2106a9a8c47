// Check-in at the door, on both databases: staff mark a confirmed registration as came and undo
// it, each change audited in its own row with the registration as target; nobody on the waiting
// list or cancelled can be marked; the figures count it; the sign-in sheet lists the confirmed by
// name; the public event page shows the figures only once the event is over and staff allow it,
// in English and Hindi; and a signed-in member without content:edit is refused everywhere.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resetConfig } from "~/.server/config";
import { events } from "~/.server/content/kinds/index";
import { saveItem } from "~/.server/content/lifecycle";
import { auditLog } from "~/.server/db/schema/auth";
import { events as eventRows } from "~/.server/db/schema/events";
import { eventRegistrations, type RegistrationStatus } from "~/.server/db/schema/registrations";
import { formatIndianNumber } from "~/lib/format/numbers";
import en from "~/lib/i18n/messages/en.ts";
import hi from "~/lib/i18n/messages/hi.ts";
import { action as checkInAction, loader as checkInLoader } from "~/routes/admin/event-check-in";
import { loader as sheetLoader } from "~/routes/admin/event-sign-in-sheet";
import { loader as eventLoader } from "~/routes/site/event";
import { isolateEnv } from "../support/env";
import { callAction, routeArgs } from "../support/route";
import { signedInAccount, signedInAdmin } from "../support/sign-in";
import { createTestDb, dbKinds, type TestDb } from "../support/test-db";

const ORIGIN = "http://centre.example.org";
const editor = { id: null, email: "test:editor" };
const DAY = 86_400_000;

isolateEnv({ set: { PUBLIC_URL: ORIGIN }, unset: ["SMTP_URL"] });

const form = (fields: Record<string, string>) => ({
  method: "POST",
  headers: { "content-type": "application/x-www-form-urlencoded" },
  body: new URLSearchParams(fields).toString(),
});

/** What a loader or action threw (a guard's answer, a redirect), or what it returned. */
const settled = <T>(promise: Promise<T>) => promise.catch((e: unknown) => e);

describe.each(await dbKinds())("check-in and attendance on %s", (kind) => {
  let t: TestDb;
  let cookie = "";
  let memberCookie = "";
  let eventId = 0;
  const ids: Record<string, number> = {};

  /** An event with these registrations (name → status); returns its id and fills `ids`. */
  async function eventWith(
    slug: string,
    startsAt: Date,
    people: [string, RegistrationStatus][],
    endsAt: Date | null = null,
  ) {
    const id = await saveItem(t.db, events, editor, {
      values: {
        title: `Demo day ${slug}`,
        slug,
        startsAt,
        endsAt,
        allDay: false,
        venue: "Aryabhata Hall, Main Campus",
        online: false,
        summary: "Founders show their work.",
        description: "Come and see.",
        stats: [],
        registrationOpen: true,
      },
      publish: true,
    });
    for (const [name, status] of people) {
      const email = `${name.toLowerCase().replace(/\W+/g, ".")}.${slug}@example.co.in`;
      const [row] = await t.db
        .insert(eventRegistrations)
        .values({
          eventId: id,
          name,
          email,
          mailbox: email,
          phone: "98765 43210",
          institute: "Government Polytechnic, Gaya",
          status,
        })
        .returning({ id: eventRegistrations.id });
      ids[name] = row.id;
    }
    return id;
  }

  beforeAll(async () => {
    process.env.PUBLIC_URL = ORIGIN;
    resetConfig();
    t = await createTestDb(kind);
    cookie = await signedInAdmin(t.db, ORIGIN, {
      email: "door.admin@example.org",
      password: "a long admin password",
    });
    memberCookie = (
      await signedInAccount(t.db, ORIGIN, {
        email: "member.door@example.org",
        name: "Member",
        role: "member",
        password: "a long member password",
      })
    ).cookie;
    eventId = await eventWith("door", new Date(Date.now() + 7 * DAY), [
      ["Sunita Kumari", "confirmed"],
      ["Aman Verma", "confirmed"],
      ["Ravi Ranjan", "confirmed"],
      ["Wait Listed", "waiting"],
      ["Gave Up", "cancelled"],
    ]);
  }, 60_000);
  afterAll(() => t.close());

  const page = (path: string, who = cookie, id = eventId) =>
    routeArgs(
      new Request(`${ORIGIN}/admin-dashboard/events/${id}/${path}`, { headers: { cookie: who } }),
      {
        db: t.db,
        params: { id: String(id) },
      },
    );
  const door = (q = "") => checkInLoader(page(`check-in${q ? `?q=${encodeURIComponent(q)}` : ""}`));
  const post = (fields: Record<string, string>, who = cookie, id = eventId) =>
    settled(
      callAction(
        checkInAction,
        new Request(`${ORIGIN}/admin-dashboard/events/${id}/check-in`, {
          ...form(fields),
          headers: { ...form(fields).headers, cookie: who },
        }),
        { db: t.db, params: { id: String(id) } },
      ),
    );
  const attendedAt = async (id: number) =>
    (
      await t.db
        .select({ at: eventRegistrations.attendedAt })
        .from(eventRegistrations)
        .where(eq(eventRegistrations.id, id))
    )[0].at;
  const auditOf = (action: string, target: number) =>
    t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, action), eq(auditLog.target, `registration ${target}`)));

  it("lists the confirmed by name with the figures, and keeps the search", async () => {
    const list = await door("ravi");
    expect(list.figures).toEqual({ registered: 3, came: 0 });
    expect(list.q).toBe("ravi");
    // The page filters by q (lib/registrations/check-in-search); the loader gives every confirmed.
    expect(list.registrations.map((r) => r.name)).toEqual([
      "Aman Verma",
      "Ravi Ranjan",
      "Sunita Kumari",
    ]);
    expect(list.registrations.every((r) => r.came === "")).toBe(true);
  });

  it("marks someone as came and undoes it, each audited with the registration as target", async () => {
    const ravi = ids["Ravi Ranjan"];
    const came = await post({ registration: String(ravi), intent: "came", q: "ravi", jump: "1" });
    expect(came).toBeInstanceOf(Response);
    expect((came as Response).status).toBe(302);
    expect((came as Response).headers.get("Location")).toBe(
      `/admin-dashboard/events/${eventId}/check-in?q=ravi#r-${ravi}`,
    );
    expect(await attendedAt(ravi)).toBeInstanceOf(Date);
    const marked = await auditOf("registration.attend", ravi);
    expect(marked).toHaveLength(1);
    expect(marked[0].userEmail).toBe("door.admin@example.org");
    const list = await door();
    expect(list.figures).toEqual({ registered: 3, came: 1 });
    expect(list.registrations.find((r) => r.id === ravi)?.came).toMatch(
      /^\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}$/,
    );

    // A second tap (two phones at the door) keeps the first time and records nothing more.
    const first = await attendedAt(ravi);
    await post({ registration: String(ravi), intent: "came" });
    expect(await attendedAt(ravi)).toEqual(first);
    expect(await auditOf("registration.attend", ravi)).toHaveLength(1);

    const undo = await post({ registration: String(ravi), intent: "undo" });
    // From the page with scripts: no anchor, the page stays where it was.
    expect((undo as Response).headers.get("Location")).toBe(
      `/admin-dashboard/events/${eventId}/check-in`,
    );
    expect(await attendedAt(ravi)).toBeNull();
    expect(await auditOf("registration.unattend", ravi)).toHaveLength(1);
    expect((await door()).figures).toEqual({ registered: 3, came: 0 });
  });

  it("refuses to mark anyone not confirmed, another event's registration, and bad input", async () => {
    for (const [name, why] of [
      ["Wait Listed", /is on the waiting list: only confirmed registrations can be marked/],
      ["Gave Up", /was cancelled: only confirmed registrations can be marked/],
    ] as const) {
      const answer = (await post({ registration: String(ids[name]), intent: "came" })) as {
        data: { ok: boolean; message: string };
        init: ResponseInit;
      };
      expect(answer.init.status).toBe(409);
      expect(answer.data).toMatchObject({ ok: false, message: expect.stringMatching(why) });
      expect(await attendedAt(ids[name])).toBeNull();
      expect(await auditOf("registration.attend", ids[name])).toHaveLength(0);
    }
    const other = await eventWith("other", new Date(Date.now() + 7 * DAY), [
      ["Other Person", "confirmed"],
    ]);
    const elsewhere = (await post({
      registration: String(ids["Other Person"]),
      intent: "came",
    })) as { init: ResponseInit };
    expect(elsewhere.init.status).toBe(404);
    expect(await attendedAt(ids["Other Person"])).toBeNull();
    const bad = (await post({ registration: "x", intent: "sideways" })) as {
      data: { errors: Record<string, string> };
      init: ResponseInit;
    };
    expect(bad.init.status).toBe(400);
    expect(bad.data.errors.intent).toBe("Choose Came or Undo.");
    // An unknown event is a 404, not a 500.
    const none = await settled(checkInLoader(page("check-in", cookie, 999_999)));
    expect((none as Response).status).toBe(404);
    expect(other).toBeGreaterThan(0);
  });

  it("prints the confirmed by name on the sign-in sheet", async () => {
    const sheet = await sheetLoader(page("sign-in-sheet"));
    expect(sheet.event.title).toBe("Demo day door");
    expect(sheet.event.when).toMatch(/^\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2} \(/);
    expect(sheet.rows.map((r) => [r.name, r.institute, r.phone])).toEqual([
      ["Aman Verma", "Government Polytechnic, Gaya", "98765 43210"],
      ["Ravi Ranjan", "Government Polytechnic, Gaya", "98765 43210"],
      ["Sunita Kumari", "Government Polytechnic, Gaya", "98765 43210"],
    ]);
  });

  it("refuses a member without content:edit on every page and the button", async () => {
    const loaders: [string, (args: never) => Promise<unknown>][] = [
      ["check-in", checkInLoader],
      ["sign-in-sheet", sheetLoader],
    ];
    for (const [path, loader] of loaders) {
      const refused = await settled(loader(page(path, memberCookie)));
      expect(refused).toBeInstanceOf(Response);
      expect((refused as Response).status).toBe(403);
      const anonymous = await settled(loader(page(path, "")));
      expect((anonymous as Response).status).toBe(302);
    }
    const sunita = ids["Sunita Kumari"];
    const refused = await post({ registration: String(sunita), intent: "came" }, memberCookie);
    expect((refused as Response).status).toBe(403);
    expect(await attendedAt(sunita)).toBeNull();
  });

  it("shows the figures on the public page once the event is over, if staff allow it", async () => {
    const pastId = await eventWith(
      "past",
      new Date(Date.now() - 3 * DAY),
      [
        ["Past One", "confirmed"],
        ["Past Two", "confirmed"],
        ["Past Three", "confirmed"],
        ["Past Waiting", "waiting"],
      ],
      new Date(Date.now() - 3 * DAY + 3_600_000),
    );
    await t.db
      .update(eventRegistrations)
      .set({ attendedAt: new Date() })
      .where(eq(eventRegistrations.id, ids["Past Two"]));
    const publicPage = async (slug: string, lang: "en" | "hi") =>
      (await eventLoader(
        routeArgs(new Request(`${ORIGIN}${lang === "hi" ? "/hi" : ""}/events/${slug}`), {
          db: t.db,
          params: { slug },
        }),
      )) as { attendance: { registered: number; came: number } | null };
    // Not allowed yet: nothing.
    expect((await publicPage("past", "en")).attendance).toBeNull();
    await t.db.update(eventRows).set({ showAttendance: true }).where(eq(eventRows.id, pastId));
    for (const lang of ["en", "hi"] as const)
      expect((await publicPage("past", lang)).attendance).toEqual({ registered: 3, came: 1 });
    // Allowed, but not over yet (the door event is next week): nothing.
    await t.db.update(eventRows).set({ showAttendance: true }).where(eq(eventRows.id, eventId));
    expect((await publicPage("door", "en")).attendance).toBeNull();
    // Started yesterday, no end given: over.
    await t.db
      .update(eventRows)
      .set({ startsAt: new Date(Date.now() - DAY) })
      .where(eq(eventRows.id, eventId));
    expect((await publicPage("door", "hi")).attendance).toEqual({ registered: 3, came: 0 });

    // The line as each page writes it, with Indian grouping.
    const line = (words: typeof en, registered: number, came: number) =>
      words.directory.event.attendance(formatIndianNumber(registered), formatIndianNumber(came));
    expect(line(en, 212, 168)).toBe("212 registered, 168 came");
    expect(line(hi, 212, 168)).toBe("212 ने पंजीकरण किया, 168 आए");
    expect(line(en, 123456, 1200)).toBe("1,23,456 registered, 1,200 came");
  });
});
