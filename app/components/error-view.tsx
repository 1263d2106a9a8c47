import { isRouteErrorResponse, Link } from "react-router";
import { REQUEST_ID_ELEMENT } from "~/lib/document/request-id";
import { ArrowRightIcon } from "./icons";

/** What the root error boundary shows: a helpful 404 with ways on, or a calm error message. */
export function ErrorView({ error, requestId }: { error: unknown; requestId?: string }) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (status === 404) return <NotFoundView requestId={requestId} />;
  let details = "An unexpected error occurred. Please try again in a moment.";
  if (isRouteErrorResponse(error) && error.statusText) details = error.statusText;
  else if (import.meta.env.DEV && error instanceof Error) details = error.message;
  return (
    <section className="container error-page" aria-labelledby="error-title">
      <p className="error-page__code" aria-hidden="true">
        {status}
      </p>
      <h1 id="error-title">Something went wrong</h1>
      <p className="lead">{details}</p>
      <div className="cluster">
        <Link className="btn btn--primary" to="/">
          Home page
        </Link>
      </div>
      <RequestIdLine id={requestId} />
    </section>
  );
}

/** The 404 page: says what happened and offers the main ways onward. */
export function NotFoundView({ requestId }: { requestId?: string }) {
  return (
    <section className="container error-page" aria-labelledby="error-title">
      <p className="error-page__code" aria-hidden="true">
        404
      </p>
      <h1 id="error-title">Page not found</h1>
      <p className="lead">
        The page you asked for does not exist or has moved. These pages may have what you are
        looking for:
      </p>
      <div className="cluster">
        <Link className="btn btn--primary" to="/">
          Home page
          <ArrowRightIcon />
        </Link>
        <Link className="btn btn--ghost" to="/pag">
          Our startups
        </Link>
        <Link className="btn btn--ghost" to="/professor">
          Team
        </Link>
        <Link className="btn btn--ghost" to="/timeline">
          Events timeline
        </Link>
        <Link className="btn btn--ghost" to="/gallery">
          Gallery
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
  if (!id) return null;
  return (
    <p className="error-page__request">
      Request id: <code id={REQUEST_ID_ELEMENT}>{id}</code>
    </p>
  );
}
