// Everything this server sends through the outbox, in one list: the outbox (outbox/) knows no
// producer, and no producer knows another. A new kind of e-mail (an event reminder, a round's
// decision) is a producer in its own folder and one line here.
import type { Db } from "~/.server/db/database";
import { feedbackMail } from "~/.server/feedback/mail";
import { ideaMail } from "~/.server/ideas/mail";
import type { Producer } from "~/.server/outbox/producer";
import { type DeliverOptions, deliverDue as deliverDueOf } from "~/.server/outbox/queue";
import { startOutboxWorker as startWorkerOf } from "~/.server/outbox/worker";
import { registrationMail } from "~/.server/registrations/mail";
import { eventMessageMail } from "~/.server/registrations/message-mail";

export const PRODUCERS: readonly Producer[] = [
  ideaMail,
  registrationMail,
  feedbackMail,
  eventMessageMail,
];

/** Delivers what is due now, through this server's producers (tests call it directly). */
export const deliverDue = (db: Db, options?: DeliverOptions) =>
  deliverDueOf(db, PRODUCERS, options);

/** The background worker of this server's outbox (startup.ts). */
export const startOutboxWorker = (db: Db, options?: { intervalMs?: number }) =>
  startWorkerOf(db, PRODUCERS, options);
