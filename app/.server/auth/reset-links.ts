// Password-reset links (security review F8). better-auth keeps a link as a verification row
// `reset-password:<token>`; stored as it comes, anyone who can read the database could use every
// pending link. Here the row holds a hash of the token instead, and an account has one live link
// at a time: asking again, resetting, or changing the password by any other way ends the others.
import { createHash } from "node:crypto";
import { and, eq, like, ne } from "drizzle-orm";
import type { Db } from "~/.server/db/database";
import { verification } from "~/.server/db/schema/auth";

const PREFIX = "reset-password:";

/** How better-auth stores (and looks up) a reset link's identifier: the prefix, then a hash. */
export function hashResetIdentifier(identifier: string): string {
  return `${PREFIX}${createHash("sha256").update(identifier).digest("base64url")}`;
}

/** better-auth's `verification.storeIdentifier` option: reset links hashed, the rest as is. */
export const resetLinkStorage = {
  default: "plain" as const,
  overrides: { [PREFIX]: { hash: async (id: string) => hashResetIdentifier(id) } },
};

/** After a new link was issued: every older link of the account stops working. */
export async function keepOnlyNewestResetLink(db: Db, userId: string, token: string) {
  await db
    .delete(verification)
    .where(
      and(
        eq(verification.value, userId),
        like(verification.identifier, `${PREFIX}%`),
        ne(verification.identifier, hashResetIdentifier(`${PREFIX}${token}`)),
      ),
    );
}

/** After the password changed, whichever way: no pending link of the account works any more. */
export async function forgetResetLinks(db: Db, userId: string) {
  await db
    .delete(verification)
    .where(and(eq(verification.value, userId), like(verification.identifier, `${PREFIX}%`)));
}
