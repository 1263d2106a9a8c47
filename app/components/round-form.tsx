// A round's application form on /idea while the round is open: the founder, the round's own
// questions, its PDF and the team. A plain multipart POST to the page (/hi/idea on a Hindi page),
// the same with and without JavaScript; the answer is the page again, with the reference number
// where the form was (not in a dialog that goes away) or each refusal beside its field.
import { Form, Link, useNavigation } from "react-router";
import { formatIndianNumber } from "~/lib/format/numbers";
import type { FormRefusal } from "~/lib/forms/refusal";
import type { PublicQuestion } from "~/lib/forms/registration-form";
import { useLocalize, useT } from "~/lib/i18n/use-t";
import { Honeypot } from "./honeypot";
import { Markdown } from "./markdown";
import { PublicField } from "./public-field";
import { QuestionField } from "./question-field";
import "./idea-form.css";
import "./round-form.css";

export type RoundFormData = {
  id: number;
  title: string;
  introHtml: string;
  closes: string;
  questions: PublicQuestion[];
  pdf: { label: string; required: boolean; max: string } | null;
  teamMax: number;
};

/** The hidden field that names the round: /idea tells a round's application from the short form by it. */
export const ROUND_FORM_FIELD = "round";

export type ApplicationResult = { ok: true; reference: string; emailed: boolean } | FormRefusal;

const FOUNDER = [
  { name: "name", type: "text", autoComplete: "name", max: 100 },
  { name: "email", type: "email", autoComplete: "email", max: 254 },
  { name: "phone", type: "tel", autoComplete: "tel", max: 20 },
] as const;

export function RoundForm({ round, result }: { round: RoundFormData; result?: ApplicationResult }) {
  const all = useT().notices;
  const t = all.round;
  const to = useLocalize();
  const busy = useNavigation().state === "submitting";
  if (result?.ok)
    return (
      <div className="idea__outcome round-form__received" role="status">
        <p className="idea__outcome-title">{t.receivedTitle}</p>
        <p>
          {all.idea.referenceBefore}
          <strong className="round-form__reference">{result.reference}</strong>
          {all.idea.referenceAfter}
        </p>
        {result.emailed && <p>{t.emailed}</p>}
        <p>{t.keep}</p>
        <p>
          <Link to={to("/idea/status")}>{t.statusLink}</Link>
        </p>
      </div>
    );
  const failed = result && !result.ok ? result : undefined;
  const value = (name: string) => failed?.values?.[name] ?? "";
  const error = (name: string) => failed?.errors?.[name];
  return (
    <>
      {round.introHtml && (
        <Markdown className="rich-text round-form__intro" html={round.introHtml} />
      )}
      {failed && !failed.errors && (
        <div className="idea__outcome idea__outcome--error" role="alert">
          <p>{failed.message}</p>
        </div>
      )}
      <Form
        method="post"
        encType="multipart/form-data"
        noValidate
        className="card round-form"
        aria-label={round.title}
      >
        <input type="hidden" name={ROUND_FORM_FIELD} value={round.id} />
        <fieldset className="round-form__part">
          <legend>{t.about}</legend>
          {FOUNDER.map((f) => (
            <PublicField
              key={f.name}
              id={`apply-${f.name}`}
              name={f.name}
              label={all.ideaRules.labels[f.name]}
              type={f.type}
              autoComplete={f.autoComplete}
              maxLength={f.max}
              defaultValue={value(f.name)}
              error={error(f.name)}
            />
          ))}
        </fieldset>
        {(round.questions.length > 0 || round.pdf) && (
          <fieldset className="round-form__part">
            <legend>{t.application}</legend>
            {round.questions.map((q) => (
              <QuestionField
                key={q.name}
                question={q}
                value={value(q.name)}
                error={error(q.name)}
              />
            ))}
            {round.pdf && (
              <div className="idea__field">
                <label htmlFor="apply-pdf">
                  {round.pdf.required ? round.pdf.label : `${round.pdf.label} ${t.optional}`}
                </label>
                <input
                  id="apply-pdf"
                  name="pdf"
                  type="file"
                  accept="application/pdf,.pdf"
                  required={round.pdf.required}
                  aria-invalid={error("pdf") ? true : undefined}
                  aria-describedby={
                    error("pdf") ? "apply-pdf-hint apply-pdf-error" : "apply-pdf-hint"
                  }
                />
                <p id="apply-pdf-hint" className="question-field__hint">
                  {t.pdfHint(round.pdf.max)}
                </p>
                {error("pdf") && (
                  <p id="apply-pdf-error" className="idea__error">
                    {error("pdf")}
                  </p>
                )}
              </div>
            )}
          </fieldset>
        )}
        {round.teamMax > 0 && (
          <fieldset className="round-form__part">
            <legend>{`${t.team} ${t.optional}`}</legend>
            <p className="question-field__hint">{t.teamHint(formatIndianNumber(round.teamMax))}</p>
            {teamRows(round.teamMax).map((row, i) => (
              <TeamRow key={row} index={i} value={value} error={error(`team.${i}.name`)} />
            ))}
          </fieldset>
        )}
        <Honeypot />
        <button type="submit" className="btn btn--primary" aria-disabled={busy || undefined}>
          {busy ? t.sending : t.submit}
        </button>
      </Form>
    </>
  );
}

/** The team rows' keys: "team.0", "team.1"… */
const teamRows = (n: number) => Array.from({ length: n }, (_, i) => `team.${i}`);

/** One team member's row: name, e-mail and role, all three left empty when not needed. */
function TeamRow({
  index,
  value,
  error,
}: {
  index: number;
  value: (name: string) => string;
  error?: string;
}) {
  const t = useT().notices.round;
  const name = (part: string) => `team.${index}.${part}`;
  const id = (part: string) => `apply-team-${index}-${part}`;
  const member = t.member(formatIndianNumber(index + 1));
  return (
    <fieldset
      className="round-form__member"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? id("error") : undefined}
    >
      <legend>{member}</legend>
      {(
        [
          ["name", t.memberName, "text", "name"],
          ["email", t.memberEmail, "email", "email"],
          ["role", t.memberRole, "text", "organization-title"],
        ] as const
      ).map(([part, label, type, autoComplete]) => (
        <div key={part} className="idea__field">
          <label htmlFor={id(part)}>{label}</label>
          <input
            id={id(part)}
            name={name(part)}
            type={type}
            autoComplete={`section-team${index} ${autoComplete}`}
            maxLength={part === "email" ? 200 : 100}
            defaultValue={value(name(part))}
          />
        </div>
      ))}
      {error && (
        <p id={id("error")} className="idea__error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
