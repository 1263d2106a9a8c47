// The inputs of a content form, one component per kind of field (app/lib/content/fields.ts). Every
// input has a visible label, its hint and its message tied to it, and the browser's own checks
// (required, type, pattern) that say the server's words when JavaScript shows them.
import type { ReactNode } from "react";
import { type FieldDef, hindi, labelOf, SOCIAL_NETWORKS } from "~/lib/content/fields";
import {
  type FormValues,
  type MessageOf,
  STATS_ROWS,
  VISION_ROWS,
} from "~/lib/content/form-values";
import type { ImageRef } from "~/lib/media";
import { ImageField } from "./image-field";

export type FieldProps = {
  field: FieldDef;
  values: FormValues;
  message: MessageOf;
  images: Record<string, ImageRef>;
  maxUpload: string;
};

const idOf = (name: string) => `f-${name.replaceAll(".", "-")}`;

/** Label, control, hint and message of one input. */
function Labelled({
  name,
  label,
  hint,
  message,
  children,
  className = "field",
}: {
  name: string;
  label: string;
  hint?: string;
  message?: string;
  children: (describedBy: string | undefined, invalid: boolean) => ReactNode;
  className?: string;
}) {
  const id = idOf(name);
  const describedBy = [message && `${id}-error`, hint && `${id}-hint`].filter(Boolean).join(" ");
  return (
    <div className={className}>
      <label htmlFor={id}>{label}</label>
      {children(describedBy || undefined, Boolean(message))}
      {hint && (
        <span id={`${id}-hint`} className="field__hint">
          {hint}
        </span>
      )}
      {message && (
        <span id={`${id}-error`} className="field__error">
          {message}
        </span>
      )}
    </div>
  );
}

const MARKDOWN_HINT =
  "Leave a blank line between paragraphs. **bold**, *italic*, [link text](https://…), and lines starting with - make a list.";

const SLUG_PATTERN = "[a-z0-9]+(-[a-z0-9]+)*";
// Browsers read patterns in the `v` mode, where a slash inside brackets must be escaped.
const LINK_PATTERN = "(https?://.+|/([^\\/\\\\].*)?)";

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
  const hint =
    field.kind === "markdown" && !lang
      ? [field.hint, MARKDOWN_HINT].filter(Boolean).join(" ")
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
          case "date":
            return <input {...common} {...aria} type="date" />;
          case "datetime":
            return <input {...common} {...aria} type="datetime-local" />;
          case "email":
            return <input {...common} {...aria} type="email" maxLength={254} spellCheck={false} />;
          case "url":
            return <input {...common} {...aria} type="url" maxLength={2000} spellCheck={false} />;
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
                data-pattern={`${label} starts with https://, http:// or / (a page of this site).`}
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

function Group({ legend, hint, children }: { legend: string; hint?: string; children: ReactNode }) {
  return (
    <fieldset className="field-group">
      <legend>{legend}</legend>
      {hint && <p className="field__hint">{hint}</p>}
      {children}
    </fieldset>
  );
}

function Social({ field, values, message }: FieldProps) {
  return (
    <Group
      legend={field.label}
      hint="Full addresses starting with https://; leave the others empty."
    >
      <div className="field-grid">
        {SOCIAL_NETWORKS.map((n) => {
          const name = `${field.name}.${n.value}`;
          return (
            <Labelled key={name} name={name} label={n.label} message={message(name)}>
              {(describedBy, invalid) => (
                <input
                  id={idOf(name)}
                  name={name}
                  type="url"
                  defaultValue={String(values[name] ?? "")}
                  spellCheck={false}
                  data-label={n.label}
                  aria-describedby={describedBy}
                  aria-invalid={invalid || undefined}
                />
              )}
            </Labelled>
          );
        })}
      </div>
    </Group>
  );
}

/** Rows of small text inputs: an event's figures, the vision statements. */
function Rows({
  field,
  values,
  message,
  count,
  parts,
  rowLabel,
}: FieldProps & {
  count: number;
  parts: { key: string; label: string; lang?: "hi"; wide?: boolean }[];
  rowLabel: (i: number) => string;
}) {
  return (
    <Group legend={field.label} hint={field.hint}>
      {Array.from({ length: count }, (_, i) => (
        <fieldset key={rowLabel(i)} className="field-row">
          <legend className="visually-hidden">{rowLabel(i)}</legend>
          {parts.map((p) => {
            const name = `${field.name}.${i}.${p.key}`;
            const label = `${rowLabel(i)}: ${p.label}`;
            return (
              <Labelled
                key={name}
                name={name}
                label={label}
                message={message(name)}
                className={p.wide ? "field field--wide" : "field"}
              >
                {(describedBy) =>
                  p.wide ? (
                    <textarea
                      id={idOf(name)}
                      name={name}
                      rows={2}
                      lang={p.lang}
                      defaultValue={String(values[name] ?? "")}
                      aria-describedby={describedBy}
                    />
                  ) : (
                    <input
                      id={idOf(name)}
                      name={name}
                      lang={p.lang}
                      defaultValue={String(values[name] ?? "")}
                      aria-describedby={describedBy}
                    />
                  )
                }
              </Labelled>
            );
          })}
        </fieldset>
      ))}
    </Group>
  );
}

/** One field of a section's form: both languages side by side for a bilingual one. */
export function ContentField(props: FieldProps) {
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
          label={field.label}
          required={Boolean(field.required)}
          values={values}
          message={message}
          images={props.images}
          maxUpload={props.maxUpload}
        />
      );
    case "social":
      return <Social {...props} />;
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
