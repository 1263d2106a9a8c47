// What reviewers score (issue 26): the round's rubric, or for an idea sent through the spec's
// form (no round) a plain default. The arithmetic of the panel lives here, apart from the
// database, so its rules are tested on their own.
import type { RubricCriterion } from "~/.server/db/schema/rounds";
import { DomainError } from "~/.server/errors";
import { SCORE_MAX, SCORE_MIN } from "~/lib/forms/review-rules";

export type { RubricCriterion };

/** For ideas without a round: four criteria that count alike. */
export const DEFAULT_RUBRIC: readonly RubricCriterion[] = [
  { label: "Problem", weight: "1" },
  { label: "Solution", weight: "1" },
  { label: "Team", weight: "1" },
  { label: "Market", weight: "1" },
];

export { SCORE_MAX, SCORE_MIN };

/** The rubric an application is scored on: its round's when it has criteria, else the default. */
export function rubricFor(round: { rubric: RubricCriterion[] } | null | undefined) {
  return round?.rubric?.length ? round.rubric : DEFAULT_RUBRIC;
}

/** A criterion's weight as a number: the form keeps it as text; anything unusable counts 1. */
export function weightOf(criterion: RubricCriterion): number {
  const w = Number(criterion.weight);
  return Number.isFinite(w) && w > 0 ? w : 1;
}

/**
 * Checks a reviewer's scores against the rubric: every criterion scored, each a whole number
 * 1–5, none for a criterion the rubric does not have. A refusal is a 400 naming the problem.
 */
export function checkScores(
  rubric: readonly RubricCriterion[],
  sent: Record<string, unknown>,
): Record<string, number> {
  const labels = new Set(rubric.map((c) => c.label));
  const stranger = Object.keys(sent).find((label) => !labels.has(label));
  if (stranger !== undefined)
    throw new DomainError(`"${stranger.slice(0, 100)}" is not a criterion of this rubric.`);
  const scores: Record<string, number> = {};
  for (const { label } of rubric) {
    const raw = sent[label];
    const n = typeof raw === "number" ? raw : Number(String(raw ?? "").trim() || Number.NaN);
    if (!Number.isInteger(n) || n < SCORE_MIN || n > SCORE_MAX)
      throw new DomainError(
        raw === undefined || raw === ""
          ? `Score "${label}" from ${SCORE_MIN} to ${SCORE_MAX}.`
          : `Scores are whole numbers from ${SCORE_MIN} to ${SCORE_MAX}; "${label}" is not.`,
        400,
        { errors: { [`score:${label}`]: `Choose ${SCORE_MIN} to ${SCORE_MAX}.` } },
      );
    scores[label] = n;
  }
  return scores;
}

/**
 * One review's mark: Σ weight × score / Σ weight over the rubric's criteria it scored; null when
 * it scored none (a criterion added to the rubric later counts only where it was scored).
 */
export function weightedScore(
  rubric: readonly RubricCriterion[],
  scores: Record<string, number>,
): number | null {
  let sum = 0;
  let weights = 0;
  for (const c of rubric) {
    const s = scores[c.label];
    if (typeof s !== "number") continue;
    sum += weightOf(c) * s;
    weights += weightOf(c);
  }
  return weights ? sum / weights : null;
}

/** The panel's figures for one application: the mean of its reviews' marks and max − min. */
export function summarise(marks: readonly (number | null)[]): {
  average: number | null;
  spread: number | null;
  count: number;
} {
  const given = marks.filter((m): m is number => m !== null);
  if (!given.length) return { average: null, spread: null, count: 0 };
  const average = given.reduce((a, b) => a + b, 0) / given.length;
  return { average, spread: Math.max(...given) - Math.min(...given), count: given.length };
}

/** "3.67": two decimals, the way the panel shows a mark; "–" for none. */
export function formatMark(mark: number | null): string {
  return mark === null ? "–" : mark.toFixed(2);
}
