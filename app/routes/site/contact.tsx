// /contact and /hi/contact (GIGW 3.0): the centre's address, phone and e-mail (Settings, via the
// root loader's branding), the officers responsible for the site (Settings), and the feedback
// form, a plain POST that works without JavaScript and keeps what was typed when it is refused.
import { useEffect, useRef } from "react";
import { Form, Link, useNavigation, useRouteLoaderData } from "react-router";
import { viewOf } from "~/.server/content/preview";
import { getSiteSettings } from "~/.server/content/site";
import { dbContext, requestInfoContext } from "~/.server/context";
import { FEEDBACK_MAX_BYTES, feedbackFormSchema } from "~/.server/feedback/schema";
import { submitFeedback } from "~/.server/feedback/submit";
import { formAction, parseForm } from "~/.server/forms/pipeline";
import { langOf, messagesFor } from "~/.server/i18n";
import { Honeypot } from "~/components/honeypot";
import { PageHero } from "~/components/page-hero";
import type { Branding } from "~/lib/branding";
import { seo } from "~/lib/document/seo";
import { formatIndianNumber } from "~/lib/format/numbers";
import {
  FEEDBACK_CATEGORIES,
  FEEDBACK_MAX,
  type FeedbackField,
  isFeedbackCategory,
} from "~/lib/forms/feedback-rules";
import type { FormRefusal } from "~/lib/forms/refusal";
import { messagesOf } from "~/lib/i18n/catalogue";
import { fallbackLang, localizeRow } from "~/lib/i18n/content";
import { langOfPath } from "~/lib/i18n/lang";
import { useLang, useLocalize, useT } from "~/lib/i18n/use-t";
import "~/components/idea-form.css";
import "./contact.css";
import type { Route } from "./+types/contact";

const OFFICERS = ["webManager", "nodalOfficer"] as const;
type OfficerRole = (typeof OFFICERS)[number];

export async function loader(args: Route.LoaderArgs) {
  const lang = langOf(args.request);
  const settings = await getSiteSettings(args.context.get(dbContext), await viewOf(args));
  // Only officers Settings names: nothing made up, nothing half-filled shown as a person.
  const officers = OFFICERS.flatMap((role) => {
    const name = settings[`${role}Name`];
    if (!name?.trim()) return [];
    const officer = localizeRow(
      {
        name,
        nameHi: settings[`${role}NameHi`],
        designation: settings[`${role}Designation`] ?? "",
        designationHi: settings[`${role}DesignationHi`],
      },
      lang,
      ["name", "designation"],
    );
    return [
      {
        role: role as OfficerRole,
        ...officer,
        email: settings[`${role}Email`] ?? "",
        phone: settings[`${role}Phone`] ?? "",
      },
    ];
  });
  const category = new URL(args.request.url).searchParams.get("category");
  return {
    officers,
    category: isFeedbackCategory(category) ? category : "",
    updatedAt: settings.updatedAt.toISOString(),
  };
}

// Anyone may send feedback: no guard; the domain checks the honeypot and throttles.
export const action = (args: Route.ActionArgs) =>
  formAction(args, async () => {
    const t = messagesFor(args.request).contact;
    const input = await parseForm(args.request, feedbackFormSchema(t), {
      maxBytes: FEEDBACK_MAX_BYTES,
      tooLarge: t.errors.tooLarge(formatIndianNumber(FEEDBACK_MAX.message)),
    });
    const { reference, emailed } = await submitFeedback(args.context.get(dbContext), input, {
      clientIp: args.context.get(requestInfoContext).clientIp,
      lang: langOf(args.request),
      t,
    });
    return { ok: true as const, reference, emailed };
  });

export const meta: Route.MetaFunction = (args) => {
  const t = messagesOf(langOfPath(args.location.pathname)).contact.page;
  return seo(args, { title: t.title, description: t.description, path: "/contact" });
};

type Sent = { ok: true; reference: string; emailed: boolean };

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT().contact;
  const lang = useLang();
  const root = useRouteLoaderData("root") as { branding: Branding } | undefined;
  const b = root?.branding;
  const address = (lang === "hi" && b?.addressHi?.trim()) || b?.address || "";
  const addressIsEnglish = lang === "hi" && !b?.addressHi?.trim();
  const result = actionData as Sent | FormRefusal | undefined;
  return (
    <>
      <PageHero eyebrow={t.page.eyebrow} title={t.page.title} lead={t.page.lead} />
      <section className="section">
        <div className="container contact">
          <div className="contact__details">
            <h2 className="contact__heading">{t.page.reachUs}</h2>
            {b && (
              <p
                className="contact__centre"
                lang={lang === "hi" && !b.centreNameHi ? "en" : undefined}
              >
                {(lang === "hi" && b.centreNameHi) || b.centreName}
              </p>
            )}
            <dl className="contact__facts">
              {address && (
                <>
                  <dt>{t.page.address}</dt>
                  <dd className="contact__address" lang={addressIsEnglish ? "en" : undefined}>
                    {address}
                  </dd>
                </>
              )}
              {b?.phone && (
                <>
                  <dt>{t.page.phone}</dt>
                  <dd>
                    <a href={`tel:${b.phone.replace(/[^\d+]/g, "")}`}>{b.phone}</a>
                  </dd>
                </>
              )}
              {b?.contactEmail && (
                <>
                  <dt>{t.page.email}</dt>
                  <dd>
                    <a href={`mailto:${b.contactEmail}`}>{b.contactEmail}</a>
                  </dd>
                </>
              )}
            </dl>
            <Officers officers={loaderData.officers} contactEmail={b?.contactEmail ?? ""} />
          </div>
          <FeedbackForm result={result} category={loaderData.category} />
        </div>
      </section>
    </>
  );
}

type Officer = Route.ComponentProps["loaderData"]["officers"][number];

function Officers({ officers, contactEmail }: { officers: Officer[]; contactEmail: string }) {
  const t = useT().contact.page;
  return (
    <section className="contact__officers" aria-labelledby="contact-officers">
      <h2 id="contact-officers" className="contact__heading">
        {t.officers}
      </h2>
      {officers.length === 0 ? (
        <p>
          {t.noOfficers} {t.writeToBefore}
          {contactEmail ? <a href={`mailto:${contactEmail}`}>{contactEmail}</a> : null}
          {t.writeToAfter}
        </p>
      ) : (
        <>
          <p>{t.officersLead}</p>
          <ul className="contact__officer-list">
            {officers.map((o) => (
              <li key={o.role} className="card contact__officer">
                <p className="contact__role">{t[o.role]}</p>
                <p className="contact__name" {...fallbackLang(o, "name")}>
                  {o.name}
                </p>
                {o.designation && <p {...fallbackLang(o, "designation")}>{o.designation}</p>}
                {(o.email || o.phone) && (
                  <dl className="contact__facts contact__facts--small">
                    {o.email && (
                      <>
                        <dt>{t.email}</dt>
                        <dd>
                          <a href={`mailto:${o.email}`}>{o.email}</a>
                        </dd>
                      </>
                    )}
                    {o.phone && (
                      <>
                        <dt>{t.phone}</dt>
                        <dd>
                          <a href={`tel:${o.phone.replace(/[^\d+]/g, "")}`}>{o.phone}</a>
                        </dd>
                      </>
                    )}
                  </dl>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

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

function FeedbackForm({ result, category }: { result?: Sent | FormRefusal; category: string }) {
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
                {FEEDBACK_CATEGORIES.map((c) => (
                  <option key={c} value={c}>
                    {t.form.categories[c]}
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
