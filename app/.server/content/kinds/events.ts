// Events, one kind in one file: what staff edit (the declaration), what pages read (the rows the
// view shows, with their pictures) and a row as the pages' components take it (its shape).
import { href } from "react-router";
import { getConfig } from "~/.server/config";
import { renderMarkdown } from "~/.server/content/markdown";
import { shownBySlug, shownWithImages, type WithImage } from "~/.server/content/queries";
import type { Section } from "~/.server/content/section";
import { picture, textOf, written } from "~/.server/content/shapes";
import type { View } from "~/.server/content/visibility";
import type { Db } from "~/.server/db/database";
import { events as table } from "~/.server/db/schema/events";
import { localDate, toLocalDateTime } from "~/lib/format/dates";
import type { Lang } from "~/lib/i18n/lang";
import { descriptionField, nameField, slugField } from "./fields";

/** The reminder's times of day (null: no reminder). */
const REMINDER_TIMES = [
  { value: "", label: "No reminder" },
  ...Array.from({ length: 15 }, (_, i) => {
    const time = `${String(i + 7).padStart(2, "0")}:00`;
    return { value: time, label: time };
  }),
];

export const events: Section = {
  key: "events",
  label: "Events",
  item: "event",
  blurb: "Orientations, pitch months, workshops: the home page's events and the timeline.",
  table: table,
  titleField: "title",
  ordered: true,
  // Staff look for an event by its date; the order they set is the timeline's and the home page's.
  byDate: "startsAt",
  right: "content:edit",
  // A new event shows on the home page unless staff untick it.
  defaults: () => ({ onHome: true }),
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
    { name: "onHome", label: "Show in the home page's events", kind: "checkbox" },
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
    {
      name: "questions",
      label: "Registration questions (optional)",
      kind: "questions",
      options: [
        { value: "text", label: "" },
        { value: "choice", label: "" },
        { value: "yesno", label: "" },
      ],
      hint: "Asked of everyone who registers, beyond name, e-mail, phone and institute; the answers are in the registrations list and its CSV. Leave a row at “No question” to ask nothing.",
    },
    {
      name: "reminderTime",
      group: "After registration",
      label: "Reminder e-mail the day before, at",
      kind: "select",
      options: REMINDER_TIMES,
      hint: "Everyone with a place gets the reminder (with the calendar file) at this time on the day before the event.",
    },
    {
      name: "showAttendance",
      group: "After registration",
      label: "Once the event is past, show on its page how many registered and how many came",
      kind: "checkbox",
    },
  ],
};

// What the public pages read: rows the view shows, in their order, and each as a page shows it.

export type Event = WithImage<typeof table.$inferSelect>;

/** Events in the order staff gave them (the timeline reads them top to bottom). */
export async function listEvents(db: Db, view: View = "public"): Promise<Event[]> {
  return shownWithImages<typeof table.$inferSelect>(db, table, view);
}

/** One event by its address, as the view shows it (undefined: no such event for this view). */
export async function getEvent(
  db: Db,
  slug: string,
  view: View = "public",
): Promise<Event | undefined> {
  return shownBySlug<typeof table.$inferSelect>(db, table, slug, view);
}

export function eventShape(row: Event, lang: Lang = "en") {
  const zone = getConfig().TIME_ZONE;
  const description = written(row, "description");
  return {
    id: row.id,
    slug: row.slug,
    title: textOf(row, "title"),
    startDate: localDate(row.startsAt, zone),
    endDate: row.endsAt ? localDate(row.endsAt, zone) : null,
    /** "10:30" in the centre's zone, unless only the dates matter. */
    startTime: row.allDay ? null : toLocalDateTime(row.startsAt, zone).slice(11),
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt?.toISOString() ?? null,
    venue: textOf(row, "venue"),
    online: row.online,
    summary: textOf(row, "summary"),
    description: description.text,
    descriptionHtml: renderMarkdown(description.text),
    lang: description.lang,
    stats: row.stats.map((s) => ({
      value: s.value,
      label: lang === "hi" && s.labelHi ? s.labelHi : s.label,
    })),
    link: row.link,
    ...picture(row),
  };
}
