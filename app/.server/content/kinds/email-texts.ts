// The wording of every e-mail a visitor receives, one kind in one file: a subject and a text per
// message, in English and Hindi, with the named placeholders each message fills in. Staff edit
// it under "E-mails" (drafts, history); a placeholder a message does not have is refused when
// saved, and /admin-dashboard/emails/preview shows each message with sample values. The first
// version is the wording the e-mails had. Placeholders carry only the centre's words (names,
// references, event details, staff's own message), never what a visitor typed: the e-mails go to
// whatever address was typed (security review F11).
import { isNull } from "drizzle-orm";
import type { Section } from "~/.server/content/section";
import { ensureSingle, readSingle } from "~/.server/content/single";
import type { View } from "~/.server/content/visibility";
import type { Db } from "~/.server/db/database";
import { emailTexts as table } from "~/.server/db/schema/email-texts";
import { oneLine } from "~/.server/mail/headers";
import type { Mail } from "~/.server/mail/mailer";
import type { FieldDef } from "~/lib/content/fields";
import { fillPlaceholders, listPlaceholders } from "~/lib/content/placeholders";
import type { Lang } from "~/lib/i18n/lang";

const IDEA = ["reference", "centre"] as const;
const EVENT = ["event", "centre", "when", "where", "eventPage", "cancelPage"] as const;

/** The messages, what each may say, and sample values for the preview. */
export const MESSAGES = {
  ideaReceived: { name: "Idea received (to the founder)", placeholders: IDEA },
  ideaStatus: {
    name: "An idea's status changed (to the founder)",
    placeholders: [...IDEA, "status", "explains", "message", "statusPage"],
  },
  feedbackReceived: { name: "Feedback received (contact page)", placeholders: IDEA },
  registered: { name: "Event registration: place confirmed", placeholders: EVENT },
  waiting: { name: "Event registration: on the waiting list", placeholders: EVENT },
  promoted: { name: "Event registration: a freed place is theirs", placeholders: EVENT },
  cancelled: { name: "Event registration: cancelled", placeholders: EVENT },
  reminder: { name: "Event reminder (the day before)", placeholders: EVENT },
} as const;

export type MessageKey = keyof typeof MESSAGES;
export type MessageValues<K extends MessageKey> = Record<
  (typeof MESSAGES)[K]["placeholders"][number],
  string | null
>;

const FIELDS: FieldDef[] = Object.entries(MESSAGES).flatMap(([key, m]): FieldDef[] => [
  {
    name: `${key}Subject`,
    group: m.name,
    label: `${m.name}: subject`,
    kind: "text",
    bilingual: true,
    required: true,
    max: 150,
    placeholders: m.placeholders,
  },
  {
    name: `${key}Body`,
    group: m.name,
    label: `${m.name}: text`,
    kind: "textarea",
    bilingual: true,
    required: true,
    max: 3000,
    rows: 10,
    placeholders: m.placeholders,
    hint: `Plain text. It may use ${listPlaceholders(m.placeholders)}. A paragraph whose placeholder is empty (no message from the team) is left out.`,
  },
]);

export const emailTexts: Section = {
  key: "emails",
  label: "E-mails",
  item: "e-mail wording",
  blurb:
    "What the e-mails to founders, visitors and registrants say: the idea and feedback acknowledgements, the idea's status, the event registration.",
  table,
  titleField: "ideaReceivedSubject",
  ordered: false,
  singleton: true,
  right: "content:edit",
  publicPath: () => "/admin-dashboard/emails/preview",
  fields: FIELDS,
};

import { FIRST_EVENT_TEXTS, SIGNED } from "./event-email-texts";

/** The first version: the wording the e-mails had. */
const FIRST: typeof table.$inferInsert = {
  status: "published",
  ideaReceivedSubject: "We received your idea ({reference})",
  ideaReceivedSubjectHi: "आपका आइडिया हमें मिल गया है ({reference})",
  ideaReceivedBody: `Hello,

Thank you for sharing your idea with the {centre}. It reached us and our team will read it. Please quote this reference number when you write to us about it:

    {reference}

If you did not send an idea to us, someone else typed your e-mail address; you can ignore this message.${SIGNED}`,
  ideaReceivedBodyHi: `नमस्ते,

{centre} के साथ अपना आइडिया साझा करने के लिए धन्यवाद। आपका आइडिया हम तक पहुँच गया है और हमारी टीम इसे पढ़ेगी। इस बारे में हमें लिखें तो यह संदर्भ संख्या ज़रूर बताएँ:

    {reference}

अगर आपने हमें कोई आइडिया नहीं भेजा है, तो किसी और ने आपका ई-मेल पता लिख दिया होगा; आप इस ई-मेल को अनदेखा कर सकते हैं।${SIGNED}`,
  ideaStatusSubject: "Your idea {reference}: {status}",
  ideaStatusSubjectHi: "आपका आइडिया {reference}: {status}",
  ideaStatusBody: `Hello,

The status of your idea {reference} at the {centre} is now: {status}.
{explains}

A message from the team:
{message}

You can check the status at any time with your reference number and e-mail address:
{statusPage}${SIGNED}`,
  ideaStatusBodyHi: `नमस्ते,

{centre} में आपके आइडिया {reference} की स्थिति अब है: {status}।
{explains}

टीम का संदेश:
{message}

अपनी संदर्भ संख्या और ई-मेल पते से आप कभी भी स्थिति देख सकते हैं:
{statusPage}${SIGNED}`,
  feedbackReceivedSubject: "We received your feedback ({reference})",
  feedbackReceivedSubjectHi: "आपकी राय हमें मिल गई है ({reference})",
  feedbackReceivedBody: `Hello,

Thank you for writing to the {centre}. Your message reached us and our team will read it. Please quote this reference number when you write to us about it:

    {reference}

If you did not write to us, someone else typed your e-mail address; you can ignore this message.${SIGNED}`,
  feedbackReceivedBodyHi: `नमस्ते,

{centre} को अपनी राय भेजने के लिए धन्यवाद। आपका संदेश हम तक पहुँच गया है और हमारी टीम इसे पढ़ेगी। इस बारे में हमें लिखें तो यह संदर्भ नंबर ज़रूर बताएँ:

    {reference}

अगर आपने हमें कोई संदेश नहीं भेजा है, तो किसी और ने आपका ई-मेल पता लिख दिया होगा; आप इस ई-मेल को अनदेखा कर सकते हैं।${SIGNED}`,
  ...FIRST_EVENT_TEXTS,
};

