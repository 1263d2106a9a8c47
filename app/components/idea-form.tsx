import { type FormEvent, lazy, Suspense, useEffect, useRef, useState } from "react";
import { Link, useFetcher } from "react-router";
import {
  checkIdea,
  type IdeaErrors,
  type IdeaField,
  type IdeaResult,
  TIMING_FIELD,
  tooLongIn,
} from "~/lib/forms/idea-rules";
import { linesOf, Say, useHomeWords } from "~/lib/home-words";
import { useLocalize, useT } from "~/lib/i18n/use-t";
import { Honeypot } from "./honeypot";
import "./idea-form.css";
// In the page's CSS from the start: on a page without the React app the form's own script
// (app/islands/widgets/idea-form.ts) draws the same dialog, and cannot load a stylesheet.
import "./dialog.css";

// The dialog is needed only after a submission: it loads then (or when sending starts), which keeps
// it out of the home page's first-load JavaScript.
const loadDialog = () => import("./dialog");
const Dialog = lazy(() => loadDialog().then((m) => ({ default: m.Dialog })));

const FIELDS: Array<{ name: IdeaField; type?: string; autoComplete: string; wide?: boolean }> = [
  { name: "name", autoComplete: "name" },
  { name: "email", type: "email", autoComplete: "email" },
  { name: "phone", type: "tel", autoComplete: "tel" },
  { name: "subject", autoComplete: "off" },
  { name: "message", autoComplete: "off", wide: true },
];

/**
 * "Incubate u'r Idea". Without JavaScript it is a plain form posting to /idea (/hi/idea on a
 * Hindi page), which answers with the page (messages or the reference number): `result` is that
 * answer. With JavaScript it checks the same rules first, in the page's language, posts through a
 * fetcher and answers in a dialog, staying put. On a page without the React app (decision 042)
 * the island `idea-form` does the same from this markup: the rules' words are in the fields'
 * `data-if-*` attributes and the dialog's in the section's `data-*`, so it needs no catalogue.
 */
