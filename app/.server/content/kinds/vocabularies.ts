// The vocabularies, one table and four kinds in one file: a startup's sectors, stages and
// statuses, and the topics of the contact page's feedback (decision 030). Staff edit each term's
// words in both languages and its order like any list; content stores a term by its key (the
// slug), so a key cannot change, nor the term be deleted or unpublished, while anything uses it.
// The first version is the terms the code had, made at the first start (and on an upgraded site).
import { and, count, eq, isNull, or, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { href } from "react-router";
import { shown } from "~/.server/content/queries";
import type { Section } from "~/.server/content/section";
import type { View } from "~/.server/content/visibility";
import type { Db } from "~/.server/db/database";
import { feedback } from "~/.server/db/schema/feedback";
import { startups } from "~/.server/db/schema/startups";
import { terms as table, type Vocabulary } from "~/.server/db/schema/terms";
import type { FieldDef } from "~/lib/content/fields";
import { optionsOf, type Term } from "~/lib/content/vocabulary";

const fields: FieldDef[] = [
  {
    name: "label",
    label: "Words",
    kind: "text",
    bilingual: true,
    required: true,
    max: 60,
    hint: "As visitors read it, e.g. “Agritech”.",
  },
  {
    name: "slug",
    label: "Key",
    kind: "slug",
    from: "label",
    hint: "The word the site keeps and its addresses use (/startups?sector=agritech). Left blank, it is made from the words. It cannot change while anything uses the term.",
  },
];

/** What uses a vocabulary's terms: the table, which of its rows choose a term, and their name. */
type Use = {
  table: typeof startups | typeof feedback;
  choosing: (slug: string) => SQL | undefined;
  many: string;
};

/**
 * A startup's choice, by its column and its key in `pending`: a saved or unpublished choice
 * counts as much; a startup in the trash no longer does.
 */
const startupUse = (column: AnyPgColumn, key: string): Use => ({
  table: startups,
  choosing: (slug) =>
    and(
      or(eq(column, slug), sql`${startups.pending} ->> ${key} = ${slug}`),
      isNull(startups.deletedAt),
    ),
  many: "startups",
});

const USES: Record<Vocabulary, Use> = {
  sector: startupUse(startups.sector, "sector"),
  stage: startupUse(startups.stage, "stage"),
  status: startupUse(startups.incubationStatus, "incubationStatus"),
  // Feedback is kept, not content: every message ever sent keeps its topic's words.
  "feedback-topic": {
    table: feedback,
    choosing: (slug) => eq(feedback.category, slug),
    many: "feedback messages",
  },
};

/** How many items use a term. */
async function uses(db: Db, vocabulary: Vocabulary, slug: string): Promise<number> {
  const use = USES[vocabulary];
  const [{ n }] = await db.select({ n: count() }).from(use.table).where(use.choosing(slug));
  return Number(n);
}

/** Why a term cannot go (or change its key): what still uses it; null when nothing does. */
async function stillUsed(db: Db, vocabulary: Vocabulary, slug: string, label: string) {
  const n = await uses(db, vocabulary, slug);
  if (n === 0) return null;
  const what = n === 1 ? USES[vocabulary].many.replace(/s$/, "") : USES[vocabulary].many;
  return `“${label}” is used by ${n} ${what}: give ${n === 1 ? "it" : "them"} another choice first.`;
}

function vocabularyKind(
  vocabulary: Vocabulary,
  declared: Pick<Section, "key" | "label" | "item" | "blurb" | "publicPath">,
): Section {
  return {
    ...declared,
    table,
    fields,
    titleField: "label",
    ordered: true,
    right: "content:edit",
    scope: { column: table.vocabulary, values: [vocabulary] },
    related: VOCABULARY_KEYS.filter((k) => k !== declared.key),
    describe: (v) => `Key: ${v.slug}`,
    inUse: (db, values) =>
      stillUsed(db, vocabulary, String(values.slug), String(values.label ?? values.slug)),
    check: async (db, values, id): Promise<Record<string, string>> => {
      if (id === undefined) return {};
      const [row] = await db
        .select({ slug: table.slug, label: table.label })
        .from(table)
        .where(eq(table.id, id));
      if (!row || row.slug === values.slug) return {};
      const used = await stillUsed(db, vocabulary, row.slug, row.label);
      return used ? { slug: `The key stays “${row.slug}”: ${used}` } : {};
    },
  };
}

const VOCABULARY_KEYS = ["sectors", "stages", "statuses", "feedback-topics"];

export const sectors = vocabularyKind("sector", {
  key: "sectors",
  label: "Startup sectors",
  item: "sector",
  blurb: "The sectors a startup is filed under: the directory's filter and each startup's page.",
  publicPath: () => href("/startups"),
});

export const stages = vocabularyKind("stage", {
  key: "stages",
  label: "Startup stages",
  item: "stage",
  blurb: "How far a startup has come (idea, prototype…): the directory's filter.",
  publicPath: () => href("/startups"),
});

export const statuses = vocabularyKind("status", {
  key: "statuses",
  label: "Startup statuses",
  item: "status",
  blurb: "A startup's place in the programme (incubating, graduated…): the directory's filter.",
  publicPath: () => href("/startups"),
});

export const feedbackTopics = vocabularyKind("feedback-topic", {
  key: "feedback-topics",
  label: "Feedback topics",
  item: "feedback topic",
  blurb: "What the contact page's feedback form offers as its subject.",
  publicPath: () => href("/contact"),
});

/** The kind that keeps each vocabulary, by the field names content uses. */
export const VOCABULARY_KINDS: Record<Vocabulary, Section> = {
  sector: sectors,
  stage: stages,
  status: statuses,
  "feedback-topic": feedbackTopics,
};

const vocabularyOf = (sectionKey: string | undefined) =>
  (Object.keys(VOCABULARY_KINDS) as Vocabulary[]).find(
    (v) => VOCABULARY_KINDS[v].key === sectionKey,
  );

export type Terms = Record<Vocabulary, Term[]>;

/** Every vocabulary's terms as the view shows them, in their order. */
export async function getTerms(db: Db, view: View = "public"): Promise<Terms> {
  const rows = await shown<typeof table.$inferSelect>(db, table, view);
  const of = (vocabulary: Vocabulary) =>
    rows
      .filter((r) => r.vocabulary === vocabulary)
      .map((r) => ({ value: r.slug, label: r.label, hi: r.labelHi || r.label }));
  return {
    sector: of("sector"),
    stage: of("stage"),
    status: of("status"),
    "feedback-topic": of("feedback-topic"),
  };
}

/** A form's select fields whose choices are terms (`vocabulary`), with these terms as choices. */
export function choicesAmong(fields: FieldDef[], terms: Terms): FieldDef[] {
  return fields.map((field) => {
    const vocabulary = vocabularyOf(field.vocabulary);
    return vocabulary ? { ...field, options: optionsOf(terms[vocabulary]) } : field;
  });
}

/**
 * The fields with the published terms as their choices: a term staff add is a choice once it
 * is published.
 */
export async function withTerms(db: Db, fields: FieldDef[]): Promise<FieldDef[]> {
  if (!fields.some((f) => f.vocabulary)) return fields;
  return choicesAmong(fields, await getTerms(db, "public"));
}

type First = [slug: string, en: string, hi: string];

/** The first version: the terms the code had, the feedback topics as the contact form said them. */
export const FIRST_TERMS: Record<Vocabulary, First[]> = {
  sector: [
    ["agritech", "Agritech", "कृषि तकनीक"],
    ["edtech", "Edtech", "शिक्षा तकनीक"],
    ["health", "Health", "स्वास्थ्य"],
    ["fintech", "Fintech", "वित्तीय तकनीक"],
    ["cleantech", "Clean energy", "स्वच्छ ऊर्जा"],
    ["crafts", "Crafts", "हस्तशिल्प"],
    ["logistics", "Logistics", "लॉजिस्टिक्स"],
    ["water", "Water", "जल"],
    ["ai", "AI", "कृत्रिम बुद्धिमत्ता"],
    ["food", "Food", "खाद्य"],
  ],
  stage: [
    ["idea", "Idea", "विचार"],
    ["prototype", "Prototype", "प्रोटोटाइप"],
    ["early-revenue", "Early revenue", "शुरुआती कमाई"],
    ["growth", "Growth", "विस्तार"],
  ],
  status: [
    ["incubating", "Incubating", "इन्क्यूबेशन में"],
    ["graduated", "Graduated", "ग्रेजुएट"],
    ["alumni", "Alumni", "पूर्व स्टार्टअप"],
  ],
  "feedback-topic": [
    ["website", "This website", "यह वेबसाइट"],
    ["accessibility", "Accessibility of this website", "वेबसाइट इस्तेमाल करने में दिक़्क़त (सुगम्यता)"],
    ["centre", "The centre and its programmes", "केंद्र और उसके कार्यक्रम"],
    ["complaint", "A complaint", "शिकायत"],
    ["other", "Something else", "कुछ और"],
  ],
};

/** The first version as the pages read terms (for checks that run without a database). */
export const firstTerms = (): Terms =>
  Object.fromEntries(
    Object.entries(FIRST_TERMS).map(([vocabulary, list]) => [
      vocabulary,
      list.map(([value, label, hi]) => ({ value, label, hi })),
    ]),
  ) as Terms;

/** Makes each vocabulary that has no terms yet from its first version (first start, upgrade). */
export async function ensureTerms(db: Db) {
  const present = new Set(
    (await db.selectDistinct({ v: table.vocabulary }).from(table)).map((r) => r.v),
  );
  const rows = (Object.keys(FIRST_TERMS) as Vocabulary[])
    .filter((v) => !present.has(v))
    .flatMap((vocabulary) =>
      FIRST_TERMS[vocabulary].map(([slug, label, labelHi], position) => ({
        vocabulary,
        slug,
        label,
        labelHi,
        position,
        status: "published" as const,
      })),
    );
  if (rows.length) await db.insert(table).values(rows);
}
