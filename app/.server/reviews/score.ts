// A reviewer's side (issue 26): the applications assigned to them, one of them to score on its
// rubric with a comment, and a declared conflict of interest, which ends the assignment. Every
// look-up takes the reviewer's own id: no function here reads another reviewer's row.
import { and, asc, desc, eq, isNull } from "drizzle-orm";
import { type Actor, withAudit } from "~/.server/audit/audit-log";
import type { Db } from "~/.server/db/database";
import { type Idea, ideas } from "~/.server/db/schema/ideas";
import { type Review, reviews, rounds } from "~/.server/db/schema/rounds";
import { DomainError } from "~/.server/errors";
import { COMMENT_MAX, CONFLICT_NOTE_MAX } from "~/lib/forms/review-rules";
import { checkScores, type RubricCriterion, rubricFor } from "./rubric";

/** Who acts, with the account id the assignment is kept under. */
type Reviewer = Actor & { id: string };

export type AssignedItem = {
  ideaId: number;
  reference: string;
  subject: string;
  name: string;
  roundTitle: string | null;
  assignedAt: Date;
  submittedAt: Date | null;
};

/** The reviewer's open assignments (not those they declared a conflict on), oldest first. */
export async function listAssigned(db: Db, reviewerId: string): Promise<AssignedItem[]> {
  return db
    .select({
      ideaId: ideas.id,
      reference: ideas.reference,
      subject: ideas.subject,
      name: ideas.name,
      roundTitle: rounds.title,
      assignedAt: reviews.assignedAt,
      submittedAt: reviews.submittedAt,
    })
    .from(reviews)
    .innerJoin(ideas, eq(ideas.id, reviews.ideaId))
    .leftJoin(rounds, eq(rounds.id, ideas.roundId))
    .where(and(eq(reviews.reviewerId, reviewerId), isNull(reviews.conflictAt)))
    .orderBy(asc(reviews.assignedAt), desc(ideas.id));
}

export type Assignment = {
  review: Review;
  idea: Pick<
    Idea,
    "id" | "reference" | "name" | "subject" | "message" | "answers" | "team" | "pdfId" | "createdAt"
  >;
  roundTitle: string | null;
  rubric: readonly RubricCriterion[];
};

/** One open assignment of this reviewer, or null (not theirs, in conflict, or gone). */
export async function getAssignment(
  db: Db,
  reviewerId: string,
  ideaId: number,
): Promise<Assignment | null> {
  const [row] = await db
    .select({
      review: reviews,
      idea: {
        id: ideas.id,
        reference: ideas.reference,
        name: ideas.name,
        subject: ideas.subject,
        message: ideas.message,
        answers: ideas.answers,
        team: ideas.team,
        pdfId: ideas.pdfId,
        createdAt: ideas.createdAt,
      },
      roundTitle: rounds.title,
      rubric: rounds.rubric,
    })
    .from(reviews)
    .innerJoin(ideas, eq(ideas.id, reviews.ideaId))
    .leftJoin(rounds, eq(rounds.id, ideas.roundId))
    .where(
      and(
        eq(reviews.reviewerId, reviewerId),
        eq(reviews.ideaId, ideaId),
        isNull(reviews.conflictAt),
      ),
    );
  if (!row) return null;
  const { rubric, ...rest } = row;
  return { ...rest, rubric: rubricFor(rubric ? { rubric } : null) };
}

async function requireAssignment(db: Db, reviewerId: string, ideaId: number) {
  const found = await getAssignment(db, reviewerId, ideaId);
  // The same answer as for an application that does not exist: a reviewer learns nothing of
  // the applications that are not theirs.
  if (!found) throw new DomainError("Not found.", 404);
  return found;
}

/** Saves the reviewer's scores (every criterion, 1–5) and comment; the review counts from now. */
export async function saveReview(
  db: Db,
  reviewer: Reviewer,
  ideaId: number,
  input: { scores: Record<string, unknown>; comment: string },
): Promise<void> {
  const { review, rubric } = await requireAssignment(db, reviewer.id, ideaId);
  const scores = checkScores(rubric, input.scores);
  const comment = input.comment.trim();
  if (comment.length > COMMENT_MAX)
    throw new DomainError(`Comments may have at most ${COMMENT_MAX} characters.`, 400, {
      errors: { comment: `At most ${COMMENT_MAX} characters.` },
    });
  await withAudit(
    db,
    reviewer,
    (tx) =>
      tx
        .update(reviews)
        .set({ scores, comment, submittedAt: new Date() })
        .where(and(eq(reviews.id, review.id), isNull(reviews.conflictAt))),
    {
      action: review.submittedAt ? "review.rescore" : "review.score",
      target: `idea ${ideaId}`,
    },
  );
}

/**
 * The reviewer declares a conflict of interest: the assignment ends (the application leaves
 * their list), any scores they gave stop counting, and the pair is never assigned again.
 */
export async function declareConflict(
  db: Db,
  reviewer: Reviewer,
  ideaId: number,
  note: string,
): Promise<void> {
  const { review } = await requireAssignment(db, reviewer.id, ideaId);
  const said = note.trim().slice(0, CONFLICT_NOTE_MAX);
  await withAudit(
    db,
    reviewer,
    (tx) =>
      tx
        .update(reviews)
        .set({
          conflictAt: new Date(),
          conflictNote: said,
          scores: {},
          comment: "",
          submittedAt: null,
        })
        .where(eq(reviews.id, review.id)),
    { action: "review.conflict", target: `idea ${ideaId}`, detail: said || null },
  );
}
