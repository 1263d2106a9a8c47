// Every move of an application between stages, kept as a row (issue 26): staff read who moved it
// and why on the idea's page; the founder reads only the stages and their dates.
import { asc, eq } from "drizzle-orm";
import type { Db } from "~/.server/db/database";
import type { IdeaStatus } from "~/.server/db/schema/ideas";
import { ideaMoves } from "~/.server/db/schema/rounds";

/** Who the first move is by: the founder sending the form, not a member of staff. */
export const FOUNDER_SENT = "founder (sent)";

export type Move = typeof ideaMoves.$inferSelect;

/** Records one move; call it with the transaction that changes the idea's stage. */
export async function recordMove(
  tx: Pick<Db, "insert">,
  move: {
    ideaId: number;
    from: IdeaStatus | null;
    to: IdeaStatus;
    actorEmail: string;
    note?: string;
    at: Date;
  },
): Promise<void> {
  await tx.insert(ideaMoves).values({
    ideaId: move.ideaId,
    fromStatus: move.from,
    toStatus: move.to,
    note: move.note ?? "",
    actorEmail: move.actorEmail,
    at: move.at,
  });
}

/** An idea's moves, oldest first. */
export function movesOf(db: Db, ideaId: number): Promise<Move[]> {
  return db
    .select()
    .from(ideaMoves)
    .where(eq(ideaMoves.ideaId, ideaId))
    .orderBy(asc(ideaMoves.at), asc(ideaMoves.id));
}
