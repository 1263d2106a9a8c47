// The home page's content in one language: every section's rows from the back office, each text
// in the page's language (English where the Hindi is missing, listed in `fallback` so the page
// marks it lang="en"), and when any of it last changed.

import { getBranding } from "~/.server/branding";
import * as kinds from "~/.server/content/kinds";
import { eventShape, listEvents } from "~/.server/content/kinds/events";
import { getHomeOrder } from "~/.server/content/kinds/home-order";
import { getHomeWords } from "~/.server/content/kinds/home-sections";
import { listPeople, personShape } from "~/.server/content/kinds/people";
import { faqShape, listFaqs, listSupportTabs, supportTabShape } from "~/.server/content/kinds/site";
import { listStartups, startupShape } from "~/.server/content/kinds/startups";
import { listTalks, talkShape } from "~/.server/content/kinds/talks";
import { getTerms } from "~/.server/content/kinds/vocabularies";
import { latest } from "~/.server/content/latest-update";
import { renderMarkdown } from "~/.server/content/markdown";
import { fallbackAmong, inLanguage } from "~/.server/content/read";
import type { Section } from "~/.server/content/section";
import { getHomeTexts } from "~/.server/content/site";
import type { View } from "~/.server/content/visibility";
import type { Db } from "~/.server/db/database";
import { getGalleryPreview } from "~/.server/pages/gallery-page";
import { VISION_PARTS } from "~/lib/content/fields";
import { type Lang, localize } from "~/lib/i18n/lang";
import { listHomeNotices } from "./notice-archive";
import { attachmentsOf } from "./notice-page";

/**
 * A row as a shape gives it in `lang`, plus the names of its fields that fell back to English.
 * The row is localized first (inLanguage drops its Hindi columns), so the shape's own language
 * mark of its long text follows the text it got.
 */
function localized<R extends object, S>(
  row: R,
  kind: Section,
  lang: Lang,
  shape: (row: R, lang: Lang) => S,
): S & { fallback?: string[] } {
  const { fallback, ...rest } = inLanguage(row, kind, lang);
  return { ...shape(rest as R, lang), ...(fallback && { fallback }) };
}

export async function getHomePage(db: Db, view: View, lang: Lang) {
  const [notices, directors, startups, supportTabs, events, talks, faqs, gallery, texts, branding] =
    await Promise.all([
      listHomeNotices(db, view),
      listPeople(db, "director", view),
      listStartups(db, view),
      listSupportTabs(db, view),
      listEvents(db, view),
      listTalks(db, view),
      listFaqs(db, view),
      getGalleryPreview(db, view, lang),
      getHomeTexts(db, view),
      getBranding(db, view),
    ]);
  const [words, order, terms] = await Promise.all([
    getHomeWords(db, view, lang),
    getHomeOrder(db, view),
    getTerms(db, view),
  ]);
  const pdfs = await attachmentsOf(db, notices, view);

  const names = inLanguage(branding, kinds.settings, lang);
  // A text shown in English on a Hindi page names the centre in English too.
  const fillNames = (text: string, english: boolean) => {
    const n = english ? branding : names;
    return text
      .replaceAll("{centre}", n.centreName)
      .replaceAll("{institute}", n.instituteName)
      .replaceAll("{state}", n.homeState);
  };
  const home = inLanguage(texts, kinds.homeTexts, lang);
  const inEnglish = (item: { fallback?: string[] }, field: string) =>
    Boolean(item.fallback?.includes(field));

  return {
    branding: {
      centreName: names.centreName,
      instituteName: names.instituteName,
      ...fallbackAmong(names, ["centreName", "instituteName", "homeState"]),
    },
    heroLead: {
      text: home.heroLead,
      ...(inEnglish(home, "heroLead") && { lang: "en" as const }),
    },
    words,
    order,
    gallery: gallery.map(({ updatedAt: _, ...photo }) => photo),
    updatedAt: latest([
      texts.updatedAt,
      ...[notices, directors, startups, supportTabs, events, talks, faqs, gallery].flatMap(
        (rows: { updatedAt: Date }[]) => rows.map((r) => r.updatedAt),
      ),
    ]),
    sections: {
      lang,
      words,
      about: {
        texts: {
          aboutTitle: home.aboutTitle,
          ...(home.fallback && { fallback: home.fallback }),
        },
        html: renderMarkdown(fillNames(home.about, inEnglish(home, "about"))),
        vision: texts.vision.map((statement) => {
          const v = inLanguage(statement, { fields: VISION_PARTS }, lang);
          return {
            word: v.word,
            text: fillNames(v.text, inEnglish(v, "text")),
            ...(v.fallback && { fallback: v.fallback }),
          };
        }),
      },
      notices: notices.map((row) => {
        const n = inLanguage(row, kinds.notices, lang);
        return {
          id: n.id,
          title: n.title,
          // A notice may point at a page of the site ("/timeline"): its page in this language.
          url: n.url && localize(n.url, lang),
          date: n.date,
          attachment: pdfs[n.id] ?? null,
          ...fallbackAmong(n, ["title"]),
        };
      }),
      directors: directors.map((p) => localized(p, kinds.people, lang, personShape)),
      supportTabs: supportTabs.map((t) => localized(t, kinds.supportTabs, lang, supportTabShape)),
      startups: startups.map((s) =>
        localized(s, kinds.startups, lang, (row, l) => startupShape(row, terms, l)),
      ),
      talks: talks.map((t) => localized(t, kinds.talks, lang, talkShape)),
      events: events
        .filter((e) => e.onHome)
        .map((e) => localized(e, kinds.events, lang, eventShape)),
      faqs: faqs.map((f) => localized(f, kinds.faqs, lang, faqShape)),
    },
  };
}
