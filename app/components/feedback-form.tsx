// The contact page's feedback form (GIGW 3.0): a plain POST to the page, so it works without
// JavaScript; what was typed is kept on an error, each message under its field and in a summary.
import { useEffect, useRef } from "react";
import { Form, Link, useNavigation } from "react-router";
import { Honeypot } from "~/components/honeypot";
import { FEEDBACK_MAX, type FeedbackField } from "~/lib/forms/feedback-rules";
import type { FormRefusal } from "~/lib/forms/refusal";
import { useLocalize, useT } from "~/lib/i18n/use-t";
import "~/components/idea-form.css";

/** What the page says once feedback is stored. */
export type FeedbackSent = { ok: true; reference: string; emailed: boolean };

const INPUTS: Array<{
  name: Exclude<FeedbackField, "category" | "message">;
  type: string;
  autoComplete: string;
}> = [
  { name: "name", type: "text", autoComplete: "name" },
  { name: "email", type: "email", autoComplete: "email" },
  { name: "phone", type: "tel", autoComplete: "tel" },
];

/** The order the fields are shown in, which is also the order of the error summary. */
const ORDER: FeedbackField[] = ["name", "email", "phone", "category", "message"];

export function FeedbackForm({
  result,
  category,
  topics,
}: {
  result?: FeedbackSent | FormRefusal;
  category: string;
  /** The feedback topics staff keep, in the page's language. */
  topics: ReadonlyArray<{ value: string; label: string }>;
}) {
  const t = useT().contact;
  const to = useLocalize();
  const busy = useNavigation().state === "submitting";
  const summary = useRef<HTMLDivElement>(null);
  const failed = result?.ok === false ? result : undefined;
  const errors = failed?.errors ?? {};
  const values = failed?.values ?? {};
  const broken = ORDER.filter((f) => errors[f]);
  // With scripts the page does not move after a refusal: take the reader to what went wrong.
  useEffect(() => {
    if (failed) summary.current?.focus();
  }, [failed]);

  const field = (name: FeedbackField) => {
    const error = errors[name];
    const id = `feedback-${name}`;
    return {
      id,
      name,
      defaultValue: values[name] ?? (name === "category" ? category : ""),
      "aria-invalid": error ? true : undefined,
      "aria-describedby": error ? `${id}-error` : undefined,
      "aria-required": name === "phone" ? undefined : true,
    } as const;
  };
  const errorOf = (name: FeedbackField) =>
    errors[name] ? (
      <p id={`feedback-${name}-error`} className="idea__error">
        {errors[name]}
      </p>
    ) : null;

  return (
    <section id="feedback" className="card contact__form" aria-labelledby="feedback-title">
      <h2 id="feedback-title" className="contact__heading">
        {t.form.heading}
      </h2>
      {result?.ok ? (
        <div className="idea__outcome" role="status">
          <p className="idea__outcome-title">{t.sent.title}</p>
          <p>{t.sent.received}</p>
          <p className="contact__reference">{t.sent.reference(result.reference)}</p>
          <p>{result.emailed ? t.sent.emailed : t.sent.notEmailed}</p>
          <p>
            <Link to={to("/contact")}>{t.sent.another}</Link>
          </p>
        </div>
      ) : (
        <>
          <p>{t.form.lead}</p>
          {failed && (
            <div
              ref={summary}
              tabIndex={-1}
              className="idea__outcome idea__outcome--error contact__summary"
              role="alert"
              // Without the React app (decision 042) the island focuses it once the page is shown.
              data-island="focus"
            >
              {broken.length ? (
                <>
                  <p className="idea__outcome-title">{t.form.errorSummary}</p>
                  <ul>
                    {broken.map((f) => (
                      <li key={f}>
                        <a href={`#feedback-${f}`}>{errors[f]}</a>
                      </li>
                    ))}
                  </ul>
                </>
              ) : (
                <p>{failed.message}</p>
              )}
            </div>
          )}
          <p className="contact__hint">{t.form.required}</p>
          <Form
            method="post"
            action={`${to("/contact")}#feedback`}
            noValidate
            className="idea__form"
          >
            {INPUTS.map((input) => (
              <div key={input.name} className="idea__field">
                <label htmlFor={`feedback-${input.name}`}>{t.form[input.name]}</label>
                <input
                  {...field(input.name)}
                  type={input.type}
                  autoComplete={input.autoComplete}
                  maxLength={FEEDBACK_MAX[input.name]}
                />
                {errorOf(input.name)}
              </div>
            ))}
            <div className="idea__field">
              <label htmlFor="feedback-category">{t.form.category}</label>
              <select {...field("category")}>
                <option value="">{t.form.chooseCategory}</option>
                {topics.map((topic) => (
                  <option key={topic.value} value={topic.value}>
                    {topic.label}
                  </option>
                ))}
              </select>
              {errorOf("category")}
            </div>
            <div className="idea__field idea__field--wide">
              <label htmlFor="feedback-message">{t.form.message}</label>
              <textarea {...field("message")} rows={6} maxLength={FEEDBACK_MAX.message} />
              {errorOf("message")}
            </div>
            <Honeypot />
            <p className="idea__field--wide contact__privacy">
              {t.form.privacyBefore}
              <Link to={to("/privacy")}>{t.form.privacyLink}</Link>
              {t.form.privacyAfter}
            </p>
            <div className="idea__actions">
              <button type="submit" className="btn btn--primary" aria-disabled={busy || undefined}>
                {busy ? t.form.sending : t.form.submit}
              </button>
            </div>
          </Form>
        </>
      )}
    </section>
  );
}
