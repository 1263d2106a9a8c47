// Registration on an event's page: a plain POST form (it works the same without JavaScript) with
// the state of registration above it, or the outcome of the visitor's registration in its place.
// Everything in the page's language; the server answers in it too (the form posts to this page).
import { Form, useLocation, useNavigation } from "react-router";
import type { FormRefusal } from "~/lib/forms/refusal";
import {
  closedMessageIn,
  openLineIn,
  type PublicQuestion,
  REGISTRATION_FIELDS,
  type RegistrationField,
  type RegistrationState,
} from "~/lib/forms/registration-form";
import { useT } from "~/lib/i18n/use-t";
import { Honeypot } from "./honeypot";
import { PublicField } from "./public-field";
import { QuestionField } from "./question-field";
import "./idea-form.css";
import "./event-registration.css";

export type RegistrationResult =
  | {
      ok: true;
      title: string;
      message: string;
      answers?: { question: string; answer: string }[];
    }
  | FormRefusal;

const TYPES: Record<RegistrationField, string> = {
  name: "text",
  email: "email",
  phone: "tel",
  institute: "text",
};

export function EventRegistration({
  state,
  questions = [],
  result,
}: {
  state: RegistrationState;
  questions?: PublicQuestion[];
  result?: RegistrationResult;
}) {
  const t = useT().directory.registration;
  const busy = useNavigation().state === "submitting";
  // The answer comes back as the whole page: without scripts the browser lands on it at the form.
  // The page's own address, so a Hindi page's form posts to the Hindi page.
  const action = `${useLocation().pathname}#register`;
  if (!state.open && state.reason === "not-offered" && !result) return null;
  const failed = result?.ok === false ? result : undefined;
  return (
    <section id="register" className="card event-registration" aria-labelledby="event-register">
      <h2 id="event-register" className="event-registration__title">
        {t.title}
      </h2>
      {result?.ok ? (
        <div className="idea__outcome" role="status">
          <p className="idea__outcome-title">{result.title}</p>
          <p>{result.message}</p>
          {result.answers && result.answers.length > 0 && (
            <>
              <p className="idea__outcome-title">{t.yourAnswers}</p>
              <dl className="event-registration__answers">
                {result.answers.map((a) => (
                  <div key={a.question}>
                    <dt>{a.question}</dt>
                    <dd>{a.answer}</dd>
                  </div>
                ))}
              </dl>
            </>
          )}
        </div>
      ) : !state.open ? (
        <p className="event-registration__closed">{closedMessageIn(state.reason, t)}</p>
      ) : (
        <>
          <p className="event-registration__line">{openLineIn(state, t)}</p>
          {failed && !failed.errors && (
            <div className="idea__outcome idea__outcome--error" role="alert">
              <p>{failed.message}</p>
            </div>
          )}
          <Form method="post" action={action} noValidate className="event-registration__form">
            {(Object.keys(REGISTRATION_FIELDS) as RegistrationField[]).map((name) => {
              const field = REGISTRATION_FIELDS[name];
              return (
                <PublicField
                  key={name}
                  id={`register-${name}`}
                  name={name}
                  label={t.fields[name]}
                  type={TYPES[name]}
                  autoComplete={field.autoComplete}
                  maxLength={field.max}
                  required={name !== "institute"}
                  defaultValue={failed?.values?.[name] ?? ""}
                  error={failed?.errors?.[name]}
                />
              );
            })}
            {questions.map((q) => (
              <QuestionField
                key={q.name}
                question={q}
                value={failed?.values?.[q.name] ?? ""}
                error={failed?.errors?.[q.name]}
              />
            ))}
            <Honeypot />
            <button type="submit" className="btn btn--primary" aria-disabled={busy || undefined}>
              {busy ? t.submitting : state.waitingList ? t.joinWaitingList : t.submit}
            </button>
          </Form>
        </>
      )}
    </section>
  );
}
