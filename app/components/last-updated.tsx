import { useLocation, useMatches } from "react-router";
import { basePath, hasTwin } from "~/lib/i18n/lang";
import { useT } from "~/lib/i18n/use-t";
import "./last-updated.css";

/**
 * "Last updated: 21/11/2026" under every public page (GIGW 3.0): the newest `updatedAt` a page's
 * own loader returns for the content it shows, or else the newest change of the site's content.
 * The date is the centre's calendar day. The back office has none.
 */
export function LastUpdated({ site, timeZone }: { site: string | null; timeZone: string }) {
  const t = useT();
  const matches = useMatches();
  const { pathname } = useLocation();
  if (!hasTwin(basePath(pathname))) return null;
  const own = matches
    .map((m) => (m.loaderData as { updatedAt?: string | null } | undefined)?.updatedAt)
    .findLast((at) => typeof at === "string");
  const at = own ?? site;
  if (!at) return null;
  // dd/mm/yyyy is en-GB's numeric date in every ICU, so server and browser print the same; the
  // shared date helpers would add a kilobyte to every page's script for this one line.
  const day = dayFormat(timeZone).format(new Date(at));
  return (
    <p className="container last-updated">
      {t.shell.lastUpdated} <time dateTime={at}>{day}</time>
    </p>
  );
}

// toLocaleDateString builds a formatter on every call, a measurable part of a render.
const dayFormats = new Map<string, Intl.DateTimeFormat>();
function dayFormat(timeZone: string): Intl.DateTimeFormat {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-GB", { timeZone });
    dayFormats.set(timeZone, format);
  }
  return format;
}
