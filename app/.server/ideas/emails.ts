// The e-mails about an idea (the two of a submission, and the status e-mail), as plain text:
// whatever a founder typed is never markup, and only the centre's e-mail carries it. The
// founder's e-mails are in the language of the page the idea was sent from; the centre's in
// English, like the back office.

import type { Idea } from "~/.server/db/schema/ideas";
import type { Mail } from "~/.server/mail/mailer";
import type { Lang } from "~/lib/i18n/lang";
import en from "~/lib/i18n/messages/en.ts";
import hi from "~/lib/i18n/messages/hi.ts";

/** Header values are one line; a founder's line breaks must not start new headers. */
export function oneLine(text: string, max = 150): string {
  const flat = text.replace(/[\r\n\t]+/g, " ").trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

export function centreEmail(idea: Idea, to: string, centreName: string, inboxUrl: string): Mail {
  return {
    to,
    replyTo: idea.email,
    subject: oneLine(`New idea ${idea.reference}: ${idea.subject}`),
    text: [
      `A new idea reached the ${centreName} website.`,
      "",
      `Reference: ${idea.reference}`,
      `Received:  ${idea.createdAt.toISOString()}`,
      `Full Name: ${idea.name}`,
      `Email:     ${idea.email}`,
      `Phone:     ${idea.phone}`,
      `Subject:   ${oneLine(idea.subject, 200)}`,
      "",
      "Message:",
      idea.message,
      "",
      `Open it in the inbox: ${inboxUrl}`,
    ].join("\n"),
  };
}

/** The centre's name as Settings has it, in the founder's language where Settings has that. */
export type CentreNames = { centreName: string; centreNameHi: string | null };
const centreIn = (names: CentreNames, lang: Lang) =>
  (lang === "hi" && names.centreNameHi) || names.centreName;

/** The founder's e-mails' words, per language (the statuses are the catalogue's). */
const WORDS = {
  en: {
    hello: "Hello,",
    receivedSubject: (reference: string) => `We received your idea (${reference})`,
    received: (centre: string) => [
      `Thank you for sharing your idea with the ${centre}. It reached us and our team will`,
      "read it. Please quote this reference number when you write to us about it:",
    ],
    notYou: [
      "If you did not send an idea to us, someone else typed your e-mail address; you can ignore",
      "this message.",
    ],
    statusSubject: (reference: string, label: string) => `Your idea ${reference}: ${label}`,
    status: (reference: string, centre: string, label: string) =>
      `The status of your idea ${reference} at the ${centre} is now: ${label}.`,
    fromTheTeam: "A message from the team:",
    checkAnyTime:
      "You can check the status at any time with your reference number and e-mail address:",
    statuses: en.notices.status.states,
  },
  hi: {
    hello: "नमस्ते,",
    receivedSubject: (reference: string) => `आपका आइडिया हमें मिल गया है (${reference})`,
    received: (centre: string) => [
      `${centre} के साथ अपना आइडिया साझा करने के लिए धन्यवाद। आपका आइडिया हम तक पहुँच गया है`,
      "और हमारी टीम इसे पढ़ेगी। इस बारे में हमें लिखें तो यह संदर्भ संख्या ज़रूर बताएँ:",
    ],
    notYou: [
      "अगर आपने हमें कोई आइडिया नहीं भेजा है, तो किसी और ने आपका ई-मेल पता लिख दिया होगा;",
      "आप इस ई-मेल को अनदेखा कर सकते हैं।",
    ],
    statusSubject: (reference: string, label: string) => `आपका आइडिया ${reference}: ${label}`,
    status: (reference: string, centre: string, label: string) =>
      `${centre} में आपके आइडिया ${reference} की स्थिति अब है: ${label}।`,
    fromTheTeam: "टीम का संदेश:",
    checkAnyTime: "अपनी संदर्भ संख्या और ई-मेल पते से आप कभी भी स्थिति देख सकते हैं:",
    statuses: hi.notices.status.states,
  },
} satisfies Record<Lang, unknown>;

/**
 * The acknowledgement goes to whatever address was typed, so it carries nothing the submitter
 * typed (no name, no subject, no message): otherwise anyone could have the centre mail their
 * text to a stranger (security review F11). A fixed greeting, the reference and the centre's
 * name, in the language of the page the idea was sent from; the per-e-mail limit (submit.ts)
 * caps how many one mailbox can be sent.
 */
export function founderAcknowledgement(
  idea: Pick<Idea, "email" | "reference" | "lang">,
  names: CentreNames,
): Mail {
  const w = WORDS[idea.lang];
  const centre = centreIn(names, idea.lang);
  return {
    to: idea.email,
    subject: oneLine(w.receivedSubject(idea.reference)),
    text: [
      w.hello,
      "",
      ...w.received(centre),
      "",
      `    ${idea.reference}`,
      "",
      ...w.notYou,
      "",
      centre,
    ].join("\n"),
  };
}

/**
 * The status e-mail staff ask for when they change an idea's status. It goes only to the idea's
 * own address and carries the centre's words (the status and the message staff wrote), never the
 * founder's text, for the same reason as the acknowledgement. Made when it is sent: it tells the
 * status as it is then, in the words /idea/status shows in the idea's language; `statusUrl` is
 * that page in the same language.
 */
export function founderStatusEmail(
  idea: Pick<Idea, "email" | "reference" | "lang" | "status" | "founderMessage">,
  names: CentreNames,
  statusUrl: string,
): Mail {
  const w = WORDS[idea.lang];
  const centre = centreIn(names, idea.lang);
  const { label, explains } = w.statuses[idea.status] ?? w.statuses.new;
  const message = idea.founderMessage;
  return {
    to: idea.email,
    subject: oneLine(w.statusSubject(idea.reference, label)),
    text: [
      w.hello,
      "",
      w.status(idea.reference, centre, label),
      explains,
      ...(message ? ["", w.fromTheTeam, "", message] : []),
      "",
      w.checkAnyTime,
      statusUrl,
      "",
      centre,
    ].join("\n"),
  };
}
