// /idea: the idea form on its own page (GET), and the endpoint every idea form posts to (POST).
import { getDb } from "~/.server/db/client";
import { submitIdea } from "~/.server/ideas/submit";
import { IdeaForm } from "~/components/idea-form";
import { FALLBACK_ERROR, type IdeaResult } from "~/lib/idea-rules";
import { requestInfoContext } from "~/lib/request-context";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/idea";

export async function action({ request, context }: Route.ActionArgs) {
  const db = await getDb();
  return submitIdea(db, request, context.get(requestInfoContext).clientIp);
}

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
