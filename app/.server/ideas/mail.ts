// What the outbox sends about an idea (outbox/producer.ts): the e-mail to the centre, the
// acknowledgement to the founder, the forward to the form service (SPEC §7), or the status e-mail
// staff asked for. Each throws when it did not get through, so the outbox tries again later.
import { eq } from "drizzle-orm";
import { href } from "react-router";
import { type Config, getConfig } from "~/.server/config";
import { getEmailTexts } from "~/.server/content/kinds/email-texts";
import { getStageTexts } from "~/.server/content/kinds/stages";
import { getSiteSettings } from "~/.server/content/site";
import type { Db } from "~/.server/db/database";
import { type Idea, ideas, type OutboxKind } from "~/.server/db/schema/ideas";
import { sendMail } from "~/.server/mail/mailer";
import type { Producer } from "~/.server/outbox/producer";
import { localize } from "~/lib/i18n/lang";
import { centreEmail, founderAcknowledgement, founderStatusEmail } from "./emails";

/** Which deliveries a new submission gets under the current configuration. */
export function configuredDeliveries(config: Config = getConfig()): OutboxKind[] {
  const kinds: OutboxKind[] = [];
  if (config.SMTP_URL && config.IDEAS_EMAIL_TO) kinds.push("centre-email");
  if (config.SMTP_URL) kinds.push("founder-ack");
  if (config.FORM_SERVICE_URL) kinds.push("form-service");
  return kinds;
}

/** An idea's deliveries: the centre's e-mail, the founder's acknowledgement and status e-mails,
 * and the forward to the form service. The centre's name is as Settings has it now. */
export const ideaMail: Producer = {
  kinds: ["centre-email", "founder-ack", "form-service", "founder-status"],
  async load(db, row) {
    if (row.ideaId === null) return undefined;
    const [idea] = await db.select().from(ideas).where(eq(ideas.id, row.ideaId));
    return idea && { id: idea.id, label: idea.reference, send: () => sendIdea(db, row.kind, idea) };
  },
};

async function sendIdea(db: Db, kind: OutboxKind, idea: Idea): Promise<void> {
  const config = getConfig();
  const centre = await getSiteSettings(db);
  switch (kind) {
    case "centre-email": {
      if (!config.IDEAS_EMAIL_TO) throw new Error("IDEAS_EMAIL_TO is not set");
      const url = `${config.publicUrl}${href("/admin-dashboard/ideas/:id", { id: String(idea.id) })}`;
      return sendMail(centreEmail(idea, config.IDEAS_EMAIL_TO, centre.centreName, url));
    }
    case "founder-ack":
      return sendMail(founderAcknowledgement(idea, centre, await getEmailTexts(db)));
    case "form-service":
      return forwardToFormService(idea, config);
    case "founder-status":
      return sendMail(
        founderStatusEmail(
          idea,
          centre,
          `${config.publicUrl}${localize(href("/idea/status"), idea.lang)}`,
          await getEmailTexts(db),
          await getStageTexts(db, idea.lang),
        ),
      );
    default:
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
