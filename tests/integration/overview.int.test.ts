// The back office's overview and its health report (issue 25): what waits for staff, counted
// and linked, and the site's health: sample items, Hindi parity, pictures without alt text,
// internal links that lead nowhere, the GIGW duties; the report as a dated PDF and HTML page.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ownPages, startups } from "~/.server/content/kinds/index";
import { saveItem } from "~/.server/content/lifecycle";
import { events } from "~/.server/db/schema/events";
import { galleryPhotos } from "~/.server/db/schema/gallery";
import { outbox } from "~/.server/db/schema/ideas";
import { media } from "~/.server/db/schema/media";
import { pages } from "~/.server/db/schema/pages";
import { createFeedback } from "~/.server/feedback/store";
import { createIdea } from "~/.server/ideas/store";
import { healthOf, overviewOf } from "~/.server/overview/overview";
import { healthHtml, healthPdf } from "~/.server/overview/report";
import { loader as reportLoader } from "~/routes/admin/site-health";
import { routeArgs } from "../support/route";
import { signedInAdmin } from "../support/sign-in";
import { createTestDb, dbKinds, type TestDb } from "../support/test-db";

const ORIGIN = "http://centre.example.org";
const editor = { id: null, email: "test:editor" };
const admin = { role: "admin" as const };
const line = (health: Awaited<ReturnType<typeof healthOf>>, key: string) =>
  health.lines.find((l) => l.key === key);

