// One delivery of one outbox row: about an idea, the e-mail to the centre, the acknowledgement to
// the founder, the forward to the form service (SPEC §7), or the status e-mail staff asked for;
// about an event registration, its confirmation. Each throws when it did not get through, so the
// outbox keeps the row and tries again later.
import { eq } from "drizzle-orm";
import { href } from "react-router";
import { type Config, getConfig } from "~/.server/config";
import { getSiteSettings } from "~/.server/content/site";
import type { Db } from "~/.server/db/database";
import { events } from "~/.server/db/schema/events";
import { type Feedback, feedback } from "~/.server/db/schema/feedback";
import { type Delivery, type Idea, ideas, type OutboxKind } from "~/.server/db/schema/ideas";
import { eventRegistrations, type Registration } from "~/.server/db/schema/registrations";
import { feedbackAcknowledgement } from "~/.server/feedback/emails";
import { sendMail } from "~/.server/mail/mailer";
import { registrationEmail } from "~/.server/registrations/emails";
import { localize } from "~/lib/i18n/lang";
import { centreEmail, founderAcknowledgement, founderStatusEmail } from "./emails";

/** What one outbox row is about, as it is when the row is delivered. */
export type Subject =
  | { type: "idea"; id: number; label: string; idea: Idea }
  | {
      type: "registration";
      id: number;
      label: string;
      registration: Registration;
      event: typeof events.$inferSelect;
    }
  | { type: "feedback"; id: number; label: string; feedback: Feedback };

/** The row's idea, registration or feedback; undefined when it is gone. */
export async function loadSubject(db: Db, row: Delivery): Promise<Subject | undefined> {
  if (row.feedbackId !== null) {
    const [item] = await db.select().from(feedback).where(eq(feedback.id, row.feedbackId));
    return item && { type: "feedback", id: item.id, label: item.reference, feedback: item };
  }
  if (row.ideaId !== null) {
    const [idea] = await db.select().from(ideas).where(eq(ideas.id, row.ideaId));
    return idea && { type: "idea", id: idea.id, label: idea.reference, idea };
  }
  if (row.registrationId === null) return undefined;
  const [found] = await db
    .select({ registration: eventRegistrations, event: events })
    .from(eventRegistrations)
    .innerJoin(events, eq(events.id, eventRegistrations.eventId))
    .where(eq(eventRegistrations.id, row.registrationId));
  return (
    found && {
      type: "registration",
      id: found.registration.id,
      label: `registration ${found.registration.id}`,
      ...found,
    }
  );
}

/** Which deliveries a new submission gets under the current configuration. */
export function configuredDeliveries(config: Config = getConfig()): OutboxKind[] {
  const kinds: OutboxKind[] = [];
  if (config.SMTP_URL && config.IDEAS_EMAIL_TO) kinds.push("centre-email");
  if (config.SMTP_URL) kinds.push("founder-ack");
  if (config.FORM_SERVICE_URL) kinds.push("form-service");
  return kinds;
}

/** One delivery; the centre's name as Settings has it now. */
export async function deliver(db: Db, kind: OutboxKind, subject: Subject): Promise<void> {
  const config = getConfig();
  const { centreName, centreNameHi } = await getSiteSettings(db);
  if (subject.type === "feedback") {
    if (kind !== "feedback-ack") throw new Error(`${kind} is not for feedback`);
    return sendMail(feedbackAcknowledgement(subject.feedback, { centreName, centreNameHi }));
  }
  if (subject.type === "registration") {
    if (kind !== "registration-confirmation") throw new Error(`${kind} is not for a registration`);
    return sendMail(
      registrationEmail(subject.registration, subject.event, { centreName, centreNameHi }),
    );
  }
  const { idea } = subject;
  switch (kind) {
    case "centre-email": {
      if (!config.IDEAS_EMAIL_TO) throw new Error("IDEAS_EMAIL_TO is not set");
      const url = `${config.publicUrl}${href("/admin-dashboard/ideas/:id", { id: String(idea.id) })}`;
      return sendMail(centreEmail(idea, config.IDEAS_EMAIL_TO, centreName, url));
    }
    case "founder-ack":
      return sendMail(founderAcknowledgement(idea, { centreName, centreNameHi }));
    case "form-service":
      return forwardToFormService(idea, config);
    case "founder-status":
      return sendMail(
        founderStatusEmail(
          idea,
          { centreName, centreNameHi },
          `${config.publicUrl}${localize(href("/idea/status"), idea.lang)}`,
        ),
      );
    case "registration-confirmation":
    case "feedback-ack":
      throw new Error(`${kind} is not about an idea`);
  }
}

/**
 * The old site's call, made by the server: multipart name, email, phone, subject, message,
 * access_key and from_name; the answer's `success` decides, its `message` explains.
 */
export async function forwardToFormService(idea: Idea, config: Config = getConfig()) {
  if (!config.FORM_SERVICE_URL) throw new Error("FORM_SERVICE_URL is not set");
  const body = new FormData();
  body.set("name", idea.name);
  body.set("email", idea.email);
  body.set("phone", idea.phone);
  body.set("subject", idea.subject);
  body.set("message", idea.message);
  body.set("access_key", config.FORM_SERVICE_ACCESS_KEY ?? "");
  body.set("from_name", idea.name);
  const response = await fetch(config.FORM_SERVICE_URL, {
    method: "POST",
    body,
    headers: { Accept: "application/json" },
    signal: AbortSignal.timeout(20_000),
  });
  let answer: { success?: unknown; message?: unknown } = {};
  try {
    answer = await response.json();
  } catch {
    // Not JSON: judged by the status alone below.
  }
  if (!response.ok || answer.success !== true) {
    const why = typeof answer.message === "string" ? answer.message : response.statusText;
    throw new Error(`form service answered ${response.status}: ${why || "no success"}`);
  }
}
