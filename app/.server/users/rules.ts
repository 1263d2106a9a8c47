// The forms of accounts: a new account (the dashboard and the CLI) and the Users page. The login
// names and the password rule they check are the login's own (auth/identity.ts).

import { z } from "zod";
import { looksLikePhone, normalisePhone, passwordSchema } from "~/.server/auth/identity";
import { textField } from "~/.server/forms/fields";

const optionalField = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (v) => (typeof v === "string" && v.trim() === "" ? undefined : v),
    schema.optional(),
  );

export const newUserSchema = z.object({
  email: textField().toLowerCase().pipe(z.email("Enter a valid email address")),
  name: textField().min(1, "Name is required.").max(100, "Names may have at most 100 characters."),
  role: z.enum(
    ["admin", "editor", "reviewer", "member"],
    "Role must be admin, editor, reviewer or member.",
  ),
  password: passwordSchema,
  username: optionalField(
    textField()
      .toLowerCase()
      .regex(/^[a-z0-9_.]{3,30}$/, "Usernames have 3 to 30 letters, digits, dots or underscores."),
  ),
  phone: optionalField(
    z
      .string()
      .refine(looksLikePhone, "Enter a phone number of digits, optionally starting with +.")
      .transform(normalisePhone),
  ),
});

export type NewUser = z.infer<typeof newUserSchema>;

/**
 * The forms of the dashboard's Users page. The fields of a new account are checked by
 * newUserSchema inside createUser (the CLI uses it too), so "add" passes them on as typed.
 */
export const userFormSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({
      intent: z.literal("add"),
      email: z.string().default(""),
      name: z.string().default(""),
      role: z.string().default(""),
      password: z.string().default(""),
      username: z.string().optional(),
      phone: z.string().optional(),
    }),
    z.object({ intent: z.literal("role"), id: z.string(), role: z.string().default("") }),
    z.object({ intent: z.literal("revoke"), id: z.string() }),
    z.object({ intent: z.literal("password"), id: z.string(), password: z.string().default("") }),
    z.object({ intent: z.literal("remove"), id: z.string() }),
    // Invitations (issue 25): checked by inviteSchema inside invite().
    z.object({
      intent: z.literal("invite"),
      email: z.string().default(""),
      name: z.string().default(""),
      role: z.string().default(""),
    }),
    z.object({ intent: z.literal("resend"), id: z.coerce.number().int().positive() }),
    z.object({ intent: z.literal("withdraw"), id: z.coerce.number().int().positive() }),
    z.object({ intent: z.literal("link"), id: z.string().min(1, "Choose an account.") }),
  ],
  { error: "Unknown action." },
);
