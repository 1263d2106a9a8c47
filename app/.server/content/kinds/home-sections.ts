// The home page's own words, one kind in one file: each section's title and the line above it,
// the buttons' labels and the typewriter's phrases, in both languages. Staff edit them under
// "Home sections" like any content; the first version is the spec's wordings (decision 026).
import { eq } from "drizzle-orm";
import type { Section } from "~/.server/content/section";
import { readSingle } from "~/.server/content/single";
import type { View } from "~/.server/content/visibility";
import type { Db } from "~/.server/db/database";
import { homeSections as table } from "~/.server/db/schema/site";
import type { FieldDef } from "~/lib/content/fields";
import type { HomeWords } from "~/lib/home-words";
import type { Localized } from "~/lib/i18n/content";
import type { Lang } from "~/lib/i18n/lang";
import { inLanguage } from "../read";

/** A text of the page in both languages, English required, under its section's legend. */
const word = (
  name: string,
  group: string,
  label: string,
  max: number,
  textarea?: Pick<FieldDef, "rows" | "hint">,
): FieldDef => ({
  name,
  group,
  label,
  kind: textarea ? "textarea" : "text",
  bilingual: true,
  required: true,
  max,
  ...textarea,
});

const IDEA = "Idea form (home page and /idea)";

const FIELDS: FieldDef[] = [
  word("heroPhrases", "Hero", "Typewriter phrases, one per line", 200, {
    rows: 3,
    hint: "Typed one after another, then again from the first.",
  }),
  word("heroSubmit", "Hero", "Idea button", 40),
  word("heroStartups", "Hero", "Startups button", 40),
  word("noticesTitle", "Notices", "Notices: title", 80),
  word("noticesAll", "Notices", "Notices: link to all notices", 40),
  word("deskEyebrow", "Director's desk", "Director's desk: line above the title", 60),
  word("deskTitle", "Director's desk", "Director's desk: title", 120),
  word("aboutEyebrow", "About and vision", "About: line above the title", 60),
  word("visionEyebrow", "About and vision", "Vision: line above the title", 60),
  word("visionTitle", "About and vision", "Vision: title", 120),
  word("supportEyebrow", "How we support", "How we support: line above the title", 60),
  word("supportTitle", "How we support", "How we support: title", 120),
  word("flipEyebrow", "Startup flip cards", "Flip cards: line above the title", 60),
  word("flipTitle", "Startup flip cards", "Flip cards: title", 120),
  word("flipButton", "Startup flip cards", "Flip cards: button", 40),
  word("incubationsEyebrow", "Incubations carousel", "Incubations: line above the title", 60),
  word("incubationsTitle", "Incubations carousel", "Incubations: title", 120),
  word("incubationsLead", "Incubations carousel", "Incubations: opening line", 400, { rows: 3 }),
  word("cardsEyebrow", "Startup cards", "Startup cards: line above the title", 60),
  word("cardsTitle", "Startup cards", "Startup cards: title", 120),
  word("cardsButton", "Startup cards", "Startup cards: button", 40),
  word("talksEyebrow", "Talks", "Talks: line above the title", 60),
  word("talksTitle", "Talks", "Talks: title", 120),
  word("eventsEyebrow", "Events", "Events: line above the title", 60),
  word("eventsTitle", "Events", "Events: title", 120),
  word("faqEyebrow", "FAQ", "FAQ: line above the title", 60),
  word("faqTitle", "FAQ", "FAQ: title", 120),
  word("galleryEyebrow", "Gallery", "Gallery: line above the title", 60),
  word("galleryTitle", "Gallery", "Gallery: title", 120),
  word("viewMore", "Every section", "“View More” links", 40),
  word("ideaEyebrow", IDEA, "Idea form: line above the title", 60),
  word("ideaTitle", IDEA, "Idea form: title", 120),
  word("ideaLead", IDEA, "Idea form: opening line", 400, { rows: 3 }),
  word("ideaPoints", IDEA, "Idea form: what the centre offers, one point per line", 400, {
    rows: 3,
    hint: "Shown as a list beside the form.",
  }),
  word("ideaSuccess", IDEA, "Idea form: message once an idea is sent", 200, {
    rows: 2,
    hint: "Followed by the idea's reference number.",
  }),
];

export const homeSections: Section = {
  key: "home-sections",
  label: "Home sections",
  item: "home sections",
  blurb:
    "The home page's section titles, the lines above them, its buttons and the typewriter's phrases.",
  table,
  titleField: "deskTitle",
  ordered: false,
  singleton: true,
  right: "content:edit",
  related: ["home"],
  publicPath: () => "/",
  fields: FIELDS,
};

