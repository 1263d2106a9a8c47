// The data of the team, talks and timeline pages in the page's language: each bilingual field in
// Hindi on a Hindi page where staff wrote it, else English (listed in `fallback`, so the page
// marks it lang="en"), and when the content shown last changed, for the "last updated" line.

import {
  events as eventKind,
  people as facultyKind,
  students as studentKind,
  testimonials as testimonialKind,
} from "~/.server/content/kinds";
import { eventShape, listEvents } from "~/.server/content/kinds/events";
import { listPeople, personShape } from "~/.server/content/kinds/people";
import { listTestimonials, testimonialShape } from "~/.server/content/kinds/talks";
import { latest } from "~/.server/content/latest-update";
import { inLanguage } from "~/.server/content/read";
import type { View } from "~/.server/content/visibility";
import type { Db } from "~/.server/db/database";
import { STUDENT_SECTIONS, termLabel } from "~/lib/content/vocabulary";
import type { Lang } from "~/lib/i18n/lang";

async function members(db: Db, kind: "faculty" | "student", view: View, lang: Lang) {
  const rows = await listPeople(db, kind, view);
  const shown = rows.map((row) => {
    const local = inLanguage(row, kind === "faculty" ? facultyKind : studentKind, lang);
    return { ...personShape(local), fallback: local.fallback };
  });
  return { shown, updatedAt: latest(rows.map((r) => r.updatedAt)) };
}

/** /professor: one featured mentor leads (the one marked featured, else the first), then the rest. */
export async function facultyPage(db: Db, view: View, lang: Lang) {
  const { shown, updatedAt } = await members(db, "faculty", view, lang);
  const featured = shown.find((p) => p.featured) ?? shown[0] ?? null;
  return { featured, others: shown.filter((p) => p !== featured), updatedAt };
}

/** /student: the spec's sections in its order (SPEC 2, Student page), each with its members. */
export async function studentPage(db: Db, view: View, lang: Lang) {
  const { shown, updatedAt } = await members(db, "student", view, lang);
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
  const shown = rows.map((row) => {
    const local = inLanguage(row, testimonialKind, lang);
    return { ...testimonialShape(local), fallback: local.fallback };
  });
  return { testimonials: shown, updatedAt: latest(rows.map((r) => r.updatedAt)) };
}

/** /timeline: the events in the staff's order. */
export async function timelinePage(db: Db, view: View, lang: Lang) {
  const rows = await listEvents(db, view);
  const shown = rows.map((row) => {
    const local = inLanguage(row, eventKind, lang);
    return { ...eventShape(local, lang), fallback: local.fallback };
  });
  return { events: shown, updatedAt: latest(rows.map((r) => r.updatedAt)) };
}
