// The e-mails about an idea (the two of a submission, and the status e-mail), as plain text:
// whatever a founder typed is never markup, and only the centre's e-mail carries it. The
// founder's e-mails are in the language of the page the idea was sent from, in the wording staff
// keep under E-mails (content/kinds/email-texts.ts); the centre's in English, like the back office.

import { composeEmail, type EmailTexts } from "~/.server/content/kinds/email-texts";
import type { StageTexts } from "~/.server/content/kinds/stages";
import type { Idea } from "~/.server/db/schema/ideas";
import { oneLine } from "~/.server/mail/headers";
import type { Mail } from "~/.server/mail/mailer";
import type { Lang } from "~/lib/i18n/lang";

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
  texts: EmailTexts,
): Mail {
  return {
    to: idea.email,
    ...composeEmail(texts, "ideaReceived", idea.lang, {
      reference: idea.reference,
      centre: centreIn(names, idea.lang),
    }),
  };
}

/**
 * The status e-mail staff ask for when they change an idea's status. It goes only to the idea's
 * own address and carries the centre's words (the status and the message staff wrote), never the
 * founder's text, for the same reason as the acknowledgement. Made when it is sent: it tells the
 * status as it is then, in the words /idea/status shows (`stages`: the stage texts in the idea's
 * language); `statusUrl` is that page in the same language.
 */
export function founderStatusEmail(
  idea: Pick<Idea, "email" | "reference" | "lang" | "status" | "founderMessage">,
  names: CentreNames,
  statusUrl: string,
  texts: EmailTexts,
  stages: StageTexts,
): Mail {
  const { name: label, explains } = stages[idea.status] ?? stages.new;
  return {
    to: idea.email,
    ...composeEmail(texts, "ideaStatus", idea.lang, {
      reference: idea.reference,
      centre: centreIn(names, idea.lang),
      status: label,
      explains,
      message: idea.founderMessage || null,
      statusPage: statusUrl,
    }),
  };
}
