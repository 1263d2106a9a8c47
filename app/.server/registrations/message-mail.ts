// What the outbox sends of a message staff wrote to an event's people (outbox/producer.ts): the
// staff's subject and text in the registrant's language (Hindi where it was written), then the
// event's page and the centre's name, so the e-mail says who writes and about what.
import { eq } from "drizzle-orm";
import { eventUrl } from "~/.server/content/kinds/event-calendar";
import { getSiteSettings } from "~/.server/content/site";
import { events } from "~/.server/db/schema/events";
import {
  type EventMessage,
  eventMessages,
  eventRegistrations,
  type Registration,
} from "~/.server/db/schema/registrations";
import type { CentreNames } from "~/.server/ideas/emails";
import { oneLine } from "~/.server/mail/headers";
import { type Mail, sendMail } from "~/.server/mail/mailer";
import type { Producer } from "~/.server/outbox/producer";

type EventRow = typeof events.$inferSelect;

/** The e-mail one registration gets of `message`. */
export function eventMessageEmail(
  registration: Registration,
  message: EventMessage,
  event: EventRow,
  names: CentreNames,
): Mail {
  const hindi = registration.lang === "hi";
  const subject = (hindi && message.subjectHi) || message.subject;
  const body = (hindi && message.bodyHi) || message.body;
  const title = (hindi && event.titleHi) || event.title;
  const centre = (hindi && names.centreNameHi) || names.centreName;
  const page = eventUrl(event.slug, registration.lang);
  return {
    to: registration.email,
    subject: oneLine(subject, 200),
    text: `${body}\n\n--\n${title}: ${page}\n${centre}\n`,
  };
}

export const eventMessageMail: Producer = {
  kinds: ["event-message"],
  async load(db, row) {
    if (row.registrationId === null || row.eventMessageId === null) return undefined;
    const [found] = await db
      .select({ registration: eventRegistrations, event: events })
      .from(eventRegistrations)
      .innerJoin(events, eq(events.id, eventRegistrations.eventId))
      .where(eq(eventRegistrations.id, row.registrationId));
    const [message] = await db
      .select()
      .from(eventMessages)
      .where(eq(eventMessages.id, row.eventMessageId));
    if (!found || !message) return undefined;
    const { registration, event } = found;
    return {
      id: registration.id,
      label: `event message ${message.id} to registration ${registration.id}`,
      // Someone who cancelled after it was queued has left the event: they are not written to.
      send: async () => {
        if (registration.status === "cancelled") return;
        await sendMail(eventMessageEmail(registration, message, event, await getSiteSettings(db)));
      },
    };
  },
};
