// Accounts: the one module the dashboard, the users CLI, the admin socket and start-up use.
import { and, asc, count, eq, ne, or, sql } from "drizzle-orm";
import { type Actor, SYSTEM_ACTOR, withAudit } from "~/.server/audit/audit-log";
import { accountStore, authFor } from "~/.server/auth/better-auth";
import {
  type Account,
  columns,
  firstIssue,
  passwordSchema,
  toAccount,
} from "~/.server/auth/identity";
import { isRole } from "~/.server/auth/permissions";
import { forgetResetLinks } from "~/.server/auth/reset-links";
import type { Db } from "~/.server/db/database";
import { user } from "~/.server/db/schema/auth";
import { DomainError } from "~/.server/errors";
import { newUserSchema } from "./rules";

export async function listUsers(db: Db): Promise<Account[]> {
  const rows = await db.select(columns).from(user).orderBy(asc(user.createdAt), asc(user.email));
  return rows.map(toAccount);
}

export async function findUser(db: Db, idOrEmail: string): Promise<Account | undefined> {
  const key = idOrEmail.trim();
  const [row] = await db
    .select(columns)
    .from(user)
    .where(or(eq(user.id, key), eq(user.email, key.toLowerCase())));
  return row && toAccount(row);
}

export async function countAdmins(db: Db, except?: string): Promise<number> {
  const [{ n }] = await db
    .select({ n: count() })
    .from(user)
    .where(except ? and(eq(user.role, "admin"), ne(user.id, except)) : eq(user.role, "admin"));
  return n;
}

async function hashPassword(db: Db, password: string): Promise<string> {
  const ctx = await (await authFor(db)).$context;
  return ctx.password.hash(password);
}

/** Creates an account with a password; refuses duplicates of e-mail, username or phone. */
export async function createUser(
  db: Db,
  actor: Actor,
  input: Record<string, unknown>,
): Promise<Account> {
  const parsed = newUserSchema.safeParse(input);
  if (!parsed.success) throw new DomainError(firstIssue(parsed.error));
  const data = parsed.data;
  const clash = await db
    .select({ email: user.email, username: user.username, phone: user.phone })
    .from(user)
    .where(
      or(
        eq(user.email, data.email),
        data.username ? eq(user.username, data.username) : sql`false`,
        data.phone ? eq(user.phone, data.phone) : sql`false`,
      ),
    );
  if (clash.some((c) => c.email === data.email))
    throw new DomainError(`An account for ${data.email} already exists.`);
  if (clash.length)
    throw new DomainError("That username or phone number belongs to another account.");

  // Hashing is slow: done before the transaction, which it would otherwise hold open.
  const hash = await hashPassword(db, data.password);
  const id = await withAudit(
    db,
    actor,
    async (tx) => {
      const adapter = await accountStore(tx);
      const created = await adapter.createUser(
        {
          email: data.email,
          name: data.name,
          emailVerified: true,
          role: data.role,
          username: data.username ?? null,
          displayUsername: data.username ?? null,
          phone: data.phone ?? null,
        },
        { method: "admin" },
      );
      await adapter.linkAccount({
        userId: created.id,
        providerId: "credential",
        accountId: created.id,
        password: hash,
      });
      return created.id;
    },
    { action: "user.add", target: data.email, detail: `role ${data.role}` },
  );
  const account = await findUser(db, id);
  if (!account) throw new Error("account vanished after creation");
  return account;
}

async function requireAccount(db: Db, idOrEmail: string): Promise<Account> {
  const found = await findUser(db, idOrEmail);
  if (!found) throw new DomainError(`No account ${idOrEmail}.`);
  return found;
}

/** Changes a role; the last admin cannot be demoted (someone must be able to manage accounts). */
export async function setRole(
  db: Db,
  actor: Actor,
  idOrEmail: string,
  role: unknown,
): Promise<Account> {
  if (!isRole(role)) throw new DomainError("Role must be admin, editor, reviewer or member.");
  const target = await requireAccount(db, idOrEmail);
  if (target.role === role) return target;
  if (role !== "admin" && (await countAdmins(db, target.id)) === 0) {
    throw new DomainError("The last admin cannot become a member: make another admin first.");
  }
  await withAudit(
    db,
    actor,
    (tx) => tx.update(user).set({ role, updatedAt: new Date() }).where(eq(user.id, target.id)),
    { action: "user.role", target: target.email, detail: `${target.role} → ${role}` },
  );
  return { ...target, role };
}

/** Deletes an account with its sessions; never the last admin, never oneself. */
export async function removeUser(db: Db, actor: Actor, idOrEmail: string): Promise<Account> {
  const target = await requireAccount(db, idOrEmail);
  if (actor.id && actor.id === target.id)
    throw new DomainError("You cannot remove your own account.");
  if (target.role === "admin" && (await countAdmins(db, target.id)) === 0) {
    throw new DomainError("The last admin cannot be removed: make another admin first.");
  }
  await withAudit(db, actor, async (tx) => (await accountStore(tx)).deleteUser(target.id), {
    action: "user.remove",
    target: target.email,
  });
  return target;
}

/** Ends every session of the account (it must log in again everywhere). */
export async function revokeSessions(db: Db, actor: Actor, idOrEmail: string): Promise<Account> {
  const target = await requireAccount(db, idOrEmail);
  await withAudit(db, actor, async (tx) => (await accountStore(tx)).deleteUserSessions(target.id), {
    action: "user.sign-out-everywhere",
    target: target.email,
  });
  return target;
}

/** Sets a new password (admin or shell) and ends the account's sessions. */
export async function setPassword(
  db: Db,
  actor: Actor,
  idOrEmail: string,
  password: string,
): Promise<Account> {
  const parsed = passwordSchema.safeParse(password);
  if (!parsed.success) throw new DomainError(firstIssue(parsed.error));
  const target = await requireAccount(db, idOrEmail);
  const hash = await hashPassword(db, password);
  await withAudit(
    db,
    actor,
    async (tx) => {
      const adapter = await accountStore(tx);
      if (await adapter.findCredentialAccount(target.id))
        await adapter.updatePassword(target.id, hash);
      else
        await adapter.linkAccount({
          userId: target.id,
          providerId: "credential",
          accountId: target.id,
          password: hash,
        });
      await adapter.deleteUserSessions(target.id);
      await forgetResetLinks(tx, target.id);
    },
    { action: "user.reset-password", target: target.email },
  );
  return target;
}

/**
 * ADMIN_EMAIL / ADMIN_PASSWORD: when no admin exists, makes one (or promotes that account).
 * Several servers may start at once: a duplicate insert from the loser is ignored.
 */
export async function ensureFirstAdmin(
  db: Db,
  email: string | undefined,
  password: string | undefined,
  name = "Administrator",
) {
  if (!email || !password) return;
  if ((await countAdmins(db)) > 0) return;
  const existing = await findUser(db, email);
  try {
    if (existing) await setRole(db, SYSTEM_ACTOR, existing.id, "admin");
    else
      await createUser(db, SYSTEM_ACTOR, {
        email,
        password,
        role: "admin",
        name,
      });
  } catch (error) {
    if ((await countAdmins(db)) > 0) return; // another server won the race
    throw error instanceof DomainError
      ? new Error(`ADMIN_EMAIL/ADMIN_PASSWORD: ${error.message}`)
      : error;
  }
}
