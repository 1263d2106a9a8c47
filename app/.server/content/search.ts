// /search: one box over the site's public content — startups, events, notices, people and the
// pages themselves — in English and Hindi. A centre's site holds hundreds of items, not millions:
// the visible items are read as visitors see them (drafts, scheduled and deleted ones never) and
// matched here, after the same normalisation for both languages (decision 015).
import type { Db } from "~/.server/db/database";
import { noticePath } from "~/lib/attachments";
import { SECTORS, termLabel } from "~/lib/content/vocabulary";
import { listNotices, type Notice } from "./notices";
import { listEvents, listPeople, listStartups } from "./queries";
import { type Highlighted, highlight, matchesAll, searchTerms } from "./search-text";
import type { View } from "./visibility";

export type SearchHit = {
  title: string;
  href: string;
  /** A few words around the first match, its matches marked. */
  excerpt: Highlighted;
  /** The title with its matches marked. */
  titleParts: Highlighted;
  /** "hi" when the match is in the Hindi text. */
  lang?: "hi";
};

export type SearchGroup = { key: string; label: string; hits: SearchHit[] };

/** Static pages a visitor may look for by name. */
const PAGES: { title: string; href: string; text: string }[] = [
  { title: "Faculty Mentors", href: "/professor", text: "professors mentors faculty team" },
  { title: "Student Team", href: "/student", text: "students coordinators leads team" },
  { title: "Startups", href: "/pag", text: "incubated startups portfolio" },
  { title: "Timeline", href: "/timeline", text: "events timeline past programmes" },
  { title: "Events", href: "/events", text: "events upcoming past calendar register" },
  { title: "Notices", href: "/notices", text: "notices announcements archive news" },
  { title: "Startup directory", href: "/startups", text: "startups directory search sector stage" },
  { title: "Idea status", href: "/idea/status", text: "application status reference idea" },
  { title: "Gallery", href: "/gallery", text: "photos events gallery albums" },
  { title: "Entrepreneur's Talks", href: "/talksmore", text: "talks testimonials speakers" },
  { title: "Incubate u'r Idea", href: "/#idea", text: "apply idea incubation application form" },
  { title: "Privacy policy", href: "/privacy", text: "privacy data personal information" },
];

type Candidate = { title: string; href: string; en: string[]; hi: (string | null)[] };

const clean = (parts: (string | null | undefined)[]) => parts.filter((p): p is string => !!p);

function toHit(c: Candidate, terms: string[]): SearchHit | null {
  const en = [c.title, ...c.en].join("\n");
  const hi = clean(c.hi).join("\n");
  if (!matchesAll(`${en}\n${hi}`, terms)) return null;
  // The excerpt comes from the language the first term is found in.
  const inEnglish = matchesAll(en, terms.slice(0, 1));
  const source = inEnglish ? c.en.join(" · ") || c.title : hi;
  return {
    title: c.title,
    href: c.href,
    titleParts: highlight(c.title, terms, 200),
    excerpt: highlight(source, terms, 160),
    lang: inEnglish ? undefined : "hi",
  };
}

/** Every public item that holds all the words of `q`, grouped by kind; [] for an empty query. */
export async function searchSite(db: Db, q: string, view: View = "public"): Promise<SearchGroup[]> {
  const terms = searchTerms(q);
  if (!terms.length) return [];
  const [startups, events, notices, faculty, students, directors] = await Promise.all([
    listStartups(db, view),
    listEvents(db, view),
    listNotices(db, view),
    listPeople(db, "faculty", view),
    listPeople(db, "student", view),
    listPeople(db, "director", view),
  ]);
  const groups: [string, string, Candidate[]][] = [
    [
      "startups",
      "Startups",
      startups.map((s) => ({
        title: s.name,
        href: `/startups/${encodeURIComponent(s.slug)}`,
        en: clean([s.founder, termLabel(SECTORS, s.sector), s.problem, s.description]),
        hi: [s.nameHi, s.founderHi, s.problemHi, s.descriptionHi],
      })),
    ],
    [
      "events",
      "Events",
      events.map((e) => ({
        title: e.title,
        href: `/events/${encodeURIComponent(e.slug)}`,
        en: clean([e.summary, e.venue, e.description]),
        hi: [e.titleHi, e.summaryHi, e.venueHi, e.descriptionHi],
      })),
    ],
    ["notices", "Notices", notices.map(noticeCandidate)],
    [
      "people",
      "People",
      [...directors, ...faculty, ...students].map((p) => ({
        title: p.name,
        href: p.kind === "student" ? "/student" : p.kind === "faculty" ? "/professor" : "/#darki",
        en: clean([p.post, p.about]),
        hi: [p.nameHi, p.postHi, p.aboutHi],
      })),
    ],
    ["pages", "Pages", PAGES.map((p) => ({ title: p.title, href: p.href, en: [p.text], hi: [] }))],
  ];
  return groups
    .map(([key, label, candidates]) => ({
      key,
      label,
      hits: candidates.map((c) => toHit(c, terms)).filter((h): h is SearchHit => h !== null),
    }))
    .filter((g) => g.hits.length > 0);
}

function noticeCandidate(n: Notice): Candidate {
  // Its own page carries its link, text and PDF.
  return { title: n.title, href: noticePath(n.id), en: clean([n.body]), hi: [n.titleHi, n.bodyHi] };
}
