import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  type ShouldRevalidateFunctionArgs,
  type UIMatch,
  useLocation,
  useMatches,
  useRouteLoaderData,
} from "react-router";
import { getViewer } from "~/.server/auth/guards";
import { sessionCookieMiddleware } from "~/.server/auth/session";
import { brandingIn, getBranding } from "~/.server/branding";
import { getConfig } from "~/.server/config";
import { getFrame } from "~/.server/content/kinds/site-links";
import { lastContentChange } from "~/.server/content/last-change";
import { routePatternMiddleware } from "~/.server/context";
import { responseHeadersMiddleware } from "~/.server/forms/pipeline";
import { islandScripts } from "~/.server/http/islands";
import devanagari from "~/assets/fonts/noto-sans-devanagari.woff2?url";
import { ErrorView } from "~/components/error-view";
import { LastUpdated } from "~/components/last-updated";
import { PreviewBanner } from "~/components/preview-banner";
import { RouteFocus } from "~/components/route-focus";
import { ScrollManager } from "~/components/scroll-manager";
import { SiteFooter } from "~/components/site-footer";
import { SiteHeader } from "~/components/site-header";
import { brandIcons } from "~/lib/brand/icons";
import type { Branding } from "~/lib/branding";
import { displayAttributes, displayOfCookies } from "~/lib/display";
import { useHydratedMark } from "~/lib/document/hydrated-mark";
import { useRequestId } from "~/lib/document/request-id";
import { useReveal } from "~/lib/document/reveal";
import { seo } from "~/lib/document/seo";
import { SPECULATION_RULES } from "~/lib/document/speculation-rules";
import { useStylesheetHandover } from "~/lib/document/stylesheet-handover";
import { AreasUsed, loadAreas, messagesAt } from "~/lib/i18n/catalogue";
import { langOfPath } from "~/lib/i18n/lang";
import { useT } from "~/lib/i18n/use-t";
import type { Route } from "./+types/root";
import "~/styles/global.css";
import "~/styles/display.css";
import { siteMiddleware, siteOf } from "~/.server/site-context";

// Forwards the cookie of a session that better-auth extended while it was in use, and the
// headers an action asked for (Retry-After) whatever renders the answer; notes the matched
// route's pattern for /metrics.
export const middleware: Route.MiddlewareFunction[] = [
  routePatternMiddleware,
  sessionCookieMiddleware,
  responseHeadersMiddleware,
  // The reading context of public pages (database, view, language, catalogue): set once here.
  siteMiddleware,
];

export async function loader(args: Route.LoaderArgs) {
  const { db, view, lang } = await siteOf(args);
  const [branding, frame, viewer, lastChange] = await Promise.all([
    getBranding(db, view),
    getFrame({ db, view, lang }),
    getViewer(args),
    lastContentChange(db),
  ]);
  return {
    branding: brandingIn(branding, lang),
    frame,
    viewer,
    preview: view === "preview",
    // Pages whose loader returns its own `updatedAt` show that instead (last-updated.tsx).
    lastChange,
    timeZone: getConfig().TIME_ZONE,
    // The visitor's text size and contrast (GIGW 3.0): on <html> from the first paint.
    display: displayOfCookies(args.request.headers.get("cookie")),
    islands: islandScripts(),
  };
}

/** A route that reads whole without React in the browser: `export const handle = { lean: true }`. */
type LeanHandle = { lean?: boolean };

/**
 * Whether this page goes without the React app (decision 042): every matched route says it can,
 * the visitor is not signed in (staff keep the app's controls) and not previewing, and the build
 * has the shell's own script. Such a page loads that script only, a couple of KB.
 */
function useLean(data: { viewer: unknown; preview: boolean; islands: unknown } | undefined) {
  const matches = useMatches() as UIMatch<unknown, LeanHandle | undefined>[];
  // Decided by the server only: where the app runs in the browser (a client navigation from one
  // of its pages), it keeps running, with its scroll, focus and scripts.
  const inBrowser = typeof document !== "undefined";
  return Boolean(
    !inBrowser &&
      data?.islands &&
      !data.viewer &&
      !data.preview &&
      matches.length > 1 &&
      matches.every((m) => m.id === "root" || m.handle?.lean === true),
  );
}

// A move to a page in the other language (a Hindi page's link to the back office, say) first
// loads that language's shell strings; the page's own areas load as it reads them.
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  await loadAreas(langOfPath(new URL(request.url).pathname), ["shell"]);
  return serverLoader();
}

