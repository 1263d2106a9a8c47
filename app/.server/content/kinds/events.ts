import { href } from "react-router";
import type { Section } from "~/.server/content/section";
import { events as table } from "~/.server/db/schema/events";
import { descriptionField, nameField, slugField } from "./fields";

export const events: Section = {
  key: "events",
  label: "Events",
  item: "event",
  blurb: "Orientations, pitch months, workshops: the home page's events and the timeline.",
  table: table,
  titleField: "title",
  ordered: true,
  right: "content:edit",
  itemLinks: (id) => [
    {
      label: "Registrations",
      href: href("/admin-dashboard/events/:id/registrations", { id: String(id) }),
    },
  ],
  publicPath: (v) => `/events/${encodeURIComponent(String(v.slug))}`,
  fields: [
    nameField("title", "Title", 150),
    slugField("title", "Left blank, it is made from the title."),
    {
      name: "startsAt",
      label: "Starts",
      kind: "datetime",
      required: true,
      hint: "Date and time in the centre's time zone.",
    },
    {
      name: "endsAt",
      label: "Ends",
      kind: "datetime",
      hint: "Optional: for an event of several hours or days.",
    },
    { name: "allDay", label: "Show only the dates, not the times", kind: "checkbox" },
    {
      name: "venue",
      label: "Venue",
      kind: "text",
      bilingual: true,
      required: true,
      max: 200,
      hint: "A hall and campus, or “Online”.",
    },
    { name: "online", label: "Online event", kind: "checkbox" },
    {
      name: "summary",
      label: "Summary",
      kind: "textarea",
      bilingual: true,
      required: true,
      max: 400,
      rows: 3,
    },
    descriptionField,
    { name: "stats", label: "Figures", kind: "stats", hint: "E.g. “1000+” students, “67+” ideas." },
    { name: "link", label: "Event website", kind: "link" },
    { name: "image", label: "Banner", kind: "image" },
    {
      name: "registrationOpen",
      group: "Registration (optional)",
      label: "Take registrations on the event's page",
      hint: "Visitors give their name, e-mail, phone and institute; you see them under Registrations.",
      kind: "checkbox",
    },
    {
      name: "capacity",
      group: "Registration (optional)",
      label: "Places",
      kind: "number",
      hint: "How many may register. Blank: no limit.",
    },
    {
      name: "waitingList",
      group: "Registration (optional)",
      label: "Once the places are taken, put further registrations on a waiting list",
      kind: "checkbox",
    },
    {
      name: "registrationClosesAt",
      group: "Registration (optional)",
      label: "Registration closes",
      kind: "datetime",
      hint: "Blank: when the event starts.",
    },
  ],
};
