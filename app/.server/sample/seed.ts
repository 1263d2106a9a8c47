import { eq } from "drizzle-orm";
import type { Db } from "~/.server/db/database";
import { settings } from "~/.server/db/schema/site";
import { loadSampleContent } from "./load";

const SEEDED = "seeded-at";

/**
 * Loads the sample content into a database that has never been seeded. The marker makes it run
 * once: content the staff delete later does not come back on the next start.
 */
export async function seedIfEmpty(db: Db): Promise<boolean> {
  const marker = await db.select().from(settings).where(eq(settings.key, SEEDED)).limit(1);
  if (marker.length) return false;
  const started = Date.now();
  await loadSampleContent(db);
  await db
    .insert(settings)
    .values({ key: SEEDED, value: new Date().toISOString() })
    .onConflictDoNothing();
  console.log(`Loaded the sample content in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return true;
}
