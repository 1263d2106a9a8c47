// The home page's own kinds (FAQ, support tabs, home texts) and the centre's settings: what staff
// edit and, for the listed ones, what pages read and a row as the pages' components take it.
import { renderMarkdown } from "~/.server/content/markdown";
import { shown, shownWithImages, type WithImage } from "~/.server/content/queries";
import type { Section } from "~/.server/content/section";
import { picture, textOf, written } from "~/.server/content/shapes";
import type { View } from "~/.server/content/visibility";
import type { Db } from "~/.server/db/database";
import {
  faqs as faqTable,
  homeTexts as homeTable,
  siteSettings as settingsTable,
  supportTabs as tabTable,
} from "~/.server/db/schema/site";
import type { FieldDef } from "~/lib/content/fields";
import { nameField, shortTextField } from "./fields";

export const faqs: Section = {
  key: "faq",
  label: "FAQ",
  item: "question",
  blurb: "The home page's frequently asked questions, in order.",
  table: faqTable,
  titleField: "question",
  ordered: true,
  right: "content:edit",
  publicPath: () => "/#faq",
  fields: [
    {
      name: "question",
      label: "Question",
      kind: "text",
      bilingual: true,
      required: true,
      max: 200,
    },
    {
      name: "answer",
      label: "Answer",
      kind: "markdown",
      bilingual: true,
      required: true,
      max: 3000,
      rows: 5,
    },
  ],
};

export const supportTabs: Section = {
  key: "support",
  label: "Support tabs",
  item: "support tab",
  blurb: "The four tabs of “How we support”: Mentorship, Funding, Networking, Workspace.",
  table: tabTable,
  titleField: "label",
  ordered: true,
  fixed: true,
  right: "content:edit",
  publicPath: () => "/#support",
  fields: [
    nameField("label", "Tab", 40),
    {
      name: "headline",
      label: "Headline",
      kind: "text",
      bilingual: true,
      required: true,
      max: 150,
    },
    shortTextField("description", "Description"),
    {
      name: "buttonLabel",
      label: "Button label",
      kind: "text",
      bilingual: true,
      required: true,
      max: 40,
    },
    {
      name: "buttonHref",
      label: "Button link",
      kind: "link",
      required: true,
      hint: "A page of this site (e.g. /professor or /#idea) or a full address.",
    },
    { name: "image", label: "Picture", kind: "image" },
  ],
};

export const homeTexts: Section = {
  key: "home",
  label: "Home texts",
  item: "home texts",
  blurb: "The home page's own words: the hero, About and the three vision statements.",
  table: homeTable,
  titleField: "aboutTitle",
  ordered: false,
  singleton: true,
  right: "content:edit",
  related: ["support"],
  publicPath: () => "/",
  fields: [
    {
      name: "heroLead",
      label: "Hero text",
      kind: "textarea",
      bilingual: true,
      required: true,
      max: 300,
      rows: 3,
      hint: "The line under “we Incubate. we Mentor. we Support.”",
    },
    {
      name: "aboutTitle",
      label: "About: title",
      kind: "text",
      bilingual: true,
      required: true,
      max: 120,
    },
    {
      name: "about",
      label: "About: text",
      kind: "markdown",
      bilingual: true,
      required: true,
      max: 3000,
      rows: 6,
      hint: "{centre} and {institute} stand for the names in Settings.",
    },
    {
      name: "vision",
      label: "Vision statements",
      kind: "vision",
      hint: "Three statements: a word and a sentence each. {state} stands for the home state.",
    },
  ],
};

