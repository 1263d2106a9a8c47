// Who an account is and how a person names it at the login: the account's shape, the login names
// (e-mail, username or phone number, normalised one way) and the password rule. Shared by the
// login, password resets and the accounts module (users/), which all import it from here.
import { eq, or } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "~/.server/db/database";
import { user } from "~/.server/db/schema/auth";
import { PASSWORD_MAX, PASSWORD_MIN } from "~/lib/forms/limits";
import type { Role } from "~/lib/viewer";
import { toRole } from "./permissions";

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

/** The first message of a failed parse, for a form or the shell. */
export function firstIssue(error: z.ZodError): string {
  return error.issues[0]?.message ?? "Invalid input.";
}

export type Account = {
  id: string;
  name: string;
  email: string;
  role: Role;
  username: string | null;
  phone: string | null;
  createdAt: Date;
};

export const columns = {
  id: user.id,
  name: user.name,
  email: user.email,
  role: user.role,
  username: user.username,
  phone: user.phone,
  createdAt: user.createdAt,
};

export const toAccount = (row: { role: string | null } & Omit<Account, "role">): Account => ({
  ...row,
  role: toRole(row.role),
});

/** The account a login name means: its e-mail, its username or its phone number. */
export async function findUserByLogin(db: Db, login: string): Promise<Account | undefined> {
  const value = login.trim();
  if (!value) return undefined;
  const conditions = [eq(user.email, value.toLowerCase()), eq(user.username, value.toLowerCase())];
  if (looksLikePhone(value)) conditions.push(eq(user.phone, normalisePhone(value)));
  const [row] = await db
    .select(columns)
    .from(user)
    .where(or(...conditions))
    .limit(1);
  return row && toAccount(row);
}
