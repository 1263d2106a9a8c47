// /admin-dashboard/events/:id/registrations — who registered for an event, in order of arrival,
// against its places and waiting list, with the state of each confirmation e-mail and a CSV.
// Staff cancel a registration by hand (its place goes to the first waiting) or give someone
// waiting a free place; each move is audited (registrations/cancel.ts).
import { href, Link, redirect } from "react-router";
import { z } from "zod";
import { requirePermission } from "~/.server/auth/guards";
import { getConfig } from "~/.server/config";
import { idParam } from "~/.server/content/admin/editor";
import { dbContext } from "~/.server/context";
import { formAction, parseForm } from "~/.server/forms/pipeline";
import { formatWhen, isoWhen } from "~/.server/ideas/format";
import { cancelByStaff, promoteByStaff } from "~/.server/registrations/cancel";
import { eventRegistrationsOf } from "~/.server/registrations/store";
import { timeZoneName } from "~/lib/format/dates";
import type { Route } from "./+types/event-registrations";
import "./ideas.css";
import "./event-door.css";

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
      promoted: r.promotedAt !== null,
      answers: r.answers.map((a) => `${a.question}: ${a.answer}`),
      came: r.attendedAt !== null,
      cancelledWhen: r.cancelledAt ? formatWhen(r.cancelledAt) : null,
    })),
    done: new URL(args.request.url).searchParams.get("done"),
    placesFree: event.capacity === null ? null : Math.max(0, event.capacity - confirmed),
  };
}

const moveSchema = z.object({
  intent: z.enum(["cancel", "promote"], { error: "Choose Cancel or Give a place." }),
  registration: z.coerce
    .number({ error: "Which registration? Reload the page and try again." })
    .int()
    .positive("Which registration? Reload the page and try again."),
});

export const action = (args: Route.ActionArgs) =>
  formAction(args, async () => {
    const viewer = await requirePermission(args, "content:edit");
    const id = idParam(args.params.id);
    const { intent, registration } = await parseForm(args.request, moveSchema);
    const db = args.context.get(dbContext);
    if (intent === "cancel") await cancelByStaff(db, viewer, id, registration);
    else await promoteByStaff(db, viewer, id, registration);
    const page = href("/admin-dashboard/events/:id/registrations", { id: String(id) });
    throw redirect(`${page}?done=${intent}`);
  });

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `Registrations: ${loaderData?.event.title ?? "event"} · Admin dashboard` },
  { name: "robots", content: "noindex" },
];

/** What a registration's status reads as in the list. */
function statusWords(r: {
  status: string;
  promoted: boolean;
  came: boolean;
  cancelledWhen: string | null;
}) {
  if (r.status === "cancelled") return `Cancelled ${r.cancelledWhen ?? ""}`.trim();
  if (r.status === "waiting") return "Waiting list";
  const confirmed = r.promoted ? "Confirmed (from the waiting list)" : "Confirmed";
  return r.came ? `${confirmed}, came` : confirmed;
}

const DONE: Record<string, string> = {
  cancel: "Registration cancelled. If it held a place, the first person waiting now has it.",
  promote: "The place is given and an e-mail is on its way.",
};

export default function EventRegistrations({ loaderData, actionData }: Route.ComponentProps) {
  const { event, confirmed, waiting, zone, registrations, done, placesFree } = loaderData;
  const hasAnswers = registrations.some((r) => r.answers.length > 0);
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
      <nav className="event-door-links" aria-label="At the event">
        <Link to={href("/admin-dashboard/events/:id/check-in", { id })}>Check-in at the door</Link>
        <Link to={href("/admin-dashboard/events/:id/sign-in-sheet", { id })}>Sign-in sheet</Link>
        <Link to={href("/admin-dashboard/events/:id/message", { id })}>Write to registrants</Link>
      </nav>
      <p className="ideas-count">
        {`${confirmed} registered (${places})`}
        {waiting > 0 || event.waitingList ? `, ${waiting} on the waiting list` : ""}.{" "}
        {event.open
          ? "Registration is switched on for this event."
          : "Registration is switched off: turn it on in the event's form."}
      </p>
      {actionData && !actionData.ok ? (
        <p className="ideas-error" role="alert">
          {actionData.message}
        </p>
      ) : done && DONE[done] ? (
        <p className="ideas-note" role="status">
          {DONE[done]}
        </p>
      ) : null}
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
                  <th scope="col" className="registration-words">
                    Status
                  </th>
                  <th scope="col">Name</th>
                  <th scope="col">Phone</th>
                  <th scope="col">Institute</th>
                  {hasAnswers && <th scope="col">Answers</th>}
                  <th scope="col">E-mail</th>
                  <th scope="col" className="registration-words">
                    Change
                  </th>
                </tr>
              </thead>
              <tbody>
                {registrations.map((r) => (
                  <tr key={r.id}>
                    <td className="ideas-nowrap" data-label="Registered">
                      <time dateTime={r.whenIso}>{r.when}</time>
                    </td>
                    <td className="registration-words" data-label="Status">
                      {statusWords(r)}
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
                    {hasAnswers && (
                      <td data-label="Answers">
                        {r.answers.length
                          ? r.answers.map((a) => (
                              <span key={a} className="registration-answer">
                                {a}
                              </span>
                            ))
                          : "—"}
                      </td>
                    )}
                    <td data-label="E-mail">{r.emailState}</td>
                    <td className="registration-words" data-label="Change">
                      <RegistrationMoves
                        registration={r}
                        canPromote={placesFree === null || placesFree > 0}
                      />
                    </td>
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

/**
 * Cancel (behind a disclosure, so one stray tap cannot take someone's place) and, for someone
 * waiting while a place is free, Give a place. Plain forms: they work without JavaScript.
 */
function RegistrationMoves({
  registration: r,
  canPromote,
}: {
  registration: { id: number; name: string; status: string };
  canPromote: boolean;
}) {
  if (r.status === "cancelled") return "—";
  return (
    <div className="registration-moves">
      {r.status === "waiting" && canPromote && (
        <form method="post">
          <input type="hidden" name="registration" value={r.id} />
          <button type="submit" name="intent" value="promote" className="btn btn--ghost btn--sm">
            Give a place
          </button>
        </form>
      )}
      <details>
        <summary>Cancel…</summary>
        <form method="post">
          <input type="hidden" name="registration" value={r.id} />
          <button type="submit" name="intent" value="cancel" className="btn btn--danger btn--sm">
            {`Cancel ${r.name}'s registration`}
          </button>
        </form>
      </details>
    </div>
  );
}
