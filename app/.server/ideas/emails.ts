// The e-mails about an idea (the two of a submission, and the status e-mail), as plain text: whatever a founder typed is never markup, and
// only the centre's e-mail carries it.

import type { Idea } from "~/.server/db/schema/ideas";
import type { Mail } from "~/.server/mail/mailer";
import en from "~/lib/i18n/messages/en.ts";

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

/**
 * The acknowledgement goes to whatever address was typed, so it carries nothing the submitter
 * typed (no name, no subject, no message): otherwise anyone could have the centre mail their
 * text to a stranger (security review F11). A fixed greeting, the reference and the centre's
 * name; the per-e-mail limit (submit.ts) caps how many one mailbox can be sent.
 */
export function founderAcknowledgement(idea: Idea, centreName: string): Mail {
  return {
    to: idea.email,
    subject: oneLine(`We received your idea (${idea.reference})`),
    text: [
      "Hello,",
      "",
      `Thank you for sharing your idea with the ${centreName}. It reached us and our team will`,
      "read it. Please quote this reference number when you write to us about it:",
      "",
      `    ${idea.reference}`,
      "",
      "If you did not send an idea to us, someone else typed your e-mail address; you can ignore",
      "this message.",
      "",
      `${centreName}`,
    ].join("\n"),
  };
}

/**
 * The status e-mail staff ask for when they change an idea's status. It goes only to the idea's
 * own address and carries the centre's words (the status and the message staff wrote), never the
 * founder's text, for the same reason as the acknowledgement. Made when it is sent: it tells the
 * status as it is then.
 */
export function founderStatusEmail(idea: Idea, centreName: string, statusUrl: string): Mail {
  // English, like the rest of the e-mail: the idea's language is not stored with it. The words
  // are the ones /idea/status shows.
  const states = en.notices.status.states;
  const { label, explains } = states[idea.status] ?? states.new;
  return {
    to: idea.email,
    subject: oneLine(`Your idea ${idea.reference}: ${label}`),
    text: [
      "Hello,",
      "",
      `The status of your idea ${idea.reference} at the ${centreName} is now: ${label}.`,
      explains,
      ...(idea.founderMessage ? ["", "A message from the team:", "", idea.founderMessage] : []),
      "",
      `You can check the status at any time with your reference number and e-mail address:`,
      statusUrl,
      "",
      `${centreName}`,
    ].join("\n"),
  };
}
