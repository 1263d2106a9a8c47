// The review panel's forms (issue 26): a reviewer's scores or conflict, and staff's assignments.
import { z } from "zod";
import { IDEA_STATUSES } from "~/lib/forms/idea-rules";
import { PICK_PREFIX, SCORE_PREFIX } from "~/lib/forms/review-rules";

export const reviewFormSchema = z
  .object({
    intent: z.enum(["score", "conflict"], "Unknown action."),
    comment: z.string().default(""),
    conflictNote: z.string().default(""),
  })
  .catchall(z.string());

/** The `score:` fields of a parsed review form, by criterion. */
export function scoresOf(input: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(input)
      .filter(([key]) => key.startsWith(SCORE_PREFIX))
      .map(([key, value]) => [key.slice(SCORE_PREFIX.length), value]),
  );
}

/** The reviewers ticked in the spread form. */
export function picksOf(input: Record<string, unknown>): string[] {
  return Object.entries(input)
    .filter(([key, value]) => key.startsWith(PICK_PREFIX) && value === "on")
    .map(([key]) => key.slice(PICK_PREFIX.length));
}

/** The panel's filter, as the address and the spread form carry it. */
export const panelFilterSchema = z.object({
  round: z
    .union([z.enum(["all", "none"]), z.coerce.number().int().positive()])
    .catch("all" as const),
  status: z.enum(IDEA_STATUSES).optional().catch(undefined),
  q: z.string().trim().max(200).optional().catch(undefined),
  sort: z.enum(["newest", "average", "spread"]).catch("newest"),
});

const ideaId = z.coerce.number("Choose an application.").int().positive("Choose an application.");
const reviewerId = z.string().trim().min(1, "Choose a reviewer.");

export const panelFormSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("assign"), idea: ideaId, reviewer: reviewerId }),
    z.object({ intent: z.literal("unassign"), idea: ideaId, reviewer: reviewerId }),
    // The chosen reviewers are `pick:<id>` boxes; the filter rides along as round and status.
    z
      .object({
        intent: z.literal("spread"),
        perIdea: z.coerce
          .number("How many reviewers for each application?")
          .int("How many reviewers for each application?")
          .min(1, "At least one reviewer for each application.")
          .max(10, "At most ten reviewers for each application.")
          .default(1),
      })
      .catchall(z.string()),
  ],
  { error: "Unknown action." },
);
