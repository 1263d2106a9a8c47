import { pgTable, serial, text } from "drizzle-orm/pg-core";
import { lifecycle, timestamps } from "./columns";

/**
 * The wording of every e-mail a visitor receives (content/kinds/email-texts.ts): a subject and a
 * text per message, in English and Hindi, with named placeholders ({reference}, {centre}…). One
 * row, made at the first start from the wordings the e-mails had.
 */
export const emailTexts = pgTable("email_texts", {
  id: serial("id").primaryKey(),
  ideaReceivedSubject: text("idea_received_subject").notNull(),
  ideaReceivedSubjectHi: text("idea_received_subject_hi"),
  ideaReceivedBody: text("idea_received_body").notNull(),
  ideaReceivedBodyHi: text("idea_received_body_hi"),
  ideaStatusSubject: text("idea_status_subject").notNull(),
  ideaStatusSubjectHi: text("idea_status_subject_hi"),
  ideaStatusBody: text("idea_status_body").notNull(),
  ideaStatusBodyHi: text("idea_status_body_hi"),
  feedbackReceivedSubject: text("feedback_received_subject").notNull(),
  feedbackReceivedSubjectHi: text("feedback_received_subject_hi"),
  feedbackReceivedBody: text("feedback_received_body").notNull(),
  feedbackReceivedBodyHi: text("feedback_received_body_hi"),
  registeredSubject: text("registered_subject").notNull(),
  registeredSubjectHi: text("registered_subject_hi"),
  registeredBody: text("registered_body").notNull(),
  registeredBodyHi: text("registered_body_hi"),
  waitingSubject: text("waiting_subject").notNull(),
  waitingSubjectHi: text("waiting_subject_hi"),
  waitingBody: text("waiting_body").notNull(),
  waitingBodyHi: text("waiting_body_hi"),
  // Added with the events' later steps (issue 26): filled from the first version at start-up on
  // a site that had the row already, so they are optional here and required by the form.
  promotedSubject: text("promoted_subject"),
  promotedSubjectHi: text("promoted_subject_hi"),
  promotedBody: text("promoted_body"),
  promotedBodyHi: text("promoted_body_hi"),
  cancelledSubject: text("cancelled_subject"),
  cancelledSubjectHi: text("cancelled_subject_hi"),
  cancelledBody: text("cancelled_body"),
  cancelledBodyHi: text("cancelled_body_hi"),
  reminderSubject: text("reminder_subject"),
  reminderSubjectHi: text("reminder_subject_hi"),
  reminderBody: text("reminder_body"),
  reminderBodyHi: text("reminder_body_hi"),
  ...lifecycle(),
  ...timestamps(),
});
