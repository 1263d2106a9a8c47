// The inputs of a content form, one component per kind of field (app/lib/content/fields.ts). Every
// input has a visible label, its hint and its message tied to it, and the browser's own checks
// (required, type, pattern) that say the server's words when JavaScript shows them.
import { type FieldDef, hindi, labelOf, linkRule } from "~/lib/content/fields";
import {
  type FormValues,
  type MessageOf,
  STATS_ROWS,
  VISION_ROWS,
} from "~/lib/content/form-values";
import { RUBRIC_ROWS } from "~/lib/content/rubric";
import {
  FORM_DATE_FORMAT,
  FORM_DATE_TIME_FORMAT,
  formDateRule,
  formDateTimeRule,
} from "~/lib/format/dates";
import { type FieldProps, idOf, Labelled } from "./field-parts";
import { Rows, Social } from "./grouped-fields";
import { ImageField } from "./image-field";
import { PdfField } from "./pdf-field";
import { QuestionRows } from "./question-fields";

const MARKDOWN_HINT =
  "Leave a blank line between paragraphs. **bold**, *italic*, [link text](https://…), and lines starting with - make a list.";

const SLUG_PATTERN = "[a-z0-9]+(-[a-z0-9]+)*";
// Browsers read patterns in the `v` mode, where a slash inside brackets must be escaped.
const LINK_PATTERN = "(https?://.+|/([^\\/\\\\].*)?|mailto:[^@\\s]+@[^@\\s]+)";

// Day first, as the public site writes dates; the ISO day (2026-11-28) is taken too.
const DATE_PATTERN = "(\\d{1,2}[\\/.\\-]\\d{1,2}[\\/.\\-]\\d{4}|\\d{4}-\\d{2}-\\d{2})";
const DATE_TIME_PATTERN = `${DATE_PATTERN}(,?\\s+|T)\\d{1,2}[:.]\\d{2}`;

/** The way to write a field's value, said under it before anything else. */
const FORMAT_HINTS: Partial<Record<FieldDef["kind"], string>> = {
  date: `Written ${FORM_DATE_FORMAT}, e.g. 28/11/2026.`,
  datetime: `Written ${FORM_DATE_TIME_FORMAT}, e.g. 28/11/2026 14:30.`,
};

function TextLike({
  field,
  name,
  label,
  lang,
  values,
  message,
  required,
}: {
  field: FieldDef;
  name: string;
  label: string;
  lang?: "hi";
  values: FormValues;
  message: MessageOf;
  required: boolean;
}) {
  const value = String(values[name] ?? "");
  const formatHint = FORMAT_HINTS[field.kind];
  const hint =
    (field.kind === "markdown" || formatHint) && !lang
      ? [formatHint, field.hint, field.kind === "markdown" && MARKDOWN_HINT]
          .filter(Boolean)
          .join(" ")
      : lang
        ? undefined
        : field.hint;
  const common = {
    id: idOf(name),
    name,
    defaultValue: value,
    required,
    lang,
    "data-label": label,
  };
  return (
    <Labelled name={name} label={label} hint={hint} message={message(name)}>
      {(describedBy, invalid) => {
        const aria = { "aria-describedby": describedBy, "aria-invalid": invalid || undefined };
        switch (field.kind) {
          case "textarea":
          case "markdown":
            return <textarea {...common} {...aria} rows={field.rows ?? 3} maxLength={field.max} />;
          // Text boxes, not the browser's pickers (which write its locale's mm/dd/yyyy): dates
          // are typed as the site prints them and read on the server (parseFormDate).
          case "date":
          case "datetime": {
            const timed = field.kind === "datetime";
            return (
              <input
                {...common}
                {...aria}
                type="text"
                autoComplete="off"
                size={timed ? 18 : 12}
                pattern={timed ? DATE_TIME_PATTERN : DATE_PATTERN}
                data-pattern={(timed ? formDateTimeRule : formDateRule)(label)}
              />
            );
          }
          case "email":
            return <input {...common} {...aria} type="email" maxLength={254} spellCheck={false} />;
          case "url":
            // Text, not type=url: "krishimitra.in" is welcome (the server adds https://).
            return (
              <input
                {...common}
                {...aria}
                type="text"
                inputMode="url"
                autoComplete="url"
                maxLength={2000}
                spellCheck={false}
              />
            );
          case "link":
            return (
              <input
                {...common}
                {...aria}
                type="text"
                inputMode="url"
                maxLength={2000}
                spellCheck={false}
                pattern={LINK_PATTERN}
                data-pattern={linkRule(label)}
              />
            );
          case "slug":
            return (
              <input
                {...common}
                {...aria}
                maxLength={80}
                spellCheck={false}
                pattern={SLUG_PATTERN}
                data-pattern={`${label}: lower-case letters, digits and hyphens only (e.g. mithila-threads).`}
              />
            );
          case "number":
            return (
              <input
                {...common}
                {...aria}
                inputMode="numeric"
                pattern="[0-9]{1,6}"
                data-pattern={`${label} is a whole number.`}
              />
            );
          default:
            return <input {...common} {...aria} type="text" maxLength={field.max ?? 200} />;
        }
      }}
    </Labelled>
  );
}

