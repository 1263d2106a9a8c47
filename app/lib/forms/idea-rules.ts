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
 * An address a mail provider could have issued (decision 010: the spec's own pattern, lowercase
 * with 2-3 letter endings, refused gmail's `rahul_kumar@…`, `+` tags, capitals, `.tech`).
 * Local part: RFC 5322's unquoted characters (letters of either case, digits, `.`, `_`, `+`, `'`,
 * `-` and the rest of atext), at most 64, with no leading, trailing or double dot. Domain: two or
 * more labels of letters, digits and inner hyphens (at most 63 each), ending in letters or a
 * punycode top-level label (`xn--…`). No library: this file is in the home page's JavaScript.
 */
export const EMAIL_PATTERN =
  /^(?=[^@]{1,64}@)[\w!#$%&'*+/=?^`{|}~-]+(?:\.[\w!#$%&'*+/=?^`{|}~-]+)*@(?:[a-z\d](?:[a-z\d-]{0,61}[a-z\d])?\.)+(?:[a-z]{2,63}|xn--[a-z\d-]{0,58}[a-z\d])$/i;
export const EMAIL_MESSAGE = "Enter a valid email address";

export function tooLongMessage(field: IdeaField): string {
  const { label, max } = IDEA_RULES[field];
  return `${label} is too long (at most ${max.toLocaleString("en-US")} characters)`;
}

/** The honeypot's name: a field people never see, which form-filling bots tend to fill. */
export const HONEYPOT_FIELD = "website";

/**
 * A hidden field the form's script fills, when the idea is sent, with the milliseconds since the
 * form became interactive in this browser. The server refuses a value under MIN_FILL_MS (nobody
 * types an idea that fast; a script does). Elapsed time rather than a timestamp in the page: the
 * page may come from a cache, and the visitor's clock need not agree with the server's. Without
 * JavaScript the field stays empty and only the other checks apply.
 */
export const TIMING_FIELD = "elapsed";
export const MIN_FILL_MS = 1500;

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
