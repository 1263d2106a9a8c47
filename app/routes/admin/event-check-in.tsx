// /admin-dashboard/events/:id/check-in — at the door, on a phone: how many came of how many
// registered, a search (GET ?q=, or filtering as one types), and one big Came / Undo button per
// confirmed registration. Every tap posts a plain form, so it works without JavaScript too.
import { useEffect, useState } from "react";
import { Form, href, Link, redirect, useNavigation } from "react-router";
import { requirePermission } from "~/.server/auth/guards";
import { idParam } from "~/.server/content/admin/editor";
import { dbContext } from "~/.server/context";
import { formAction, parseForm } from "~/.server/forms/pipeline";
import { formatWhen } from "~/.server/ideas/format";
import {
  attendanceChangeSchema,
  attendanceOf,
  doorListOf,
  markAttended,
} from "~/.server/registrations/attendance";
import { matchesSearch } from "~/lib/registrations/check-in-search";
import type { Route } from "./+types/event-check-in";
import "./ideas.css";
import "./event-door.css";

export async function loader(args: Route.LoaderArgs) {
  await requirePermission(args, "content:edit");
  const id = idParam(args.params.id);
  const db = args.context.get(dbContext);
  const found = await doorListOf(db, id);
  if (!found) throw new Response("Not found", { status: 404 });
  const q = (new URL(args.request.url).searchParams.get("q") ?? "").slice(0, 200);
  return {
    event: { id: found.event.id, title: found.event.title },
    q,
    figures: await attendanceOf(db, id),
    // All of them: the browser filters as staff type, the server's page by ?q= without scripts.
    registrations: found.registrations.map((r) => ({
      id: r.id,
      name: r.name,
      email: r.email,
      phone: r.phone,
      institute: r.institute,
      came: r.attendedAt ? formatWhen(r.attendedAt) : "",
    })),
  };
}

export const action = (args: Route.ActionArgs) =>
  formAction(args, async () => {
    const viewer = await requirePermission(args, "content:edit");
    const id = idParam(args.params.id);
    const input = await parseForm(args.request, attendanceChangeSchema);
    await markAttended(
      args.context.get(dbContext),
      viewer,
      id,
      input.registration,
      input.intent === "came",
    );
    // Back to the same search. Without scripts the page reloads at its top: the row's anchor
    // brings it back into view. With them the page stays where it is (the search box in reach).
    const search = input.q ? `?${new URLSearchParams({ q: input.q })}` : "";
    const anchor = input.jump ? `#r-${input.registration}` : "";
    throw redirect(
      `${href("/admin-dashboard/events/:id/check-in", { id: String(id) })}${search}${anchor}`,
    );
  });

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `Check-in: ${loaderData?.event.title ?? "event"} · Admin dashboard` },
  { name: "robots", content: "noindex" },
];

export default function EventCheckIn({ loaderData, actionData }: Route.ComponentProps) {
  const { event, q, figures, registrations } = loaderData;
  const id = String(event.id);
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  // What is typed filters at once; a new ?q= (the search sent, or a post's redirect) resets it.
  const [query, setQuery] = useState(q);
  useEffect(() => setQuery(q), [q]);
  const [scripted, setScripted] = useState(false);
  useEffect(() => setScripted(true), []);
  const shown = registrations.filter((r) => matchesSearch(r, query));
  return (
    <div className="door">
      <p className="door__back">
        <Link to={href("/admin-dashboard/events/:id/registrations", { id })}>← Registrations</Link>
      </p>
      <h1 className="door__title">Check-in: {event.title}</h1>
      <p className="door__figures" role="status" aria-live="polite">
        <strong>{figures.registered}</strong> registered, <strong>{figures.came}</strong> came
      </p>
      {actionData && !actionData.ok && (
        <p className="ideas-error" role="alert">
          {actionData.message}
        </p>
      )}
      <Form method="get" className="door__search" role="search">
        <label htmlFor="door-q">Find a name, e-mail, phone or institute</label>
        <div className="door__search-row">
          <input
            id="door-q"
            name="q"
            type="search"
            value={query}
            onChange={(e) => setQuery(e.currentTarget.value)}
            autoComplete="off"
            maxLength={200}
          />
          <button type="submit" className="btn btn--secondary">
            Search
          </button>
        </div>
      </Form>
      {registrations.length === 0 ? (
        <p>Nobody has a confirmed registration for this event.</p>
      ) : shown.length === 0 ? (
        <p>{`Nobody registered matches “${query}”.`}</p>
      ) : (
        <>
          <p className="ideas-muted">
            {shown.length === registrations.length
              ? `${registrations.length} confirmed, by name.`
              : `${shown.length} of ${registrations.length} confirmed match.`}
          </p>
          <ul className="door__list">
            {shown.map((r) => (
              <li
                key={r.id}
                id={`r-${r.id}`}
                className={r.came ? "door__row door__row--came" : "door__row"}
              >
                <div className="door__who">
                  <span className="door__name" id={`r-${r.id}-name`}>
                    {r.name}
                  </span>
                  <span className="door__detail">
                    {[r.institute, r.phone].filter(Boolean).join(" · ")}
                  </span>
                  <span className="door__detail">{r.email}</span>
                  {r.came && <span className="door__came">{`Came ${r.came}`}</span>}
                </div>
                <Form method="post" preventScrollReset>
                  <input type="hidden" name="registration" value={r.id} />
                  <input type="hidden" name="intent" value={r.came ? "undo" : "came"} />
                  <input type="hidden" name="q" value={query} />
                  {!scripted && <input type="hidden" name="jump" value="1" />}
                  <button
                    type="submit"
                    className={
                      r.came ? "btn btn--ghost door__button" : "btn btn--primary door__button"
                    }
                    aria-describedby={`r-${r.id}-name`}
                    disabled={busy}
                  >
                    {r.came ? "Undo" : "Came"}
                  </button>
                </Form>
              </li>
            ))}
          </ul>
        </>
      )}
      <p className="door__more">
        <Link to={href("/admin-dashboard/events/:id/sign-in-sheet", { id })}>
          Printable sign-in sheet
        </Link>
      </p>
    </div>
  );
}