function Choice({ field, values, message }: FieldProps) {
  const options = field.options ?? [];
  return (
    <Labelled name={field.name} label={field.label} hint={field.hint} message={message(field.name)}>
      {(describedBy, invalid) => (
        <select
          id={idOf(field.name)}
          name={field.name}
          defaultValue={String(values[field.name] ?? "")}
          required={field.required}
          data-label={field.label}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
        >
          {(!field.required || !values[field.name]) && (
            <option value="">{field.required ? "Choose…" : "None"}</option>
          )}
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </Labelled>
  );
}

function Checkbox({ field, values }: FieldProps) {
  return (
    <div className="field field--check">
      <label>
        <input type="checkbox" name={field.name} defaultChecked={values[field.name] === true} />{" "}
        {field.label}
      </label>
      {field.hint && <span className="field__hint">{field.hint}</span>}
    </div>
  );
}

/** One field of a section's form, and what its text's placeholders stand for. */
export function ContentField(props: FieldProps) {
  const note = props.field.placeholderNote;
  if (!note) return <FieldInputs {...props} />;
  return (
    <div className="field-placeholders">
      <FieldInputs {...props} />
      <p className="field__hint field-placeholders__note">{note}</p>
    </div>
  );
}

/** A field's inputs: both languages side by side for a bilingual one. */
function FieldInputs(props: FieldProps) {
  const { field, values, message } = props;
  switch (field.kind) {
    case "select":
    case "reference":
      return <Choice {...props} />;
    case "checkbox":
      return <Checkbox {...props} />;
    case "image":
      return (
        <ImageField
          name={field.name}
          label={field.label}
          hint={field.hint}
          required={Boolean(field.required)}
          values={values}
          message={message}
          images={props.images}
          maxUpload={props.maxUpload}
        />
      );
    case "pdf":
      return <PdfField {...props} />;
    case "social":
      return <Social {...props} />;
    case "questions":
      return <QuestionRows {...props} />;
    case "rubric":
      return (
        <Rows
          {...props}
          count={RUBRIC_ROWS}
          rowLabel={(i) => `Criterion ${i + 1}`}
          parts={[
            { key: "label", label: "name (English)" },
            { key: "labelHi", label: "name (Hindi)", lang: "hi" },
            { key: "weight", label: "weight" },
          ]}
        />
      );
    case "stats":
      return (
        <Rows
          {...props}
          count={STATS_ROWS}
          rowLabel={(i) => `Figure ${i + 1}`}
          parts={[
            { key: "value", label: "number" },
            { key: "label", label: "what it counts (English)" },
            { key: "labelHi", label: "what it counts (Hindi)", lang: "hi" },
          ]}
        />
      );
    case "vision":
      return (
        <Rows
          {...props}
          count={VISION_ROWS}
          rowLabel={(i) => `Statement ${i + 1}`}
          parts={[
            { key: "word", label: "word (English)" },
            { key: "wordHi", label: "word (Hindi)", lang: "hi" },
            { key: "text", label: "sentence (English)", wide: true },
            { key: "textHi", label: "sentence (Hindi)", lang: "hi", wide: true },
          ]}
        />
      );
    default:
      if (!field.bilingual)
        return (
          <TextLike
            field={field}
            name={field.name}
            label={labelOf(field)}
            values={values}
            message={message}
            required={Boolean(field.required)}
          />
        );
      return (
        <div className="field-pair">
          <TextLike
            field={field}
            name={field.name}
            label={labelOf(field)}
            values={values}
            message={message}
            required={Boolean(field.required)}
          />
          <TextLike
            field={field}
            name={hindi(field.name)}
            label={labelOf(field, "hi")}
            lang="hi"
            values={values}
            message={message}
            required={false}
          />
        </div>
      );
  }
}
