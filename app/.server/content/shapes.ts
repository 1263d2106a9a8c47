// Content rows as the public pages' components take them: each bilingual text in the page's
// language (English where the Hindi is missing, and then marked as English), Markdown as safe
// HTML, a startup's sector by its name, an event's times as the centre's calendar shows them.
import { getConfig } from "~/.server/config";
import { INCUBATION_STATUSES, SECTORS, STAGES, termLabel } from "~/lib/content/vocabulary";
import { localDate, toLocalDateTime } from "~/lib/format/dates";
import type { Lang } from "~/lib/i18n/lang";
import type { ImageRef } from "~/lib/media";
import { renderMarkdown } from "./markdown";
import type { Event, Faq, Person, Startup, SupportTab, Talk, Testimonial } from "./queries";

const DEVANAGARI = /[\u0900-\u097F]/;

/** A bilingual field in `lang`: the Hindi twin when asked for and given, else the English. */
export function pick(row: Record<string, unknown>, key: string, lang: Lang) {
  const hindi = row[`${key}Hi`];
  if (lang === "hi" && typeof hindi === "string" && hindi.trim())
    return { text: hindi, lang: "hi" as Lang };
  const text = String(row[key] ?? "");
  // Older content may hold Hindi in its English column: it is still marked as Hindi.
  return { text, lang: (DEVANAGARI.test(text) ? "hi" : "en") as Lang };
}

const t = (row: Record<string, unknown>, key: string, lang: Lang) => pick(row, key, lang).text;

/** An image's reference, its description in the page's language, and the point a crop keeps. */
function picture(row: { image: ImageRef | null } & Record<string, unknown>, lang: Lang) {
  return {
    image: row.image,
    imageAlt: row.image ? t(row, "imageAlt", lang) : "",
    imageFocus: `${row.imageFocusX ?? 50}% ${row.imageFocusY ?? 50}%`,
  };
}

export function startupShape(row: Startup, lang: Lang = "en") {
  const description = pick(row, "description", lang);
  return {
    id: row.id,
    slug: row.slug,
    name: t(row, "name", lang),
    founder: row.founder ? t(row, "founder", lang) : null,
    sector: termLabel(SECTORS, row.sector, lang),
    sectorKey: row.sector,
    stage: row.stage ? termLabel(STAGES, row.stage, lang) : null,
    cohortYear: row.cohortYear,
    incubationStatus: row.incubationStatus
      ? termLabel(INCUBATION_STATUSES, row.incubationStatus, lang)
      : null,
    problem: t(row, "problem", lang),
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
    ...picture(row, lang),
  };
}

export function eventShape(row: Event, lang: Lang = "en") {
  const zone = getConfig().TIME_ZONE;
  const description = pick(row, "description", lang);
  return {
    id: row.id,
    slug: row.slug,
    title: t(row, "title", lang),
    startDate: localDate(row.startsAt, zone),
    endDate: row.endsAt ? localDate(row.endsAt, zone) : null,
    /** "10:30" in the centre's zone, unless only the dates matter. */
    startTime: row.allDay ? null : toLocalDateTime(row.startsAt, zone).slice(11),
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt?.toISOString() ?? null,
    venue: t(row, "venue", lang),
    online: row.online,
    summary: t(row, "summary", lang),
    description: description.text,
    descriptionHtml: renderMarkdown(description.text),
    lang: description.lang,
    stats: row.stats.map((s) => ({
      value: s.value,
      label: lang === "hi" && s.labelHi ? s.labelHi : s.label,
    })),
    link: row.link,
    ...picture(row, lang),
  };
}

export function personShape(row: Person, lang: Lang = "en") {
  const about = pick(row, "about", lang);
  return {
    id: row.id,
    kind: row.kind,
    section: row.section,
    name: t(row, "name", lang),
    post: t(row, "post", lang),
    about: about.text,
    aboutHtml: renderMarkdown(about.text),
    lang: about.lang,
    linkedin: row.linkedin,
    email: row.email,
    featured: row.featured,
    ...picture(row, lang),
  };
}

export function talkShape(row: Talk, lang: Lang = "en") {
  const bio = pick(row, "bio", lang);
  return {
    id: row.id,
    name: t(row, "name", lang),
    role: t(row, "role", lang),
    company: t(row, "company", lang),
    bio: bio.text,
    lang: bio.lang,
    title: row.title ? t(row, "title", lang) : null,
    talkDate: row.talkDate,
    videoUrl: row.videoUrl,
    ...picture(row, lang),
  };
}

export function testimonialShape(row: Testimonial, lang: Lang = "en") {
  const quote = pick(row, "quote", lang);
  return {
    id: row.id,
    name: t(row, "name", lang),
    role: t(row, "role", lang),
    company: t(row, "company", lang),
    quote: quote.text,
    lang: quote.lang,
    ...picture(row, lang),
  };
}

export function faqShape(row: Faq, lang: Lang = "en") {
  const answer = pick(row, "answer", lang);
  return {
    id: row.id,
    question: t(row, "question", lang),
    answer: answer.text,
    answerHtml: renderMarkdown(answer.text),
    lang: answer.lang,
  };
}

export function supportTabShape(row: SupportTab, lang: Lang = "en") {
  return {
    id: row.id,
    label: t(row, "label", lang),
    headline: t(row, "headline", lang),
    description: t(row, "description", lang),
    buttonLabel: t(row, "buttonLabel", lang),
    buttonHref: row.buttonHref,
    ...picture(row, lang),
  };
}
