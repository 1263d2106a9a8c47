// What the outbox sends about a visitor's feedback (outbox/producer.ts): its acknowledgement.
import { eq } from "drizzle-orm";
import { getEmailTexts } from "~/.server/content/kinds/email-texts";
import { getSiteSettings } from "~/.server/content/site";
import { feedback } from "~/.server/db/schema/feedback";
import { sendMail } from "~/.server/mail/mailer";
import type { Producer } from "~/.server/outbox/producer";
import { feedbackAcknowledgement } from "./emails";

export const feedbackMail: Producer = {
  kinds: ["feedback-ack"],
  async load(db, row) {
    if (row.feedbackId === null) return undefined;
    const [item] = await db.select().from(feedback).where(eq(feedback.id, row.feedbackId));
    if (!item) return undefined;
    return {
      id: item.id,
      label: item.reference,
      // The centre's name and the wording as they are when the e-mail goes.
      send: async () =>
        sendMail(feedbackAcknowledgement(item, await getSiteSettings(db), await getEmailTexts(db))),
    };
  },
};
