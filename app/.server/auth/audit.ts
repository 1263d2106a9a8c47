import { count, desc } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { auditLog } from "../db/schema/auth.ts";

/** Who made a change: a signed-in user, or the shell (`npm run users`) / start-up. */
export type Actor = { id: string | null; email: string };

export type AuditEntry = typeof auditLog.$inferSelect;

/**
 * Records one change. Call it after the change succeeded, from every action that changes
 * data (notices, users, gallery, ideas...). `action` is a dotted verb, e.g. "notice.add".
 */
export async function recordAudit(
  db: Db,
  actor: Actor,
  action: string,
  target?: string | null,
  detail?: string | null,
): Promise<void> {
  await db.insert(auditLog).values({
    userId: actor.id,
    userEmail: actor.email,
    action,
    target: target ?? null,
    detail: detail ? detail.slice(0, 2000) : null,
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
