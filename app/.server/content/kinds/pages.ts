// The site's text pages, one table and two kinds: the standard pages GIGW asks for (terms,
// privacy, accessibility statement…), a fixed list at fixed addresses, each with the date staff
// last reviewed it; and the centre's own pages ("Funding", "Alumni") at /pages/<address>, which
// the menu and the footer can link. Staff edit both like any content (drafts, preview, history);
// the standard pages' first version is the texts they had (app/.server/policies).
import { and, eq, type SQL } from "drizzle-orm";
import { href } from "react-router";
import { inScope } from "~/.server/content/items";
import { shown } from "~/.server/content/queries";
import type { Section } from "~/.server/content/section";
import type { View } from "~/.server/content/visibility";
import type { Db } from "~/.server/db/database";
import { pages as table } from "~/.server/db/schema/pages";
import { firstStandardPages, literal, PAGE_PLACEHOLDERS } from "~/.server/policies/first-version";
import type { FieldDef } from "~/lib/content/fields";
import { replacePlaceholders } from "~/lib/content/placeholders";
import { formatIndianDate } from "~/lib/format/dates";
import type { Lang } from "~/lib/i18n/lang";
import { POLICY_NAMES, type PolicyName } from "~/lib/policy-pages";
import { type PageSection, renderPage } from "../page-markdown";
import { fallbackAmong, inLanguage } from "../read";
import { nameField, slugField } from "./fields";

const placeholders = PAGE_PLACEHOLDERS;
const namesHint =
  "{centre}, {institute} and {email} stand for the centre's name, the institute's name and the contact e-mail of Settings.";

const text: FieldDef[] = [
  {
    name: "lead",
    label: "Opening line",
    kind: "textarea",
    bilingual: true,
    max: 400,
    rows: 2,
    placeholders,
    hint: "Shown under the title, in larger type.",
  },
  {
    name: "description",
    label: "Description for search engines and link previews",
    kind: "textarea",
    bilingual: true,
    max: 300,
    rows: 2,
    placeholders,
  },
  {
    name: "body",
    label: "Text",
    kind: "markdown",
    bilingual: true,
    required: true,
    max: 40_000,
    rows: 18,
    placeholders,
    hint: `Start a line with ## for a section heading (a long page lists them under “On this page”; {#name} at its end keeps its link the same when you reword it), ### for a smaller one, - for a list item; [words](/address) makes a link; a table is rows of cells between | bars, named by a line “Table: …” above it. ${namesHint}`,
  },
];

const reviewed = (required: boolean): FieldDef => ({
  name: "reviewedOn",
  label: "Last reviewed",
  kind: "date",
  required,
  hint: "The day someone last checked that this text still holds. Visitors see it as the page's last update; GIGW asks for a review at least once a year.",
});

export const standardPages: Section = {
  key: "standard-pages",
  label: "Standard pages",
  item: "standard page",
  blurb:
    "The pages every government-funded site has (terms, privacy, accessibility statement, help…), linked from every page's footer.",
  table,
  titleField: "title",
  ordered: false,
  fixed: true,
  siteKey: "key",
  right: "content:edit",
  scope: { column: table.place, values: ["standard"] },
  related: ["pages"],
  publicPath: (v) => (v.key ? `/${v.key}` : href("/sitemap")),
  describe: (v) =>
    `At /${v.key}${v.reviewedOn ? ` · last reviewed ${formatIndianDate(String(v.reviewedOn))}` : ""}`,
  fields: [nameField("title", "Title", 120), ...text, reviewed(true)],
};

export const ownPages: Section = {
  key: "pages",
  label: "Pages",
  item: "page",
  blurb:
    "Pages of the centre's own (“Funding”, “Alumni”): each at /pages/ and its address, for the menu and the footer to link.",
  table,
  titleField: "title",
  ordered: false,
  right: "content:edit",
  scope: { column: table.place, values: ["own"] },
  related: ["standard-pages"],
  publicPath: (v) => href("/pages/:slug", { slug: String(v.slug || "new") }),
  describe: (v) => `At /pages/${v.slug}`,
  fields: [
    nameField("title", "Title", 120),
    slugField(
      "title",
      "The page's address after /pages/: lower-case letters, digits and hyphens. Made from the title when left blank.",
    ),
    ...text,
    reviewed(false),
  ],
};

/** Makes the standard pages on the first start, and a page added by an upgrade. */
export async function ensureStandardPages(db: Db) {
  const rows = await db.select({ key: table.key }).from(table).where(eq(table.place, "standard"));
  const have = new Set(rows.map((r) => r.key));
  const missing = firstStandardPages().filter((p) => !have.has(p.key));
  if (missing.length)
    await db
      .insert(table)
      .values(
        missing.map((p) => ({ ...p, place: "standard" as const, status: "published" as const })),
      );
}

/** A page as its route shows it, in the page's language, the centre's names filled in. */
export type TextPage = {
  title: string;
  lead: string;
  description: string;
  html: string;
  sections: PageSection[];
  reviewedOn: string | null;
  fallback?: string[];
};

export type PageFacts = Record<(typeof PAGE_PLACEHOLDERS)[number], string>;

function shape(row: typeof table.$inferSelect, kind: Section, lang: Lang, facts: PageFacts) {
  const local = inLanguage(row, kind, lang);
  const fill = (value: string) => replacePlaceholders(value, facts);
  const asWritten = Object.fromEntries(Object.entries(facts).map(([k, v]) => [k, literal(v)]));
  const body = renderPage(replacePlaceholders(local.body, asWritten));
  return {
    title: local.title,
    lead: fill(local.lead),
    description: fill(local.description),
    ...body,
    reviewedOn: row.reviewedOn,
    ...fallbackAmong(local, ["title", "lead", "description", "body"]),
  } satisfies TextPage;
}

type Site = { db: Db; view: View; lang: Lang };

/** The one page of a kind the view shows where `which` holds, in the page's language. */
async function onePage(site: Site, kind: Section, which: SQL, facts: PageFacts) {
  const [row] = await shown<typeof table.$inferSelect>(
    site.db,
    table,
    site.view,
    and(inScope(kind), which),
  );
  return row && shape(row, kind, site.lang, facts);
}

/** A standard page as the view shows it (undefined when unpublished). */
export const getStandardPage = (site: Site, key: PolicyName, facts: PageFacts) =>
  onePage(site, standardPages, eq(table.key, key), facts);

/** One of the centre's own pages by its address, as the view shows it. */
export const getOwnPage = (site: Site, slug: string, facts: PageFacts) =>
  onePage(site, ownPages, eq(table.slug, slug), facts);

/** The titles of the pages the view shows, in the page's language: for the footer and sitemap. */
export async function pageTitles(site: Site) {
  const rows = await shown<typeof table.$inferSelect>(site.db, table, site.view);
  const standard: Partial<Record<PolicyName, string>> = {};
  const own: Array<{ to: string; title: string }> = [];
  for (const row of rows) {
    const title = inLanguage(row, standardPages, site.lang).title;
    if (row.place === "own" && row.slug) own.push({ to: `/pages/${row.slug}`, title });
    else if ((POLICY_NAMES as readonly string[]).includes(row.key ?? ""))
      standard[row.key as PolicyName] = title;
  }
  own.sort((a, b) => a.title.localeCompare(b.title, site.lang));
  return { standard, own };
}
