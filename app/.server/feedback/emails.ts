// The acknowledgement of feedback, in the language of the page it was sent from and the wording
// staff keep under E-mails. Like the idea acknowledgement (security review F11) it goes to
// whatever address was typed, so it carries nothing the sender typed: the reference and the
// centre's name.
import { composeEmail, type EmailTexts } from "~/.server/content/kinds/email-texts";
import type { Feedback } from "~/.server/db/schema/feedback";
import type { Mail } from "~/.server/mail/mailer";

export function feedbackAcknowledgement(
  item: Pick<Feedback, "email" | "reference" | "lang">,
  centre: { centreName: string; centreNameHi: string | null },
  texts: EmailTexts,
): Mail {
  const name = (item.lang === "hi" && centre.centreNameHi) || centre.centreName;
  return {
    to: item.email,
    ...composeEmail(texts, "feedbackReceived", item.lang, {
      reference: item.reference,
      centre: name,
    }),
  };
}
