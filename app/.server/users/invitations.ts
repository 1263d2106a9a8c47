// Invitations (issue 25): an admin invites a person by e-mail with a role, and the person sets
// their own password through a link that works once, for 72 hours. The same link, for an
// existing account, is how an admin helps someone who lost their password without ever typing
// it: "New sign-in link". Only the token's SHA-256 is stored. The e-mail goes straight to the
// mail server, as the password reset's does (decision 035): the link is a secret, and a queue
// would keep it readable in the database until sent. Without a mail server, or when it refuses,
// the admin is shown the link once to pass on by hand.
import { createHash, randomBytes } from "node:crypto";
import { and, asc, eq, gt, isNull } from "drizzle-orm";
import { z } from "zod";
import { type Actor, withAudit } from "~/.server/audit/audit-log";
import { firstIssue, passwordSchema } from "~/.server/auth/identity";
import { getConfig } from "~/.server/config";
import type { Db } from "~/.server/db/database";
import { invitations } from "~/.server/db/schema/invitations";
import { DomainError } from "~/.server/errors";
import { textField } from "~/.server/forms/fields";
import { mailConfigured, sendMail } from "~/.server/mail/mailer";
import { formatDateTime } from "~/lib/format/dates";
import type { Role } from "~/lib/viewer";
import { createUser, findUser, setPassword } from "./accounts";

export const INVITATION_HOURS = 72;

/** The roles in words, for the Users page and the e-mail. */
export const ROLE_WORDS: Record<Role, string> = {
  admin: "Admin — everything, including accounts, settings and the brand",
  editor: "Editor — keeps the content: pages, notices, gallery, ideas and feedback",
  reviewer: "Reviewer — scores only the applications assigned to them, nothing else",
  member: "Member — reads and writes the members' notice board",
};

export const inviteSchema = z.object({
  email: textField().toLowerCase().pipe(z.email("Enter a valid email address")),
  name: textField().min(1, "Name is required.").max(100, "Names may have at most 100 characters."),
  role: z.enum(["admin", "editor", "reviewer", "member"], "Choose a role."),
});

export type Invitation = typeof invitations.$inferSelect;

/** What the admin is told: whether the e-mail went, and the link when it did not. */
export type Sent = { email: string; mailed: boolean; link?: string };

const hash = (token: string) => createHash("sha256").update(token).digest("hex");

/** Invites a person who has no account yet. */
export async function invite(db: Db, actor: Actor, input: unknown): Promise<Sent> {
  const parsed = inviteSchema.safeParse(input);
  if (!parsed.success) throw new DomainError(firstIssue(parsed.error));
  const { email, name, role } = parsed.data;
  if (await findUser(db, email))
    throw new DomainError(
      `An account for ${email} already exists. To help that person sign in, use "New sign-in link" in their row.`,
    );
  return issue(db, actor, { email, name, role }, "invitation.send");
}

/** A link for an existing account to set a new password (nobody else types it). */
export async function signInLink(db: Db, actor: Actor, userId: string): Promise<Sent> {
  const account = await findUser(db, userId);
  if (!account) throw new DomainError("That account no longer exists.", 404);
  return issue(
    db,
    actor,
    { email: account.email, name: account.name, role: account.role },
    "invitation.sign-in-link",
  );
}

/** Sends a pending invitation again: a new link; the old one stops working. */
export async function resend(db: Db, actor: Actor, id: number): Promise<Sent> {
  const [row] = await db.select().from(invitations).where(eq(invitations.id, id));
  if (!row || row.acceptedAt || row.revokedAt)
    throw new DomainError("That invitation is no longer waiting.", 404);
  return issue(
    db,
    actor,
    { email: row.email, name: row.name ?? "", role: row.role as Role },
    "invitation.resend",
  );
}

/** Withdraws a pending invitation: its link stops working. */
export async function withdraw(db: Db, actor: Actor, id: number): Promise<void> {
  await withAudit(
    db,
    actor,
    async (tx) => {
      const [row] = await tx
        .update(invitations)
        .set({ revokedAt: new Date() })
        .where(
          and(
            eq(invitations.id, id),
            isNull(invitations.acceptedAt),
            isNull(invitations.revokedAt),
          ),
        )
        .returning();
      if (!row) throw new DomainError("That invitation is no longer waiting.", 404);
      return row.email;
    },
    (email) => ({ action: "invitation.withdraw", target: email }),
  );
}

