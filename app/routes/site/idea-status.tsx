// /idea/status: a founder enters their reference number and e-mail address and reads where their
// idea stands, with any message the centre's team chose to share.
import { dbContext, requestInfoContext } from "~/.server/context";
import { formAction, parseForm } from "~/.server/forms/pipeline";
import { ideaLookupSchema } from "~/.server/ideas/schema";
import { lookUpIdeaStatus } from "~/.server/ideas/status";
import { IdeaStatusForm } from "~/components/idea-status-form";
import { PageHero } from "~/components/page-hero";
import { seo } from "~/lib/document/seo";
import type { Route } from "./+types/idea-status";

// Anyone may look up: no guard; both fields must match, and the domain throttles per address.
export const action = (args: Route.ActionArgs) =>
  formAction(args, async () => {
    const input = await parseForm(args.request, ideaLookupSchema);
    return lookUpIdeaStatus(args.context.get(dbContext), input, {
      clientIp: args.context.get(requestInfoContext).clientIp,
    });
  });

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: "Idea status",
    description:
      "Check the status of the idea you sent to the incubation centre with your reference number and e-mail address.",
    path: "/idea/status",
  });

export default function IdeaStatusPage({ actionData }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        eyebrow="Incubate u'r Idea"
        title="Idea status"
        lead="Enter the reference number you received when you sent your idea, and the e-mail address you gave us."
      />
      <section className="section">
        <div className="container">
          <IdeaStatusForm result={actionData} />
        </div>
      </section>
    </>
  );
}
