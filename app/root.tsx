import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteLoaderData,
} from "react-router";
import { getViewer } from "./.server/auth/guards";
import { sessionCookieMiddleware } from "./.server/auth/session";
import { getBranding } from "./.server/branding";
import type { Route } from "./+types/root";
import { SiteFooter } from "./components/site-footer";
import { SiteHeader } from "./components/site-header";
import { useNonce } from "./lib/nonce";
import "./styles/global.css";

// Forwards the cookie of a session that better-auth extended while it was in use.
export const middleware: Route.MiddlewareFunction[] = [sessionCookieMiddleware];

export async function loader({ request }: Route.LoaderArgs) {
  return { branding: getBranding(), viewer: await getViewer(request) };
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const data = useRouteLoaderData<typeof loader>("root");
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
      </head>
      <body>
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        {data && <SiteHeader branding={data.branding} />}
        <main id="main">{children}</main>
        {data && <SiteFooter branding={data.branding} />}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  let title = "Something went wrong";
  let details = "An unexpected error occurred. Please try again later.";
  if (isRouteErrorResponse(error)) {
    title = error.status === 404 ? "Page not found" : `Error ${error.status}`;
    details =
      error.status === 404 ? "The page you asked for does not exist." : error.statusText || details;
  } else if (import.meta.env.DEV && error instanceof Error) {
    details = error.message;
  }
  return (
    <section className="container error-page">
      <h1>{title}</h1>
      <p>{details}</p>
    </section>
  );
}
