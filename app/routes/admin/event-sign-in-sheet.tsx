// /admin-dashboard/events/:id/sign-in-sheet — a paper list for the door: the confirmed
// registrations by name, with an empty column to sign. Printed, it shows the sheet alone (the
// site's header and the dashboard's tabs are left out) and never splits a row across pages.
import { useEffect, useState } from "react";
import { href, Link } from "react-router";
import { requirePermission } from "~/.server/auth/guards";
import { getConfig } from "~/.server/config";
import { idParam } from "~/.server/content/admin/editor";
import { dbContext } from "~/.server/context";
import { doorListOf } from "~/.server/registrations/attendance";
import { formatDateRange, formatDateTime, localDate, timeZoneName } from "~/lib/format/dates";
import type { Route } from "./+types/event-sign-in-sheet";
import "./event-door.css";

export async function loader(args: Route.LoaderArgs) {
  await requirePermission(args, "content:edit");
  const id = idParam(args.params.id);
  const found = await doorListOf(args.context.get(dbContext), id);
  if (!found) throw new Response("Not found", { status: 404 });
  const { event, registrations } = found;
  const zone = getConfig().TIME_ZONE;
  const when = event.allDay
    ? formatDateRange(
        localDate(event.startsAt, zone),
        event.endsAt ? localDate(event.endsAt, zone) : null,
      )
    : `${formatDateTime(event.startsAt, zone)} (${timeZoneName(zone)})`;
  return {
    event: { id: event.id, title: event.title, when, venue: event.online ? "Online" : event.venue },
    rows: registrations.map((r) => ({
      id: r.id,
      name: r.name,
      institute: r.institute,
      phone: r.phone,
    })),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `Sign-in sheet: ${loaderData?.event.title ?? "event"}` },
  { name: "robots", content: "noindex" },
];

/** Shown once scripts run: without them the page's words point to the browser's own Print. */
function PrintButton() {
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  if (!ready) return null;
  return (
    <button type="button" className="btn btn--primary" onClick={() => window.print()}>
      Print
    </button>
  );
}

export default function SignInSheet({ loaderData }: Route.ComponentProps) {
  const { event, rows } = loaderData;
  const id = String(event.id);
  return (
    <div className="sheet">
      <div className="sheet__tools">
        <p>
          <Link to={href("/admin-dashboard/events/:id/check-in", { id })}>← Check-in</Link>
          {" · "}
          <Link to={href("/admin-dashboard/events/:id/registrations", { id })}>Registrations</Link>
        </p>
        <p>
          <PrintButton /> Use your browser's Print (Ctrl+P, or Share → Print on a phone): only the
          sheet is printed.
        </p>
      </div>
      <h1 className="sheet__title">Sign-in sheet: {event.title}</h1>
      <p className="sheet__when">
        {event.when} · {event.venue} · {`${rows.length} registered`}
      </p>
      {rows.length === 0 ? (
        <p>Nobody has a confirmed registration for this event.</p>
      ) : (
        // Focusable, so the sideways scroll on a phone works from the keyboard too (WCAG 2.1.1).
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region is focusable so keys scroll it.
        <section className="sheet__scroll" aria-label="The sheet" tabIndex={0}>
          <table className="sheet__table">
            <thead>
              <tr>
                <th scope="col" className="sheet__no">
                  No.
                </th>
                <th scope="col">Name</th>
                <th scope="col">Institute</th>
                <th scope="col" className="sheet__phone">
                  Phone
                </th>
                <th scope="col" className="sheet__sign">
                  Signature
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r, i) => (
                <tr key={r.id}>
                  <td className="sheet__no">{i + 1}</td>
                  <td>{r.name}</td>
                  <td>{r.institute}</td>
                  <td className="sheet__phone">{r.phone}</td>
                  <td className="sheet__sign" />
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </div>
  );
}
