// /admin-dashboard/events/:id/registrations — who registered for an event, in order of arrival,
// against its places and waiting list, with the state of each confirmation e-mail and a CSV.
import { href, Link } from "react-router";
import { requirePermission } from "~/.server/auth/guards";
import { getConfig } from "~/.server/config";
import { idParam } from "~/.server/content/admin/editor";
import { dbContext } from "~/.server/context";
import { formatWhen, isoWhen } from "~/.server/ideas/format";
import { eventRegistrationsOf } from "~/.server/registrations/store";
import { timeZoneName } from "~/lib/format/dates";
import type { Route } from "./+types/event-registrations";
import "./ideas.css";

export async function loader(args: Route.LoaderArgs) {
  await requirePermission(args, "content:edit");
  const id = idParam(args.params.id);
  const found = await eventRegistrationsOf(args.context.get(dbContext), id);
  if (!found) throw new Response("Not found", { status: 404 });
  const { event, registrations, confirmed, waiting } = found;
  return {
    event: {
      id: event.id,
      title: event.title,
      open: event.registrationOpen,
      capacity: event.capacity,
      waitingList: event.waitingList,
    },
    confirmed,
    waiting,
    zone: timeZoneName(getConfig().TIME_ZONE),
    registrations: registrations.map((r) => ({
      id: r.id,
      status: r.status,
      name: r.name,
      email: r.email,
      phone: r.phone,
      institute: r.institute,
      emailState: r.emailState,
      when: formatWhen(r.createdAt),
      whenIso: isoWhen(r.createdAt),
    })),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `Registrations: ${loaderData?.event.title ?? "event"} · Admin dashboard` },
  { name: "robots", content: "noindex" },
];

export default function EventRegistrations({ loaderData }: Route.ComponentProps) {
  const { event, confirmed, waiting, zone, registrations } = loaderData;
  const id = String(event.id);
  const places =
    event.capacity === null
      ? "no limit"
      : `${event.capacity} place${event.capacity === 1 ? "" : "s"}`;
  return (
    <>
      <p>
        <Link to={href("/admin-dashboard/:section/:id", { section: "events", id })}>
          Back to the event
        </Link>
      </p>
      <div className="ideas-head">
        <h1>Registrations: {event.title}</h1>
        {registrations.length > 0 && (
          <a
            className="btn btn--ghost btn--sm"
            href={href("/admin-dashboard/events/:id/registrations.csv", { id })}
            download
          >
            Export CSV
          </a>
        )}
      </div>
      <p className="ideas-count">
        {`${confirmed} registered (${places})`}
        {waiting > 0 || event.waitingList ? `, ${waiting} on the waiting list` : ""}.{" "}
        {event.open
          ? "Registration is switched on for this event."
          : "Registration is switched off: turn it on in the event's form."}
      </p>
      {registrations.length === 0 ? (
        <p>No registrations yet.</p>
      ) : (
        <>
          <p className="ideas-muted">{`In order of arrival. Times are ${zone}.`}</p>
          <div className="admin-table-wrap">
            <table className="admin-table ideas-table">
              <thead>
                <tr>
                  <th scope="col">Registered</th>
                  <th scope="col">Status</th>
                  <th scope="col">Name</th>
                  <th scope="col">Phone</th>
                  <th scope="col">Institute</th>
                  <th scope="col">E-mail</th>
                </tr>
              </thead>
              <tbody>
                {registrations.map((r) => (
                  <tr key={r.id}>
                    <td className="ideas-nowrap" data-label="Registered">
                      <time dateTime={r.whenIso}>{r.when}</time>
                    </td>
                    <td data-label="Status">
                      {r.status === "confirmed" ? "Confirmed" : "Waiting list"}
                    </td>
                    <td data-label="Name">
                      <span>
                        {r.name}
                        <br />
                        <span className="ideas-muted">{r.email}</span>
                      </span>
                    </td>
                    <td data-label="Phone">{r.phone}</td>
                    <td data-label="Institute">{r.institute || "—"}</td>
                    <td data-label="E-mail">{r.emailState}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </>
  );
}
