import { useRouteLoaderData } from "react-router";
import { PageHero } from "~/components/page-hero";
import type { Branding } from "~/lib/branding";
import { seo } from "~/lib/document/seo";
import { messagesAt } from "~/lib/i18n/catalogue";
import { useLang, useT } from "~/lib/i18n/use-t";
import type { Route } from "./+types/privacy";

export const meta: Route.MetaFunction = (args) => {
  const t = messagesAt(args.location).notices.privacy;
  return seo(args, { title: t.metaTitle, description: t.metaDescription });
};

export default function Privacy() {
  const t = useT().notices.privacy;
  const root = useRouteLoaderData("root") as { branding: Branding } | undefined;
  const b = root?.branding;
  const contact = b?.contactEmail ?? "";
  // The names as written in Hindi on a Hindi page, where Settings has them.
  const hi = useLang() === "hi";
  const centre = (hi && b?.centreNameHi) || b?.centreName;
  const institute = (hi && b?.instituteNameHi) || b?.instituteName;
  return (
    <>
      <PageHero eyebrow={t.eyebrow} title={t.title} lead={t.lead} />
      <section className="section">
        <div className="container prose">
          <p>{t.intro(centre ?? t.theCentre, institute ?? t.theInstitute)}</p>
          <h2>{t.ideasTitle}</h2>
          <p>{t.ideas}</p>
          <h2>{t.formsTitle}</h2>
          <p>{t.forms}</p>
          <h2>{t.signingInTitle}</h2>
          <p>{t.signingIn}</p>
          <h2>{t.abuseTitle}</h2>
          <p>{t.abuse}</p>
          <h2>{t.rightsTitle}</h2>
          <p>
            {t.rightsBefore}
            {contact ? <a href={`mailto:${contact}`}>{contact}</a> : t.rightsFallback}
            {t.rightsAfter}
          </p>
        </div>
      </section>
    </>
  );
}
