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
  ...lifecycle(),
  ...timestamps(),
});