export function IdeaForm({
  result,
  headingLevel = 2,
}: {
  result?: IdeaResult;
  headingLevel?: 1 | 2;
}) {
  const all = useT().notices;
  const t = all.idea;
  const words = useHomeWords();
  const to = useLocalize();
  const fetcher = useFetcher<IdeaResult>();
  const form = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<IdeaErrors>((result && !result.ok && result.errors) || {});
  const [dialog, setDialog] = useState<IdeaResult | null>(null);
  const busy = fetcher.state !== "idle";
  const Heading = headingLevel === 1 ? "h1" : "h2";
  const values = result && !result.ok ? result.values : undefined;
  // When this form became interactive (hydrated), or last sent an idea: the timing field's start.
  const readyAt = useRef(0);
  useEffect(() => {
    readyAt.current = performance.now();
  }, []);

  useEffect(() => {
    const answer = fetcher.data;
    if (!answer || fetcher.state !== "idle") return;
    if (answer.ok) {
      form.current?.reset();
      readyAt.current = performance.now();
      setErrors({});
    } else if (answer.errors) {
      setErrors(answer.errors);
    }
    setDialog(answer);
  }, [fetcher.data, fetcher.state]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    // One submission at a time. The button stays enabled (a disabled button drops the focus
    // that the dialog hands back when it closes).
    if (busy) return event.preventDefault();
    const data = Object.fromEntries(new FormData(event.currentTarget)) as Record<string, string>;
    const found = checkIdea(all.ideaRules, data);
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) {
      event.preventDefault();
      event.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
    } else {
      // Read by the fetcher after this handler: how long this form has been in front of someone.
      const timing = event.currentTarget.elements.namedItem(TIMING_FIELD) as HTMLInputElement;
      timing.value = String(Math.round(performance.now() - readyAt.current));
      void loadDialog();
    }
  }

  function onInput(event: FormEvent<HTMLFormElement>) {
    const name = (event.target as HTMLInputElement).name as IdeaField;
    if (errors[name]) setErrors(({ [name]: _cleared, ...rest }) => rest);
  }

  return (
    <section
      id="idea"
      className="section section--alt idea"
      aria-labelledby="idea-title"
      data-island="idea-form"
      data-success={t.successTitle}
      data-error={t.errorTitle}
      data-fallback={t.fallbackError}
      data-ok={t.ok}
      data-sending={t.sending}
    >
      <div className="container idea__grid">
        <div className="idea__intro">
          <p className="eyebrow">
            <Say what={words.ideaEyebrow} />
          </p>
          <Heading id="idea-title" className="section-title">
            <Say what={words.ideaTitle} />
          </Heading>
          <p className="lead">
            <Say what={words.ideaLead} />
          </p>
          <ul className="idea__points" lang={words.ideaPoints.lang}>
            {linesOf(words.ideaPoints.text).map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
          <p className="idea__status-link">
            {t.statusBefore}
            <Link to={to("/idea/status")}>{t.statusLink}</Link>
            {t.statusAfter}
          </p>
        </div>

        <div className="card idea__card">
          {result && <Outcome result={result} />}
          <fetcher.Form
            ref={form}
            method="post"
            action={to("/idea")}
            noValidate
            // Nothing on the page changes when an idea is stored: no loader needs to run again.
            defaultShouldRevalidate={false}
            className="idea__form"
            onSubmit={onSubmit}
            onInput={onInput}
          >
            {FIELDS.map((f) => {
              const id = `idea-${f.name}`;
              const error = errors[f.name];
              const common = {
                id,
                name: f.name,
                autoComplete: f.autoComplete,
                defaultValue: values?.[f.name],
                "aria-required": true,
                "aria-invalid": error ? true : undefined,
                "aria-describedby": error ? `${id}-error` : undefined,
                // The rules' words for the island (see above).
                "data-if-blank": all.ideaRules.required[f.name],
                "data-if-long": tooLongIn(all.ideaRules, f.name),
                "data-if-email": f.name === "email" ? all.ideaRules.email : undefined,
              } as const;
              return (
                <div key={f.name} className={`idea__field${f.wide ? " idea__field--wide" : ""}`}>
                  <label htmlFor={id}>{all.ideaRules.labels[f.name]}</label>
                  {f.name === "message" ? (
                    <textarea {...common} rows={6} />
                  ) : (
                    <input {...common} type={f.type ?? "text"} />
                  )}
                  {error && (
                    <p id={`${id}-error`} className="idea__error">
                      {error}
                    </p>
                  )}
                </div>
              );
            })}
            <Honeypot />
            {/* Empty without JavaScript (the server then skips the timing check). */}
            <input type="hidden" name={TIMING_FIELD} defaultValue="" />
            <div className="idea__actions">
              <button type="submit" className="btn btn--primary" aria-disabled={busy || undefined}>
                {busy ? t.sending : t.submit}
              </button>
            </div>
          </fetcher.Form>
        </div>
      </div>
      {dialog && (
        <Suspense fallback={null}>
          <Dialog
            open
            title={dialog.ok ? t.successTitle : t.errorTitle}
            tone={dialog.ok ? "success" : "error"}
            okLabel={t.ok}
            onClose={() => setDialog(null)}
          >
            <Message result={dialog} />
          </Dialog>
        </Suspense>
      )}
    </section>
  );
}

function Message({ result }: { result: IdeaResult }) {
  const t = useT().notices.idea;
  const to = useLocalize();
  const words = useHomeWords();
  if (!result.ok) return <p>{result.message || t.fallbackError}</p>;
  return (
    <>
      <p>
        <Say what={words.ideaSuccess} />
      </p>
      <p>
        {t.referenceBefore}
        <strong className="idea__ref">{result.reference}</strong>
        {t.referenceAfter}
      </p>
      <p>
        {t.followBefore}
        <Link to={to("/idea/status")}>{t.followLink}</Link>
        {t.followAfter}
      </p>
    </>
  );
}

/** The answer shown in the page when the form was posted without JavaScript. */
function Outcome({ result }: { result: IdeaResult }) {
  const t = useT().notices.idea;
  if (!result.ok && result.errors) return null;
  return (
    <div
      className={`idea__outcome idea__outcome--${result.ok ? "ok" : "error"}`}
      role={result.ok ? "status" : "alert"}
    >
      <p className="idea__outcome-title">{result.ok ? t.successTitle : t.errorTitle}</p>
      <Message result={result} />
    </div>
  );
}
