// Who reviews what (issue 26): staff assign an application to a reviewer by hand, take an
// assignment back, or spread the filtered applications evenly over the reviewers they chose.
// A pair with a declared conflict is never assigned again (its row stays, conflictAt set).
import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import { type Actor, withAudit } from "~/.server/audit/audit-log";
import { can } from "~/.server/auth/permissions";
import type { Db } from "~/.server/db/database";
import { user } from "~/.server/db/schema/auth";
import { ideas } from "~/.server/db/schema/ideas";
import { reviews } from "~/.server/db/schema/rounds";
import { DomainError } from "~/.server/errors";
import { ROLES } from "~/lib/viewer";

export type Reviewer = { id: string; name: string; email: string; role: string };

/** The roles that may be on a panel: reviewers, and staff (who may score too). */
const PANEL_ROLES = ROLES.filter((role) => can({ role }, "reviews:score"));

/** Everyone who may be assigned: reviewers first, then staff, each by name. */
export async function listReviewers(db: Db): Promise<Reviewer[]> {
  const rows = await db
    .select({ id: user.id, name: user.name, email: user.email, role: user.role })
    .from(user)
    .where(inArray(user.role, [...PANEL_ROLES]))
    .orderBy(asc(user.name), asc(user.email));
  const rank = (role: string | null) => (role === "reviewer" ? 0 : 1);
  return rows
    .map((r) => ({ ...r, role: r.role ?? "" }))
    .sort((a, b) => rank(a.role) - rank(b.role));
}

async function requireReviewer(db: Db, id: string): Promise<Reviewer> {
  const [found] = (await listReviewers(db)).filter((r) => r.id === id);
  if (!found) throw new DomainError("Choose a reviewer from the list.", 400);
  return found;
}

async function requireIdea(db: Db, id: number) {
  const [found] = await db
    .select({ id: ideas.id, reference: ideas.reference })
    .from(ideas)
    .where(eq(ideas.id, id));
  if (!found) throw new DomainError("That application no longer exists.", 404);
  return found;
}

/** Assigns one application to one reviewer; refuses a pair assigned already or in conflict. */
export async function assignReviewer(
  db: Db,
  actor: Actor,
  ideaId: number,
  reviewerId: string,
): Promise<void> {
  const idea = await requireIdea(db, ideaId);
  const reviewer = await requireReviewer(db, reviewerId);
  await withAudit(
    db,
    actor,
    async (tx) => {
      const [held] = await tx
        .select({ conflictAt: reviews.conflictAt })
        .from(reviews)
        .where(and(eq(reviews.ideaId, ideaId), eq(reviews.reviewerId, reviewerId)));
      if (held?.conflictAt)
        throw new DomainError(`${reviewer.name} declared a conflict of interest with it.`);
      if (held) throw new DomainError(`${reviewer.name} is assigned to it already.`);
      await tx.insert(reviews).values({ ideaId, reviewerId, assignedBy: actor.email });
    },
    { action: "review.assign", target: `idea ${idea.id}`, detail: reviewer.email },
  );
}

/**
 * Takes an assignment back (its scores go with it). A declared conflict stays: it is what keeps
 * the pair apart when the work is spread again.
 */
export async function unassignReviewer(
  db: Db,
  actor: Actor,
  ideaId: number,
  reviewerId: string,
): Promise<void> {
  const idea = await requireIdea(db, ideaId);
  const who = (await listReviewers(db)).find((r) => r.id === reviewerId)?.email ?? reviewerId;
  await withAudit(
    db,
    actor,
    (tx) =>
      tx
        .delete(reviews)
        .where(
          and(
            eq(reviews.ideaId, ideaId),
            eq(reviews.reviewerId, reviewerId),
            isNull(reviews.conflictAt),
          ),
        )
        .returning({ id: reviews.id }),
    (gone) =>
      gone.length ? { action: "review.unassign", target: `idea ${idea.id}`, detail: who } : null,
  );
}

/**
 * Spreads `ideaIds` over `reviewerIds`, `perIdea` reviewers each: every application gets the
 * chosen reviewers it lacks, each time the one with the fewest of these applications so far
 * (ties in the order chosen), so the reviewers' counts differ by at most one wherever no
 * existing assignment or conflict stands in the way. Pairs assigned already or in conflict are
 * skipped. One transaction, one audit row; returns how many assignments it made.
 */
export async function spreadEvenly(
  db: Db,
  actor: Actor,
  ideaIds: readonly number[],
  reviewerIds: readonly string[],
  perIdea = 1,
): Promise<number> {
  const chosen = [...new Set(reviewerIds)];
  if (!chosen.length) throw new DomainError("Choose at least one reviewer to spread over.");
  if (!ideaIds.length) throw new DomainError("No applications match the filter.");
  const email = new Map((await listReviewers(db)).map((r) => [r.id, r.email]));
  if (chosen.some((id) => !email.has(id)))
    throw new DomainError("Choose reviewers from the list.", 400);
  const each = Math.min(Math.max(Math.trunc(perIdea) || 1, 1), chosen.length);
  return withAudit(
    db,
    actor,
    async (tx) => {
      const held = await tx
        .select({
          ideaId: reviews.ideaId,
          reviewerId: reviews.reviewerId,
          conflictAt: reviews.conflictAt,
        })
        .from(reviews)
        .where(and(inArray(reviews.ideaId, [...ideaIds]), inArray(reviews.reviewerId, chosen)));
      const pairs = new Set(held.map((h) => `${h.ideaId}:${h.reviewerId}`));
      const load = new Map(chosen.map((id) => [id, 0]));
      for (const h of held)
        if (!h.conflictAt) load.set(h.reviewerId, (load.get(h.reviewerId) ?? 0) + 1);
      const made: { ideaId: number; reviewerId: string; assignedBy: string }[] = [];
      for (const ideaId of [...ideaIds].sort((a, b) => a - b)) {
        const active = held.filter((h) => h.ideaId === ideaId && !h.conflictAt).length;
        for (let n = active; n < each; n++) {
          const free = chosen.filter((id) => !pairs.has(`${ideaId}:${id}`));
          if (!free.length) break;
          const pick = free.reduce((a, b) => ((load.get(b) ?? 0) < (load.get(a) ?? 0) ? b : a));
          pairs.add(`${ideaId}:${pick}`);
          load.set(pick, (load.get(pick) ?? 0) + 1);
          made.push({ ideaId, reviewerId: pick, assignedBy: actor.email });
        }
      }
      if (made.length) await tx.insert(reviews).values(made).onConflictDoNothing();
      return made;
    },
    (made) =>
      made.length
        ? {
            action: "review.spread",
            target: `${made.length} assignment${made.length === 1 ? "" : "s"}`,
            detail: made.map((m) => `idea ${m.ideaId} → ${email.get(m.reviewerId)}`).join(", "),
          }
        : null,
  ).then((made) => made.length);
}
