// What the outbox asks of whoever sends through it (decision 013): ideas, registrations and
// feedback today, the reminders and round decisions to come. A producer owns some kinds of row;
// when a row is due it loads what the row is about as it is now (not as it was queued), ready to
// send. The outbox imports no producer: the server hands it the list (deliveries.ts).
import type { Db } from "~/.server/db/database";
import type { Delivery, OutboxKind } from "~/.server/db/schema/ideas";

/** A row's subject, loaded: its id and label (for logs and staff), and how to send it. */
export type Loaded = { id: number; label: string; send: () => Promise<void> };

export type Producer = {
  /** The kinds of row this producer sends; each kind belongs to one producer. */
  kinds: readonly OutboxKind[];
  /** What `row` is about, ready to send; undefined when it is gone. */
  load: (db: Db, row: Delivery) => Promise<Loaded | undefined>;
};

/** The producer of a row's kind, or undefined (a kind no producer of this release sends). */
export const producerOf = (producers: readonly Producer[], kind: OutboxKind) =>
  producers.find((p) => p.kinds.includes(kind));
