// A visitor's registration for an event: the honeypot, the public forms' throttle, then, in one
// transaction that holds the event's row (so two people never take the last place), the state of
// registration, the one-per-mailbox rule, the row and its confirmation e-mail in the outbox.
import { randomBytes } from "node:crypto";
import { and, eq, ne, sql } from "drizzle-orm";
import { getConfig } from "~/.server/config";
import { getEvent } from "~/.server/content/kinds/events";
import type { Db } from "~/.server/db/database";
import { events } from "~/.server/db/schema/events";
import { outbox } from "~/.server/db/schema/ideas";
import {
  eventRegistrations,
  type RegistrationAnswer,
  type RegistrationStatus,
} from "~/.server/db/schema/registrations";
import { DomainError } from "~/.server/errors";
import { messagesIn } from "~/.server/i18n-request";
import { kickOutboxWorker } from "~/.server/outbox/worker";
import { mailboxKey, takePublicFormThrottles } from "~/.server/throttle/public-forms";
import { waitWordsIn } from "~/.server/throttle/wait-words";
import { HONEYPOT_FIELD } from "~/lib/forms/idea-rules";
import { closedMessageIn, type RegistrationWords } from "~/lib/forms/registration-form";
import { directory as english } from "~/lib/i18n/messages/en/directory.ts";
import { readAnswers } from "./answers";
import type { RegistrationInput } from "./schema";
import { registrationState } from "./state";

/** What a new registration becomes: a place, or the waiting list. */
type NewStatus = Exclude<RegistrationStatus, "cancelled">;

export const DUPLICATE_MESSAGE = english.registration.duplicate;

/** The throttle's answers in the words of the page's language. */
const throttleMessages = (words: RegistrationWords, lang: "en" | "hi") => {
  const wait = messagesIn(lang).notices.wait;
  return {
    address: (ms: number) => words.tooManyFromAddress(waitWordsIn(wait, ms / 1000)),
    mailbox: (ms: number) => words.tooManyFromMailbox(waitWordsIn(wait, ms / 1000)),
  };
};

/** A new registration's cancel secret: 24 random bytes, unguessable, in the e-mail's link. */
export const newCancelToken = () => randomBytes(24).toString("base64url");

/** How many hold a place. `db` may be a transaction. */
export async function confirmedCount(db: Pick<Db, "select">, eventId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(eventRegistrations)
    .where(
      and(eq(eventRegistrations.eventId, eventId), eq(eventRegistrations.status, "confirmed")),
    );
  return Number(row?.n ?? 0);
}

/** A unique index refused the row (both drivers carry PostgreSQL's SQLSTATE as `code`). */
function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === "23505") return true;
  }
  return false;
}

/**
 * Registers one person for the published event at `slug`; a DomainError says why not, in the
 * words given (the page's language; English unless said).
 */
export async function register(
  db: Db,
  slug: string,
  input: RegistrationInput,
  options: {
    clientIp: string;
    now?: Date;
    words?: RegistrationWords;
    /** The page's language: the confirmation e-mail is written in it. */
    lang?: "en" | "hi";
    /** The form as sent: the answers to the event's own questions are read from it. */
    sent?: Record<string, string>;
  },
): Promise<{ status: NewStatus; emailed: boolean; answers: RegistrationAnswer[] }> {
  const words = options.words ?? english.registration;
  const { [HONEYPOT_FIELD]: honeypot, ...person } = input;
  if (honeypot !== "") throw new DomainError(words.notAccepted, 400);
  const event = await getEvent(db, slug);
  if (!event) throw new DomainError(closedMessageIn("not-offered", words), 404);
  const answers = readAnswers(event.questions, options.sent ?? {}, words);
  await takePublicFormThrottles(
    db,
    "register",
    { clientIp: options.clientIp, email: person.email },
    throttleMessages(words, options.lang ?? "en"),
  );
  const now = options.now ?? new Date();
  const emailed = Boolean(getConfig().SMTP_URL);
  const mailbox = mailboxKey(person.email);
  try {
    const status = await db.transaction(async (tx) => {
      // Every registration for this event waits here for the one before it.
      await tx.select({ id: events.id }).from(events).where(eq(events.id, event.id)).for("update");
      const state = registrationState(event, await confirmedCount(tx, event.id), now);
      if (!state.open) throw new DomainError(closedMessageIn(state.reason, words), 409);
      const [taken] = await tx
        .select({ id: eventRegistrations.id })
        .from(eventRegistrations)
        .where(
          and(
            eq(eventRegistrations.eventId, event.id),
            eq(eventRegistrations.mailbox, mailbox),
            ne(eventRegistrations.status, "cancelled"),
          ),
        );
      if (taken) throw new DomainError(words.duplicate, 409);
      const status: NewStatus = state.waitingList ? "waiting" : "confirmed";
      const [row] = await tx
        .insert(eventRegistrations)
        .values({
          eventId: event.id,
          ...person,
          mailbox,
          status,
          cancelToken: newCancelToken(),
          answers,
          clientIp: options.clientIp,
          lang: options.lang ?? "en",
          createdAt: now,
        })
        .returning({ id: eventRegistrations.id });
      if (emailed) {
        await tx.insert(outbox).values({
          registrationId: row.id,
          kind: "registration-confirmation",
          nextAttemptAt: now,
        });
      }
      return status;
    });
    if (emailed) kickOutboxWorker();
    return { status, emailed, answers };
  } catch (error) {
    if (isUniqueViolation(error)) throw new DomainError(words.duplicate, 409);
    throw error;
  }
}
