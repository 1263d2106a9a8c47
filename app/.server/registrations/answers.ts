// An event's own registration questions on its public page and in what comes back: the questions
// as the page's language shows them, the answers read and checked against the event's questions
// as they are when the form arrives, and the answers shown back in a language. Answers are kept
// with the English question and choice, so the export reads the same whoever registered.
import type { RegistrationQuestion } from "~/.server/db/schema/events";
import type { RegistrationAnswer } from "~/.server/db/schema/registrations";
import { DomainError } from "~/.server/errors";
import { formatIndianNumber } from "~/lib/format/numbers";
import type { PublicQuestion, RegistrationWords } from "~/lib/forms/registration-form";
import { webAddress } from "~/lib/forms/web-address";
import type { Lang } from "~/lib/i18n/lang";

/** The longest short answer, and the longest long one in characters (its words are limited too). */
export const ANSWER_MAX = 300;
export const LONG_ANSWER_MAX = 20_000;

const inputName = (i: number) => `answer.${i}`;

/** The choices of a question in a language (the English where the Hindi was not written). */
function choicesIn(q: RegistrationQuestion, lang: Lang, words: RegistrationWords) {
  if (q.kind === "yesno")
    return [
      { value: "yes", label: words.yes },
      { value: "no", label: words.no },
    ];
  if (q.kind !== "choice") return [];
  const local = lang === "hi" && q.choicesHi?.length === q.choices?.length ? q.choicesHi : null;
  return (q.choices ?? []).map((c, i) => ({ value: String(i), label: local?.[i] ?? c }));
}

/** The event's questions for its page, in the page's language. */
export function publicQuestions(
  questions: readonly RegistrationQuestion[],
  lang: Lang,
  words: RegistrationWords,
): PublicQuestion[] {
  return questions.map((q, i) => ({
    name: inputName(i),
    kind: q.kind,
    label: (lang === "hi" && q.labelHi) || q.label,
    english: lang === "hi" && !q.labelHi,
    required: q.required,
    ...(q.maxWords ? { maxWords: q.maxWords } : {}),
    choices: choicesIn(q, lang, words),
  }));
}

/** Words in a long answer: runs of letters (any script), digits or marks. */
const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

/**
 * A typed answer (short or long text, a number, a link) checked, or undefined for a question
 * answered by choosing.
 */
function typedAnswer(
  q: RegistrationQuestion,
  given: string,
  words: RegistrationWords,
): { answer: string } | { error: string } | undefined {
  switch (q.kind) {
    case "text":
      return given.length > ANSWER_MAX
        ? { error: words.answerTooLong(formatIndianNumber(ANSWER_MAX)) }
        : { answer: given };
    case "longtext": {
      const max = q.maxWords ?? 300;
      if (wordCount(given) > max) return { error: words.tooManyWords(formatIndianNumber(max)) };
      if (given.length > LONG_ANSWER_MAX)
        return { error: words.answerTooLong(formatIndianNumber(LONG_ANSWER_MAX)) };
      return { answer: given };
    }
    case "number": {
      const n = Number(given.replace(/,/g, ""));
      return given.length <= 30 && Number.isFinite(n)
        ? { answer: String(n) }
        : { error: words.notANumber };
    }
    case "link": {
      const url = given.length <= 500 ? webAddress(given) : null;
      return url ? { answer: url } : { error: words.notALink };
    }
    default:
      return undefined;
  }
}

/**
 * The answers in a submitted form (`values`, as sent) to the event's questions, checked: a
 * required one answered, a choice one of the choices, a short answer not too long. Refused with
 * 400 and a message under each question.
 */
export function readAnswers(
  questions: readonly RegistrationQuestion[],
  values: Record<string, string>,
  words: RegistrationWords,
): RegistrationAnswer[] {
  const errors: Record<string, string> = {};
  const answers: RegistrationAnswer[] = [];
  questions.forEach((q, i) => {
    const name = inputName(i);
    const given = (values[name] ?? "").trim();
    if (!given) {
      const chosen = q.kind === "choice" || q.kind === "yesno";
      if (q.required) errors[name] = chosen ? words.chooseOne : words.answerRequired;
      return;
    }
    const typed = typedAnswer(q, given, words);
    if (typed && "error" in typed) {
      errors[name] = typed.error;
      return;
    }
    if (typed) {
      answers.push({ question: q.label, answer: typed.answer, kind: q.kind });
      return;
    }
    // The choice's English words are kept (a yes/no's are the catalogue's, worded below).
    const chosen = choicesIn(q, "en", words).find((c) => c.value === given);
    if (!chosen) errors[name] = words.chooseOne;
    else
      answers.push({
        question: q.label,
        answer: q.kind === "yesno" ? (given === "yes" ? "Yes" : "No") : chosen.label,
        kind: q.kind,
      });
  });
  if (Object.keys(errors).length)
    throw new DomainError(Object.values(errors)[0] ?? words.answerRequired, 400, { errors });
  return answers;
}

/**
 * The answers in a language, each under the question as the event asks it now where it still
 * does (its Hindi words, its Hindi choice); `chosenOnly` leaves out typed answers, which are the
 * registrant's own words (an e-mail carries only the centre's: security review F11).
 */
export function answersIn(
  answers: readonly RegistrationAnswer[],
  questions: readonly RegistrationQuestion[],
  lang: Lang,
  words: RegistrationWords,
  { chosenOnly = false } = {},
): { question: string; answer: string }[] {
  return answers
    .filter((a) => !chosenOnly || a.kind === "choice" || a.kind === "yesno")
    .map((a) => {
      const q = questions.find((x) => x.label === a.question);
      if (!q || lang === "en") return { question: a.question, answer: a.answer };
      const question = q.labelHi || q.label;
      if (a.kind === "yesno")
        return { question, answer: a.answer === "Yes" ? words.yes : words.no };
      const index = (q.choices ?? []).indexOf(a.answer);
      const local = index >= 0 ? q.choicesHi?.[index] : undefined;
      return { question, answer: local ?? a.answer };
    });
}
