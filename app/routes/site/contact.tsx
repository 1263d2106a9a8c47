import { useRouteLoaderData } from "react-router";
import { settings as settingsKind } from "~/.server/content/kinds";
import { getTerms } from "~/.server/content/kinds/vocabularies";
import { inLanguage } from "~/.server/content/read";
import { getSiteSettings } from "~/.server/content/site";
import { requestInfoContext } from "~/.server/context";
import { FEEDBACK_MAX_BYTES, feedbackFormSchema } from "~/.server/feedback/schema";
import { submitFeedback } from "~/.server/feedback/submit";
import { formAction, parseForm } from "~/.server/forms/pipeline";
import { FeedbackForm, type FeedbackSent } from "~/components/feedback-form";
import { PageHero } from "~/components/page-hero";
import type { Branding } from "~/lib/branding";
import { termWords } from "~/lib/content/vocabulary";
import { seo } from "~/lib/document/seo";
import { formatIndianNumber } from "~/lib/format/numbers";
import { FEEDBACK_MAX } from "~/lib/forms/feedback-rules";
import type { FormRefusal } from "~/lib/forms/refusal";
import { messagesAt } from "~/lib/i18n/catalogue";
import { fallbackLang } from "~/lib/i18n/content";
import { useT } from "~/lib/i18n/use-t";
import "~/components/idea-form.css";
import "./contact.css";
import { siteOf } from "~/.server/site-context";
import type { Route } from "./+types/contact";

const OFFICERS = ["webManager", "nodalOfficer"] as const;
type OfficerRole = (typeof OFFICERS)[number];

export async function loader(args: Route.LoaderArgs) {
  const { db, view, lang } = await siteOf(args);
  const settings = await getSiteSettings(db, view);
  // Only officers Settings names: nothing made up, nothing half-filled shown as a person.
  const local = inLanguage(settings, settingsKind, lang);
  const officers = OFFICERS.flatMap((role) => {
    if (!settings[`${role}Name`]?.trim()) return [];
    const fallback = (["Name", "Designation"] as const)
      .filter((field) => local.fallback?.includes(`${role}${field}`))
      .map((field) => field.toLowerCase());
    return [
      {
        role: role as OfficerRole,
        name: local[`${role}Name`] ?? "",
        designation: local[`${role}Designation`] ?? "",
        ...(fallback.length > 0 && { fallback }),
        email: settings[`${role}Email`] ?? "",
        phone: settings[`${role}Phone`] ?? "",
      },
    ];
  });
  const category = new URL(args.request.url).searchParams.get("category");
  const topics = (await getTerms(db, view))["feedback-topic"];
  return {
    officers,
    topics: topics.map((topic) => ({ value: topic.value, label: termWords(topic, lang) })),
    // /contact?category=accessibility (the accessibility statement's link) picks that topic.
    category: category && topics.some((topic) => topic.value === category) ? category : "",
    updatedAt: settings.updatedAt.toISOString(),
  };
}

// Anyone may send feedback: no guard; the domain checks the honeypot and throttles.
export const action = (args: Route.ActionArgs) =>
  formAction(args, async () => {
    const site = await siteOf(args);
    const t = site.t.contact;
    const topics = (await getTerms(site.db, "public"))["feedback-topic"].map(
      (topic) => topic.value,
    );
    const input = await parseForm(args.request, feedbackFormSchema(t, topics), {
      maxBytes: FEEDBACK_MAX_BYTES,
      tooLarge: t.errors.tooLarge(formatIndianNumber(FEEDBACK_MAX.message)),
    });
    const { reference, emailed } = await submitFeedback(site.db, input, {
      clientIp: args.context.get(requestInfoContext).clientIp,
      lang: site.lang,
      t,
    });
    return { ok: true as const, reference, emailed };
  });

export const meta: Route.MetaFunction = (args) => {
  const t = messagesAt(args.location).contact.page;
  return seo(args, { title: t.title, description: t.description, path: "/contact" });
};

// A plain POST whose answer is this page, focused on what to fix by the island `focus`: read
// without React in the browser (decision 042).
export const handle = { lean: true };

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT().contact;
  const root = useRouteLoaderData("root") as { branding: Branding } | undefined;
  const b = root?.branding;
  // The root's branding is in the page's language already, English marked in `fallback`.
  const address = b?.address ?? "";
  const addressIsEnglish = Boolean(b?.fallback?.includes("address"));
  const result = actionData as FeedbackSent | FormRefusal | undefined;
  return (
    <>
      <PageHero eyebrow={t.page.eyebrow} title={t.page.title} lead={t.page.lead} />
      <section className="section">
        <div className="container idea__grid">
          <div className="contact__details">
            <h2 className="contact__heading">{t.page.reachUs}</h2>
            {b && (
              <p className="contact__centre" {...fallbackLang(b, "centreName")}>
                {b.centreName}
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
          <FeedbackForm result={result} category={loaderData.category} topics={loaderData.topics} />
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
