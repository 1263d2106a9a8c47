// Faculty and student team members, one kind in one file: what staff edit, what pages read and
// a row as the pages' components take it.
import { eq } from "drizzle-orm";
import { href } from "react-router";
import { renderMarkdown } from "~/.server/content/markdown";
import { shownWithImages, type WithImage } from "~/.server/content/queries";
import type { Section } from "~/.server/content/section";
import { picture, textOf, written } from "~/.server/content/shapes";
import type { View } from "~/.server/content/visibility";
import type { Db } from "~/.server/db/database";
import type { PersonKind } from "~/.server/db/schema/people";
import { people as table } from "~/.server/db/schema/people";
import { optionsOf, PERSON_KINDS, STUDENT_SECTIONS } from "~/lib/content/vocabulary";
import { nameField } from "./fields";

const contact = [
  { name: "email", label: "E-mail", kind: "email" },
  { name: "linkedin", label: "LinkedIn", kind: "url" },
] as const;

/** The director's desk, the professor in charge and the faculty mentors. */
export const people: Section = {
  key: "people",
  label: "People",
  item: "person",
  blurb: "The director's desk and the professor in charge, and the faculty mentors.",
  table: table,
  titleField: "name",
  ordered: true,
  right: "content:edit",
  // Directors and faculty; the student team is its own section.
  scope: { column: table.kind, values: ["faculty", "director"] },
  publicPath: (v) => (v.kind === "director" ? "/#darki" : href("/professor")),
  fields: [
    {
      name: "kind",
      label: "Where they appear",
      kind: "select",
      required: true,
      options: optionsOf(PERSON_KINDS),
    },
    nameField("name", "Name", 100),
    {
      name: "post",
      label: "Post",
      kind: "text",
      bilingual: true,
      required: true,
      max: 150,
      hint: "E.g. Director, Professor In-Charge, Associate Professor of Electrical Engineering.",
    },
    {
      name: "about",
      label: "Message or blurb",
      kind: "markdown",
      bilingual: true,
      max: 3000,
      rows: 6,
      hint: "The director's desk shows the message; a mentor's card shows a short blurb.",
    },
    { name: "featured", label: "Featured mentor (leads the faculty page)", kind: "checkbox" },
    ...contact,
    { name: "image", label: "Photo", kind: "image" },
  ],
};

export const students: Section = {
  key: "students",
  label: "Student team",
  item: "student",
  blurb: "The student team, section by section, as the student page shows it.",
  table: table,
  titleField: "name",
  ordered: true,
  right: "content:edit",
  scope: { column: table.kind, values: ["student"] },
  publicPath: () => href("/student"),
  fields: [
    {
      name: "section",
      label: "Section",
      kind: "select",
      required: true,
      options: optionsOf(STUDENT_SECTIONS),
    },
    nameField("name", "Name", 100),
    { name: "post", label: "Post", kind: "text", bilingual: true, required: true, max: 150 },
    {
      name: "about",
      label: "About",
      kind: "text",
      bilingual: true,
      max: 200,
      hint: "E.g. B.Tech, Computer Science, final year.",
    },
    {
      name: "linkedin",
      label: "LinkedIn",
      kind: "url",
      hint: "Without a link, the card shows no LinkedIn button.",
    },
    { name: "image", label: "Photo", kind: "image" },
  ],
};

// What the public pages read: rows the view shows, in their order, and each as a page shows it.

export type Person = WithImage<typeof table.$inferSelect>;

export async function listPeople(
  db: Db,
  kind: PersonKind,
  view: View = "public",
): Promise<Person[]> {
  return shownWithImages<typeof table.$inferSelect>(db, table, view, eq(table.kind, kind), kind);
}

export function personShape(row: Person) {
  const about = written(row, "about");
  return {
    id: row.id,
    kind: row.kind,
    section: row.section,
    name: textOf(row, "name"),
    post: textOf(row, "post"),
    about: about.text,
    aboutHtml: renderMarkdown(about.text),
    lang: about.lang,
    linkedin: row.linkedin,
    email: row.email,
    featured: row.featured,
    ...picture(row),
  };
}