export function shouldRevalidate(args: ShouldRevalidateFunctionArgs) {
  const changed = langOfPath(args.currentUrl.pathname) !== langOfPath(args.nextUrl.pathname);
  return changed || args.defaultShouldRevalidate;
}

// Only the error boundary's own route renders meta after an error, so the 404 title lives here.
export const meta: Route.MetaFunction = (args) => {
  if (!args.error) return [];
  const notFound = isRouteErrorResponse(args.error) && args.error.status === 404;
  const t = messagesAt(args.location).shell.error;
  return seo(args, {
    title: notFound ? t.notFoundTitle : t.errorTitle,
    description: notFound ? t.notFoundDescription : t.errorDescription,
    noindex: true,
  });
};

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const lang = langOfPath(useLocation().pathname);
  const t = useT();
  const lean = useLean(data);
  useReveal();
  useStylesheetHandover();
  useHydratedMark();
  return (
    // The inline script adds class "js" before the first paint; CSS uses it to tell no-JS visits.
    <html lang={lang} {...(data && displayAttributes(data.display))} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b1b3f" />
        <script
          // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant one-liner, no input.
          dangerouslySetInnerHTML={{ __html: "document.documentElement.classList.add('js')" }}
        />
        <BrandHead branding={data?.branding} />
        <Meta />
        <Links />
        {lang === "hi" && <DevanagariEarly />}
      </head>
      <body>
        <a className="skip-link" href="#main">
          {t.shell.skipLink}
        </a>
        {data?.preview && <PreviewBanner />}
        {data && (
          <SiteHeader
            branding={data.branding}
            menu={data.frame.menu}
            viewer={data.viewer}
            display={data.display}
            lean={lean}
          />
        )}
        <main id="main">
          {children}
          {data && <LastUpdated site={data.lastChange} timeZone={data.timeZone} />}
        </main>
        {data && (
          <SiteFooter
            branding={data.branding}
            columns={data.frame.footer}
            pages={data.frame.pages}
          />
        )}
        {lean && data?.islands ? (
          <>
            {/* Low: the page reads without it, so on a slow connection the document and its
                first photos go first (Lighthouse mobile: first paint about 0.2 s sooner). */}
            <script type="module" src={data.islands.shell} fetchPriority="low" />
            <script
              type="speculationrules"
              // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant, no input; the CSP names its hash.
              dangerouslySetInnerHTML={{ __html: SPECULATION_RULES }}
            />
          </>
        ) : (
          <>
            <ScrollManager />
            <RouteFocus />
            <AreasUsed />
            <Scripts />
          </>
        )}
      </body>
    </html>
  );
}

/**
 * The brand's part of the head: the favicons and the web app manifest (named by the favicon's
 * image, so a new one shows at once), and a chosen accent colour as the stylesheet's custom
 * properties (the CSP allows inline styles; high contrast, a more specific rule, still wins).
 */
function BrandHead({ branding }: { branding: Branding | undefined }) {
  const icons = brandIcons(branding?.faviconId ?? null);
  return (
    <>
      {icons.map((icon) => (
        <link key={icon.href} {...icon} />
      ))}
      <link rel="manifest" href="/site.webmanifest" />
      {branding?.accentStyle && <style>{branding.accentStyle}</style>}
    </>
  );
}

/**
 * A Hindi page asks for its Devanagari faces (regular and bold) as soon as the stylesheet is read,
 * before the text is laid out: text drawn in a fallback and then in the font moves the page. The
 * device's own font is used where it has one (nothing downloaded), else the site's file, started
 * as early as the preload that this replaces, which downloaded it on every device (global.css).
 */
const DEVANAGARI_EARLY = `if(document.fonts)for(const w of["400","700"])document.fonts.load(w+" 1em 'Site Devanagari'","\u0915")`;
function DevanagariEarly() {
  return (
    <>
      <script
        // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant one-liner, no input; the CSP names its hash.
        dangerouslySetInnerHTML={{ __html: DEVANAGARI_EARLY }}
      />
      {/* Without scripts, the file is preloaded instead: else it arrives after the text is laid
          out, and an address with a hash lands on the section before the swap moves it away. */}
      <noscript>
        <link rel="preload" href={devanagari} as="font" type="font/woff2" crossOrigin="" />
      </noscript>
    </>
  );
}

export default function App() {
  return <Outlet />;
}

// The request id lets staff quote the error; the server's log line carries the same id.
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorView error={error} requestId={useRequestId(error)} />;
}
