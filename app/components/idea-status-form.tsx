import { Form, useNavigation } from "react-router";
import { IDEA_MAX } from "~/lib/forms/idea-rules";
import { type IdeaStatusView, REFERENCE_MAX } from "~/lib/forms/idea-status";
import type { FormRefusal } from "~/lib/forms/refusal";
import { useLocalize, useT } from "~/lib/i18n/use-t";
import { PublicField } from "./public-field";
import "./idea-form.css";
import "./idea-status.css";

/** What POST /idea/status answered: the status, or a refusal (field messages, not found, wait). */
export type StatusResult = IdeaStatusView | FormRefusal;

/**
 * The founder's lookup: a plain POST form (the e-mail address stays out of addresses and logs),
 * so it works the same without JavaScript; the answer is drawn above the form.
 */
export function IdeaStatusForm({ result }: { result?: StatusResult }) {
  const t = useT().notices.status;
  const to = useLocalize();
  const busy = useNavigation().state !== "idle";
  const failed = result && !result.ok ? result : undefined;
  const errors = failed?.errors ?? {};
  const fields = [
    { name: "reference", label: t.reference, max: REFERENCE_MAX, auto: "off" },
    { name: "email", label: t.email, max: IDEA_MAX.email, auto: "email" },
  ] as const;
  return (
    <div className="card idea__card idea-status">
      {result?.ok && <StatusAnswer view={result} />}
      {failed && !failed.errors && (
        <div className="idea__outcome idea__outcome--error" role="alert">
          <p>{failed.message}</p>
        </div>
      )}
      <Form method="post" action={to("/idea/status")} noValidate className="idea-status__form">
        {fields.map((f) => (
          <PublicField
            key={f.name}
            id={`status-${f.name}`}
            name={f.name}
            label={f.label}
            type={f.name === "email" ? "email" : "text"}
            autoComplete={f.auto}
            maxLength={f.max}
            placeholder={f.name === "reference" ? "IDEA-2026-000042" : undefined}
            defaultValue={
              failed?.values?.[f.name] ??
              (f.name === "reference" && result?.ok ? result.reference : "")
            }
            error={errors[f.name]}
          />
        ))}
        <div className="idea__actions">
          <button type="submit" className="btn btn--primary" aria-disabled={busy || undefined}>
            {busy ? t.checking : t.check}
          </button>
        </div>
      </Form>
    </div>
  );
}

function StatusAnswer({ view }: { view: IdeaStatusView }) {
  const t = useT().notices.status;
  return (
    <div className="idea__outcome idea-status__answer" role="status">
      <p className="idea__outcome-title">
        <span className="idea__ref">{view.reference}</span>: {view.label}
      </p>
      <p>{view.explains}</p>
      {view.message && (
        <>
          <p className="idea-status__from">{t.fromTeam}</p>
          {/* Text, line breaks kept: nothing staff typed becomes markup. */}
          <p className="idea-status__message">{view.message}</p>
        </>
      )}
      {view.history.length > 0 && (
        <>
          <p className="idea-status__from">{t.history}</p>
          <ol className="idea-status__history">
            {view.history.map((m) => (
              <li key={`${m.iso}-${m.label}`}>
                <time dateTime={m.iso}>{m.date}</time>: {m.label}
              </li>
            ))}
          </ol>
        </>
      )}
      <p className="idea-status__when">
        {t.updatedBefore}
        <time dateTime={view.updatedIso}>{view.updatedAt}</time>
        {t.updatedAfter}
      </p>
    </div>
  );
}
