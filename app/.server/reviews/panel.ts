// Staff's view of the reviews (issue 26): each application with its reviewers, its average (the
// mean of the submitted reviews' weighted marks) and spread (max − min), sortable by either;
// and one application's reviews in full, with names. Reviewers never reach this module.
import { and, desc, eq, ilike, inArray, isNull, or, type SQL } from "drizzle-orm";
import type { Db } from "~/.server/db/database";
import { user } from "~/.server/db/schema/auth";
import { type IdeaStatus, ideas } from "~/.server/db/schema/ideas";
import { reviews, rounds } from "~/.server/db/schema/rounds";
import { formatWhen } from "~/.server/ideas/format";
import {
  formatMark,
  type RubricCriterion,
  rubricFor,
  summarise,
  weightedScore,
  weightOf,
} from "./rubric";

/** Which applications the panel shows: all, the spec form's (no round) or one round's. */
export type PanelFilter = { round: "all" | "none" | number; status?: IdeaStatus; q?: string };
export type PanelSort = "newest" | "average" | "spread";

/** More than a panel reads through; the page says when the list stops there. */
export const PANEL_LIMIT = 500;

export type ReviewLine = {
  reviewerId: string;
  reviewer: string;
  email: string;
  state: "assigned" | "submitted" | "conflict";
  scores: Record<string, number>;
  mark: number | null;
  comment: string;
  conflictNote: string;
  submittedAt: Date | null;
  conflictAt: Date | null;
};

export type PanelRow = {
  id: number;
  reference: string;
  subject: string;
  /** The founder: a round's applications all carry the round's title as their subject. */
  name: string;
  status: IdeaStatus;
  roundTitle: string | null;
  createdAt: Date;
  reviews: ReviewLine[];
  average: number | null;
  spread: number | null;
  count: number;
};

