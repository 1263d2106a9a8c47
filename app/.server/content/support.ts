import { asc } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { supportTabs } from "../db/schema/content.ts";
import { attachImages, type WithImage } from "./queries.ts";

export type SupportTab = WithImage<typeof supportTabs.$inferSelect>;

/** The home page's "How we support" tabs, in display order. */
export async function listSupportTabs(db: Db): Promise<SupportTab[]> {
  return attachImages(db, await db.select().from(supportTabs).orderBy(asc(supportTabs.position)));
}
