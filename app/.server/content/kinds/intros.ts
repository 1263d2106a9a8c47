// The list pages' intros, one kind in one file: the eyebrow, title and opening line at the top of
// /startups, /events, /notices, /gallery, /talksmore, /timeline, /professor and /student. Staff
// edit them in both languages like any content (drafts, preview, history); the first version is
// the texts these pages had before, made at the first start.
import type { Section } from "~/.server/content/section";
import { ensureSingle, readSingle } from "~/.server/content/single";
import type { View } from "~/.server/content/visibility";
import type { Db } from "~/.server/db/database";
import { listIntros as table } from "~/.server/db/schema/site";
import type { FieldDef } from "~/lib/content/fields";
import type { Localized } from "~/lib/i18n/content";
import type { Lang } from "~/lib/i18n/lang";
import type { ListIntro } from "~/lib/page-intro";
import { fallbackAmong, inLanguage } from "../read";

/** The pages with an intro, in the form's order: the key of its columns and its address. */
export const INTRO_PAGES = [
  { key: "startups", path: "/startups", name: "Startups" },
  { key: "events", path: "/events", name: "Events" },
  { key: "notices", path: "/notices", name: "Notices" },
  { key: "gallery", path: "/gallery", name: "Gallery" },
  { key: "talks", path: "/talksmore", name: "Talks" },
  { key: "timeline", path: "/timeline", name: "Events timeline" },
  { key: "faculty", path: "/professor", name: "Faculty mentors" },
  { key: "students", path: "/student", name: "Student team" },
] as const;

export type IntroPage = (typeof INTRO_PAGES)[number]["key"];

const PARTS = ["Eyebrow", "Title", "Lead", "MetaTitle", "MetaDescription"] as const;

export const listIntros: Section = {
  key: "intros",
  label: "Page intros",
  item: "page intros",
  blurb:
    "The words at the top of the startups, events, notices, gallery, talks, timeline and team pages.",
  table,
  titleField: "startupsTitle",
  ordered: false,
  singleton: true,
  right: "content:edit",
  publicPath: () => "/startups",
  fields: INTRO_PAGES.flatMap((page): FieldDef[] => {
    const group = `${page.name} (${page.path})`;
    return [
      {
        name: `${page.key}Eyebrow`,
        group,
        label: `${page.name}: line above the title`,
        kind: "text",
        bilingual: true,
        required: true,
        max: 60,
      },
      {
        name: `${page.key}Title`,
        group,
        label: `${page.name}: title`,
        kind: "text",
        bilingual: true,
        required: true,
        max: 120,
      },
      {
        name: `${page.key}Lead`,
        group,
        label: `${page.name}: opening line`,
        kind: "textarea",
        bilingual: true,
        required: true,
        max: 400,
        rows: 3,
        ...(page.key === "startups" && { hint: "{count} stands for the number of startups." }),
      },
      {
        name: `${page.key}MetaTitle`,
        group,
        label: `${page.name}: title in the browser tab and search results`,
        kind: "text",
        bilingual: true,
        required: true,
        max: 70,
        hint: "The centre's name is added after it.",
      },
      {
        name: `${page.key}MetaDescription`,
        group,
        label: `${page.name}: description for search engines and link previews`,
        kind: "textarea",
        bilingual: true,
        required: true,
        max: 300,
        rows: 2,
      },
    ];
  }),
};

