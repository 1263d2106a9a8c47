// The two e-mails of a submission, as plain text: whatever a founder typed is never markup, and
// only the centre's e-mail carries it.

import type { Idea } from "~/.server/db/schema/ideas";
import type { Mail } from "~/.server/mail/mailer";

/** Header values are one line; a founder's line breaks must not start new headers. */
function oneLine(text: string, max = 150): string {
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
