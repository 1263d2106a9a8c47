// The stages' names in the back office: the English names staff gave them (content/kinds/stages.ts).
import { getStageTexts } from "~/.server/content/kinds/stages";
import type { Db } from "~/.server/db/database";
import type { IdeaStatus } from "~/.server/db/schema/ideas";

export async function stageNamesOf(db: Db): Promise<Record<IdeaStatus, string>> {
  const texts = await getStageTexts(db, "en", "public");
  return Object.fromEntries(Object.entries(texts).map(([k, v]) => [k, v.name])) as Record<
    IdeaStatus,
    string
  >;
}
