// /idea: the idea form on its own page (GET), and the endpoint every idea form posts to (POST).
import { dbContext, requestInfoContext } from "~/.server/context";
import { formAction, parseForm } from "~/.server/forms/pipeline";
import {
  ideaFormSchema,
  MAX_BODY_BYTES,
  submitIdea,
  TOO_LARGE_MESSAGE,
} from "~/.server/ideas/submit";
import { IdeaForm } from "~/components/idea-form";
import { seo } from "~/lib/document/seo";
import { FALLBACK_ERROR, type IdeaResult, SUCCESS_MESSAGE } from "~/lib/forms/idea-rules";
import type { Route } from "./+types/idea";

// Anyone may send an idea: no guard; the domain throttles.
export const action = (args: Route.ActionArgs) =>
  formAction(args, async () => {
    const input = await parseForm(args.request, ideaFormSchema, {
      maxBytes: MAX_BODY_BYTES,
      tooLarge: TOO_LARGE_MESSAGE,
    });
    const { reference } = await submitIdea(args.context.get(dbContext), input, {
      clientIp: args.context.get(requestInfoContext).clientIp,
    });
    return { ok: true as const, reference, message: SUCCESS_MESSAGE };
  });

/**
 * In the browser: a failed request (network down, server error) becomes the error dialog's
 * message instead of replacing the page with the error boundary.
 */
export async function clientAction({ serverAction }: Route.ClientActionArgs): Promise<IdeaResult> {
  try {
    return await serverAction();
  } catch {
    return { ok: false, message: FALLBACK_ERROR };
  }
}

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: "Incubate u'r Idea",
    description:
      "Send your startup idea to the incubation centre: mentorship, funding connections and workspace for founders.",
    path: "/idea",
  });

export default function IdeaPage({ actionData }: Route.ComponentProps) {
  return <IdeaForm result={actionData} headingLevel={1} />;
}
