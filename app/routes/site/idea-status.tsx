// /idea/status: a founder enters their reference number and e-mail address and reads where their
// idea stands, with any message the centre's team chose to share. /hi/idea/status answers in Hindi.
import { requestInfoContext } from "~/.server/context";
import { formAction, parseForm } from "~/.server/forms/pipeline";
import { ideaLookupSchemaIn } from "~/.server/ideas/schema";
import { lookUpIdeaStatus } from "~/.server/ideas/status";
import { siteOf } from "~/.server/site-context";
import { IdeaStatusForm } from "~/components/idea-status-form";
import { PageHero } from "~/components/page-hero";
import { seo } from "~/lib/document/seo";
import { messagesAt } from "~/lib/i18n/catalogue";
import { useT } from "~/lib/i18n/use-t";
import type { Route } from "./+types/idea-status";

// Anyone may look up: no guard; both fields must match, and the domain throttles per address.
export const action = (args: Route.ActionArgs) =>
  formAction(args, async () => {
    const site = await siteOf(args);
    const t = site.t.notices;
    const input = await parseForm(args.request, ideaLookupSchemaIn(t));
    return lookUpIdeaStatus(site.db, input, {
      clientIp: args.context.get(requestInfoContext).clientIp,
      lang: site.lang,
      t,
    });
  });

export const meta: Route.MetaFunction = (args) => {
  const t = messagesAt(args.location).notices.status;
  return seo(args, { title: t.metaTitle, description: t.metaDescription, path: "/idea/status" });
};

// A plain POST whose answer is this page: read whole without React in the browser (decision 042).
export const handle = { lean: true };

export default function IdeaStatusPage({ actionData }: Route.ComponentProps) {
  const t = useT().notices.status;
  return (
    <>
      <PageHero eyebrow={t.eyebrow} title={t.title} lead={t.lead} />
      <section className="section">
        <div className="container">
          <IdeaStatusForm result={actionData} />
        </div>
      </section>
    </>
  );
}