/** Makes the one row on the first start (and on a site upgraded to this release). */
export async function ensureEmailTexts(db: Db) {
  await ensureSingle(db, table, FIRST);
  // A row made before a message existed gets the message's first version (issue 26 added three).
  // Only when one is missing: even an UPDATE of no rows fires the statement trigger that empties
  // every server's page cache, and this runs at every start.
  for (const key of ADDED_LATER) {
    const column = table[key];
    const [missing] = await db.select({ id: table.id }).from(table).where(isNull(column)).limit(1);
    if (missing)
      await db
        .update(table)
        .set({ [key]: FIRST[key] })
        .where(isNull(column));
  }
}

/** The columns a later release added, optional in the table, filled in at start-up. */
const ADDED_LATER = (["promoted", "cancelled", "reminder"] as const).flatMap((m) =>
  (["Subject", "SubjectHi", "Body", "BodyHi"] as const).map((p) => `${m}${p}` as const),
);

export type EmailTexts = Record<string, unknown>;

/** The wording as sent (`public`) or as staff preview their unpublished changes (`preview`). */
export function getEmailTexts(db: Db, view: View = "public"): Promise<EmailTexts> {
  return readSingle(db, table, view);
}

/** The first version, for tests that make e-mails without a database. */
export const firstEmailTexts = (): EmailTexts => ({ ...FIRST });

/**
 * One message in `lang` (its English where its Hindi was not written), placeholders filled: the
 * subject on one line, the text as plain text. Typed: a sender passes every value its message has.
 */
export function composeEmail<K extends MessageKey>(
  texts: EmailTexts,
  key: K,
  lang: Lang,
  values: MessageValues<K>,
): Pick<Mail, "subject" | "text"> {
  return fillMessage(texts, key, lang, values);
}

function fillMessage(
  texts: EmailTexts,
  key: MessageKey,
  lang: Lang,
  values: Record<string, string | null>,
): Pick<Mail, "subject" | "text"> {
  const inLang = (part: "Subject" | "Body") => {
    const hindi = lang === "hi" ? texts[`${key}${part}Hi`] : null;
    return String(
      (typeof hindi === "string" && hindi.trim() ? hindi : texts[`${key}${part}`]) ?? "",
    );
  };
  return {
    subject: oneLine(fillPlaceholders(inLang("Subject"), values)),
    text: fillPlaceholders(inLang("Body"), values),
  };
}

/** A message as the preview shows it: with made-up values (the centre's name is the real one). */
export function sampleEmail(
  texts: EmailTexts,
  key: MessageKey,
  lang: Lang,
  centre: string,
  origin: string,
) {
  return fillMessage(texts, key, lang, sampleValues(key, lang, centre, origin));
}

function sampleValues(key: MessageKey, lang: Lang, centre: string, origin: string) {
  const hindi = lang === "hi";
  const at = (path: string) => `${origin}${hindi ? `/hi${path}` : path}`;
  const event = {
    event: hindi ? "पिच नाइट (नमूना)" : "Pitch Night (sample)",
    centre,
    when: hindi
      ? "5 दिसंबर 2026, 17:00 बजे (भारतीय मानक समय)"
      : "05/12/2026, 17:00 (India Standard Time)",
    where: hindi ? "सभागार, मुख्य भवन" : "Auditorium, Main Building",
    eventPage: at("/events/pitch-night"),
    cancelPage: at("/events/pitch-night/cancel?t=3f9c2a7d"),
  };
  const idea = { reference: "SIC-2026-0042", centre };
  const values: { [K in MessageKey]: MessageValues<K> } = {
    ideaReceived: idea,
    feedbackReceived: { ...idea, reference: "FB-2026-0007" },
    ideaStatus: {
      ...idea,
      status: hindi ? "शॉर्टलिस्ट" : "Shortlisted",
      explains: hindi
        ? "आपका आइडिया अगले दौर के लिए चुना गया है।"
        : "Your idea was chosen for the next round.",
      message: hindi
        ? "शुक्रवार को 15 मिनट की पिच के लिए आइए।"
        : "Come for a 15-minute pitch on Friday.",
      statusPage: at("/idea/status"),
    },
    registered: event,
    waiting: event,
    promoted: event,
    cancelled: event,
    reminder: event,
  };
  return values[key] as Record<string, string | null>;
}
