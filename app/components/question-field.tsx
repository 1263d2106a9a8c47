// One question staff ask on a public form (an event's registration, a round's application): a
// short answer as a text box, a long one as a text area with its word limit said, a number or a
// link as a text box with the keyboard for it, choices and yes/no as radio buttons in a fieldset
// whose legend is the question. What was sent comes back after a refusal.

import { formatIndianNumber } from "~/lib/format/numbers";
import type { PublicQuestion } from "~/lib/forms/registration-form";
import { useT } from "~/lib/i18n/use-t";
import "./question-field.css";

const INPUT_MODE = { text: undefined, number: "decimal", link: "url" } as const;

export function QuestionField({
  question: q,
  value,
  error,
}: {
  question: PublicQuestion;
  value: string;
  error?: string;
}) {
  const t = useT().directory.registration;
  const words = useT().notices.round;
  const id = `q-${q.name.replace(".", "-")}`;
  const label = q.required ? q.label : `${q.label} ${t.optional}`;
  const lang = q.english ? "en" : undefined;
  const hint =
    q.kind === "longtext" && q.maxWords ? words.words(formatIndianNumber(q.maxWords)) : "";
  const describedBy = [error && `${id}-error`, hint && `${id}-hint`].filter(Boolean).join(" ");
  const errorLine = error && (
    <p id={`${id}-error`} className="idea__error">
      {error}
    </p>
  );
  if (q.kind === "choice" || q.kind === "yesno")
    return (
      <fieldset
        className="idea__field question-field__choices"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
      >
        <legend lang={lang}>{label}</legend>
        {q.choices.map((c) => (
          <label key={c.value} className="question-field__choice">
            <input type="radio" name={q.name} value={c.value} defaultChecked={value === c.value} />{" "}
            <span lang={q.kind === "choice" ? lang : undefined}>{c.label}</span>
          </label>
        ))}
        {errorLine}
      </fieldset>
    );
  const common = {
    id,
    name: q.name,
    defaultValue: value,
    "aria-required": q.required || undefined,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy || undefined,
  };
  return (
    <div className="idea__field">
      <label htmlFor={id} lang={lang}>
        {label}
      </label>
      {q.kind === "longtext" ? (
        <textarea {...common} rows={6} />
      ) : (
        <input
          {...common}
          type="text"
          inputMode={INPUT_MODE[q.kind as keyof typeof INPUT_MODE]}
          maxLength={q.kind === "link" ? 500 : 300}
        />
      )}
      {hint && (
        <p id={`${id}-hint`} className="question-field__hint">
          {hint}
        </p>
      )}
      {errorLine}
    </div>
  );
}