/** The first version: the texts the pages had (the spec's titles kept exactly). */
const FIRST: typeof table.$inferInsert = {
  status: "published",
  startupsEyebrow: "Incubations",
  startupsEyebrowHi: "इनक्यूबेशन",
  startupsTitle: "Our Startups",
  startupsTitleHi: "हमारे स्टार्टअप",
  startupsLead:
    "{count} startups incubated at the centre. Open any of them to read what it does, who founded it and how to get in touch.",
  startupsLeadHi:
    "केंद्र में इनक्यूबेट हुए {count} स्टार्टअप। किसी भी स्टार्टअप को खोलकर पढ़ें कि वह क्या करता है, उसे किसने शुरू किया और उससे कैसे संपर्क करें।",
  startupsMetaTitle: "Our Startups",
  startupsMetaTitleHi: "हमारे स्टार्टअप",
  startupsMetaDescription:
    "All startups incubated at the centre: search them by name, founder or idea, and filter by sector, stage, cohort and status.",
  startupsMetaDescriptionHi:
    "केंद्र में इनक्यूबेट हुए सभी स्टार्टअप: नाम, संस्थापक या आइडिया से खोजें, और सेक्टर, चरण, बैच और स्थिति के हिसाब से छाँटें।",
  eventsEyebrow: "Events",
  eventsEyebrowHi: "कार्यक्रम",
  eventsTitle: "Events",
  eventsTitleHi: "कार्यक्रम",
  eventsLead:
    "Orientations, pitch nights, workshops and talks for student founders: what is coming up and what we have held.",
  eventsLeadHi:
    "छात्र संस्थापकों के लिए ओरिएंटेशन, पिच नाइट, वर्कशॉप और वार्ताएँ: आगे क्या होने वाला है और अब तक क्या-क्या हुआ।",
  eventsMetaTitle: "Events",
  eventsMetaTitleHi: "कार्यक्रम",
  eventsMetaDescription:
    "Upcoming and past events of the incubation centre: orientations, pitch months, workshops and talks, with dates, venues and how to add them to your calendar.",
  eventsMetaDescriptionHi:
    "इनक्यूबेशन केंद्र के आने वाले और पिछले कार्यक्रम: ओरिएंटेशन, पिचिंग के महीने, वर्कशॉप और वार्ताएँ, तारीख़ और जगह के साथ, और इन्हें अपने कैलेंडर में जोड़ने का तरीका।",
  noticesEyebrow: "Notices",
  noticesEyebrowHi: "सूचनाएँ",
  noticesTitle: "All notices",
  noticesTitleHi: "सभी सूचनाएँ",
  noticesLead:
    "Every notice of the centre, newest first, including those no longer on the home page.",
  noticesLeadHi: "केंद्र की सभी सूचनाएँ, सबसे नई पहले। इनमें वे भी हैं जो अब मुखपृष्ठ पर नहीं दिखतीं।",
  noticesMetaTitle: "Notices",
  noticesMetaTitleHi: "सूचनाएँ",
  noticesMetaDescription:
    "Every notice of the incubation centre, newest first: calls for applications, workshops, results and closures, with their dates.",
  noticesMetaDescriptionHi:
    "इनक्यूबेशन केंद्र की सभी सूचनाएँ, सबसे नई पहले: आवेदन की सूचना, वर्कशॉप, नतीजे और बंदी, तारीख़ के साथ।",
  galleryEyebrow: "Gallery",
  galleryEyebrowHi: "गैलरी",
  galleryTitle: "ALL EVENT PHOTOS",
  galleryTitleHi: "सभी कार्यक्रमों की तस्वीरें",
  galleryLead: "Orientation sessions, PitchTember, workshops and the people who make them happen.",
  galleryLeadHi: "ओरिएंटेशन सत्र, पिचटेम्बर, वर्कशॉप और वे लोग जो इन्हें सफल बनाते हैं।",
  galleryMetaTitle: "Gallery",
  galleryMetaTitleHi: "गैलरी",
  galleryMetaDescription:
    "All event photos of the incubation centre: orientation sessions, pitch month, workshops and the people behind them.",
  galleryMetaDescriptionHi:
    "इनक्यूबेशन केंद्र के सभी कार्यक्रमों की तस्वीरें: ओरिएंटेशन सत्र, पिच का महीना, वर्कशॉप और इन्हें संभव बनाने वाले लोग।",
  talksEyebrow: "Talks",
  talksEyebrowHi: "वार्ताएँ",
  talksTitle: "Entrepreneur's Talks",
  talksTitleHi: "उद्यमियों की वार्ताएँ",
  talksLead: "Founders and alumni on the lessons of building a company from the campus.",
  talksLeadHi: "कैंपस से कंपनी खड़ी करने के सबक, संस्थापकों और पूर्व छात्रों की ज़ुबानी।",
  talksMetaTitle: "Entrepreneur's Talks",
  talksMetaTitleHi: "उद्यमियों की वार्ताएँ",
  talksMetaDescription:
    "Entrepreneur's Talks: alumni and founders share what they learned building startups with the incubation centre.",
  talksMetaDescriptionHi:
    "उद्यमियों की वार्ताएँ: पूर्व छात्र और संस्थापक बताते हैं कि इनक्यूबेशन केंद्र के साथ स्टार्टअप खड़ा करते हुए उन्होंने क्या सीखा।",
  timelineEyebrow: "Events",
  timelineEyebrowHi: "कार्यक्रम",
  timelineTitle: "Events Timeline",
  timelineTitleHi: "कार्यक्रमों की समयरेखा",
  timelineLead:
    "From the first orientation to a month of pitches: what we have organised for student founders so far.",
  timelineLeadHi:
    "पहले ओरिएंटेशन से लेकर पिचों के पूरे महीने तक: छात्र संस्थापकों के लिए अब तक हमने क्या-क्या आयोजित किया।",
  timelineMetaTitle: "Events Timeline",
  timelineMetaTitleHi: "कार्यक्रमों की समयरेखा",
  timelineMetaDescription:
    "The incubation centre's events so far: orientation session, PitchTember month of pitches and the stock market simulation, with dates and figures.",
  timelineMetaDescriptionHi:
    "इनक्यूबेशन केंद्र के अब तक के कार्यक्रम: ओरिएंटेशन सत्र, पिचों का महीना पिचटेम्बर और स्टॉक मार्केट सिमुलेशन, तारीख़ों और आँकड़ों के साथ।",
  facultyEyebrow: "Team",
  facultyEyebrowHi: "टीम",
  facultyTitle: "Our Team",
  facultyTitleHi: "हमारी टीम",
  facultyLead:
    "Professors who give their time to founders: technical depth, research links and honest advice at every stage.",
  facultyLeadHi:
    "ये प्रोफ़ेसर संस्थापकों को अपना समय देते हैं: हर पड़ाव पर गहरी तकनीकी समझ, रिसर्च से जुड़ाव और खरी सलाह।",
  facultyMetaTitle: "Faculty Mentors",
  facultyMetaTitleHi: "फ़ैकल्टी मेंटर",
  facultyMetaDescription:
    "Meet the faculty mentors of the incubation centre: professors who guide our startups on technology, business and research.",
  facultyMetaDescriptionHi:
    "इनक्यूबेशन केंद्र के फ़ैकल्टी मेंटर से मिलिए: वे प्रोफ़ेसर जो हमारे स्टार्टअप को तकनीक, बिज़नेस और रिसर्च पर राह दिखाते हैं।",
  studentsEyebrow: "Team",
  studentsEyebrowHi: "टीम",
  studentsTitle: "Student Team",
  studentsTitleHi: "छात्र टीम",
  studentsLead:
    "Students who organise our events, build our website, design, write and spread the word.",
  studentsLeadHi:
    "ये छात्र हमारे कार्यक्रम आयोजित करते हैं, वेबसाइट बनाते हैं, डिज़ाइन करते हैं, लिखते हैं और बात सब तक पहुँचाते हैं।",
  studentsMetaTitle: "Student Team",
  studentsMetaTitleHi: "छात्र टीम",
  studentsMetaDescription:
    "The student team that runs the incubation centre's events, design, web, media and outreach: coordinators, secretary, committee co-ordinators, leads and co-leads.",
  studentsMetaDescriptionHi:
    "इनक्यूबेशन केंद्र के कार्यक्रम, डिज़ाइन, वेबसाइट, मीडिया और आउटरीच सँभालने वाली छात्र टीम: समन्वयक, सचिव, समिति समन्वयक, लीड और को-लीड।",
};

/** Makes the intros' one row on the first start (and on a site upgraded to this release). */
export async function ensureListIntros(db: Db) {
  await ensureSingle(db, table, FIRST);
}

const lowerFirst = (name: string) => name.charAt(0).toLowerCase() + name.slice(1);

/**
 * One page's intro as the view shows it, in the page's language (English where the Hindi is
 * missing, listed in `fallback`).
 */
export async function getListIntro(
  site: { db: Db; view: View; lang: Lang },
  page: IntroPage,
): Promise<ListIntro> {
  const stored = await readSingle<typeof table.$inferSelect>(site.db, table, site.view);
  const row: Record<string, unknown> & Localized = inLanguage(stored, listIntros, site.lang);
  const text = (part: (typeof PARTS)[number]) => String(row[`${page}${part}`] ?? "");
  const { fallback } = fallbackAmong(
    row,
    PARTS.map((part) => `${page}${part}`),
  );
  return {
    eyebrow: text("Eyebrow"),
    title: text("Title"),
    lead: text("Lead"),
    metaTitle: text("MetaTitle"),
    metaDescription: text("MetaDescription"),
    ...(fallback && { fallback: fallback.map((f) => lowerFirst(f.slice(page.length))) }),
  };
}
