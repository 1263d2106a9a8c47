// Shapes and normalisation of account fields: shared by the dashboard, the CLI and the login.
import { z } from "zod";
import { textField } from "~/.server/forms/fields";
import { PASSWORD_MAX, PASSWORD_MIN } from "~/lib/forms/limits";

export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN, `Passwords need at least ${PASSWORD_MIN} characters.`)
  .max(PASSWORD_MAX, `Passwords may have at most ${PASSWORD_MAX} characters.`);

/** Digits with an optional leading +, so "+91 98765-43210" and "+919876543210" match. */
export function normalisePhone(value: string): string {
  const trimmed = value.trim();
  const digits = trimmed.replace(/\D/g, "");
  return trimmed.startsWith("+") ? `+${digits}` : digits;
}

export function looksLikePhone(value: string): boolean {
  return (
    /^\+?[\d\s().-]{6,20}$/.test(value.trim()) && normalisePhone(value).replace("+", "").length >= 6
  );
}

const optionalField = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (v) => (typeof v === "string" && v.trim() === "" ? undefined : v),
    schema.optional(),
  );

export const newUserSchema = z.object({
  email: textField().toLowerCase().pipe(z.email("Enter a valid email address")),
  name: textField().min(1, "Name is required.").max(100, "Names may have at most 100 characters."),
  role: z.enum(["admin", "editor", "member"], "Role must be admin, editor or member."),
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

/** The first message of a failed parse, for a form or the shell. */
export function firstIssue(error: z.ZodError): string {
  return error.issues[0]?.message ?? "Invalid input.";
}

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
  ],
  { error: "Unknown action." },
);
