// The server's parse of a registration: the idea form's rules and messages for name, e-mail and
// phone (one source), an optional institute, and the honeypot people never see.
import { z } from "zod";
import { textField } from "~/.server/forms/fields";
import { ideaFieldSchema } from "~/.server/ideas/schema";
import { HONEYPOT_FIELD } from "~/lib/forms/idea-rules";
import { REGISTRATION_FIELDS } from "~/lib/forms/registration-rules";

const { institute } = REGISTRATION_FIELDS;

export const registrationFormSchema = z.object({
  name: ideaFieldSchema("name"),
  email: ideaFieldSchema("email"),
  phone: ideaFieldSchema("phone"),
  institute: textField().max(
    institute.max,
    `Institute may have at most ${institute.max.toLocaleString("en-US")} characters.`,
  ),
  [HONEYPOT_FIELD]: z.string().default(""),
});

export type RegistrationInput = z.output<typeof registrationFormSchema>;
