// The server's parse of an idea submission, built from the same rule table the browser checks
// with (idea-rules.ts): one source of truth. zod itself stays out of the browser bundle
// (zod/mini alone would add ~6 KB gzipped to the home page).
import { z } from "zod";
import { textField } from "~/.server/forms/fields";
import {
  EMAIL_MESSAGE,
  EMAIL_PATTERN,
  IDEA_FIELDS,
  IDEA_RULES,
  IDEA_STATUSES,
  type IdeaField,
  NOTE_MAX,
  tooLongMessage,
} from "~/lib/forms/idea-rules";
import { FOUNDER_MESSAGE_MAX, REFERENCE_MAX, STATUS_FIELDS } from "~/lib/forms/idea-status";

/** One field of the idea form as the server checks it (the event registration reuses them). */
export function ideaFieldSchema(field: IdeaField) {
  const rule = IDEA_RULES[field];
  let schema = textField({ error: rule.required })
    .min(1, rule.required)
    .max(rule.max, tooLongMessage(field));
  if (field === "email") schema = schema.regex(EMAIL_PATTERN, EMAIL_MESSAGE);
  return schema;
}

export const ideaSchema = z.object(
  Object.fromEntries(IDEA_FIELDS.map((f) => [f, ideaFieldSchema(f)])) as Record<
    IdeaField,
    ReturnType<typeof ideaFieldSchema>
  >,
);

export type IdeaInput = z.infer<typeof ideaSchema>;

export { EMAIL_MESSAGE, EMAIL_PATTERN, IDEA_FIELDS, IDEA_RULES } from "~/lib/forms/idea-rules";

export type IdeaParse =
  | { ok: true; idea: IdeaInput }
  | { ok: false; errors: Partial<Record<IdeaField, string>> };

/** Parses submitted fields; on failure, each field's first message (the one the form shows). */
export function parseIdea(input: Record<string, unknown>): IdeaParse {
  const result = ideaSchema.safeParse(input);
  if (result.success) return { ok: true, idea: result.data };
  const errors: Partial<Record<IdeaField, string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as IdeaField;
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}

/**
 * The inbox's status form: one of the five states, a note for colleagues, a message the founder
 * sees on the status page, and whether to e-mail the founder (a checkbox: sent only when ticked).
 */
export const ideaStatusSchema = z.object({
  status: z.enum(IDEA_STATUSES, { error: "Choose a status." }),
  note: textField()
    .max(NOTE_MAX, `The note is too long (at most ${NOTE_MAX.toLocaleString("en-US")} characters)`)
    .default(""),
  founderMessage: textField()
    .max(
      FOUNDER_MESSAGE_MAX,
      `The message to the founder is too long (at most ${FOUNDER_MESSAGE_MAX.toLocaleString("en-US")} characters)`,
    )
    .default(""),
  notify: z
    .string()
    .optional()
    .transform((v) => v !== undefined && v !== ""),
});

/** The founder's lookup on /idea/status: their reference number and the address they gave. */
export const ideaLookupSchema = z.object({
  reference: textField({ error: `${STATUS_FIELDS.reference} can't be blank` })
    .min(1, `${STATUS_FIELDS.reference} can't be blank`)
    .max(REFERENCE_MAX, "Enter the reference number from your confirmation, e.g. IDEA-2026-000042"),
  email: textField({ error: IDEA_RULES.email.required })
    .min(1, IDEA_RULES.email.required)
    .max(IDEA_RULES.email.max, EMAIL_MESSAGE),
});

/** The two forms of one idea's page: its status and note, or "Retry failed deliveries". */
export const ideaChangeSchema = z.union([
  z.object({ intent: z.literal("retry") }),
  ideaStatusSchema.extend({ intent: z.literal("status").default("status") }),
]);
