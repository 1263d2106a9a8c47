// Content rows as the public pages' components take them, from rows already in the page's
// language (read.ts inLanguage, which marks the fields left in English): Markdown as safe HTML,
// a startup's sector by its name, an event's times as the centre's calendar shows them.
import { getConfig } from "~/.server/config";
import { INCUBATION_STATUSES, SECTORS, STAGES, termLabel } from "~/lib/content/vocabulary";
import { localDate, toLocalDateTime } from "~/lib/format/dates";
import type { Lang } from "~/lib/i18n/lang";
import type { ImageRef } from "~/lib/media";
import { renderMarkdown } from "./markdown";
import type { Event, Faq, Person, Startup, SupportTab, Talk, Testimonial } from "./queries";

const DEVANAGARI = /[\u0900-\u097F]/;

/**
 * A text field of a row already in the page's language (read.ts inLanguage), with the language
 * it is written in: older content may hold Hindi in its English column, still marked as Hindi.
 */
function written(row: Record<string, unknown>, key: string) {
  const text = String(row[key] ?? "");
  return { text, lang: (DEVANAGARI.test(text) ? "hi" : "en") as Lang };
}

const t = (row: Record<string, unknown>, key: string) => written(row, key).text;

/** An image's reference, its description in the page's language, and the point a crop keeps. */
function picture(row: { image: ImageRef | null } & Record<string, unknown>) {
  return {
    image: row.image,
    imageAlt: row.image ? t(row, "imageAlt") : "",
    imageFocus: `${row.imageFocusX ?? 50}% ${row.imageFocusY ?? 50}%`,
  };
}

export function startupShape(row: Startup, lang: Lang = "en") {
  const description = written(row, "description");
  return {
    id: row.id,
    slug: row.slug,
    name: t(row, "name"),
    founder: row.founder ? t(row, "founder") : null,
    sector: termLabel(SECTORS, row.sector, lang),
    sectorKey: row.sector,
    stage: row.stage ? termLabel(STAGES, row.stage, lang) : null,
    cohortYear: row.cohortYear,
    incubationStatus: row.incubationStatus
      ? termLabel(INCUBATION_STATUSES, row.incubationStatus, lang)
      : null,
    problem: t(row, "problem"),
    description: description.text,
    descriptionHtml: renderMarkdown(description.text),
    lang: description.lang,
    email: row.email,
    website: row.website,
    social: row.social,
    foundedYear: row.foundedYear,
    inFlipCards: row.inFlipCards,
    inCarousel: row.inCarousel,
    inCards: row.inCards,
    ...picture(row),
  };
}

export function eventShape(row: Event, lang: Lang = "en") {
  const zone = getConfig().TIME_ZONE;
  const description = written(row, "description");
  return {
    id: row.id,
    slug: row.slug,
    title: t(row, "title"),
    startDate: localDate(row.startsAt, zone),
    endDate: row.endsAt ? localDate(row.endsAt, zone) : null,
    /** "10:30" in the centre's zone, unless only the dates matter. */
    startTime: row.allDay ? null : toLocalDateTime(row.startsAt, zone).slice(11),
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt?.toISOString() ?? null,
    venue: t(row, "venue"),
    online: row.online,
    summary: t(row, "summary"),
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

export function personShape(row: Person) {
  const about = written(row, "about");
  return {
    id: row.id,
    kind: row.kind,
    section: row.section,
    name: t(row, "name"),
    post: t(row, "post"),
    about: about.text,
    aboutHtml: renderMarkdown(about.text),
    lang: about.lang,
    linkedin: row.linkedin,
    email: row.email,
    featured: row.featured,
    ...picture(row),
  };
}

export function talkShape(row: Talk) {
  const bio = written(row, "bio");
  return {
    id: row.id,
    name: t(row, "name"),
    role: t(row, "role"),
    company: t(row, "company"),
    bio: bio.text,
    lang: bio.lang,
    title: row.title ? t(row, "title") : null,
    talkDate: row.talkDate,
    videoUrl: row.videoUrl,
    ...picture(row),
  };
}

export function testimonialShape(row: Testimonial) {
  const quote = written(row, "quote");
  return {
    id: row.id,
    name: t(row, "name"),
    role: t(row, "role"),
    company: t(row, "company"),
    quote: quote.text,
    lang: quote.lang,
    ...picture(row),
  };
}

export function faqShape(row: Faq) {
  const answer = written(row, "answer");
  return {
    id: row.id,
    question: t(row, "question"),
    answer: answer.text,
    answerHtml: renderMarkdown(answer.text),
    lang: answer.lang,
  };
}

export function supportTabShape(row: SupportTab) {
  return {
    id: row.id,
    label: t(row, "label"),
    headline: t(row, "headline"),
    description: t(row, "description"),
    buttonLabel: t(row, "buttonLabel"),
    buttonHref: row.buttonHref,
    ...picture(row),
  };
}
