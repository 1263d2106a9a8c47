// /search: one box over the site's public content — startups, events, notices, people and the
// pages themselves, the text pages staff write (terms, help, the centre's own...) included — in
// English and Hindi. A centre's site holds hundreds of items, not millions:
// the visible items are read as visitors see them (drafts, scheduled and deleted ones never) and
// matched here, after the same normalisation for both languages (decision 015).
import * as kinds from "~/.server/content/kinds";
import { listEvents } from "~/.server/content/kinds/events";
import { listPeople } from "~/.server/content/kinds/people";
import { listStartups } from "~/.server/content/kinds/startups";
import { withTerms } from "~/.server/content/kinds/vocabularies";
import { listNotices } from "~/.server/content/notices";
import { shown } from "~/.server/content/queries";
import { searchedTexts } from "~/.server/content/read";
import type { Section } from "~/.server/content/section";
import type { View } from "~/.server/content/visibility";
import type { Db } from "~/.server/db/database";
import { pages as pagesTable } from "~/.server/db/schema/pages";
import { noticePath } from "~/lib/attachments";
import type { Lang } from "~/lib/i18n/lang";
import en from "~/lib/i18n/messages/en.ts";
import hi from "~/lib/i18n/messages/hi.ts";
import type { Messages } from "~/lib/i18n/messages/types.ts";
import { type Highlighted, highlight, matchesAll, searchTerms } from "./search-text";

export type SearchHit = {
  title: string;
  /** The site path of the result (the page localizes it). */
  href: string;
  /** A few words around the first match, its matches marked. */
  excerpt: Highlighted;
  /** The title with its matches marked. */
  titleParts: Highlighted;
  /** The excerpt's language when it is not the page's: "hi" on English pages, "en" on Hindi ones. */
  lang?: "hi" | "en";
  /** "en" when a Hindi page shows the English title (no Hindi one was written). */
  titleLang?: "en";
};

export type SearchGroup = { key: string; label: string; hits: SearchHit[] };

type PageKey = keyof Messages["notices"]["search"]["pages"];

/** Static pages a visitor may look for by name (in either language: both names are searched). */
const PAGES: { key: PageKey; href: string; text: string }[] = [
  { key: "faculty", href: "/professor", text: "professors mentors faculty team" },
  { key: "students", href: "/student", text: "students coordinators leads team" },
  { key: "startups", href: "/pag", text: "incubated startups portfolio" },
  { key: "timeline", href: "/timeline", text: "events timeline past programmes" },
  { key: "events", href: "/events", text: "events upcoming past calendar register" },
  { key: "notices", href: "/notices", text: "notices announcements archive news" },
  { key: "directory", href: "/startups", text: "startups directory search sector stage" },
  { key: "ideaStatus", href: "/idea/status", text: "application status reference idea" },
  { key: "gallery", href: "/gallery", text: "photos events gallery albums" },
  { key: "talks", href: "/talksmore", text: "talks testimonials speakers" },
  { key: "idea", href: "/#idea", text: "apply idea incubation application form" },
];

/** The standard pages that are not texts (GIGW 3.0); the texts are searched by what they say. */
const WEBSITE_PAGES = [
  { key: "sitemap", href: "/sitemap", text: "sitemap all pages list" },
  { key: "contact", href: "/contact", text: "contact address phone email feedback officer" },
] as const;

type Candidate = {
  title: string;
  titleHi?: string | null;
  href: string;
  en: string[];
  hi: (string | null)[];
};

const clean = (parts: (string | null | undefined)[]) => parts.filter((p): p is string => !!p);

