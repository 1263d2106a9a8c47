// The back office shows times on the centre's clock (TIME_ZONE, India Standard Time by default),
// the same way on every page: the ideas inbox, one idea's page, the audit log, and the CSV (ISO
// 8601 with the offset). An idea received at a known instant, then its status change.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as login from "~/.server/auth/login";
import { resetConfig } from "~/.server/config";
import { auditLog } from "~/.server/db/schema/auth";
import { createIdea, setIdeaStatus } from "~/.server/ideas/store";
import { ensureFirstAdmin, findUser } from "~/.server/users/accounts";
import { loader as auditLoader } from "~/routes/admin/audit";
import { loader as ideaLoader } from "~/routes/admin/idea";
import { loader as inboxLoader } from "~/routes/admin/ideas";
import { loader as exportLoader } from "~/routes/admin/ideas-export";
import { isolateEnv } from "../support/env";
import { routeArgs } from "../support/route";
import { createTestDb, dbKinds, type TestDb } from "../support/test-db";

const ORIGIN = "http://localhost:3000";
const admin = { email: "times.admin@example.org", password: "a long admin password" };
const received = new Date("2026-11-23T06:16:00Z"); // 11:46 in India
const changed = new Date("2026-11-23T06:20:00Z"); // 11:50 in India

isolateEnv({ set: { PUBLIC_URL: ORIGIN } });

describe.each(await dbKinds())("back-office times on %s", (kind) => {
  let t: TestDb;
  let cookie = "";
  let idea: { id: number; reference: string };

  /** A signed-in admin's GET of a back-office page, answered by its loader. */
  const get = <T>(loader: (args: never) => Promise<T>, path: string, params = {}) =>
    loader(
      routeArgs(new Request(`${ORIGIN}${path}`, { headers: { cookie } }), { db: t.db, params }),
    );

  beforeAll(async () => {
    delete process.env.TIME_ZONE;
    process.env.PUBLIC_URL = ORIGIN;
    resetConfig();
    t = await createTestDb(kind);
    await ensureFirstAdmin(t.db, admin.email, admin.password);
    const signedIn = await login.logIn(
      t.db,
      new Request(`${ORIGIN}/login`, {
        method: "POST",
        headers: { "x-forwarded-for": "10.9.0.1" },
      }),
      { login: admin.email, password: admin.password },
    );
    cookie = signedIn.setCookies.map((c) => c.split(";")[0]).join("; ");
    idea = await createIdea(
      t.db,
      {
        name: "Asha Verma",
        email: "asha@example.in",
        phone: "98765 43210",
        subject: "Solar cold storage",
        message: "Cold rooms run on solar power.",
      },
      { clientIp: null, deliveries: [], now: received },
    );
    const account = await findUser(t.db, admin.email);
    await setIdeaStatus(t.db, { id: account?.id ?? null, email: admin.email }, idea.id, {
      status: "shortlisted",
      note: "",
    });
    // The audit row's time comes from the database's clock: moved to a known instant.
    await t.db.update(auditLog).set({ at: changed }).where(eq(auditLog.target, idea.reference));
  }, 60_000);
  afterAll(() => t.close());

  it("shows the idea's arrival and its status change in India Standard Time, and says so", async () => {
    const inbox = await get(inboxLoader, `/admin-dashboard/ideas?q=${idea.reference}`);
    expect(inbox.zone).toBe("India Standard Time");
    expect(inbox.items[0]).toMatchObject({
      reference: idea.reference,
      createdAt: "23/11/2026, 11:46",
      createdIso: "2026-11-23T11:46:00+05:30",
    });

    const page = await get(ideaLoader, `/admin-dashboard/ideas/${idea.id}`, {
      id: String(idea.id),
    });
    expect(page.idea.createdAt).toBe("23/11/2026, 11:46");
    expect(page.zone).toBe("India Standard Time");

    const audit = await get(auditLoader, "/admin-dashboard/audit");
    expect(audit.zone).toBe("India Standard Time");
    expect(audit.entries.find((e) => e.target === idea.reference)).toMatchObject({
      action: "idea.status",
      when: "23/11/2026, 11:50",
      iso: "2026-11-23T11:50:00+05:30",
    });

    const csv = await (await get(exportLoader, "/admin-dashboard/ideas/export.csv")).text();
    expect(csv).toContain('"Received (ISO 8601 with offset)"');
    expect(csv).toContain(`"${idea.reference}","2026-11-23T11:46:00+05:30"`);
  });

  it("uses the zone TIME_ZONE names", async () => {
    process.env.TIME_ZONE = "UTC";
    resetConfig();
    const inbox = await get(inboxLoader, `/admin-dashboard/ideas?q=${idea.reference}`);
    expect(inbox.zone).toBe("Coordinated Universal Time");
    expect(inbox.items[0].createdAt).toBe("23/11/2026, 06:16");
    const audit = await get(auditLoader, "/admin-dashboard/audit");
    expect(audit.entries.find((e) => e.target === idea.reference)?.when).toBe("23/11/2026, 06:20");
  });
});
