// Application rounds, one kind in one file (issue 26): a call for applications with its times,
// its introduction, its questions, an optional PDF (a pitch deck), the team a founder may list
// and the rubric reviewers score. While one is open, /idea shows its form instead of the spec's.
import type { Section } from "~/.server/content/section";
import { rounds as table } from "~/.server/db/schema/rounds";
import { nameField } from "./fields";

/** Every kind of question a round may ask. */
const ROUND_QUESTION_KINDS = ["text", "longtext", "choice", "yesno", "number", "link"].map(
  (value) => ({ value, label: "" }),
);

export const rounds: Section = {
  key: "rounds",
  label: "Application rounds",
  item: "round",
  blurb:
    "Calls for applications (e.g. “Spring 2027 cohort”): while one is open, the Incubate u'r Idea page shows its form and questions.",
  table,
  titleField: "title",
  ordered: false,
  byDate: "opensAt",
  right: "ideas:manage",
  publicPath: () => "/idea",
  fields: [
    nameField("title", "Title", 150),
    {
      name: "opensAt",
      label: "Opens",
      kind: "datetime",
      required: true,
      hint: "From this time the Incubate u'r Idea page shows the round's form.",
    },
    {
      name: "closesAt",
      label: "Closes",
      kind: "datetime",
      required: true,
      hint: "After this time the page shows the usual form again; nothing sent is lost.",
    },
    {
      name: "intro",
      label: "Introduction",
      kind: "markdown",
      bilingual: true,
      max: 5000,
      rows: 6,
      hint: "Who may apply, what the centre offers, the dates. Shown above the form.",
    },
    {
      name: "questions",
      label: "Questions",
      kind: "questions",
      max: 8,
      options: ROUND_QUESTION_KINDS,
      hint: "Asked of every founder after their name, e-mail and phone. A long answer has a word limit (300 if left blank).",
    },
    {
      name: "pdfLabel",
      label: "PDF to attach",
      kind: "text",
      bilingual: true,
      max: 100,
      group: "Attachments and team",
      hint: "E.g. “Pitch deck (PDF, at most 10 MB)”. Leave empty to ask for no PDF.",
    },
    {
      name: "pdfRequired",
      label: "The PDF is required",
      kind: "checkbox",
      group: "Attachments and team",
    },
    {
      name: "teamMax",
      label: "Team members a founder may list",
      kind: "number",
      group: "Attachments and team",
      hint: "Name, e-mail and role of each, besides the founder. 0 or blank: none asked.",
    },
    {
      name: "rubric",
      label: "Rubric for reviewers",
      kind: "rubric",
      hint: "What reviewers score from 1 to 5, and how much each counts (weight 1 if left blank).",
    },
  ],
  defaults: () => ({ teamMax: 3, pdfRequired: false }),
  async check(_db, values): Promise<Record<string, string>> {
    const opens = values.opensAt;
    const closes = values.closesAt;
    if (opens instanceof Date && closes instanceof Date && closes <= opens)
      return { closesAt: "A round closes after it opens." };
    return {};
  },
};