function toHit(c: Candidate, terms: string[], lang: Lang): SearchHit | null {
  const en = [c.title, ...c.en].join("\n");
  const hi = clean([c.titleHi, ...c.hi]).join("\n");
  if (!matchesAll(`${en}\n${hi}`, terms)) return null;
  // The title in the page's language (English where no Hindi one was written).
  const titleHi = lang === "hi" ? c.titleHi?.trim() : undefined;
  const title = titleHi || c.title;
  // The excerpt comes from the language the first term is found in, the page's first.
  const inEnglish =
    lang === "hi" ? !hi || !matchesAll(hi, terms.slice(0, 1)) : matchesAll(en, terms.slice(0, 1));
  const source = inEnglish ? c.en.join(" · ") || c.title : clean(c.hi).join("\n") || hi;
  const hit: SearchHit = {
    title,
    href: c.href,
    titleParts: highlight(title, terms, 200),
    excerpt: highlight(source, terms, 160),
  };
  if (lang === "en" && !inEnglish) hit.lang = "hi";
  if (lang === "hi" && inEnglish) hit.lang = "en";
  if (lang === "hi" && !titleHi) hit.titleLang = "en";
  return hit;
}

/**
 * Every public item that holds all the words of `q`, grouped by kind; [] for an empty query.
 * Either language's words find an item; titles and group names are in the page's language.
 */
export async function searchSite(
  db: Db,
  q: string,
  view: View = "public",
  lang: Lang = "en",
  t: Messages["notices"] = en.notices,
): Promise<SearchGroup[]> {
  const terms = searchTerms(q);
  if (!terms.length) return [];
  // A startup is found by its sector's words too: the kind with its terms as the choices.
  const startupKind = { ...kinds.startups, fields: await withTerms(db, kinds.startups.fields) };
  const [textPages, startups, events, notices, faculty, students, directors] = await Promise.all([
    shown<typeof pagesTable.$inferSelect>(db, pagesTable, view),
    listStartups(db, view),
    listEvents(db, view),
    listNotices(db, view),
    listPeople(db, "faculty", view),
    listPeople(db, "student", view),
    listPeople(db, "director", view),
  ]);
  const english = en.notices.search.pages;
  const groups: [keyof Messages["notices"]["search"]["groups"], Candidate[]][] = [
    [
      "startups",
      startups.map((s) => candidateOf(s, startupKind, `/startups/${encodeURIComponent(s.slug)}`)),
    ],
    [
      "events",
      events.map((e) => candidateOf(e, kinds.events, `/events/${encodeURIComponent(e.slug)}`)),
    ],
    [
      "notices",
      // Its own page carries its link, text and PDF.
      notices.map((n) => candidateOf(n, kinds.notices, noticePath(n.id))),
    ],
    [
      "people",
      [...directors, ...faculty, ...students].map((p) =>
        p.kind === "student"
          ? candidateOf(p, kinds.students, "/student")
          : candidateOf(p, kinds.people, p.kind === "faculty" ? "/professor" : "/#darki"),
      ),
    ],
    [
      "pages",
      [
        ...PAGES.map((p) => ({
          title: english[p.key],
          titleHi: lang === "hi" ? t.search.pages[p.key] : null,
          href: p.href,
          en: [p.text],
          hi: [],
        })),
        ...textPages.map((page) =>
          page.place === "standard"
            ? candidateOf(page, kinds.standardPages, `/${page.key}`)
            : candidateOf(page, kinds.ownPages, `/pages/${page.slug}`),
        ),
        ...WEBSITE_PAGES.map((p) => ({
          title: en.gigw.pages[p.key],
          titleHi: lang === "hi" ? hi.gigw.pages[p.key] : null,
          href: p.href,
          en: [p.text],
          hi: [],
        })),
      ],
    ],
  ];
  return groups
    .map(([key, candidates]) => ({
      key,
      label: t.search.groups[key],
      hits: candidates.map((c) => toHit(c, terms, lang)).filter((h): h is SearchHit => h !== null),
    }))
    .filter((g) => g.hits.length > 0);
}

/** An item of a kind as search reads it: its title and texts, from the kind's declaration. */
function candidateOf(row: object, kind: Section, href: string): Candidate {
  const { en, ...texts } = searchedTexts(row, kind);
  return { ...texts, href, en: clean(en) };
}