async function issue(
  db: Db,
  actor: Actor,
  who: { email: string; name: string; role: Role },
  action: string,
): Promise<Sent> {
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(Date.now() + INVITATION_HOURS * 3600_000);
  await withAudit(
    db,
    actor,
    async (tx) => {
      // One live link per address: a new one ends the others.
      await tx
        .update(invitations)
        .set({ revokedAt: new Date() })
        .where(
          and(
            eq(invitations.email, who.email),
            isNull(invitations.acceptedAt),
            isNull(invitations.revokedAt),
          ),
        );
      await tx.insert(invitations).values({
        email: who.email,
        name: who.name,
        role: who.role,
        tokenHash: hash(token),
        invitedBy: actor.email,
        expiresAt,
      });
    },
    { action, target: who.email, detail: `role ${who.role}` },
  );
  const config = getConfig();
  const link = `${config.publicUrl}/invitation?token=${encodeURIComponent(token)}`;
  const mailed = await mail(who, link, expiresAt, actor);
  return mailed ? { email: who.email, mailed } : { email: who.email, mailed, link };
}

async function mail(
  who: { email: string; name: string; role: Role },
  link: string,
  expiresAt: Date,
  actor: Actor,
): Promise<boolean> {
  if (!mailConfigured()) return false;
  const config = getConfig();
  try {
    await sendMail({
      to: who.email,
      subject: `${config.CENTRE_SHORT_NAME}: set your password`,
      text: [
        `Hello ${who.name},`,
        "",
        `${actor.email} has given you an account on the website of ${config.CENTRE_NAME}, as:`,
        ROLE_WORDS[who.role],
        "",
        "Choose your password here (the link works once):",
        link,
        "",
        `The link works until ${formatDateTime(expiresAt, config.TIME_ZONE)}. If you did not expect this e-mail, ignore it.`,
      ].join("\n"),
    });
    return true;
  } catch (error) {
    console.error("Invitation e-mail not sent:", error);
    return false;
  }
}

/** The invitations still waiting (not used, withdrawn or expired), oldest first. */
export function pendingInvitations(db: Db, now = new Date()): Promise<Invitation[]> {
  return db
    .select()
    .from(invitations)
    .where(
      and(
        isNull(invitations.acceptedAt),
        isNull(invitations.revokedAt),
        gt(invitations.expiresAt, now),
      ),
    )
    .orderBy(asc(invitations.createdAt));
}

/** The invitation a link names, while it still works; null otherwise. */
export async function openInvitation(db: Db, token: string): Promise<Invitation | null> {
  if (!token) return null;
  const [row] = await db
    .select()
    .from(invitations)
    .where(
      and(
        eq(invitations.tokenHash, hash(token)),
        isNull(invitations.acceptedAt),
        isNull(invitations.revokedAt),
        gt(invitations.expiresAt, new Date()),
      ),
    );
  return row ?? null;
}

export const LINK_GONE =
  "This link no longer works: it was used, withdrawn, or more than 72 hours old. Ask the centre's admin for a new one.";

/**
 * Uses a link: claims it (once, even if two tabs send at once), then makes the account or sets
 * the existing account's password. Returns the account's e-mail, for signing in.
 */
export async function acceptInvitation(
  db: Db,
  input: { token: string; password: string; confirm: string },
): Promise<string> {
  const checked = passwordSchema.safeParse(input.password);
  if (!checked.success)
    throw new DomainError(firstIssue(checked.error), 400, {
      errors: { next: firstIssue(checked.error) },
    });
  if (input.password !== input.confirm)
    throw new DomainError("The two passwords are not the same.", 400, {
      errors: { confirm: "The two passwords are not the same." },
    });
  const [claimed] = await db
    .update(invitations)
    .set({ acceptedAt: new Date() })
    .where(
      and(
        eq(invitations.tokenHash, hash(input.token)),
        isNull(invitations.acceptedAt),
        isNull(invitations.revokedAt),
        gt(invitations.expiresAt, new Date()),
      ),
    )
    .returning();
  if (!claimed) throw new DomainError(LINK_GONE, 410);
  const actor = { id: null, email: claimed.email };
  try {
    const existing = await findUser(db, claimed.email);
    if (existing) await setPassword(db, actor, existing.id, input.password);
    else
      await createUser(db, actor, {
        email: claimed.email,
        name: claimed.name || claimed.email,
        role: claimed.role,
        password: input.password,
      });
  } catch (error) {
    // Nothing was made: the link works again, and the person sees why.
    await db.update(invitations).set({ acceptedAt: null }).where(eq(invitations.id, claimed.id));
    throw error;
  }
  return claimed.email;
}
