// The idea form's rules, in one table read by both sides: the browser checks with `checkIdea`
// (no library, so the home page stays light) and the server builds its zod schema from the same
// table (idea-schema.ts). Messages are the spec's, word for word.

export type IdeaField = "name" | "email" | "phone" | "subject" | "message";
export type IdeaValues = Record<IdeaField, string>;
export type IdeaErrors = Partial<Record<IdeaField, string>>;

type Rule = { label: string; required: string; max: number };

export const IDEA_RULES: Record<IdeaField, Rule> = {
  name: { label: "Full Name", required: "Full Name can't be blank", max: 100 },
  email: { label: "Email Address", required: "Email Address can't be blank", max: 254 },
  phone: { label: "Phone Number", required: "Phone Number can't be blank", max: 30 },
  subject: { label: "Subject", required: "Subject can't be blank", max: 200 },
  message: { label: "Message", required: "Message can't be blank", max: 10_000 },
};

export const IDEA_FIELDS = Object.keys(IDEA_RULES) as IdeaField[];

/**
 * SPEC §5: lowercase letters, digits, dots and hyphens; an at sign; a domain; a 2-3 letter
 * ending with an optional second 2-3 letter ending (name@example.com, name@example.co.in).
 */
export const EMAIL_PATTERN = /^[a-z0-9.-]+@[a-z0-9-]+\.[a-z]{2,3}(\.[a-z]{2,3})?$/;
export const EMAIL_MESSAGE = "Enter a valid email address";

export function tooLongMessage(field: IdeaField): string {
  const { label, max } = IDEA_RULES[field];
  return `${label} is too long (at most ${max.toLocaleString("en-US")} characters)`;
}

/** The honeypot's name: a field people never see, which form-filling bots tend to fill. */
export const HONEYPOT_FIELD = "website";

/** The first broken rule of one field, or undefined. Values are trimmed, as the server does. */
export function checkIdeaField(field: IdeaField, raw: string): string | undefined {
  const value = raw.trim();
  const rule = IDEA_RULES[field];
  if (!value) return rule.required;
  if (value.length > rule.max) return tooLongMessage(field);
  if (field === "email" && !EMAIL_PATTERN.test(value)) return EMAIL_MESSAGE;
  return undefined;
}

/** Every field's first broken rule; an empty object when the submission is valid. */
export function checkIdea(values: Partial<Record<IdeaField, string>>): IdeaErrors {
  const errors: IdeaErrors = {};
  for (const field of IDEA_FIELDS) {
    const message = checkIdeaField(field, values[field] ?? "");
    if (message) errors[field] = message;
  }
  return errors;
}

/** The inbox's triage states, in the order a submission usually moves through them. */
export const IDEA_STATUSES = ["new", "reviewing", "shortlisted", "incubated", "declined"] as const;
export const NOTE_MAX = 2000;

export const SUCCESS_TITLE = "Success!";
export const SUCCESS_MESSAGE = "Your message has been sent successfully!";
export const ERROR_TITLE = "Error!";
export const FALLBACK_ERROR = "Something went wrong.";

/** What POST /idea answers, for the dialog (with JavaScript) and the page (without). */
export type IdeaResult =
  | { ok: true; reference: string; message: string }
  | { ok: false; message: string; errors?: IdeaErrors; values?: Partial<IdeaValues> };
