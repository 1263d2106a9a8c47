// The idea form's rule without words (ideaProblem), which the lean page's island reads, and the
// worded check the app and the server use: one order of rules, so both answer alike.
import { describe, expect, it } from "vitest";
import en from "~/lib/i18n/messages/en.ts";
import hi from "~/lib/i18n/messages/hi.ts";
import { checkIdeaField, IDEA_FIELDS, IDEA_MAX, ideaProblem } from "./idea-rules";

describe("ideaProblem", () => {
  it("says blank first, then too long, then a malformed address", () => {
    expect(ideaProblem("name", "   ")).toBe("required");
    expect(ideaProblem("subject", "x".repeat(IDEA_MAX.subject + 1))).toBe("tooLong");
    expect(ideaProblem("email", `${"a".repeat(260)}@b`)).toBe("tooLong");
    expect(ideaProblem("email", "a@b")).toBe("email");
    expect(ideaProblem("email", " rahul_kumar@gmail.com ")).toBeUndefined();
    // A phone number's format is not checked.
    expect(ideaProblem("phone", "call me")).toBeUndefined();
  });

  it("is what checkIdeaField words, in English and in Hindi", () => {
    const samples = ["", " ", "ok", "a@b", "meera@example.co.in", "x".repeat(10_001)];
    for (const [path, rules] of [
      ["en", en.notices.ideaRules],
      ["hi", hi.notices.ideaRules],
    ] as const) {
      for (const field of IDEA_FIELDS)
        for (const value of samples) {
          const problem = ideaProblem(field, value);
          const worded = checkIdeaField(rules, field, value);
          expect(Boolean(worded), `${path} ${field} ${value.slice(0, 12)}`).toBe(Boolean(problem));
          if (problem === "required") expect(worded).toBe(rules.required[field]);
          if (problem === "email") expect(worded).toBe(rules.email);
        }
    }
  });
});
