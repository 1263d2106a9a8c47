import { count, desc } from "drizzle-orm";
import { forgetReads } from "~/.server/cache/remembered";
import type { Db } from "~/.server/db/database";
import { auditLog } from "~/.server/db/schema/auth";

/** Who made a change: a signed-in user, or the shell (`npm run users`) / start-up. */
export type Actor = { id: string | null; email: string };

/** What the server does by itself when it starts (the first admin, first versions). */
export const SYSTEM_ACTOR: Actor = { id: null, email: "system (start-up)" };

export type AuditEntry = typeof auditLog.$inferSelect;

/** One audit row's content: a dotted verb (e.g. "notice.add"), what it touched, a short detail. */
export type AuditNote = { action: string; target?: string | null; detail?: string | null };

/**
 * Every action that changes data (notices, users, gallery, ideas...) runs through here, so a
 * crash or a failed audit write never leaves a change without its row: both share a transaction.
 * `change` must use only the `tx` it is given (on PGlite the outer handle would wait for ever).
 * `note` may be worked out from the result; null or undefined records nothing (nothing changed).
 */
export async function withAudit<T>(
  db: Db,
  actor: Actor,
  change: (tx: Db) => Promise<T>,
  note: AuditNote | ((result: T) => AuditNote | null | undefined),
): Promise<T> {
  const done = await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const result = await change(tx);
    const entry = typeof note === "function" ? note(result) : note;
    if (entry) await recordAudit(tx, actor, entry);
    return result;
  });
  // The next page this server renders shows the change, before the change signal is heard.
  forgetReads();
  return done;
}

/**
 * Writes one audit row on `db`. Prefer withAudit. Used directly only where better-auth makes the
 * change itself (own password change, password reset): the row then follows the change.
 */
export async function recordAudit(db: Db, actor: Actor, note: AuditNote): Promise<void> {
  await db.insert(auditLog).values({
    userId: actor.id,
    userEmail: actor.email,
    action: note.action,
    target: note.target ?? null,
    detail: note.detail ? note.detail.slice(0, 2000) : null,
  });
}

/** Newest first, a page at a time. */
export async function listAudit(
  db: Db,
  options: { limit?: number; offset?: number } = {},
): Promise<{ entries: AuditEntry[]; total: number }> {
  const limit = Math.min(Math.max(options.limit ?? 50, 1), 500);
  const entries = await db
    .select()
    .from(auditLog)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(limit)
    .offset(Math.max(options.offset ?? 0, 0));
  const [{ total }] = await db.select({ total: count() }).from(auditLog);
  return { entries, total };
}
