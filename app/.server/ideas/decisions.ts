// Bulk decisions on /admin-dashboard/ideas: staff tick many applications, choose a stage and
// optionally a message to the founders, and move them all at once. Each move is recorded, each
// founder gets the stage's status e-mail in the language they applied in (the founder-status
// outbox kind; the message is the idea's founderMessage, which the e-mail's {message} reads), and
// each application has its audit row, all in one transaction: a failure moves none.
import { eq, inArray } from "drizzle-orm";
import { z } from "zod";
import { type Actor, recordAudit } from "~/.server/audit/audit-log";
import type { Db } from "~/.server/db/database";
import { ideas, outbox } from "~/.server/db/schema/ideas";
import { textField } from "~/.server/forms/fields";
import { kickOutboxWorker } from "~/.server/outbox/worker";
import { IDEA_STATUSES } from "~/lib/forms/idea-rules";
import { FOUNDER_MESSAGE_MAX } from "~/lib/forms/idea-status";
import { recordMove } from "./moves";

/** More than a page of the list is never ticked at once; the cap keeps one transaction small. */
export const DECISION_MAX = 200;

/** The bulk form's fields; `ids` arrive as repeated `id` values (readDecision collects them). */
export const decisionSchema = z.object({
  status: z.enum(IDEA_STATUSES, { error: "Choose a stage." }),
  message: textField()
    .max(FOUNDER_MESSAGE_MAX, "The message to the founders is too long (at most 2,000 characters)")
    .default(""),
  notify: z
    .string()
    .optional()
    .transform((v) => v !== undefined && v !== ""),
  ids: z
    .array(z.coerce.number().int().positive().max(2_147_483_647))
    .min(1, "Tick at least one application.")
    .max(DECISION_MAX, `Tick at most ${DECISION_MAX} applications at once.`),
});

export type Decision = z.output<typeof decisionSchema>;

/**
 * Moves every idea in `ids` to `status`; the message (when given) becomes each one's message to
 * the founder. Ideas already at the stage keep their stage (no move) but get the message and the
 * e-mail like the others. Returns how many moved and how many e-mails were queued.
 */
export async function decideIdeas(
  db: Db,
  actor: Actor,
  decision: Decision,
  now = new Date(),
): Promise<{ moved: number; emailed: number; found: number }> {
  const result = await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const rows = await tx
      .select({ id: ideas.id, reference: ideas.reference, status: ideas.status })
      .from(ideas)
      .where(inArray(ideas.id, [...new Set(decision.ids)]))
      .orderBy(ideas.id)
      .for("update");
    let moved = 0;
    let emailed = 0;
    for (const row of rows) {
      await tx
        .update(ideas)
        .set({
          status: decision.status,
          ...(decision.message ? { founderMessage: decision.message } : {}),
          updatedAt: now,
        })
        .where(eq(ideas.id, row.id));
      const moves = row.status !== decision.status;
      if (moves) {
        moved++;
        await recordMove(tx, {
          ideaId: row.id,
          from: row.status,
          to: decision.status,
          actorEmail: actor.email,
          note: "Bulk decision",
          at: now,
        });
      }
      if (decision.notify) {
        emailed++;
        await tx
          .insert(outbox)
          .values({ ideaId: row.id, kind: "founder-status", nextAttemptAt: now });
      }
      await recordAudit(tx, actor, {
        action: "idea.status",
        target: row.reference,
        detail: [
          moves ? decision.status : `${decision.status} (unchanged)`,
          "bulk decision",
          decision.message && "message to the founder set",
          decision.notify && "founder e-mailed",
        ]
          .filter(Boolean)
          .join("; "),
      });
    }
    return { moved, emailed, found: rows.length };
  });
  if (result.emailed) kickOutboxWorker();
  return result;
}
