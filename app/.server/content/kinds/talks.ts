import { href } from "react-router";
import type { Section } from "~/.server/content/section";
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
