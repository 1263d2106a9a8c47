// An event's registration questions in its form: four rows, each its kind of answer, the question
// in both languages, the choices one per line (for "One of the choices") and Required. Plain
// inputs: the rows work without JavaScript, and a row left at "No question" asks nothing.
import { kindsOf, rowsOf } from "~/lib/content/questions";
import { type FieldProps, Group, idOf, Labelled } from "./field-parts";

export function QuestionRows({ field, values, message }: FieldProps) {
  return (
    <Group legend={field.label} hint={field.hint}>
      {Array.from({ length: rowsOf(field) }, (_, i) => {
        const n = i + 1;
        const name = (part: string) => `${field.name}.${i}.${part}`;
        const text = (part: string, label: string, lang?: "hi", rows?: number) => (
          <Labelled
            name={name(part)}
            label={`Question ${n}: ${label}`}
            message={message(name(part))}
            className={rows ? "field field--wide" : "field"}
          >
            {(describedBy, invalid) =>
              rows ? (
                <textarea
                  id={idOf(name(part))}
                  name={name(part)}
                  rows={rows}
                  lang={lang}
                  defaultValue={String(values[name(part)] ?? "")}
                  aria-describedby={describedBy}
                  aria-invalid={invalid || undefined}
                />
              ) : (
                <input
                  id={idOf(name(part))}
                  name={name(part)}
                  lang={lang}
                  defaultValue={String(values[name(part)] ?? "")}
                  aria-describedby={describedBy}
                  aria-invalid={invalid || undefined}
                />
              )
            }
          </Labelled>
        );
        return (
          <fieldset key={name("kind")} className="field-row field-row--question">
            <legend className="visually-hidden">{`Question ${n}`}</legend>
            <Labelled
              name={name("kind")}
              label={`Question ${n}: answer`}
              message={message(name("kind"))}
            >
              {(describedBy, invalid) => (
                <select
                  id={idOf(name("kind"))}
                  name={name("kind")}
                  defaultValue={String(values[name("kind")] ?? "")}
                  aria-describedby={describedBy}
                  aria-invalid={invalid || undefined}
                >
                  {kindsOf(field).map((k) => (
                    <option key={k.value} value={k.value}>
                      {k.label}
                    </option>
                  ))}
                </select>
              )}
            </Labelled>
            {text("label", "question (English)")}
            {text("labelHi", "question (Hindi)", "hi")}
            {text("choices", "choices (English, one per line)", undefined, 3)}
            {text("choicesHi", "choices (Hindi, one per line)", "hi", 3)}
            {kindsOf(field).some((k) => k.value === "longtext") &&
              text("maxWords", "word limit (long answers)")}
            <div className="field field--check">
              <label>
                <input
                  type="checkbox"
                  name={name("required")}
                  defaultChecked={values[name("required")] === true}
                />{" "}
                {`Question ${n}: an answer is required`}
              </label>
            </div>
          </fieldset>
        );
      })}
    </Group>
  );
}
