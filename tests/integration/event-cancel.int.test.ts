// Giving places back, on both databases: the cancel link in a registration's e-mail (opening it
// changes nothing; its button cancels, once), the first person waiting gets the freed place and
// an e-mail in their language, staff cancel and promote by hand (never beyond the capacity), every
// move is audited, and cancellations and a promotion at the same moment never give more places
// than there are.
import { and, eq, ne } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resetConfig } from "~/.server/config";
import { events } from "~/.server/content/kinds/index";
import { saveItem } from "~/.server/content/lifecycle";
import { auditLog } from "~/.server/db/schema/auth";
import { events as eventRows } from "~/.server/db/schema/events";
import { eventRegistrations } from "~/.server/db/schema/registrations";
import { deliverDue } from "~/.server/deliveries";
import { DomainError } from "~/.server/errors";
import { cancelByStaff, cancelByToken, promoteByStaff } from "~/.server/registrations/cancel";
import { loader as listLoader, action as staffAction } from "~/routes/admin/event-registrations";
import { action as registerAction } from "~/routes/site/event";
import { action as cancelAction, loader as cancelLoader } from "~/routes/site/event-cancel";
import { isolateEnv } from "../support/env";
import { mimePart, plainText } from "../support/mime";
import { callAction, routeArgs } from "../support/route";
import { signedInAdmin } from "../support/sign-in";
import { createTestDb, dbKinds, type TestDb } from "../support/test-db";
import { useTestSmtp } from "../support/test-smtp";

const ORIGIN = "http://centre.example.org";
const editor = { id: null, email: "test:editor" };
const staff = { id: null, email: "staff@example.org" };
const IN_A_WEEK = new Date(Date.now() + 7 * 86_400_000);

isolateEnv({ set: { PUBLIC_URL: ORIGIN } });

const form = (fields: Record<string, string>, headers: Record<string, string> = {}) => ({
  method: "POST",
  headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
  body: new URLSearchParams(fields).toString(),
});

let people = 0;
const person = (name: string) => ({
  name,
  email: `${name.toLowerCase().replace(/\W+/g, ".")}.${++people}@example.co.in`,
  phone: "98765 43210",
  institute: "",
});

