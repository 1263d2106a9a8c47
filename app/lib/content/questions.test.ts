import { describe, expect, it } from "vitest";
import { formToQuestions, questionsToForm } from "./questions";

const row = (i: number, parts: Record<string, string | boolean>) =>
  Object.fromEntries(Object.entries(parts).map(([k, v]) => [`questions.${i}.${k}`, v]));

describe("an event's registration questions in its form", () => {
  it("keeps the rows that ask something, with their choices one per line", () => {
    const { questions, errors } = formToQuestions(
      { name: "questions" },
      {
        ...row(0, {
          kind: "choice",
          label: "Year of study",
          choices: "1st\n 2nd \n\n3rd",
          required: "on",
        }),
        ...row(1, { kind: "", label: "", choices: "" }),
        ...row(2, { kind: "yesno", label: "Bringing a laptop?", labelHi: "लैपटॉप ला रहे हैं?" }),
      },
    );
    expect(errors).toEqual({});
    expect(questions).toEqual([
      { kind: "choice", label: "Year of study", choices: ["1st", "2nd", "3rd"], required: true },
      { kind: "yesno", label: "Bringing a laptop?", labelHi: "लैपटॉप ला रहे हैं?", required: false },
    ]);
    // And back: what the form shows is what was stored.
    expect(questionsToForm({ name: "questions" }, questions)).toMatchObject({
      "questions.0.choices": "1st\n2nd\n3rd",
      "questions.0.required": true,
      "questions.1.kind": "yesno",
      "questions.3.kind": "",
    });
  });

  it("refuses each broken row under the input it is about", () => {
    const { errors } = formToQuestions(
      { name: "questions" },
      {
        ...row(0, { kind: "choice", label: "Branch", choices: "CSE" }),
        ...row(1, { kind: "", label: "Words without a kind" }),
        ...row(2, { kind: "text", label: "" }),
        ...row(3, { kind: "choice", label: "Hostel", choices: "Yes\nNo", choicesHi: "हाँ" }),
      },
    );
    expect(errors).toEqual({
      "questions.0.choices": "Question 1: give at least two choices, one per line.",
      "questions.1.kind": "Question 2: choose its kind of answer, or clear its words.",
      "questions.2.label": "Question 3: write the question in English.",
      "questions.3.choicesHi":
        "Question 4: give the Hindi choices in the same order and number as the English (2), or none.",
    });
  });
});
