import { href } from "react-router";
import type { Section } from "~/.server/content/section";
import { startups as table } from "~/.server/db/schema/startups";
import { INCUBATION_STATUSES, optionsOf, SECTORS, STAGES } from "~/lib/content/vocabulary";
import { descriptionField, nameField, slugField } from "./fields";

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
      options: optionsOf(SECTORS),
      searched: true,
    },
    { name: "stage", label: "Stage", kind: "select", options: optionsOf(STAGES) },
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
      options: optionsOf(INCUBATION_STATUSES),
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
