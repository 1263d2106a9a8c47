import { pgTable, serial, text, unique } from "drizzle-orm/pg-core";
import { lifecycle, timestamps } from "./columns";

/** The lists of words content chooses from (content/kinds/vocabularies.ts). */
export type Vocabulary = "sector" | "stage" | "status" | "feedback-topic";

/**
 * The terms staff choose from: a startup's sector, stage and status, and what feedback is about.
 * Content stores a term by its `slug`, which therefore never changes while something uses it;
 * the labels, the order and the Hindi are the staff's to change.
 */
export const terms = pgTable(
  "terms",
  {
    id: serial("id").primaryKey(),
    vocabulary: text("vocabulary").$type<Vocabulary>().notNull(),
    slug: text("slug").notNull(),
    label: text("label").notNull(),
    labelHi: text("label_hi"),
    ...lifecycle(),
    ...timestamps(),
  },
  (t) => [unique("terms_vocabulary_slug").on(t.vocabulary, t.slug)],
);
