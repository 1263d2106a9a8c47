// Startups, one kind in one file: what staff edit (the declaration), what pages read (the rows
// the view shows, with their pictures) and a row as the pages' components take it (its shape).
import { href } from "react-router";
import { renderMarkdown } from "~/.server/content/markdown";
import { shownBySlug, shownWithImages, type WithImage } from "~/.server/content/queries";
import type { Section } from "~/.server/content/section";
import { picture, textOf, written } from "~/.server/content/shapes";
import type { View } from "~/.server/content/visibility";
import type { Db } from "~/.server/db/database";
import { startups as table } from "~/.server/db/schema/startups";
import { termLabel } from "~/lib/content/vocabulary";
import type { Lang } from "~/lib/i18n/lang";
import { descriptionField, nameField, slugField } from "./fields";
import type { Terms } from "./vocabularies";

export const startups: Section = {
  key: "startups",
  label: "Startups",
  item: "startup",
  blurb: "Incubated startups: the directory, their own pages and the home page's cards.",
  table: table,
  titleField: "name",
  ordered: true,
  right: "content:edit",
  publicPath: (v) => href("/startups/:slug", { slug: String(v.slug) }),
  fields: [
    nameField("name", "Name", 100),
    slugField(
      "name",
      "The end of the startup's page address, /startups/… Left blank, it is made from the name.",
    ),
    {
      name: "founder",
      label: "Founders",
      kind: "text",
      bilingual: true,
      max: 200,
      hint: "As one line, e.g. “Aditi Kumari and Rahul Verma”.",
    },
    {
      name: "sector",
      label: "Sector",
      kind: "select",
      required: true,
      vocabulary: "sectors",
      searched: true,
      hint: "Staff keep the sectors under Vocabularies.",
    },
    { name: "stage", label: "Stage", kind: "select", vocabulary: "stages" },
    {
      name: "cohortYear",
      label: "Cohort year",
      kind: "number",
      hint: "The year the startup joined the centre.",
    },
    {
      name: "incubationStatus",
      label: "Status",
      kind: "select",
      vocabulary: "statuses",
    },
    { name: "foundedYear", label: "Founded in", kind: "number" },
    {
      name: "problem",
      label: "Problem",
      kind: "textarea",
      bilingual: true,
      required: true,
      max: 400,
      rows: 3,
      hint: "One or two sentences: the problem the startup solves.",
    },
    descriptionField,
    { name: "email", label: "Contact e-mail", kind: "email" },
    { name: "website", label: "Website", kind: "url" },
    { name: "social", label: "Social links", kind: "social" },
    { name: "image", label: "Logo or picture", kind: "image" },
    { name: "inFlipCards", label: "Show in the home page's flip cards", kind: "checkbox" },
    { name: "inCarousel", label: "Show in the home page's carousel", kind: "checkbox" },
    { name: "inCards", label: "Show in the home page's startup cards", kind: "checkbox" },
  ],
};

// What the public pages read: rows the view shows, in their order, and each as a page shows it.

export type Startup = WithImage<typeof table.$inferSelect>;

export async function listStartups(db: Db, view: View = "public"): Promise<Startup[]> {
  return shownWithImages<typeof table.$inferSelect>(db, table, view);
}

export async function getStartup(
  db: Db,
  slug: string,
  view: View = "public",
): Promise<Startup | undefined> {
  return shownBySlug<typeof table.$inferSelect>(db, table, slug, view);
}

/** A startup as the pages show it; its sector, stage and status in the words of `terms`. */
export function startupShape(row: Startup, terms: Terms, lang: Lang = "en") {
  const description = written(row, "description");
  return {
    id: row.id,
    slug: row.slug,
    name: textOf(row, "name"),
    founder: row.founder ? textOf(row, "founder") : null,
    sector: termLabel(terms.sector, row.sector, lang),
    sectorKey: row.sector,
    stage: row.stage ? termLabel(terms.stage, row.stage, lang) : null,
    cohortYear: row.cohortYear,
    incubationStatus: row.incubationStatus
      ? termLabel(terms.status, row.incubationStatus, lang)
      : null,
    problem: textOf(row, "problem"),
    description: description.text,
    descriptionHtml: renderMarkdown(description.text),
    lang: description.lang,
    email: row.email,
    website: row.website,
    social: row.social,
    foundedYear: row.foundedYear,
    inFlipCards: row.inFlipCards,
    inCarousel: row.inCarousel,
    inCards: row.inCards,
    ...picture(row),
  };
}
