// /idea: the idea form on its own page (GET), and the endpoint every idea form posts to (POST).
// /hi/idea is the same in Hindi: a Hindi form posts there and its messages come back in Hindi.
import { getHomeWords } from "~/.server/content/kinds/home-sections";
import { requestInfoContext } from "~/.server/context";
import { formAction, parseForm } from "~/.server/forms/pipeline";
import {
  ideaFormSchemaIn,
  MAX_BODY_BYTES,
  submitIdea,
  tooLargeMessage,
} from "~/.server/ideas/submit";
import { siteOf } from "~/.server/site-context";
import { IdeaForm } from "~/components/idea-form";
import { seo } from "~/lib/document/seo";
import type { IdeaResult } from "~/lib/forms/idea-rules";
import { HomeWordsContext } from "~/lib/home-words";
import { messagesAt } from "~/lib/i18n/catalogue";
import type { Route } from "./+types/idea";

// Anyone may send an idea: no guard; the domain throttles.
export const action = (args: Route.ActionArgs) =>
  formAction(args, async () => {
    const site = await siteOf(args);
    const t = site.t.notices;
    const input = await parseForm(args.request, ideaFormSchemaIn(t), {
      maxBytes: MAX_BODY_BYTES,
      tooLarge: tooLargeMessage(t),
    });
    const { reference } = await submitIdea(site.db, input, {
      clientIp: args.context.get(requestInfoContext).clientIp,
      t,
      lang: site.lang,
    });
    const words = await getHomeWords(site.db, "public", site.lang);
    return { ok: true as const, reference, message: words.ideaSuccess.text };
  });

/**
 * In the browser: a failed request (network down, server error) becomes the error dialog's
 * message instead of replacing the page with the error boundary.
 */
export async function clientAction({
  serverAction,
  request,
}: Route.ClientActionArgs): Promise<IdeaResult> {
  try {
    return await serverAction();
  } catch {
    const t = messagesAt(new URL(request.url));
    return { ok: false, message: t.notices.idea.fallbackError };
  }
}

export const meta: Route.MetaFunction = (args) => {
  const t = messagesAt(args.location).notices.idea;
  return seo(args, { title: t.metaTitle, description: t.metaDescription, path: "/idea" });
};

/** The idea section's words (Home sections), as the home page shows them. */
export async function loader(args: Route.LoaderArgs) {
  const { db, view, lang } = await siteOf(args);
  return { words: await getHomeWords(db, view, lang) };
}

export default function IdeaPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <HomeWordsContext value={loaderData.words}>
      <IdeaForm result={actionData} headingLevel={1} />
    </HomeWordsContext>
  );
}