/** The first version: the spec's wordings ("we Incubate.", "Incubate u'r Idea", "Litsen More"…). */
const FIRST: typeof table.$inferInsert = {
  status: "published",
  heroPhrases: "we Incubate.\nwe Mentor.\nwe Support.",
  heroPhrasesHi: "हम सँवारते हैं।\nहम राह दिखाते हैं।\nहम साथ देते हैं।",
  heroSubmit: "Incubate u'r Idea",
  heroSubmitHi: "अपना आइडिया भेजें",
  heroStartups: "Our startups",
  heroStartupsHi: "हमारे स्टार्टअप",
  noticesTitle: "Notices",
  noticesTitleHi: "सूचनाएँ",
  noticesAll: "All notices",
  noticesAllHi: "सभी सूचनाएँ",
  deskEyebrow: "Leadership",
  deskEyebrowHi: "नेतृत्व",
  deskTitle: "From the Director's Desk",
  deskTitleHi: "निदेशक की कलम से",
  aboutEyebrow: "About us",
  aboutEyebrowHi: "हमारे बारे में",
  visionEyebrow: "Our vision",
  visionEyebrowHi: "हमारी सोच",
  visionTitle: "Vision",
  visionTitleHi: "लक्ष्य",
  supportEyebrow: "What you get",
  supportEyebrowHi: "आपको क्या मिलता है",
  supportTitle: "How we support",
  supportTitleHi: "हम कैसे मदद करते हैं",
  flipEyebrow: "Portfolio",
  flipEyebrowHi: "पोर्टफ़ोलियो",
  flipTitle: "Startups we incubate",
  flipTitleHi: "हमारे इनक्यूबेटेड स्टार्टअप",
  flipButton: "Know More",
  flipButtonHi: "और जानें",
  incubationsEyebrow: "Incubations",
  incubationsEyebrowHi: "इनक्यूबेशन",
  incubationsTitle: "Where ideas become companies",
  incubationsTitleHi: "जहाँ आइडिया कंपनी बनते हैं",
  incubationsLead:
    "The centre fosters a statewide startup ecosystem and offers office space, meeting rooms, networking platforms and management support to aspiring entrepreneurs.",
  incubationsLeadHi:
    "केंद्र पूरे राज्य में स्टार्टअप इकोसिस्टम को बढ़ावा देता है। नए उद्यमियों को यहाँ ऑफ़िस की जगह, मीटिंग रूम, नेटवर्किंग के मंच और प्रबंधन में सहयोग मिलता है।",
  cardsEyebrow: "Problems they solve",
  cardsEyebrowHi: "किन समस्याओं का हल",
  cardsTitle: "Startups at the centre",
  cardsTitleHi: "केंद्र के स्टार्टअप",
  cardsButton: "Litsen More",
  cardsButtonHi: "और सुनें",
  talksEyebrow: "Entrepreneur talks",
  talksEyebrowHi: "उद्यमियों की बातें",
  talksTitle: "Entrepreneur's Talks",
  talksTitleHi: "उद्यमियों की वार्ताएँ",
  eventsEyebrow: "What happens here",
  eventsEyebrowHi: "यहाँ क्या होता है",
  eventsTitle: "Events",
  eventsTitleHi: "कार्यक्रम",
  faqEyebrow: "Questions",
  faqEyebrowHi: "सवाल-जवाब",
  faqTitle: "Frequently Asked Questions",
  faqTitleHi: "अक्सर पूछे जाने वाले सवाल",
  galleryEyebrow: "Moments",
  galleryEyebrowHi: "यादगार पल",
  galleryTitle: "Gallery",
  galleryTitleHi: "गैलरी",
  viewMore: "View More",
  viewMoreHi: "और देखें",
  ideaEyebrow: "Pitch to us",
  ideaEyebrowHi: "अपना आइडिया बताइए",
  ideaTitle: "Incubate u'r Idea",
  ideaTitleHi: "अपने आइडिया को इनक्यूबेट कराएँ",
  ideaLead:
    "Tell us about the problem you want to solve. Every idea is read by the centre's team, and you get a reference number to quote when you follow up.",
  ideaLeadHi:
    "आप कौन-सी समस्या हल करना चाहते हैं, हमें बताइए। हर आइडिया केंद्र की टीम पढ़ती है। आपको एक संदर्भ संख्या मिलेगी, जिससे आप बाद में उसके बारे में पूछ सकते हैं।",
  ideaPoints:
    "Mentorship from faculty and founders\nFunding and investor connections\nWorkspace, labs and meeting rooms",
  ideaPointsHi: "फ़ैकल्टी और संस्थापकों से मेंटरशिप\nफ़ंडिंग और निवेशकों से संपर्क\nकाम करने की जगह, लैब और मीटिंग रूम",
  ideaSuccess: "Your message has been sent successfully!",
  ideaSuccessHi: "आपका संदेश हमें मिल गया है!",
};

/**
 * Makes the one row on the first start (and on a site upgraded to this release). A word added by
 * a later release arrives empty in an existing row: it gets its first version here, in both
 * languages, and nothing staff wrote is touched.
 */
export async function ensureHomeSections(db: Db) {
  const [row] = await db.select().from(table).limit(1);
  if (!row) {
    await db.insert(table).values(FIRST);
    return;
  }
  const blanks = Object.fromEntries(
    FIELDS.filter(({ name }) => row[name as keyof typeof row] === "").flatMap(({ name }) => {
      const first = FIRST as Record<string, unknown>;
      return [
        [name, first[name]],
        [`${name}Hi`, first[`${name}Hi`]],
      ];
    }),
  );
  if (Object.keys(blanks).length) await db.update(table).set(blanks).where(eq(table.id, row.id));
}

/** A row's words in `lang`, English marked where the Hindi is missing. */
function wordsOf(stored: object, lang: Lang): HomeWords {
  const row: Record<string, unknown> & Localized = inLanguage({ ...stored }, homeSections, lang);
  return Object.fromEntries(
    FIELDS.map(({ name }) => [
      name,
      {
        text: String(row[name] ?? ""),
        ...(row.fallback?.includes(name) && { lang: "en" as const }),
      },
    ]),
  ) as HomeWords;
}

/** The first version's words in `lang` (the sections' own tests render with them). */
export const firstHomeWords = (lang: Lang) => wordsOf(FIRST, lang);

/** The words as the view shows them, in the page's language. */
export async function getHomeWords(db: Db, view: View, lang: Lang): Promise<HomeWords> {
  const stored = await readSingle<typeof table.$inferSelect>(db, table, view);
  return wordsOf(stored, lang);
}
