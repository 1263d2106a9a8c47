// What the outbox sends about an event registration (outbox/producer.ts): its confirmation, a
// freed place, its cancellation and the reminder, with the event as it is when the e-mail goes
// (a changed time or venue is the one written).
import { eq } from "drizzle-orm";
import { getEmailTexts } from "~/.server/content/kinds/email-texts";
import { getSiteSettings } from "~/.server/content/site";
import { events } from "~/.server/db/schema/events";
import type { OutboxKind } from "~/.server/db/schema/ideas";
import { eventRegistrations } from "~/.server/db/schema/registrations";
import { sendMail } from "~/.server/mail/mailer";
import type { Producer } from "~/.server/outbox/producer";
import { type RegistrationMailKind, registrationEmail } from "./emails";

/** Each outbox kind's message; the confirmation's depends on the status it was queued with. */
const MESSAGE_OF: Partial<Record<OutboxKind, RegistrationMailKind>> = {
  "registration-promoted": "promoted",
  "registration-cancelled": "cancelled",
  "registration-reminder": "reminder",
};

export const registrationMail: Producer = {
  kinds: [
    "registration-confirmation",
    "registration-promoted",
    "registration-cancelled",
    "registration-reminder",
  ],
  async load(db, row) {
    if (row.registrationId === null) return undefined;
    const [found] = await db
      .select({ registration: eventRegistrations, event: events })
      .from(eventRegistrations)
      .innerJoin(events, eq(events.id, eventRegistrations.eventId))
      .where(eq(eventRegistrations.id, row.registrationId));
    if (!found) return undefined;
    return {
      id: found.registration.id,
      label: `registration ${found.registration.id}`,
      send: async () =>
        sendMail(
          registrationEmail(
            found.registration,
            found.event,
            await getSiteSettings(db),
            await getEmailTexts(db),
            MESSAGE_OF[row.kind],
          ),
        ),
    };
  },
};
