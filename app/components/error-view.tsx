import { isRouteErrorResponse, Link } from "react-router";
import { REQUEST_ID_ELEMENT } from "~/lib/document/request-id";
import { useLocalize, useT } from "~/lib/i18n/use-t";
import { ArrowRightIcon } from "./icons";

/** What the root error boundary shows: a helpful 404 with ways on, or a calm error message. */
export function ErrorView({ error, requestId }: { error: unknown; requestId?: string }) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const t = useT().shell.error;
  const to = useLocalize();
  if (status === 404) return <NotFoundView requestId={requestId} />;
  let details = t.errorLead;
  if (isRouteErrorResponse(error) && error.statusText) details = error.statusText;
  else if (import.meta.env.DEV && error instanceof Error) details = error.message;
  return (
    <section className="container error-page" aria-labelledby="error-title">
      <p className="error-page__code" aria-hidden="true">
        {status}
      </p>
      <h1 id="error-title">{t.errorTitle}</h1>
      <p className="lead">{details}</p>
      <div className="cluster">
        <Link className="btn btn--primary" to={to("/")}>
          {t.homePage}
        </Link>
      </div>
      <RequestIdLine id={requestId} />
    </section>
  );
}

/** The 404 page: says what happened and offers the main ways onward. */
export function NotFoundView({ requestId }: { requestId?: string }) {
  const t = useT().shell.error;
  const to = useLocalize();
  return (
    <section className="container error-page" aria-labelledby="error-title">
      <p className="error-page__code" aria-hidden="true">
        404
      </p>
      <h1 id="error-title">{t.notFoundTitle}</h1>
      <p className="lead">{t.notFoundLead}</p>
      <div className="cluster">
        <Link className="btn btn--primary" to={to("/")}>
          {t.homePage}
          <ArrowRightIcon />
        </Link>
        <Link className="btn btn--ghost" to={to("/pag")}>
          {t.ourStartups}
        </Link>
        <Link className="btn btn--ghost" to={to("/professor")}>
          {t.team}
        </Link>
        <Link className="btn btn--ghost" to={to("/timeline")}>
          {t.eventsTimeline}
        </Link>
        <Link className="btn btn--ghost" to={to("/gallery")}>
          {t.gallery}
        </Link>
      </div>
      <RequestIdLine id={requestId} />
    </section>
  );
}

/**
 * A small line staff can quote when they report the error: the id of this request in the
 * server's log (docs/operations-logs.md).
 */
function RequestIdLine({ id }: { id?: string }) {
  const t = useT().shell.error;
  if (!id) return null;
  return (
    <p className="error-page__request">
      {`${t.requestId} `}
      <code id={REQUEST_ID_ELEMENT}>{id}</code>
    </p>
  );
}