function whereOf(filter: PanelFilter): SQL | undefined {
  const where: SQL[] = [];
  if (filter.round === "none") where.push(isNull(ideas.roundId));
  else if (typeof filter.round === "number") where.push(eq(ideas.roundId, filter.round));
  if (filter.status) where.push(eq(ideas.status, filter.status));
  if (filter.q) {
    const p = `%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const match = or(ilike(ideas.reference, p), ilike(ideas.subject, p), ilike(ideas.name, p));
    if (match) where.push(match);
  }
  return where.length ? and(...where) : undefined;
}

/** The ids the filter selects (what "Spread evenly" spreads), newest first, up to the limit. */
export async function filteredIdeaIds(db: Db, filter: PanelFilter): Promise<number[]> {
  const rows = await db
    .select({ id: ideas.id })
    .from(ideas)
    .where(whereOf(filter))
    .orderBy(desc(ideas.createdAt), desc(ideas.id))
    .limit(PANEL_LIMIT);
  return rows.map((r) => r.id);
}

/** Every review of the given applications, with the reviewer's name and its mark. */
async function linesOf(
  db: Db,
  rubricOf: Map<number, readonly RubricCriterion[]>,
): Promise<Map<number, ReviewLine[]>> {
  const ids = [...rubricOf.keys()];
  const out = new Map<number, ReviewLine[]>();
  if (!ids.length) return out;
  const rows = await db
    .select({ review: reviews, name: user.name, email: user.email })
    .from(reviews)
    .innerJoin(user, eq(user.id, reviews.reviewerId))
    .where(inArray(reviews.ideaId, ids))
    .orderBy(reviews.assignedAt, reviews.id);
  for (const { review: r, name, email } of rows) {
    const submitted = Boolean(r.submittedAt) && !r.conflictAt;
    const line: ReviewLine = {
      reviewerId: r.reviewerId,
      reviewer: name,
      email,
      state: r.conflictAt ? "conflict" : submitted ? "submitted" : "assigned",
      scores: r.scores,
      mark: submitted ? weightedScore(rubricOf.get(r.ideaId) ?? [], r.scores) : null,
      comment: r.comment,
      conflictNote: r.conflictNote,
      submittedAt: r.submittedAt,
      conflictAt: r.conflictAt,
    };
    out.set(r.ideaId, [...(out.get(r.ideaId) ?? []), line]);
  }
  return out;
}

/** The panel: the filtered applications with their reviews and figures, in the order asked. */
export async function panelRows(db: Db, filter: PanelFilter, sort: PanelSort): Promise<PanelRow[]> {
  const rows = await db
    .select({
      id: ideas.id,
      reference: ideas.reference,
      subject: ideas.subject,
      name: ideas.name,
      status: ideas.status,
      createdAt: ideas.createdAt,
      roundTitle: rounds.title,
      rubric: rounds.rubric,
    })
    .from(ideas)
    .leftJoin(rounds, eq(rounds.id, ideas.roundId))
    .where(whereOf(filter))
    .orderBy(desc(ideas.createdAt), desc(ideas.id))
    .limit(PANEL_LIMIT);
  const rubricOf = new Map(
    rows.map((r) => [r.id, rubricFor(r.rubric ? { rubric: r.rubric } : null)]),
  );
  const lines = await linesOf(db, rubricOf);
  const panel = rows.map(({ rubric: _, ...r }) => {
    const own = lines.get(r.id) ?? [];
    return { ...r, reviews: own, ...summarise(own.map((l) => l.mark)) };
  });
  if (sort === "newest") return panel;
  // Highest first; applications without a submitted review last, newest first among them.
  const key = (r: PanelRow) => (sort === "average" ? r.average : r.spread);
  return panel
    .map((r, i) => ({ r, i }))
    .sort((a, b) => {
      const [x, y] = [key(a.r), key(b.r)];
      if (x === null || y === null) return x === y ? a.i - b.i : x === null ? 1 : -1;
      return y - x || a.i - b.i;
    })
    .map(({ r }) => r);
}

/** One application's reviews in full (staff only), its rubric and figures; null if it is gone. */
export async function reviewsOfIdea(db: Db, ideaId: number) {
  const [idea] = await db
    .select({ id: ideas.id, rubric: rounds.rubric })
    .from(ideas)
    .leftJoin(rounds, eq(rounds.id, ideas.roundId))
    .where(eq(ideas.id, ideaId));
  if (!idea) return null;
  const rubric = rubricFor(idea.rubric ? { rubric: idea.rubric } : null);
  const lines = (await linesOf(db, new Map([[ideaId, rubric]]))).get(ideaId) ?? [];
  return { rubric, reviews: lines, ...summarise(lines.map((l) => l.mark)) };
}

/** The rounds to filter by, newest first (a round in the trash still has its applications). */
export async function roundChoices(db: Db): Promise<{ id: number; title: string }[]> {
  return db
    .select({ id: rounds.id, title: rounds.title })
    .from(rounds)
    .orderBy(desc(rounds.opensAt), desc(rounds.id));
}

/** One application's "Reviews" section on its staff page: every review with its reviewer. */
export async function reviewsSection(db: Db, ideaId: number) {
  const found = await reviewsOfIdea(db, ideaId);
  if (!found) return null;
  return {
    criteria: found.rubric.map((c) => ({ label: c.label, weight: weightOf(c) })),
    average: formatMark(found.average),
    spread: formatMark(found.spread),
    count: found.count,
    reviews: found.reviews.map((l) => ({
      reviewerId: l.reviewerId,
      reviewer: l.reviewer,
      email: l.email,
      state: l.state,
      scores: l.scores,
      mark: formatMark(l.mark),
      comment: l.comment,
      conflictNote: l.conflictNote,
      when: formatWhen(l.conflictAt ?? l.submittedAt),
    })),
  };
}

export type ReviewsSection = NonNullable<Awaited<ReturnType<typeof reviewsSection>>>;