describe.each(await dbKinds())("cancelling and promoting on %s", (kind) => {
  let t: TestDb;
  let cookie = "";
  let clients = 0;
  const smtp = useTestSmtp();

  beforeAll(async () => {
    process.env.PUBLIC_URL = ORIGIN;
    resetConfig();
    t = await createTestDb(kind);
    cookie = await signedInAdmin(t.db, ORIGIN, {
      email: "cancel.admin@example.org",
      password: "a long admin password",
    });
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  const newEvent = (slug: string, settings: Record<string, unknown> = {}) =>
    saveItem(t.db, events, editor, {
      values: {
        title: `Workshop ${slug}`,
        titleHi: `कार्यशाला ${slug}`,
        slug,
        startsAt: IN_A_WEEK,
        endsAt: null,
        allDay: false,
        venue: "Aryabhata Hall",
        online: false,
        summary: "A workshop.",
        description: "Bring a laptop.",
        stats: [],
        registrationOpen: true,
        capacity: 2,
        waitingList: true,
        ...settings,
      },
      publish: true,
    });

  /** Registers `who` in the page's language; their row. */
  async function register(slug: string, who: ReturnType<typeof person>, lang: "en" | "hi" = "en") {
    const path = lang === "hi" ? `/hi/events/${slug}` : `/events/${slug}`;
    const answer = await callAction(registerAction, new Request(`${ORIGIN}${path}`, form(who)), {
      db: t.db,
      clientIp: `10.9.0.${++clients}`,
      params: { slug },
    });
    expect(answer.data).toMatchObject({ ok: true });
    const [row] = await t.db
      .select()
      .from(eventRegistrations)
      .where(
        and(eq(eventRegistrations.email, who.email), ne(eventRegistrations.status, "cancelled")),
      );
    return row;
  }

  const statuses = async (eventId: number) =>
    (
      await t.db
        .select({ name: eventRegistrations.name, status: eventRegistrations.status })
        .from(eventRegistrations)
        .where(eq(eventRegistrations.eventId, eventId))
        .orderBy(eventRegistrations.id)
    ).map((r) => `${r.name}:${r.status}`);

  const cancelPage = (slug: string, token: string, lang: "en" | "hi" = "en") =>
    `${ORIGIN}${lang === "hi" ? "/hi" : ""}/events/${slug}/cancel?t=${encodeURIComponent(token)}`;

  it("cancels from the e-mail's link, and the first person waiting gets the place and an e-mail in their language", async () => {
    const id = await newEvent("link");
    const asha = await register("link", person("Asha"));
    await register("link", person("Bina"));
    const chetan = await register("link", person("Chetan"), "hi");
    await register("link", person("Divya"));
    await deliverDue(t.db);

    // The link in Asha's confirmation is her own and leads to the cancel page.
    const confirmation = smtp.received.find((m) => m.to.includes(asha.email));
    const text = mimePart(confirmation?.raw ?? "", "text/plain") ?? "";
    expect(text).toContain(cancelPage("link", asha.cancelToken ?? ""));

    // Opening the link changes nothing (mail scanners open links).
    const page = await cancelLoader(
      routeArgs(new Request(cancelPage("link", asha.cancelToken ?? "")), {
        db: t.db,
        params: { slug: "link" },
      }),
    );
    expect(page.init?.headers).toMatchObject({ "Cache-Control": "private, no-store" });
    expect(page.data.found).toMatchObject({ name: "Asha", status: "confirmed" });
    expect(await statuses(id)).toEqual([
      "Asha:confirmed",
      "Bina:confirmed",
      "Chetan:waiting",
      "Divya:waiting",
    ]);

    const done = await callAction(
      cancelAction,
      new Request(
        cancelPage("link", asha.cancelToken ?? ""),
        form({ token: asha.cancelToken ?? "" }),
      ),
      { db: t.db, params: { slug: "link" } },
    );
    expect(done.data).toMatchObject({ ok: true });
    expect(String((done.data as { message: string }).message)).toMatch(
      /^Your registration is cancelled/,
    );
    expect(await statuses(id)).toEqual([
      "Asha:cancelled",
      "Bina:confirmed",
      "Chetan:confirmed",
      "Divya:waiting",
    ]);

    // A second press answers as the first, and changes nothing more.
    const again = await callAction(
      cancelAction,
      new Request(
        cancelPage("link", asha.cancelToken ?? ""),
        form({ token: asha.cancelToken ?? "" }),
      ),
      { db: t.db, params: { slug: "link" } },
    );
    expect(again.data).toMatchObject({
      ok: true,
      message: "This registration is already cancelled.",
    });
    expect(await statuses(id)).toContain("Divya:waiting");

    smtp.received.length = 0;
    expect(await deliverDue(t.db)).toMatchObject({ failed: 0 });
    const toChetan = smtp.received.find((m) => m.to.includes(chetan.email));
    expect(toChetan?.raw).toBeDefined();
    const chetanText = mimePart(toChetan?.raw ?? "", "text/plain") ?? "";
    expect(chetanText).toContain("अब वह आपकी है");
    expect(chetanText).toContain(cancelPage("link", chetan.cancelToken ?? "", "hi"));
    expect(mimePart(toChetan?.raw ?? "", "text/calendar")).toContain("BEGIN:VEVENT");
    const toAsha = smtp.received.find((m) => m.to.includes(asha.email));
    expect(plainText(toAsha?.raw ?? "")).toContain("is cancelled");

    const audit = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `registration ${asha.id}`));
    expect(audit).toMatchObject([
      { action: "registration.cancel", userEmail: "registrant (cancel link)" },
    ]);
    const promoted = await t.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, "registration.promote"),
          eq(auditLog.target, `registration ${chetan.id}`),
        ),
      );
    expect(promoted).toHaveLength(1);
  });

  it("says a link that names nothing is not valid, with 404, and refuses once the event has begun", async () => {
    await newEvent("bad-link");
    const nobody = await cancelLoader(
      routeArgs(new Request(cancelPage("bad-link", "not-a-token")), {
        db: t.db,
        params: { slug: "bad-link" },
      }),
    );
    expect(nobody.init?.status).toBe(404);
    const posted = await callAction(
      cancelAction,
      new Request(cancelPage("bad-link", "x"), form({ token: "not-a-token" })),
      { db: t.db, params: { slug: "bad-link" } },
    );
    expect(posted.init?.status).toBe(404);
    expect(posted.data).toMatchObject({ ok: false });

    const id = await newEvent("begun");
    const eka = await register("begun", person("Eka"));
    const soon = new Date(IN_A_WEEK.getTime() + 60_000);
    expect(await cancelByToken(t.db, eka.cancelToken ?? "", soon)).toEqual({ outcome: "started" });
    expect(await statuses(id)).toEqual(["Eka:confirmed"]);
  });

  it("lets someone who cancelled register again", async () => {
    const id = await newEvent("again");
    const who = person("Farah");
    const first = await register("again", who);
    await cancelByToken(t.db, first.cancelToken ?? "");
    const second = await register("again", who);
    expect(second.id).not.toBe(first.id);
    expect(await statuses(id)).toEqual(["Farah:cancelled", "Farah:confirmed"]);
  });

  it("lets staff cancel and give a place by hand, never beyond the capacity", async () => {
    const id = await newEvent("by-hand", { capacity: 1 });
    const gita = await register("by-hand", person("Gita"));
    await register("by-hand", person("Hari"));
    const indu = await register("by-hand", person("Indu"));
    await expect(promoteByStaff(t.db, staff, id, indu.id)).rejects.toThrow(DomainError);

    // Through the page's form: Gita's place goes to Hari, the first waiting.
    const list = `${ORIGIN}/admin-dashboard/events/${id}/registrations`;
    await expect(
      callAction(
        staffAction,
        new Request(list, form({ intent: "cancel", registration: String(gita.id) }, { cookie })),
        { db: t.db, params: { id: String(id) } },
      ),
    ).rejects.toMatchObject({ status: 302 });
    expect(await statuses(id)).toEqual(["Gita:cancelled", "Hari:confirmed", "Indu:waiting"]);

    // Staff raise the places; Indu is given one by hand.
    await t.db.update(eventRows).set({ capacity: 2 }).where(eq(eventRows.id, id));
    await promoteByStaff(t.db, staff, id, indu.id);
    expect(await statuses(id)).toEqual(["Gita:cancelled", "Hari:confirmed", "Indu:confirmed"]);

    const bad = await callAction(
      staffAction,
      new Request(list, form({ intent: "promote", registration: "abc" }, { cookie })),
      { db: t.db, params: { id: String(id) } },
    );
    expect(bad.init?.status).toBe(400);
    const page = await listLoader(
      routeArgs(new Request(list, { headers: { cookie } }), {
        db: t.db,
        params: { id: String(id) },
      }),
    );
    expect(page.registrations.map((r) => r.status)).toEqual([
      "cancelled",
      "confirmed",
      "confirmed",
    ]);
  });

  it("never gives more places than there are when two cancel and staff promote at the same moment", async () => {
    for (let round = 0; round < 3; round++) {
      const slug = `rush-${round}`;
      const id = await newEvent(slug, { capacity: 2 });
      const a = await register(slug, person("Janaki"));
      const b = await register(slug, person("Kabir"));
      const c = await register(slug, person("Lata"));
      const d = await register(slug, person("Manoj"));
      await register(slug, person("Nisha"));
      const outcomes = await Promise.allSettled([
        cancelByToken(t.db, a.cancelToken ?? ""),
        cancelByStaff(t.db, staff, id, b.id),
        promoteByStaff(t.db, staff, id, d.id),
        promoteByStaff(t.db, staff, id, c.id),
      ]);
      const confirmed = (await statuses(id)).filter((s) => s.endsWith(":confirmed"));
      expect(confirmed).toHaveLength(2);
      // Every refusal is the domain's, never a database error.
      for (const o of outcomes)
        if (o.status === "rejected") expect(o.reason).toBeInstanceOf(DomainError);
    }
  });
});
