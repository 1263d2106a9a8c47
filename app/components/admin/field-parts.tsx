// The pieces every input of a content form is made of: its id, and its label, hint and message
// tied to it (Labelled); a group of inputs under one legend (Group).
import type { ReactNode } from "react";
import type { AttachmentRef } from "~/lib/attachments";
import type { FieldDef } from "~/lib/content/fields";
import type { FormValues, MessageOf } from "~/lib/content/form-values";
import type { ImageRef } from "~/lib/media";

export type FieldProps = {
  field: FieldDef;
  values: FormValues;
  message: MessageOf;
  images: Record<string, ImageRef>;
  /** Stored PDFs the form shows (name and size), by id. */
  attachments: Record<string, AttachmentRef>;
  maxUpload: string;
};

export const idOf = (name: string) => `f-${name.replaceAll(".", "-")}`;

/** Label, control, hint and message of one input. */
export function Labelled({
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

/** Inputs that belong together, under one legend. */
export function Group({
  legend,
  hint,
  children,
}: {
  legend: string;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <fieldset className="field-group">
      <legend>{legend}</legend>
      {hint && <p className="field__hint">{hint}</p>}
      {children}
    </fieldset>
  );
}
