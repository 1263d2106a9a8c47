import { describe, expect, it } from "vitest";
import type { RegistrationQuestion } from "~/.server/db/schema/events";
import { DomainError } from "~/.server/errors";
import en from "~/lib/i18n/messages/en.ts";
import hi from "~/lib/i18n/messages/hi.ts";
import { answersIn, publicQuestions, readAnswers } from "./answers";

const words = en.directory.registration;
const QUESTIONS: RegistrationQuestion[] = [
  {
    kind: "choice",
    label: "Year of study",
    labelHi: "अध्ययन का वर्ष",
    choices: ["First", "Second"],
    choicesHi: ["पहला", "दूसरा"],
    required: true,
  },
  { kind: "yesno", label: "Bringing a laptop?", required: false },
  { kind: "text", label: "Your startup's name", required: false },
];

describe("answers to an event's own questions", () => {
  it("shows the questions in the page's language, English where no Hindi was written", () => {
    const [year, laptop] = publicQuestions(QUESTIONS, "hi", hi.directory.registration);
    expect(year).toMatchObject({ label: "अध्ययन का वर्ष", english: false });
    expect(year.choices).toEqual([
      { value: "0", label: "पहला" },
      { value: "1", label: "दूसरा" },
    ]);
    expect(laptop).toMatchObject({ label: "Bringing a laptop?", english: true });
    expect(laptop.choices.map((c) => c.label)).toEqual(["हाँ", "नहीं"]);
  });

  it("keeps each answer with the English question and choice", () => {
    const answers = readAnswers(
      QUESTIONS,
      { "answer.0": "1", "answer.1": "yes", "answer.2": " KrishiMitra " },
      words,
    );
    expect(answers).toEqual([
      { question: "Year of study", answer: "Second", kind: "choice" },
      { question: "Bringing a laptop?", answer: "Yes", kind: "yesno" },
      { question: "Your startup's name", answer: "KrishiMitra", kind: "text" },
    ]);
    // In Hindi, and without the registrant's own words for an e-mail.
    expect(
      answersIn(answers, QUESTIONS, "hi", hi.directory.registration, { chosenOnly: true }),
    ).toEqual([
      { question: "अध्ययन का वर्ष", answer: "दूसरा" },
      { question: "Bringing a laptop?", answer: "हाँ" },
    ]);
  });

  it("refuses a missing required answer and a choice that is not one, under each question", () => {
    let refused: unknown;
    try {
      readAnswers(QUESTIONS, { "answer.1": "perhaps", "answer.2": "x".repeat(301) }, words);
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(DomainError);
    expect((refused as DomainError).errors).toEqual({
      "answer.0": words.chooseOne,
      "answer.1": words.chooseOne,
      "answer.2": "An answer may have at most 300 characters.",
    });
  });
});
