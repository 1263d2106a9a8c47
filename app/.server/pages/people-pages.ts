// The data of the team, talks and timeline pages in the page's language: each bilingual field in
// Hindi on a Hindi page where staff wrote it, else English (listed in `fallback`, so the page
// marks it lang="en"), and when the content shown last changed, for the "last updated" line.

import { latest } from "~/.server/content/latest-update";
import { listEvents, listPeople, listTestimonials } from "~/.server/content/queries";
import { eventShape, personShape, testimonialShape } from "~/.server/content/shapes";
import type { View } from "~/.server/content/visibility";
import type { Db } from "~/.server/db/database";
import { STUDENT_SECTIONS, termLabel } from "~/lib/content/vocabulary";
import { localizeRow } from "~/lib/i18n/content";
import type { Lang } from "~/lib/i18n/lang";

const PERSON_FIELDS = ["name", "post", "about", "imageAlt"] as const;

async function people(db: Db, kind: "faculty" | "student", view: View, lang: Lang) {
  const rows = await listPeople(db, kind, view);
  const shown = rows.map((row) => {
    const local = localizeRow(row, lang, PERSON_FIELDS);
    return { ...personShape(local, lang), fallback: local.fallback };
  });
  return { shown, updatedAt: latest(rows.map((r) => r.updatedAt)) };
}

/** /professor: one featured mentor leads (the one marked featured, else the first), then the rest. */
export async function facultyPage(db: Db, view: View, lang: Lang) {
  const { shown, updatedAt } = await people(db, "faculty", view, lang);
  const featured = shown.find((p) => p.featured) ?? shown[0] ?? null;
  return { featured, others: shown.filter((p) => p !== featured), updatedAt };
}

/** /student: the spec's sections in its order (SPEC 2, Student page), each with its members. */
export async function studentPage(db: Db, view: View, lang: Lang) {
  const { shown, updatedAt } = await people(db, "student", view, lang);
  const sections = STUDENT_SECTIONS.map((section) => ({
    // The section's address stays the English one in both languages (/hi/student#leads).
    id: termLabel(STUDENT_SECTIONS, section.value)
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-"),
    title: termLabel(STUDENT_SECTIONS, section.value, lang),
    people: shown.filter((s) => s.section === section.value),
  })).filter((s) => s.people.length > 0);
  return { sections, updatedAt };
}

/** /talksmore: the testimonials, in the staff's order. */
export async function talksPage(db: Db, view: View, lang: Lang) {
  const rows = await listTestimonials(db, view);
  const testimonials = rows.map((row) => {
    const local = localizeRow(row, lang, ["name", "role", "company", "quote", "imageAlt"]);
    return { ...testimonialShape(local, lang), fallback: local.fallback };
  });
  return { testimonials, updatedAt: latest(rows.map((r) => r.updatedAt)) };
}

/** /timeline: the events in the staff's order. */
export async function timelinePage(db: Db, view: View, lang: Lang) {
  const rows = await listEvents(db, view);
  const events = rows.map((row) => {
    const local = localizeRow(row, lang, ["title", "venue", "summary", "description", "imageAlt"]);
    return { ...eventShape(local, lang), fallback: local.fallback };
  });
  return { events, updatedAt: latest(rows.map((r) => r.updatedAt)) };
}
