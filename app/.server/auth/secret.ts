import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "~/.server/db/database";
import { settings } from "~/.server/db/schema/site";

const KEY = "auth_secret";

/**
 * AUTH_SECRET when set; otherwise one generated on first start and kept in the database, so
 * every app server sharing the database signs and reads the same session cookies.
 */
export async function getAuthSecret(db: Db, fromEnv: string | undefined): Promise<string> {
  if (fromEnv) return fromEnv;
  // Insert-if-absent, then read back: two servers starting at once agree on the winner's value.
  await db
    .insert(settings)
    .values({ key: KEY, value: randomBytes(32).toString("base64url") })
    .onConflictDoNothing();
  const [row] = await db.select().from(settings).where(eq(settings.key, KEY));
  return row.value;
}
