// One labelled field of a public form (idea status, event registration), with its error under it
// and tied to it for screen readers. The look is idea-form.css's, shared by the public forms.
import type { HTMLInputTypeAttribute } from "react";

export function PublicField(props: {
  id: string;
  name: string;
  label: string;
  type?: HTMLInputTypeAttribute;
  autoComplete: string;
  maxLength: number;
  defaultValue?: string;
  placeholder?: string;
  required?: boolean;
  error?: string;
}) {
  const { id, error, required = true } = props;
  return (
    <div className="idea__field">
      <label htmlFor={id}>{props.label}</label>
      <input
        id={id}
        name={props.name}
        type={props.type ?? "text"}
        autoComplete={props.autoComplete}
        maxLength={props.maxLength}
        placeholder={props.placeholder}
        defaultValue={props.defaultValue}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error && (
        <p id={`${id}-error`} className="idea__error">
          {error}
        </p>
      )}
    </div>
  );
}
