import { ensureFirstAdmin } from "../auth/users.ts";
import { getConfig } from "../config.ts";
import { seedIfEmpty } from "../content/seed.ts";
import type { Db } from "./client.ts";

/**
 * Runs once after the database is opened and migrated, in the server, the dev server and the
 * users CLI alike: sample content for an empty database. Other start-up duties that need the
 * database (the first admin) are added here, so every way of opening it behaves the same.
 */
export async function prepareDb(db: Db): Promise<void> {
  const config = getConfig();
  if (config.SEED) await seedIfEmpty(db);
  await ensureFirstAdmin(db, config.ADMIN_EMAIL, config.ADMIN_PASSWORD, config.ADMIN_NAME);
}
