// The idea form's rules, in one table read by both sides: the browser checks with `checkIdea`
// (no library, so the home page stays light) and the server builds its zod schema from the same
// table (ideas/schema.ts). The words come from the page's catalogue (`t.notices.ideaRules`, the
// spec's messages in English, Hindi on Hindi pages), so this module carries no language: a Hindi
// page does not ship the English. The English constants (idea-rules-en.ts) are the spec's, word
// for word, for the server's English-only uses (event registration, tests); a unit test keeps
// them equal to the English catalogue.
import { formatIndianNumber } from "~/lib/format/numbers";

export type IdeaField = "name" | "email" | "phone" | "subject" | "message";
export type IdeaValues = Record<IdeaField, string>;
export type IdeaErrors = Partial<Record<IdeaField, string>>;

/** The rules' words in one language: the catalogue's `notices.ideaRules`. */
export type IdeaMessages = {
  labels: Record<IdeaField, string>;
  required: Record<IdeaField, string>;
  email: string;
  tooLong: (label: string, max: string) => string;
};

/** The longest value of each field, in characters. */
export const IDEA_MAX: Record<IdeaField, number> = {
  name: 100,
  email: 254,
  phone: 30,
  subject: 200,
  message: 10_000,
};

// The English (the spec's words) for the server's English-only uses, in a module of its own so a
// page that checks with its catalogue's words does not ship them.
export { EMAIL_MESSAGE, IDEA_RULES, tooLongMessage } from "./idea-rules-en";

export const IDEA_FIELDS = Object.keys(IDEA_MAX) as IdeaField[];

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

/** "Subject is too long (at most 200 characters)", in the language of `messages`. */
export function tooLongIn(messages: IdeaMessages, field: IdeaField): string {
  return messages.tooLong(messages.labels[field], formatIndianNumber(IDEA_MAX[field]));
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

/** Which rule a field's value breaks first. */
export type IdeaProblem = "required" | "tooLong" | "email";

/**
 * The first broken rule of one field, or undefined, without words: the lean page's script
 * (app/islands/widgets/idea-form.ts) reads the words the server rendered. Values are trimmed, as
 * the server does.
 */
export function ideaProblem(field: IdeaField, raw: string): IdeaProblem | undefined {
  const value = raw.trim();
  if (!value) return "required";
  if (value.length > IDEA_MAX[field]) return "tooLong";
  if (field === "email" && !EMAIL_PATTERN.test(value)) return "email";
  return undefined;
}

/** The first broken rule of one field, or undefined, in the language of `messages`. */
export function checkIdeaField(
  messages: IdeaMessages,
  field: IdeaField,
  raw: string,
): string | undefined {
  const problem = ideaProblem(field, raw);
  if (problem === "required") return messages.required[field];
  if (problem === "tooLong") return tooLongIn(messages, field);
  if (problem === "email") return messages.email;
  return undefined;
}

/** Every field's first broken rule; an empty object when the submission is valid. */
export function checkIdea(
  messages: IdeaMessages,
  values: Partial<Record<IdeaField, string>>,
): IdeaErrors {
  const errors: IdeaErrors = {};
  for (const field of IDEA_FIELDS) {
    const message = checkIdeaField(messages, field, values[field] ?? "");
    if (message) errors[field] = message;
  }
  return errors;
}

/** The inbox's triage states, in the order a submission usually moves through them. */
export const IDEA_STATUSES = [
  "new",
  "reviewing",
  "shortlisted",
  "pitch",
  "incubated",
  "declined",
] as const;
export const NOTE_MAX = 2000;

/** What POST /idea answers, for the dialog (with JavaScript) and the page (without). */
export type IdeaResult =
  | { ok: true; reference: string; message: string }
  | { ok: false; message: string; errors?: IdeaErrors; values?: Partial<IdeaValues> };
