// An event's own registration questions as its form holds them: up to four rows, each a kind of
// answer (short text, one of some choices, yes/no), the question in English and Hindi, the
// choices one per line in both languages, and whether an answer is required. The form, the
// server's check, the content file and the public registration form read them from here.

export type QuestionKind = "text" | "choice" | "yesno";

export type Question = {
  kind: QuestionKind;
  label: string;
  labelHi?: string;
  choices?: string[];
  choicesHi?: string[];
  required: boolean;
};

export const QUESTION_ROWS = 4;
export const QUESTION_MAX = 200;
export const CHOICE_MAX = 100;
export const CHOICES_MAX = 12;

export const QUESTION_KINDS: { value: "" | QuestionKind; label: string }[] = [
  { value: "", label: "No question" },
  { value: "text", label: "Short answer" },
  { value: "choice", label: "One of the choices" },
  { value: "yesno", label: "Yes or no" },
];

const PARTS = ["kind", "label", "labelHi", "choices", "choicesHi", "required"] as const;

/** The input names of a questions field, row by row. */
export const questionInputs = (name: string): string[] =>
  Array.from({ length: QUESTION_ROWS }, (_, i) => PARTS.map((p) => `${name}.${i}.${p}`)).flat();

/** The stored questions as the form's inputs hold them. */
export function questionsToForm(name: string, stored: unknown): Record<string, string | boolean> {
  const rows = (Array.isArray(stored) ? stored : []) as Partial<Question>[];
  const out: Record<string, string | boolean> = {};
  for (let i = 0; i < QUESTION_ROWS; i++) {
    const q = rows[i];
    out[`${name}.${i}.kind`] = q?.kind ?? "";
    out[`${name}.${i}.label`] = q?.label ?? "";
    out[`${name}.${i}.labelHi`] = q?.labelHi ?? "";
    out[`${name}.${i}.choices`] = (q?.choices ?? []).join("\n");
    out[`${name}.${i}.choicesHi`] = (q?.choicesHi ?? []).join("\n");
    out[`${name}.${i}.required`] = Boolean(q?.required);
  }
  return out;
}

const lines = (text: unknown) =>
  String(text ?? "")
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);

/**
 * One question checked: its refusals keyed by the input they belong to (`prefix` + part), or the
 * question as stored. A row with no kind and no words is no question.
 */
export function checkQuestion(
  prefix: string,
  row: Record<string, unknown>,
  n: number,
): { question?: Question; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const kind = String(row.kind ?? "");
  const label = String(row.label ?? "").trim();
  const labelHi = String(row.labelHi ?? "").trim();
  const choices = lines(row.choices);
  const choicesHi = lines(row.choicesHi);
  if (!kind) {
    if (label || labelHi || choices.length)
      errors[`${prefix}kind`] = `Question ${n}: choose its kind of answer, or clear its words.`;
    return { errors };
  }
  if (!QUESTION_KINDS.some((k) => k.value === kind && k.value !== ""))
    errors[`${prefix}kind`] =
      `Question ${n}: choose Short answer, One of the choices or Yes or no.`;
  if (!label) errors[`${prefix}label`] = `Question ${n}: write the question in English.`;
  for (const [key, text] of [
    ["label", label],
    ["labelHi", labelHi],
  ] as const)
    if (text.length > QUESTION_MAX)
      errors[`${prefix}${key}`] = `Question ${n} may have at most ${QUESTION_MAX} characters.`;
  const question: Question = { kind: kind as QuestionKind, label, required: Boolean(row.required) };
  if (labelHi) question.labelHi = labelHi;
  if (kind === "choice") {
    if (choices.length < 2)
      errors[`${prefix}choices`] = `Question ${n}: give at least two choices, one per line.`;
    else if (choices.length > CHOICES_MAX)
      errors[`${prefix}choices`] = `Question ${n}: at most ${CHOICES_MAX} choices.`;
    else if (choices.some((c) => c.length > CHOICE_MAX))
      errors[`${prefix}choices`] =
        `Question ${n}: a choice may have at most ${CHOICE_MAX} characters.`;
    else if (new Set(choices).size < choices.length)
      errors[`${prefix}choices`] = `Question ${n}: each choice once.`;
    if (choicesHi.length && choicesHi.length !== choices.length)
      errors[`${prefix}choicesHi`] =
        `Question ${n}: give the Hindi choices in the same order and number as the English (${choices.length}), or none.`;
    question.choices = choices;
    if (choicesHi.length) question.choicesHi = choicesHi;
  }
  return Object.keys(errors).length ? { errors } : { question, errors };
}

/** The form's rows as stored questions, or the refusals of each input. */
export function formToQuestions(
  name: string,
  parsed: Record<string, unknown>,
): { questions: Question[]; errors: Record<string, string> } {
  const questions: Question[] = [];
  const errors: Record<string, string> = {};
  for (let i = 0; i < QUESTION_ROWS; i++) {
    const row = Object.fromEntries(PARTS.map((p) => [p, parsed[`${name}.${i}.${p}`]]));
    row.required = row.required === true || row.required === "on";
    const checked = checkQuestion(`${name}.${i}.`, row, i + 1);
    Object.assign(errors, checked.errors);
    if (checked.question) questions.push(checked.question);
  }
  return { questions, errors };
}
