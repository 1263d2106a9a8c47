import { describe, expect, it } from "vitest";
import { DomainError } from "~/.server/errors";
import {
  checkScores,
  DEFAULT_RUBRIC,
  formatMark,
  rubricFor,
  summarise,
  weightedScore,
} from "./rubric";

const rubric = [
  { label: "Impact", weight: "2" },
  { label: "Team", weight: "1" },
];

describe("the review rubric", () => {
  it("scores spec-form ideas on the default four criteria, rounds on their own", () => {
    expect(rubricFor(null).map((c) => c.label)).toEqual(["Problem", "Solution", "Team", "Market"]);
    expect(rubricFor({ rubric: [] })).toBe(DEFAULT_RUBRIC);
    expect(rubricFor({ rubric })).toBe(rubric);
  });

  it("takes every criterion scored 1–5 and nothing else", () => {
    expect(checkScores(rubric, { Impact: "5", Team: "1" })).toEqual({ Impact: 5, Team: 1 });
    for (const bad of [
      { Impact: "6", Team: "1" },
      { Impact: "0", Team: "1" },
      { Impact: "2.5", Team: "1" },
      { Impact: "three", Team: "1" },
      { Impact: "3" },
      { Impact: "3", Team: "3", Market: "3" },
    ]) {
      const refusal = (() => {
        try {
          checkScores(rubric, bad);
        } catch (error) {
          return error;
        }
      })();
      expect(refusal).toBeInstanceOf(DomainError);
      expect((refusal as DomainError).status).toBe(400);
    }
  });

  it("weighs each review, then averages the reviews and measures their spread", () => {
    // (2×5 + 1×2) / 3 = 4; (2×2 + 1×5) / 3 = 3
    const a = weightedScore(rubric, { Impact: 5, Team: 2 });
    const b = weightedScore(rubric, { Impact: 2, Team: 5 });
    expect([a, b]).toEqual([4, 3]);
    expect(summarise([a, b, null])).toEqual({ average: 3.5, spread: 1, count: 2 });
    expect(summarise([])).toEqual({ average: null, spread: null, count: 0 });
    expect(weightedScore(rubric, {})).toBeNull();
    expect([formatMark(11 / 3), formatMark(null)]).toEqual(["3.67", "–"]);
  });
});