describe.each(await dbKinds())("the overview on %s", (kind) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb(kind);
    const startup = (name: string, extra: Record<string, unknown> = {}) => ({
      name,
      slug: name.toLowerCase().replaceAll(" ", "-"),
      sector: "agritech",
      problem: `${name} solves a problem.`,
      description: `${name} is a startup.`,
      ...extra,
    });
    await saveItem(t.db, startups, editor, {
      values: startup("Hindi Labs", {
        nameHi: "हिंदी लैब्स",
        problemHi: "समस्या",
        descriptionHi: "विवरण",
      }),
      publish: true,
    });
    await saveItem(t.db, startups, editor, { values: startup("English Only"), publish: true });
    await saveItem(t.db, startups, editor, {
      values: startup("Later Labs", { publishFrom: new Date(Date.now() + 86_400_000) }),
      publish: true,
    });
    const old = await saveItem(t.db, startups, editor, {
      values: startup("Forgotten Draft"),
      publish: false,
    });
    await t.db
      .update(startups.table)
      .set({ updatedAt: new Date(Date.now() - 40 * 86_400_000) } as never)
      .where(eq(startups.table.id, old));
    await saveItem(t.db, ownPages, editor, {
      values: {
        title: "Funding",
        slug: "funding",
        body: "See [Hindi Labs](/startups/hindi-labs), [a gone one](/startups/gone) and [events](/hi/events).",
      },
      publish: true,
    });
    await createIdea(
      t.db,
      {
        name: "Asha Verma",
        email: "asha@example.co.in",
        phone: "98765 43210",
        subject: "Solar cold storage",
        message: "Cold storage for small farmers.",
      },
      { clientIp: null, deliveries: [] },
    );
    const fb = await createFeedback(
      t.db,
      { name: "Sunita", email: "s@example.co.in", phone: "", category: "website", message: "Hi" },
      { clientIp: null, lang: "en", acknowledge: false },
    );
    await t.db.insert(outbox).values({
      feedbackId: fb.id,
      kind: "feedback-ack",
      state: "failed",
      lastError: "550 no such user",
    });
    await t.db.insert(events).values({
      slug: "demo-day",
      title: "Demo Day",
      startsAt: new Date(Date.now() + 7 * 86_400_000),
      venue: "Hall",
      summary: "Pitches",
      description: "Pitches.",
      status: "published",
      registrationOpen: true,
      capacity: 50,
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it("counts and links what waits for staff", async () => {
    const { waiting } = await overviewOf(t.db, admin);
    expect(waiting.ideas).toBe(1);
    expect(waiting.feedback).toBe(1);
    expect(waiting.scheduled.map((s) => s.label)).toEqual(["Startups: Later Labs"]);
    expect(waiting.scheduled[0].detail).toMatch(/^goes out /);
    expect(waiting.stale.map((s) => s.label)).toContain("Startups: Forgotten Draft");
    expect(waiting.events).toEqual([
      expect.objectContaining({ title: "Demo Day", confirmed: 0, waiting: 0, capacity: 50 }),
    ]);
    expect(waiting.failedMail).toEqual([
      expect.objectContaining({ label: "Acknowledgement of feedback" }),
    ]);
    expect(waiting.failedMail?.[0].detail).toContain("550 no such user");
    // A member sees none of the inbox (and does not reach the page: the guard is dashboard:open).
    const member = await overviewOf(t.db, { role: "member" });
    expect(member.waiting.ideas).toBeNull();
    expect(member.waiting.scheduled).toEqual([]);
  });

  it("reports the site's health, each line with the items concerned", async () => {
    const health = await healthOf(t.db);
    const parity = health.parity.find((p) => p.label === "Startups");
    expect(parity).toMatchObject({ done: 1, total: 2 });
    expect(line(health, "hindi")?.ok).toBe(false);
    const links = line(health, "links");
    expect(links?.items).toEqual([
      expect.objectContaining({ label: "Pages: Funding", detail: "/startups/gone" }),
    ]);
    // Photos without alt text are one line to the gallery's own list of them.
    await t.db.insert(media).values({ id: "photo-without-alt", width: 800, height: 600 });
    await t.db.insert(galleryPhotos).values({
      name: "bulk-1.jpg",
      imageId: "photo-without-alt",
      imageAlt: "",
      status: "published",
    });
    expect(line(await healthOf(t.db), "alt")?.items).toEqual([
      expect.objectContaining({ href: "/admin-dashboard/gallery?alt=missing", detail: "1 photo" }),
    ]);
    // No settings officers named in a fresh database.
    expect(line(health, "officers")?.ok).toBe(false);
    // A standard page last reviewed more than a year ago is listed.
    expect(line(health, "reviewed")?.ok).toBe(true);
    await t.db.update(pages).set({ reviewedOn: "2025-01-15" }).where(eq(pages.key, "terms"));
    const later = await healthOf(t.db);
    expect(line(later, "reviewed")?.items).toEqual([
      expect.objectContaining({ detail: "last reviewed 2025-01-15" }),
    ]);
    // A fresh site's home texts are the sample's words: listed to rewrite.
    expect(line(health, "sample")?.items).toEqual([
      expect.objectContaining({ label: expect.stringMatching(/^Home texts: /) }),
    ]);
  });

  it("downloads the report as a dated PDF and HTML page, for staff only", async () => {
    const health = await healthOf(t.db);
    const facts = {
      centre: "Sankalp Incubation Centre",
      origin: ORIGIN,
      when: "28/11/2026, 14:05",
    };
    const pdf = Buffer.from(await healthPdf(health, facts));
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    const html = healthHtml(health, facts);
    expect(html).toContain("Site health: Sankalp Incubation Centre");
    expect(html).toContain(`${ORIGIN}/admin-dashboard/pages/`);
    expect(html).not.toMatch(/<script|<link /);

    const cookie = await signedInAdmin(t.db, ORIGIN);
    const get = (path: string, headers: Record<string, string> = {}) =>
      reportLoader(routeArgs(new Request(`${ORIGIN}${path}`, { headers }), { db: t.db })).catch(
        (e: unknown) => e,
      ) as Promise<Response>;
    const file = await get("/admin-dashboard/site-health.pdf", { cookie });
    expect(file.headers.get("content-type")).toBe("application/pdf");
    expect(file.headers.get("content-disposition")).toMatch(
      /^attachment; filename="site-health-\d{4}-\d{2}-\d{2}\.pdf"$/,
    );
    const page = await get("/admin-dashboard/site-health.html", { cookie });
    expect(page.headers.get("content-type")).toBe("text/html; charset=utf-8");
    // A visitor is sent to the login.
    expect((await get("/admin-dashboard/site-health.pdf")).status).toBe(302);
  });
});
