import type { Db } from "../db/client.ts";
import { faqs, notices } from "../db/schema/content.ts";

// Placeholder until content/seed lands: the content helper replaces this module.
export async function loadSampleContent(db: Db): Promise<void> {
  await db.insert(notices).values([
    {
      title: "Applications open for the spring incubation cohort",
      url: null,
      date: "2026-11-20",
    },
  ]);
  await db
    .insert(faqs)
    .values([{ question: "What is the incubation centre?", answer: "…", position: 0 }]);
}
