// Talks and testimonials: what staff edit, what pages read and a row as the pages' components
// take it.
import { href } from "react-router";
import { shownWithImages, type WithImage } from "~/.server/content/queries";
import type { Section } from "~/.server/content/section";
import { picture, textOf, written } from "~/.server/content/shapes";
import type { View } from "~/.server/content/visibility";
import type { Db } from "~/.server/db/database";
import { talks as talksTable, testimonials as testimonialsTable } from "~/.server/db/schema/people";
import { nameField, roleAndCompany, shortTextField } from "./fields";

export const talks: Section = {
  key: "talks",
  label: "Talks",
  item: "talk",
  blurb: "Entrepreneur talks and their speakers (the home page's slider), and testimonials.",
  table: talksTable,
  titleField: "name",
  ordered: true,
  right: "content:edit",
  related: ["testimonials"],
  publicPath: () => "/#talks",
  fields: [
    nameField("name", "Speaker", 100),
    ...roleAndCompany,
    shortTextField("bio", "Bio"),
    { name: "title", label: "Talk title", kind: "text", bilingual: true, max: 200 },
    { name: "talkDate", label: "Talk date", kind: "date" },
    {
      name: "videoUrl",
      label: "Video",
      kind: "url",
      hint: "Optional: where the recording can be watched.",
    },
    { name: "image", label: "Photo", kind: "image" },
  ],
};

export const testimonials: Section = {
  key: "testimonials",
  label: "Testimonials",
  item: "testimonial",
  blurb: "What founders and alumni say: the cards of the Entrepreneur's Talks page.",
  table: testimonialsTable,
  titleField: "name",
  ordered: true,
  right: "content:edit",
  related: ["talks"],
  publicPath: () => href("/talksmore"),
  fields: [
    nameField("name", "Name", 100),
    ...roleAndCompany,
    shortTextField("quote", "Quote"),
    { name: "image", label: "Photo", kind: "image" },
  ],
};

// What the public pages read: rows the view shows, in their order, and each as a page shows it.

export type Talk = WithImage<typeof talksTable.$inferSelect>;

export type Testimonial = WithImage<typeof testimonialsTable.$inferSelect>;

export async function listTalks(db: Db, view: View = "public"): Promise<Talk[]> {
  return shownWithImages<typeof talksTable.$inferSelect>(db, talksTable, view);
}

export async function listTestimonials(db: Db, view: View = "public"): Promise<Testimonial[]> {
  return shownWithImages<typeof testimonialsTable.$inferSelect>(db, testimonialsTable, view);
}

export function talkShape(row: Talk) {
  const bio = written(row, "bio");
  return {
    id: row.id,
    name: textOf(row, "name"),
    role: textOf(row, "role"),
    company: textOf(row, "company"),
    bio: bio.text,
    lang: bio.lang,
    title: row.title ? textOf(row, "title") : null,
    talkDate: row.talkDate,
    videoUrl: row.videoUrl,
    ...picture(row),
  };
}

export function testimonialShape(row: Testimonial) {
  const quote = written(row, "quote");
  return {
    id: row.id,
    name: textOf(row, "name"),
    role: textOf(row, "role"),
    company: textOf(row, "company"),
    quote: quote.text,
    lang: quote.lang,
    ...picture(row),
  };
}
