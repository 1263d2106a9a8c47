// /idea: the idea form on its own page (GET), and the endpoint every idea form posts to (POST).
// /hi/idea is the same in Hindi: a Hindi form posts there and its messages come back in Hindi.
// While an application round is open (issue 26) the page shows the round's form instead; the
// spec's form (the home page's) is still taken, and its ideas are handled as applications are.

import { Link } from "react-router";
import { getConfig } from "~/.server/config";
import { getHomeWords } from "~/.server/content/kinds/home-sections";
import { requestInfoContext } from "~/.server/context";
import { DomainError } from "~/.server/errors";
import { isMultipart } from "~/.server/forms/body";
import { formAction, parseForm, readSubmission } from "~/.server/forms/pipeline";
import {
  ideaFormSchemaIn,
  MAX_BODY_BYTES,
  submitIdea,
  tooLargeMessage,
} from "~/.server/ideas/submit";
import { formatBytes } from "~/.server/media/rules";
import { APPLICATION_OVERHEAD, submitApplication } from "~/.server/rounds/apply";
import { openRound, roundForm } from "~/.server/rounds/open";
import { siteOf } from "~/.server/site-context";
import { IdeaForm } from "~/components/idea-form";
import { PageHero } from "~/components/page-hero";
import { type ApplicationResult, ROUND_FORM_FIELD, RoundForm } from "~/components/round-form";
import { seo } from "~/lib/document/seo";
import type { IdeaResult } from "~/lib/forms/idea-rules";
import { HomeWordsContext } from "~/lib/home-words";
import { messagesAt } from "~/lib/i18n/catalogue";
import { useLocalize, useT } from "~/lib/i18n/use-t";
import type { Route } from "./+types/idea";

// Anyone may send an idea: no guard; the domain throttles. A round's form is multipart (its PDF).
export const action = (args: Route.ActionArgs) =>
  formAction(args, async () => {
    const site = await siteOf(args);
    const t = site.t.notices;
    if (isMultipart(args.request)) {
      const sent = await readSubmission(args.request, {
        maxBytes: getConfig().PDF_MAX_BYTES + APPLICATION_OVERHEAD,
        tooLarge: t.round.tooLarge,
      });
      const round = await openRound(site.db);
      if (!round || String(round.id) !== sent.values[ROUND_FORM_FIELD])
        throw new DomainError(t.round.closed, 409);
      const { reference } = await submitApplication(site.db, round, sent, {
        clientIp: args.context.get(requestInfoContext).clientIp,
        lang: site.lang,
        t: site.t,
      });
      return { ok: true as const, reference, emailed: Boolean(getConfig().SMTP_URL) };
    }
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
}: Route.ClientActionArgs): Promise<IdeaResult | ApplicationResult> {
  try {
    return (await serverAction()) as IdeaResult | ApplicationResult;
  } catch {
    const t = messagesAt(new URL(request.url));
    return { ok: false, message: t.notices.idea.fallbackError };
  }
}

export const meta: Route.MetaFunction = (args) => {
  const t = messagesAt(args.location).notices.idea;
  return seo(args, { title: t.metaTitle, description: t.metaDescription, path: "/idea" });
};

/** The idea section's words (Home sections), as the home page shows them, and the open round. */
export async function loader(args: Route.LoaderArgs) {
  const { db, view, lang } = await siteOf(args);
  // "?form=idea": the short form even while a round is open (an idea outside the round).
  const short = new URL(args.request.url).searchParams.get("form") === "idea";
  const round = short ? undefined : await openRound(db, new Date(), view);
  return {
    words: await getHomeWords(db, view, lang),
    round: round ? roundForm(round, lang, formatBytes(getConfig().PDF_MAX_BYTES)) : null,
  };
}

/** A round's application was what was sent: its answer names the round or says it e-mailed. */
function isApplicationAnswer(answer: IdeaResult | ApplicationResult): boolean {
  if (answer.ok) return "emailed" in answer;
  return Boolean(answer.values && ROUND_FORM_FIELD in answer.values);
}

// Without React in the browser for visitors (decision 042): the short form's rules and dialogs are
// the island `idea-form`; a round's form is a plain multipart POST whose answer is this page.
export const handle = { lean: true };

export default function IdeaPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT().notices.round;
  const to = useLocalize();
  const { round } = loaderData;
  // The short form posts here too (from the home page, or ?form=idea) and, without JavaScript,
  // its answer is this page: it is then the short form that shows it, not the round's.
  if (round && (!actionData || isApplicationAnswer(actionData))) {
    const result = actionData as ApplicationResult | undefined;
    return (
      <>
        <PageHero eyebrow={t.eyebrow} title={round.title} lead={t.closes(round.closes)} />
        <section className="section">
          <div className="container">
            <RoundForm round={round} result={result} />
            <p className="round-form__other">
              {t.otherIdea}
              <Link to={`${to("/idea")}?form=idea`}>{t.otherIdeaLink}</Link>
            </p>
          </div>
        </section>
      </>
    );
  }
  return (
    <HomeWordsContext value={loaderData.words}>
      <IdeaForm result={actionData as IdeaResult | undefined} headingLevel={1} />
    </HomeWordsContext>
  );
}
