// The server's parse of an idea submission, built from the same rule table the browser checks
// with (idea-rules.ts): one source of truth. zod itself stays out of the browser bundle
// (zod/mini alone would add ~6 KB gzipped to the home page).
import { z } from "zod";
import { textField } from "~/.server/forms/fields";
import { formatIndianNumber } from "~/lib/format/numbers";
import {
  EMAIL_PATTERN,
  IDEA_FIELDS,
  IDEA_MAX,
  IDEA_STATUSES,
  type IdeaField,
  type IdeaMessages,
  NOTE_MAX,
  tooLongIn,
} from "~/lib/forms/idea-rules";
import { FOUNDER_MESSAGE_MAX, REFERENCE_MAX } from "~/lib/forms/idea-status";
import en from "~/lib/i18n/messages/en.ts";
import type { Messages } from "~/lib/i18n/messages/types.ts";

/** The spec's English messages: the default wherever no page's language applies. */
const ENGLISH: IdeaMessages = en.notices.ideaRules;

/**
 * One field of the idea form as the server checks it, its messages in the language of `messages`
 * (the event registration reuses them, in English unless it passes its page's).
 */
export function ideaFieldSchema(field: IdeaField, messages: IdeaMessages = ENGLISH) {
  const required = messages.required[field];
  let schema = textField({ error: required })
    .min(1, required)
    .max(IDEA_MAX[field], tooLongIn(messages, field));
  if (field === "email") schema = schema.regex(EMAIL_PATTERN, messages.email);
  return schema;
}

function buildIdeaSchema(messages: IdeaMessages) {
  return z.object(
    Object.fromEntries(IDEA_FIELDS.map((f) => [f, ideaFieldSchema(f, messages)])) as Record<
      IdeaField,
      ReturnType<typeof ideaFieldSchema>
    >,
  );
}

/** The five fields with the spec's English messages. */
export const ideaSchema = buildIdeaSchema(ENGLISH);

const ideaSchemas = new WeakMap<IdeaMessages, typeof ideaSchema>([[ENGLISH, ideaSchema]]);

/** The five fields with the messages of a page's catalogue: `ideaSchemaIn(t.notices.ideaRules)`. */
export function ideaSchemaIn(messages: IdeaMessages): typeof ideaSchema {
  let schema = ideaSchemas.get(messages);
  if (!schema) {
    schema = buildIdeaSchema(messages);
    ideaSchemas.set(messages, schema);
  }
  return schema;
}

export type IdeaInput = z.infer<typeof ideaSchema>;

export { EMAIL_MESSAGE, EMAIL_PATTERN, IDEA_FIELDS, IDEA_RULES } from "~/lib/forms/idea-rules";

export type IdeaParse =
  | { ok: true; idea: IdeaInput }
  | { ok: false; errors: Partial<Record<IdeaField, string>> };

/** Parses submitted fields; on failure, each field's first message (the one the form shows). */
export function parseIdea(
  input: Record<string, unknown>,
  messages: IdeaMessages = ENGLISH,
): IdeaParse {
  const result = ideaSchemaIn(messages).safeParse(input);
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
    .max(NOTE_MAX, `The note is too long (at most ${formatIndianNumber(NOTE_MAX)} characters)`)
    .default(""),
  founderMessage: textField()
    .max(
      FOUNDER_MESSAGE_MAX,
      `The message to the founder is too long (at most ${formatIndianNumber(FOUNDER_MESSAGE_MAX)} characters)`,
    )
    .default(""),
  notify: z
    .string()
    .optional()
    .transform((v) => v !== undefined && v !== ""),
});

type LookupMessages = Pick<Messages["notices"], "ideaRules" | "status">;

function buildLookupSchema({ ideaRules, status }: LookupMessages) {
  return z.object({
    reference: textField({ error: status.referenceRequired })
      .min(1, status.referenceRequired)
      .max(REFERENCE_MAX, status.referenceInvalid),
    email: textField({ error: ideaRules.required.email })
      .min(1, ideaRules.required.email)
      .max(IDEA_MAX.email, ideaRules.email),
  });
}

/** The founder's lookup on /idea/status: their reference number and the address they gave. */
export const ideaLookupSchema = buildLookupSchema(en.notices);

const lookupSchemas = new WeakMap<LookupMessages, typeof ideaLookupSchema>([
  [en.notices, ideaLookupSchema],
]);

/** The lookup with the messages of a page's catalogue: `ideaLookupSchemaIn(t.notices)`. */
export function ideaLookupSchemaIn(messages: LookupMessages): typeof ideaLookupSchema {
  let schema = lookupSchemas.get(messages);
  if (!schema) {
    schema = buildLookupSchema(messages);
    lookupSchemas.set(messages, schema);
  }
  return schema;
}

/** The two forms of one idea's page: its status and note, or "Retry failed deliveries". */
export const ideaChangeSchema = z.union([
  z.object({ intent: z.literal("retry") }),
  ideaStatusSchema.extend({ intent: z.literal("status").default("status") }),
]);