export const settings: Section = {
  key: "settings",
  label: "Settings",
  item: "settings",
  blurb:
    "The centre's and the institute's names, address, phone, e-mail and links, and the officers responsible for the site.",
  table: settingsTable,
  titleField: "centreName",
  ordered: false,
  singleton: true,
  right: "settings:manage",
  publicPath: () => "/",
  fields: [
    {
      name: "centreName",
      label: "Centre name",
      kind: "text",
      bilingual: true,
      required: true,
      max: 120,
    },
    {
      name: "centreShortName",
      label: "Short name",
      kind: "text",
      required: true,
      max: 20,
      hint: "E.g. SIC: the menu's title on phones and e-mail subjects.",
    },
    {
      name: "instituteName",
      label: "Institute name",
      kind: "text",
      bilingual: true,
      required: true,
      max: 150,
    },
    { name: "instituteUrl", label: "Institute website", kind: "url", required: true },
    {
      name: "homeState",
      label: "Home state",
      kind: "text",
      bilingual: true,
      required: true,
      max: 60,
    },
    { name: "address", label: "Address", kind: "textarea", bilingual: true, max: 400, rows: 3 },
    {
      name: "footerAbout",
      label: "The footer's line about the centre",
      kind: "textarea",
      bilingual: true,
      required: true,
      max: 300,
      rows: 2,
      hint: "On every page. {institute} and {state} stand for the names above.",
    },
    { name: "phone", label: "Phone", kind: "text", max: 40 },
    { name: "contactEmail", label: "Contact e-mail", kind: "email", required: true },
    { name: "tinkeringLabUrl", label: "Tinkering lab link", kind: "url", required: true },
    { name: "social", label: "Social links", kind: "social" },
    ...officerFields(
      "webManager",
      "Web Information Manager",
      "GIGW 3.0 asks for the person who answers for the site's content. Leave the name blank until one is named: the contact page then names no one and sends visitors to the contact e-mail.",
    ),
    ...officerFields(
      "nodalOfficer",
      "Nodal officer",
      "The officer visitors may write to when the Web Information Manager does not answer. Blank: not shown.",
    ),
  ],
};

/**
 * One officer of the contact page (GIGW 3.0): name and designation in both languages, e-mail and
 * phone, under one legend. All optional: an officer without a name is not shown.
 */
function officerFields(prefix: string, title: string, hint: string): FieldDef[] {
  const group = `${title} (shown on the contact page)`;
  return [
    {
      name: `${prefix}Name`,
      group,
      label: `${title}: name`,
      kind: "text",
      bilingual: true,
      max: 100,
      hint,
    },
    {
      name: `${prefix}Designation`,
      group,
      label: `${title}: designation`,
      kind: "text",
      bilingual: true,
      max: 150,
      hint: "E.g. Assistant Professor, Department of Computer Science.",
    },
    { name: `${prefix}Email`, group, label: `${title}: e-mail`, kind: "email" },
    { name: `${prefix}Phone`, group, label: `${title}: phone`, kind: "text", max: 40 },
  ];
}

// What the public pages read: rows the view shows, in their order, and each as a page shows it.

export type Faq = typeof faqTable.$inferSelect;

export type SupportTab = WithImage<typeof tabTable.$inferSelect>;

export function listFaqs(db: Db, view: View = "public"): Promise<Faq[]> {
  return shown<typeof faqTable.$inferSelect>(db, faqTable, view);
}

/** The home page's "How we support" tabs, in display order. */
export async function listSupportTabs(db: Db, view: View = "public"): Promise<SupportTab[]> {
  return shownWithImages<typeof tabTable.$inferSelect>(db, tabTable, view);
}

export function faqShape(row: Faq) {
  const answer = written(row, "answer");
  return {
    id: row.id,
    question: textOf(row, "question"),
    answer: answer.text,
    answerHtml: renderMarkdown(answer.text),
    lang: answer.lang,
  };
}

export function supportTabShape(row: SupportTab) {
  return {
    id: row.id,
    label: textOf(row, "label"),
    headline: textOf(row, "headline"),
    description: textOf(row, "description"),
    buttonLabel: textOf(row, "buttonLabel"),
    buttonHref: row.buttonHref,
    ...picture(row),
  };
}
