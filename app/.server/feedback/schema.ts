// The server's check of the contact page's feedback form, in the page's language: the same
// limits as the form (feedback-rules.ts), the messages from the catalogue (English or Hindi).
import { z } from "zod";
import { textField } from "~/.server/forms/fields";
import { formatIndianNumber } from "~/lib/format/numbers";
import { FEEDBACK_MAX, PHONE_PATTERN } from "~/lib/forms/feedback-rules";
import { EMAIL_PATTERN, HONEYPOT_FIELD } from "~/lib/forms/idea-rules";
import type { Messages } from "~/lib/i18n/catalogue";

type Contact = Messages["contact"];

const tooLong = (t: Contact, label: string, max: number) =>
  t.errors.tooLong(label, formatIndianNumber(max));

/**
 * The form as posted: five fields and the honeypot people never see; `topics` are the keys of
 * the feedback topics the form offers.
 */
export function feedbackFormSchema(t: Contact, topics: readonly string[]) {
  const { form, errors } = t;
  return z.object({
    name: textField({ error: errors.nameBlank })
      .min(1, errors.nameBlank)
      .max(FEEDBACK_MAX.name, tooLong(t, form.name, FEEDBACK_MAX.name)),
    email: textField({ error: errors.emailBlank })
      .min(1, errors.emailBlank)
      .max(FEEDBACK_MAX.email, errors.emailInvalid)
      .regex(EMAIL_PATTERN, errors.emailInvalid),
    phone: textField()
      .max(FEEDBACK_MAX.phone, errors.phoneInvalid)
      .refine((v) => v === "" || PHONE_PATTERN.test(v), errors.phoneInvalid)
      .default(""),
    category: textField({ error: errors.categoryBlank }).refine(
      (v) => topics.includes(v),
      errors.categoryBlank,
    ),
    message: textField({ error: errors.messageBlank })
      .min(1, errors.messageBlank)
      .max(FEEDBACK_MAX.message, tooLong(t, form.message, FEEDBACK_MAX.message)),
    [HONEYPOT_FIELD]: z.string().default(""),
  });
}

export type FeedbackForm = z.output<ReturnType<typeof feedbackFormSchema>>;
export type FeedbackInput = Omit<FeedbackForm, typeof HONEYPOT_FIELD>;

/**
 * Room for every field at its longest even as percent-encoded Devanagari (9 bytes a character),
 * plus the form's overhead. Anything larger is refused before it is parsed.
 */
export const FEEDBACK_MAX_BYTES =
  Object.values(FEEDBACK_MAX).reduce((n, max) => n + max, 0) * 9 + 16 * 1024;
