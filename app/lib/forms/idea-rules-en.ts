// The idea form's rules in English, the spec's words, for the server's English-only uses (event
// registration, tests). Pages use their catalogue's words (`t.notices.ideaRules`); a unit test
// keeps the two equal (ideas/messages.test.ts).
import { formatIndianNumber } from "~/lib/format/numbers";

// The fields of idea-rules.ts (named again here: that module re-exports this one).
type IdeaField = "name" | "email" | "phone" | "subject" | "message";
type Rule = { label: string; required: string; max: number };

/** English (the spec's words): for the server's English-only uses. Pages use the catalogue. */
export const IDEA_RULES: Record<IdeaField, Rule> = {
  name: { label: "Full Name", required: "Full Name can't be blank", max: 100 },
  email: { label: "Email Address", required: "Email Address can't be blank", max: 254 },
  phone: { label: "Phone Number", required: "Phone Number can't be blank", max: 30 },
  subject: { label: "Subject", required: "Subject can't be blank", max: 200 },
  message: { label: "Message", required: "Message can't be blank", max: 10_000 },
};

export const EMAIL_MESSAGE = "Enter a valid email address";

/** "Subject is too long (at most 200 characters)". */
export function tooLongMessage(field: IdeaField): string {
  const { label, max } = IDEA_RULES[field];
  return `${label} is too long (at most ${formatIndianNumber(max)} characters)`;
}
