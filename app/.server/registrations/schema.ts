// The server's parse of a registration: the idea form's rules (lengths, the e-mail pattern) for
// name, e-mail and phone, an optional institute, and the honeypot people never see. Its messages
// are the `directory` catalogue's, in the language of the page the form was sent from; in
// English they are the idea form's, word for word (schema.test.ts).
import { z } from "zod";
import { textField } from "~/.server/forms/fields";
import { formatIndianNumber } from "~/lib/format/numbers";
import { EMAIL_PATTERN, HONEYPOT_FIELD, IDEA_RULES } from "~/lib/forms/idea-rules";
import { REGISTRATION_FIELDS, type RegistrationWords } from "~/lib/forms/registration-form";
import { directory as english } from "~/lib/i18n/messages/en/directory.ts";

const { institute } = REGISTRATION_FIELDS;

/** A required field of the form (name, e-mail, phone) with its messages in `words`' language. */
function requiredField(field: "name" | "email" | "phone", words: RegistrationWords) {
  const required = words.required[field];
  const tooLong = words.tooLong(words.fields[field], formatIndianNumber(IDEA_RULES[field].max));
  const schema = textField({ error: required })
    .min(1, required)
    .max(IDEA_RULES[field].max, tooLong);
  return field === "email" ? schema.regex(EMAIL_PATTERN, words.invalidEmail) : schema;
}

/** The registration form, refusing in the words of a language. */
export function registrationSchema(words: RegistrationWords) {
  return z.object({
    name: requiredField("name", words),
    email: requiredField("email", words),
    phone: requiredField("phone", words),
    institute: textField().max(
      institute.max,
      words.instituteTooLong(formatIndianNumber(institute.max)),
    ),
    [HONEYPOT_FIELD]: z.string().default(""),
  });
}

/** The form in English (the spec's messages). */
export const registrationFormSchema = registrationSchema(english.registration);

export type RegistrationInput = z.output<typeof registrationFormSchema>;
