// Questions staff ask on a public form (an event's registration, a round's application) as the
// item's form holds them: a number of rows, each a kind of answer (short text, long text with a
// word limit, one of some choices, yes/no, a number, a link), the question in English and
// Hindi, the choices one per line in both languages, and whether an answer is required. The
// form, the server's check, the content file and the public forms read them from here.

export type QuestionKind = "text" | "longtext" | "choice" | "yesno" | "number" | "link";

export type Question = {
  kind: QuestionKind;
  label: string;
  labelHi?: string;
  choices?: string[];
  choicesHi?: string[];
  /** A long text's word limit. */
  maxWords?: number;
  required: boolean;
};

/** Rows an event's form has (a field's `max` says otherwise, e.g. a round's eight). */
export const QUESTION_ROWS = 4;
export const WORDS_MAX = 2000;
export const QUESTION_MAX = 200;
export const CHOICE_MAX = 100;
export const CHOICES_MAX = 12;

export const QUESTION_KINDS: { value: "" | QuestionKind; label: string }[] = [
  { value: "", label: "No question" },
  { value: "text", label: "Short answer" },
  { value: "longtext", label: "Long answer (with a word limit)" },
  { value: "choice", label: "One of the choices" },
  { value: "yesno", label: "Yes or no" },
  { value: "number", label: "A number" },
  { value: "link", label: "A link (web address)" },
];

/** What a questions field allows: its rows, and its kinds (`options`; all when not said). */
export type QuestionsField = { name: string; max?: number; options?: readonly { value: string }[] };

export const rowsOf = (field: QuestionsField) => field.max ?? QUESTION_ROWS;
export const kindsOf = (field: QuestionsField) =>
  QUESTION_KINDS.filter(
    (k) => k.value === "" || !field.options || field.options.some((o) => o.value === k.value),
  );

const PARTS = ["kind", "label", "labelHi", "choices", "choicesHi", "maxWords", "required"] as const;

/** The input names of a questions field, row by row. */
export const questionInputs = (field: QuestionsField): string[] =>
  Array.from({ length: rowsOf(field) }, (_, i) =>
    PARTS.map((p) => `${field.name}.${i}.${p}`),
  ).flat();

/** The stored questions as the form's inputs hold them. */
export function questionsToForm(
  field: QuestionsField,
  stored: unknown,
): Record<string, string | boolean> {
  const name = field.name;
  const rows = (Array.isArray(stored) ? stored : []) as Partial<Question>[];
  const out: Record<string, string | boolean> = {};
  for (let i = 0; i < rowsOf(field); i++) {
    const q = rows[i];
    out[`${name}.${i}.kind`] = q?.kind ?? "";
    out[`${name}.${i}.label`] = q?.label ?? "";
    out[`${name}.${i}.labelHi`] = q?.labelHi ?? "";
    out[`${name}.${i}.choices`] = (q?.choices ?? []).join("\n");
    out[`${name}.${i}.choicesHi`] = (q?.choicesHi ?? []).join("\n");
    out[`${name}.${i}.maxWords`] = q?.maxWords ? String(q.maxWords) : "";
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
  kinds: readonly { value: string; label: string }[] = QUESTION_KINDS,
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
  const allowed = kinds.filter((k) => k.value !== "");
  if (!allowed.some((k) => k.value === kind))
    errors[`${prefix}kind`] = `Question ${n}: choose ${allowed.map((k) => k.label).join(", ")}.`;
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
  if (kind === "longtext") {
    const words = Number(String(row.maxWords ?? "").trim() || "300");
    if (!Number.isInteger(words) || words < 10 || words > WORDS_MAX)
      errors[`${prefix}maxWords`] =
        `Question ${n}: the word limit is a whole number from 10 to ${WORDS_MAX}.`;
    else question.maxWords = words;
  }
  return Object.keys(errors).length ? { errors } : { question, errors };
}

/** The form's rows as stored questions, or the refusals of each input. */
export function formToQuestions(
  field: QuestionsField,
  parsed: Record<string, unknown>,
): { questions: Question[]; errors: Record<string, string> } {
  const { name } = field;
  const questions: Question[] = [];
  const errors: Record<string, string> = {};
  for (let i = 0; i < rowsOf(field); i++) {
    const row = Object.fromEntries(PARTS.map((p) => [p, parsed[`${name}.${i}.${p}`]]));
    row.required = row.required === true || row.required === "on";
    const checked = checkQuestion(`${name}.${i}.`, row, i + 1, kindsOf(field));
    Object.assign(errors, checked.errors);
    if (checked.question) questions.push(checked.question);
  }
  return { questions, errors };
}
