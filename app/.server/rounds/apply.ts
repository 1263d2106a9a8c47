// A founder's application to the open round: the founder's name, e-mail and phone (the idea
// form's rules), the round's questions, its PDF and the team, checked in the page's language;
// then the same steps as the spec's form (honeypot, timing, throttles) and one stored idea with
// its e-mails queued in the same transaction. Nothing is acknowledged before it is stored.

import { isPdf } from "~/.server/attachments/pdf";
import { storePdf } from "~/.server/attachments/store";
import { getConfig } from "~/.server/config";
import type { Db } from "~/.server/db/database";
import type { TeamMember } from "~/.server/db/schema/ideas";
import type { Round } from "~/.server/db/schema/rounds";
import { DomainError } from "~/.server/errors";
import { configuredDeliveries } from "~/.server/ideas/mail";
import { ideaFieldSchema } from "~/.server/ideas/schema";
import { createIdea } from "~/.server/ideas/store";
import { emailThrottledMessage, rejectedByTiming, throttledMessage } from "~/.server/ideas/submit";
import { formatBytes } from "~/.server/media/rules";
import { kickOutboxWorker } from "~/.server/outbox/worker";
import { readAnswers } from "~/.server/registrations/answers";
import { takePublicFormThrottles } from "~/.server/throttle/public-forms";
import { EMAIL_PATTERN, HONEYPOT_FIELD, TIMING_FIELD } from "~/lib/forms/idea-rules";
import type { Lang } from "~/lib/i18n/lang";
import type { Messages } from "~/lib/i18n/messages/types.ts";

/** Room for the form's text beside its PDF: eight long answers in Devanagari, a team, headers. */
export const APPLICATION_OVERHEAD = 512 * 1024;

/** The team's rows, each blank or a name with a valid address (role optional). */
function readTeam(round: Round, values: Record<string, string>, t: Messages["notices"]["round"]) {
  const team: TeamMember[] = [];
  const errors: Record<string, string> = {};
  for (let i = 0; i < Math.min(round.teamMax, 10); i++) {
    const at = (part: string) => (values[`team.${i}.${part}`] ?? "").trim();
    const member = { name: at("name"), email: at("email"), role: at("role") };
    if (!member.name && !member.email && !member.role) continue;
    const valid =
      member.name.length > 0 &&
      member.name.length <= 100 &&
      member.email.length <= 200 &&
      EMAIL_PATTERN.test(member.email) &&
      member.role.length <= 100;
    if (valid) team.push(member);
    else errors[`team.${i}.name`] = t.memberIncomplete;
  }
  return { team, errors };
}

/** The founder's own fields, with the idea form's rules and messages. */
function readFounder(values: Record<string, string>, t: Messages["notices"]) {
  const founder = { name: "", email: "", phone: "" };
  const errors: Record<string, string> = {};
  for (const field of ["name", "email", "phone"] as const) {
    const parsed = ideaFieldSchema(field, t.ideaRules).safeParse(values[field] ?? "");
    if (parsed.success) founder[field] = parsed.data;
    else errors[field] = parsed.error.issues[0]?.message ?? t.ideaRules.required[field];
  }
  return { founder, errors };
}

/**
 * Stores one application to `round`; its reference number, or a DomainError in the page's
 * language with a message under each field that needs one.
 */
export async function submitApplication(
  db: Db,
  round: Round,
  sent: { values: Record<string, string>; files: Record<string, File> },
  options: { clientIp: string; lang: Lang; t: Messages; now?: Date },
): Promise<{ reference: string }> {
  const { values, files } = sent;
  const t = options.t.notices;
  const now = options.now ?? new Date();
  if ((values[HONEYPOT_FIELD] ?? "") !== "" || rejectedByTiming(values[TIMING_FIELD] ?? ""))
    throw new DomainError(t.idea.rejected, 400);
  if (now >= round.closesAt) throw new DomainError(t.round.closed, 409);

  const { founder, errors } = readFounder(values, t);
  let answers: Awaited<ReturnType<typeof readAnswers>> = [];
  try {
    answers = readAnswers(round.questions, values, options.t.directory.registration);
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    Object.assign(errors, error.errors);
  }
  const { team, errors: teamErrors } = readTeam(round, values, t.round);
  Object.assign(errors, teamErrors);
  const pdf = files.pdf;
  const max = getConfig().PDF_MAX_BYTES;
  let pdfBytes: Uint8Array | null = null;
  if (round.pdfLabel && pdf) {
    pdfBytes = new Uint8Array(await pdf.arrayBuffer());
    if (pdfBytes.length > max) errors.pdf = t.round.pdfTooLarge(formatBytes(max));
    else if (!isPdf(pdfBytes)) errors.pdf = t.round.notAPdf;
  } else if (round.pdfLabel && round.pdfRequired) errors.pdf = t.round.pdfRequired;
  const first = Object.values(errors)[0];
  if (first) throw new DomainError(first, 400, { errors });

  // Counted after validation: a founder correcting typos without JavaScript is not an abuser.
  await takePublicFormThrottles(
    db,
    "idea",
    { clientIp: options.clientIp, email: founder.email },
    {
      address: (ms) => throttledMessage(ms, t),
      mailbox: (ms) => emailThrottledMessage(ms, t),
    },
  );
  const pdfId = pdf && pdfBytes ? await storePdf(db, Buffer.from(pdfBytes), pdf.name, max) : null;
  const { reference } = await createIdea(
    db,
    {
      ...founder,
      subject: round.title,
      message: "",
      roundId: round.id,
      answers,
      pdfId,
      team,
    },
    {
      clientIp: options.clientIp,
      deliveries: configuredDeliveries(getConfig()),
      lang: options.lang,
    },
  );
  kickOutboxWorker();
  return { reference };
}
