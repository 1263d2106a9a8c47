// /events/:slug/cancel?t=… — where the cancel link of a registration's e-mails leads. Opening it
// changes nothing (mail scanners open links); the registrant confirms with one button, and the
// place goes to the first person waiting. The page is the registrant's own: no cache keeps it.
// /hi/events/:slug/cancel answers in Hindi.
import { data, Form, Link } from "react-router";
import { z } from "zod";
import { getConfig } from "~/.server/config";
import { textField } from "~/.server/forms/fields";
import { formAction, parseForm } from "~/.server/forms/pipeline";
import { cancelByToken, hasStarted, registrationByToken } from "~/.server/registrations/cancel";
import { whenLine } from "~/.server/registrations/emails";
import { siteOf } from "~/.server/site-context";
import { PageHero } from "~/components/page-hero";
import { messagesAt } from "~/lib/i18n/catalogue";
import { useLocalize, useT } from "~/lib/i18n/use-t";
import type { Route } from "./+types/event-cancel";
import "./event.css";

/** Nobody but the registrant sees this page: not a shared cache, not the page cache. */
const PRIVATE = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" };

export const headers: Route.HeadersFunction = ({ loaderHeaders, actionHeaders }) =>
  actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders;

export async function loader(args: Route.LoaderArgs) {
  const { db, lang } = await siteOf(args);
  const token = new URL(args.request.url).searchParams.get("t") ?? "";
  const found = await registrationByToken(db, token);
  if (!found || found.event.slug !== args.params.slug)
    return data({ found: null, token: "" }, { status: 404, headers: PRIVATE });
  const { registration: r, event } = found;
  const hindi = lang === "hi";
  return data(
    {
      token,
      found: {
        event: (hindi && event.titleHi) || event.title,
        when: whenLine(event, lang),
        name: r.name,
        status: r.status,
        started: hasStarted(event, new Date()),
      },
    },
    { headers: PRIVATE },
  );
}

const cancelSchema = z.object({ token: textField().max(100) });

// Anyone holding the link may cancel: the link's secret is the right (no guard).
export const action = (args: Route.ActionArgs) =>
  formAction(args, async () => {
    const { db, t } = await siteOf(args);
    const words = t.directory.cancel;
    const { token } = await parseForm(args.request, cancelSchema);
    const result = await cancelByToken(db, token);
    if (result.outcome === "invalid")
      return data(
        { ok: false as const, message: words.invalid },
        { status: 404, headers: PRIVATE },
      );
    if (result.outcome === "started")
      return data(
        { ok: false as const, message: words.started },
        { status: 409, headers: PRIVATE },
      );
    const emailed = !result.already && Boolean(getConfig().SMTP_URL);
    const message = result.already
      ? words.already
      : `${words.done}${emailed ? words.doneEmailed : ""}`;
    return data({ ok: true as const, message }, { headers: PRIVATE });
  });

export const meta: Route.MetaFunction = (args) => [
  { title: messagesAt(args.location).directory.cancel.metaTitle },
  { name: "robots", content: "noindex" },
];

// One button posting the whole document: read without React in the browser (decision 042).
export const handle = { lean: true };

export default function EventCancel({ loaderData, actionData, params }: Route.ComponentProps) {
  const { cancel: t, event: eventWords } = useT().directory;
  const to = useLocalize();
  const { found, token } = loaderData;
  const eventPage = to(`/events/${params.slug}`);
  const outcome = actionData && "message" in actionData ? actionData : null;
  const cancelled = found?.status === "cancelled";
  return (
    <>
      <PageHero eyebrow={t.eyebrow} title={t.title} lead={found?.event} />
      <section className="section">
        <div className="container">
          <div className="event-cancel">
            {outcome ? (
              <div
                className={outcome.ok ? "idea__outcome" : "idea__outcome idea__outcome--error"}
                role={outcome.ok ? "status" : "alert"}
              >
                <p>{outcome.message}</p>
              </div>
            ) : !found ? (
              <div className="idea__outcome idea__outcome--error" role="alert">
                <p>{t.invalid}</p>
              </div>
            ) : cancelled ? (
              <p className="event-cancel__line">{t.already}</p>
            ) : found.started ? (
              <p className="event-cancel__line">{t.started}</p>
            ) : (
              <>
                <dl className="event-cancel__facts">
                  <div className="event-cancel__fact">
                    <dt>{t.registeredAs}</dt>
                    <dd>{found.name}</dd>
                  </div>
                  <div className="event-cancel__fact">
                    <dt>{eventWords.date}</dt>
                    <dd>{found.when}</dd>
                  </div>
                </dl>
                <p>{found.status === "confirmed" ? t.confirmed : t.waiting}</p>
                <p>{found.status === "confirmed" ? t.explain : t.explainWaiting}</p>
                <Form method="post" reloadDocument>
                  <input type="hidden" name="token" value={token} />
                  <button type="submit" className="btn btn--primary">
                    {found.status === "confirmed" ? t.submit : t.submitWaiting}
                  </button>
                </Form>
              </>
            )}
            {found && (
              <p className="event-cancel__back">
                <Link to={eventPage}>{t.back}</Link>
              </p>
            )}
          </div>
        </div>
      </section>
    </>
  );
}
