// What founders read of each stage of an application (issue 26): its name and what it means for
// them, in English and Hindi. Staff edit it under "Application stages" (drafts, history); the
// status page, the founder's status e-mail ({status}, {explains}) and the back office's stage
// names all read it. The first version is the wording the status page had, with the stages'
// new names (Received, Screening, Shortlisted, Pitch, Selected, Not selected).
import { isNull } from "drizzle-orm";
import type { Section } from "~/.server/content/section";
import { ensureSingle } from "~/.server/content/single";
import { asViewed, type View } from "~/.server/content/visibility";
import type { Db } from "~/.server/db/database";
import type { IdeaStatus } from "~/.server/db/schema/ideas";
import { stageTexts as table } from "~/.server/db/schema/rounds";
import type { FieldDef } from "~/lib/content/fields";
import { IDEA_STATUSES } from "~/lib/forms/idea-rules";
import type { Lang } from "~/lib/i18n/lang";

/** The stages as staff know them in the form (the keys stay as stored). */
const STAGE_GROUP: Record<IdeaStatus, string> = {
  new: "Received (new)",
  reviewing: "Screening (reviewing)",
  shortlisted: "Shortlisted",
  pitch: "Pitch",
  incubated: "Selected (incubated)",
  declined: "Not selected (declined)",
};

const FIELDS: FieldDef[] = IDEA_STATUSES.flatMap((key): FieldDef[] => [
  {
    name: `${key}Name`,
    group: STAGE_GROUP[key],
    label: `${STAGE_GROUP[key]}: name`,
    kind: "text",
    bilingual: true,
    required: true,
    max: 40,
  },
  {
    name: `${key}Explains`,
    group: STAGE_GROUP[key],
    label: `${STAGE_GROUP[key]}: what it means for the founder`,
    kind: "textarea",
    bilingual: true,
    required: true,
    max: 400,
    rows: 3,
  },
]);

export const stageTexts: Section = {
  key: "stage-texts",
  label: "Application stages",
  item: "stage wording",
  blurb:
    "What founders read of each stage of their application: its name and what it means, on the status page and in the status e-mail.",
  table,
  titleField: "newName",
  ordered: false,
  singleton: true,
  right: "content:edit",
  publicPath: () => "/idea/status",
  fields: FIELDS,
};

/** The first version: the status page's wording, with the new names. */
const FIRST: typeof table.$inferInsert = {
  status: "published",
  newName: "Received",
  newNameHi: "प्राप्त",
  newExplains: "Your application reached us and is waiting for the centre's team to read it.",
  newExplainsHi: "आपका आवेदन हमें मिल गया है। केंद्र की टीम जल्द ही इसे पढ़ेगी।",
  reviewingName: "Screening",
  reviewingNameHi: "जाँच",
  reviewingExplains:
    "The centre's team is reading your application and may contact you with questions.",
  reviewingExplainsHi: "केंद्र की टीम आपका आवेदन पढ़ रही है। कुछ पूछना हो तो वह आपसे संपर्क कर सकती है।",
  shortlistedName: "Shortlisted",
  shortlistedNameHi: "शॉर्टलिस्ट",
  shortlistedExplains:
    "Your application is on the shortlist; the team will contact you about the next steps.",
  shortlistedExplainsHi: "आपका आवेदन शॉर्टलिस्ट हो गया है। आगे क्या करना है, इसके लिए टीम आपसे संपर्क करेगी।",
  pitchName: "Pitch",
  pitchNameHi: "पिच",
  pitchExplains:
    "You are invited to pitch your idea to the centre's panel; the team will tell you when and where.",
  pitchExplainsHi:
    "आपको केंद्र के पैनल के सामने अपना आइडिया पिच करने के लिए बुलाया गया है; टीम समय और जगह बताएगी।",
  incubatedName: "Selected",
  incubatedNameHi: "चयनित",
  incubatedExplains: "Your idea was selected for the incubation programme. Welcome aboard!",
  incubatedExplainsHi: "आपका आइडिया इनक्यूबेशन कार्यक्रम के लिए चुन लिया गया है। आपका स्वागत है!",
  declinedName: "Not selected",
  declinedNameHi: "चयनित नहीं",
  declinedExplains:
    "The centre cannot take your idea further this time. Thank you for sharing it with us.",
  declinedExplainsHi:
    "इस बार केंद्र आपके आइडिया को आगे नहीं ले जा सकता। इसे हमारे साथ साझा करने के लिए धन्यवाद।",
};

export async function ensureStageTexts(db: Db) {
  await ensureSingle(db, table, FIRST);
}

export type StageText = { name: string; explains: string };
export type StageTexts = Record<IdeaStatus, StageText>;

/**
 * Each stage's name and explanation in `lang` (English where the Hindi is empty), as the view
 * shows them. Before start-up has made the record (a bare test database), the first version.
 */
export async function getStageTexts(
  db: Db,
  lang: Lang = "en",
  view: View = "public",
): Promise<StageTexts> {
  const [row] = await db.select().from(table).where(isNull(table.deletedAt)).limit(1);
  const texts = (row ? asViewed(row, view) : FIRST) as unknown as Record<string, unknown>;
  const pick = (name: string) =>
    String((lang === "hi" && texts[`${name}Hi`]) || texts[name] || FIRST[name as "newName"] || "");
  return Object.fromEntries(
    IDEA_STATUSES.map((key) => [
      key,
      { name: pick(`${key}Name`), explains: pick(`${key}Explains`) },
    ]),
  ) as StageTexts;
}

export const firstStageTexts = (lang: Lang = "en"): StageTexts =>
  Object.fromEntries(
    IDEA_STATUSES.map((key) => [
      key,
      {
        name: String((lang === "hi" && FIRST[`${key}NameHi`]) || FIRST[`${key}Name`]),
        explains: String((lang === "hi" && FIRST[`${key}ExplainsHi`]) || FIRST[`${key}Explains`]),
      },
    ]),
  ) as StageTexts;
