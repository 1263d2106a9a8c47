// Invitations (issue 25): an admin invites a person, who sets their own password through a link
// that works once, for 72 hours; a new link (sent again) ends the old one; a withdrawn link is
// dead; an address with an account is refused an invitation and given a sign-in link instead.
// Only the token's hash is stored. (No mail server here: the admin is given the link.)
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listAudit } from "~/.server/audit/audit-log";
import * as login from "~/.server/auth/login";
import { invitations } from "~/.server/db/schema/invitations";
import { DomainError } from "~/.server/errors";
import { ensureFirstAdmin, findUser } from "~/.server/users/accounts";
import {
  acceptInvitation,
  invite,
  openInvitation,
  pendingInvitations,
  resend,
  signInLink,
  withdraw,
} from "~/.server/users/invitations";
import { createTestDb, dbKinds, type TestDb } from "../support/test-db";

const admin = { id: null, email: "admin@example.org" };
const tokenOf = (link: string | undefined) => new URL(String(link)).searchParams.get("token") ?? "";
const refusal = async (work: Promise<unknown>) => {
  try {
    await work;
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error("expected a refusal");
};
const canLogIn = async (db: TestDb["db"], email: string, password: string) =>
  login
    .logIn(db, new Request("http://centre.example.org/login", { method: "POST" }), {
      login: email,
      password,
    })
    .then(() => true)
    .catch(() => false);

describe.each(await dbKinds())("invitations on %s", (kind) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb(kind);
    await ensureFirstAdmin(t.db, admin.email, "a long admin password");
  });
  afterAll(async () => {
    await t?.close();
  });

  it("lets the invited person choose a password, once, and stores no token", async () => {
    const sent = await invite(t.db, admin, {
      email: "Ravi@Example.org",
      name: "Ravi Kumar",
      role: "editor",
    });
    expect(sent).toMatchObject({ email: "ravi@example.org", mailed: false });
    const token = tokenOf(sent.link);
    expect(token.length).toBeGreaterThan(30);
    const rows = await t.db.select().from(invitations);
    expect(JSON.stringify(rows)).not.toContain(token);
    expect((await pendingInvitations(t.db)).map((i) => i.email)).toEqual(["ravi@example.org"]);

    const short = await refusal(
      acceptInvitation(t.db, { token, password: "short", confirm: "short" }),
    );
    expect(short.status).toBe(400);
    expect(await openInvitation(t.db, token)).not.toBeNull();

    const email = await acceptInvitation(t.db, {
      token,
      password: "ravi's own password",
      confirm: "ravi's own password",
    });
    expect(email).toBe("ravi@example.org");
    expect((await findUser(t.db, email))?.role).toBe("editor");
    expect(await canLogIn(t.db, email, "ravi's own password")).toBe(true);
    const again = await refusal(
      acceptInvitation(t.db, { token, password: "another password", confirm: "another password" }),
    );
    expect(again.status).toBe(410);
    expect(await pendingInvitations(t.db)).toEqual([]);

    const actions = (await listAudit(t.db)).entries.map((e) => e.action);
    expect(actions).toEqual(expect.arrayContaining(["invitation.send", "user.add"]));
  });

  it("ends a link after 72 hours, when sent again, and when withdrawn", async () => {
    const first = await invite(t.db, admin, {
      email: "meena@example.org",
      name: "Meena",
      role: "member",
    });
    const second = await resend(t.db, admin, (await pendingInvitations(t.db))[0].id);
    expect(await openInvitation(t.db, tokenOf(first.link))).toBeNull();
    expect(await openInvitation(t.db, tokenOf(second.link))).not.toBeNull();

    await t.db
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitations.email, "meena@example.org"));
    const late = await refusal(
      acceptInvitation(t.db, {
        token: tokenOf(second.link),
        password: "x".repeat(12),
        confirm: "x".repeat(12),
      }),
    );
    expect(late.status).toBe(410);

    const third = await invite(t.db, admin, {
      email: "meena@example.org",
      name: "Meena",
      role: "member",
    });
    await withdraw(t.db, admin, (await pendingInvitations(t.db))[0].id);
    expect(await openInvitation(t.db, tokenOf(third.link))).toBeNull();
    expect(await findUser(t.db, "meena@example.org")).toBeUndefined();
  });

  it("refuses to invite an address with an account, and gives that account a sign-in link", async () => {
    const taken = await refusal(
      invite(t.db, admin, { email: admin.email, name: "Again", role: "admin" }),
    );
    expect(taken.message).toMatch(/already exists/);
    const bad = await refusal(invite(t.db, admin, { email: "nobody", name: "", role: "owner" }));
    expect(bad.status).toBe(400);

    const account = await findUser(t.db, "ravi@example.org");
    const link = await signInLink(t.db, admin, String(account?.id));
    await acceptInvitation(t.db, {
      token: tokenOf(link.link),
      password: "ravi's second password",
      confirm: "ravi's second password",
    });
    expect(await canLogIn(t.db, "ravi@example.org", "ravi's second password")).toBe(true);
    expect(await canLogIn(t.db, "ravi@example.org", "ravi's own password")).toBe(false);
    expect((await findUser(t.db, "ravi@example.org"))?.role).toBe("editor");
  });
});
