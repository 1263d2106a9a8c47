// The review panel (issue 26), for staff who manage ideas: the filtered applications with their
// reviewers, average and spread (sortable), assignment by hand, and "Spread evenly" of the
// filtered applications over the reviewers chosen. Every change is audited in its transaction.
import { Form, href, Link, redirect, useNavigation } from "react-router";
import { requirePermission } from "~/.server/auth/guards";
import { dbContext } from "~/.server/context";
import { formAction, parseForm } from "~/.server/forms/pipeline";
import {
  assignReviewer,
  listReviewers,
  spreadEvenly,
  unassignReviewer,
} from "~/.server/reviews/assign";
import { panelFilterSchema, panelFormSchema, picksOf } from "~/.server/reviews/forms";
import {
  filteredIdeaIds,
  PANEL_LIMIT,
  type PanelFilter,
  panelRows,
  roundChoices,
} from "~/.server/reviews/panel";
import { formatMark } from "~/.server/reviews/rubric";
import { FormMessage } from "~/components/forms";
import { IDEA_STATUSES } from "~/lib/forms/idea-rules";
import { PICK_PREFIX } from "~/lib/forms/review-rules";
import "./ideas.css";
import "./reviews.css";
import type { Route } from "./+types/ideas-panel";

const STATE_WORDS = { assigned: "to score", submitted: "scored", conflict: "conflict" } as const;

function filterOf(search: URLSearchParams | Record<string, unknown>) {
  const raw = search instanceof URLSearchParams ? Object.fromEntries(search) : search;
  const parsed = panelFilterSchema.parse(raw);
  const filter: PanelFilter = {
    round: parsed.round,
    status: parsed.status,
    q: parsed.q || undefined,
  };
  return { filter, sort: parsed.sort };
}

export async function loader(args: Route.LoaderArgs) {
  await requirePermission(args, "ideas:manage");
  const db = args.context.get(dbContext);
  const url = new URL(args.request.url);
  const { filter, sort } = filterOf(url.searchParams);
  const [rows, reviewers, rounds] = await Promise.all([
    panelRows(db, filter, sort),
    listReviewers(db),
    roundChoices(db),
  ]);
  const done = url.searchParams.get("done");
  const n = Number(url.searchParams.get("n") ?? 0);
  return {
    note:
      done === "spread"
        ? n
          ? `${n} assignment${n === 1 ? "" : "s"} made.`
          : "Nothing to assign: each application has its reviewers already."
        : done === "assign"
          ? "Reviewer assigned."
          : done === "unassign"
            ? "Assignment removed."
            : "",
    filter: { round: String(filter.round), status: filter.status ?? "", q: filter.q ?? "", sort },
    reviewers: reviewers.map((r) => ({ id: r.id, name: r.name, email: r.email, role: r.role })),
    rounds,
    limited: rows.length >= PANEL_LIMIT,
    rows: rows.map((r) => ({
      id: r.id,
      reference: r.reference,
      subject: r.subject,
      name: r.name,
      status: r.status,
      roundTitle: r.roundTitle,
      average: formatMark(r.average),
      spread: formatMark(r.spread),
      count: r.count,
      reviews: r.reviews.map((l) => ({
        reviewerId: l.reviewerId,
        reviewer: l.reviewer,
        state: l.state,
        mark: formatMark(l.mark),
      })),
    })),
  };
}

export const action = (args: Route.ActionArgs) =>
  formAction(args, async () => {
    const viewer = await requirePermission(args, "ideas:manage");
    const input = await parseForm(args.request, panelFormSchema);
    const db = args.context.get(dbContext);
    // Back to the same filtered, sorted panel, with what was done.
    const back = new URL(args.request.url).searchParams;
    for (const key of ["done", "n"]) back.delete(key);
    let n = 0;
    if (input.intent === "assign") await assignReviewer(db, viewer, input.idea, input.reviewer);
    else if (input.intent === "unassign")
      await unassignReviewer(db, viewer, input.idea, input.reviewer);
    else {
      const { filter } = filterOf(input);
      const ids = await filteredIdeaIds(db, filter);
      n = await spreadEvenly(db, viewer, ids, picksOf(input), input.perIdea);
    }
    back.set("done", input.intent);
    if (input.intent === "spread") back.set("n", String(n));
    throw redirect(`${href("/admin-dashboard/ideas/panel")}?${back}`);
  });

export const meta: Route.MetaFunction = () => [
  { title: "Review panel · Ideas inbox" },
  { name: "robots", content: "noindex" },
];

export default function IdeasPanel({ loaderData, actionData }: Route.ComponentProps) {
  const { rows, reviewers, rounds, filter, note, limited } = loaderData;
  const busy = useNavigation().state !== "idle";
  return (
    <>
      <p className="ideas-back">
        <Link to={href("/admin-dashboard/ideas")}>← Ideas inbox</Link>
      </p>
      <h1>Review panel</h1>
      {note && !actionData && <FormMessage kind="note">{note}</FormMessage>}
      {actionData && !actionData.ok && <FormMessage>{actionData.message}</FormMessage>}

      <Form method="get" className="ideas-search" aria-label="Filter applications">
        <div className="ideas-search__field">
          <label htmlFor="panel-q">Reference, subject or founder</label>
          <input id="panel-q" name="q" type="search" defaultValue={filter.q} maxLength={200} />
        </div>
        <div className="ideas-search__field">
          <label htmlFor="panel-round">Round</label>
          <select id="panel-round" name="round" defaultValue={filter.round}>
            <option value="all">All applications</option>
            <option value="none">Idea form (no round)</option>
            {rounds.map((r) => (
              <option key={r.id} value={r.id}>
                {r.title}
              </option>
            ))}
          </select>
        </div>
        <div className="ideas-search__field">
          <label htmlFor="panel-status">Status</label>
          <select id="panel-status" name="status" defaultValue={filter.status}>
            <option value="">Any</option>
            {IDEA_STATUSES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </div>
        <div className="ideas-search__field">
          <label htmlFor="panel-sort">Sort by</label>
          <select id="panel-sort" name="sort" defaultValue={filter.sort}>
            <option value="newest">Newest first</option>
            <option value="average">Average, highest first</option>
            <option value="spread">Spread, widest first</option>
          </select>
        </div>
        <button type="submit" className="btn btn--secondary">
          Show
        </button>
      </Form>

      <h2>Spread evenly</h2>
      {reviewers.length === 0 ? (
        <p>
          No reviewers yet: invite one on the <Link to={href("/admin-dashboard/users")}>Users</Link>{" "}
          page with the role Reviewer.
        </p>
      ) : (
        <Form method="post" className="admin-panel">
          <input type="hidden" name="intent" value="spread" />
          <input type="hidden" name="round" value={filter.round} />
          <input type="hidden" name="status" value={filter.status} />
          <input type="hidden" name="q" value={filter.q} />
          <fieldset className="review-picks">
            <legend>Reviewers to spread the {rows.length} applications shown over</legend>
            {reviewers.map((r) => (
              <label key={r.id}>
                <input type="checkbox" name={PICK_PREFIX + r.id} value="on" /> {r.name}
                {r.role !== "reviewer" && <span className="ideas-muted"> ({r.role})</span>}
              </label>
            ))}
          </fieldset>
          <div className="admin-row-form">
            <div className="ideas-search__field review-per-idea">
              <label htmlFor="per-idea">Reviewers for each application</label>
              <input id="per-idea" name="perIdea" type="number" min={1} max={10} defaultValue={1} />
            </div>
            <button type="submit" className="btn btn--primary" disabled={busy || !rows.length}>
              Spread evenly
            </button>
          </div>
          <p className="ideas-muted">
            Applications already assigned to a reviewer, or on which they declared a conflict, are
            skipped for that reviewer.
          </p>
        </Form>
      )}

      <h2>Applications ({rows.length})</h2>
      {limited && (
        <p className="ideas-muted">The first {rows.length} shown: filter to see others.</p>
      )}
      {rows.length === 0 ? (
        <p>No applications match.</p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">Reference</th>
                <th scope="col">Application</th>
                <th scope="col" className="review-mark">
                  Average
                </th>
                <th scope="col" className="review-mark">
                  Spread
                </th>
                <th scope="col">Reviewers</th>
                <th scope="col">Assign</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.id}>
                  <td>{r.reference}</td>
                  <td>
                    <Link to={href("/admin-dashboard/ideas/:id", { id: String(r.id) })}>
                      {r.subject}
                    </Link>
                    <br />
                    <span className="ideas-muted">
                      {r.name} · {r.roundTitle ?? "Idea form"} · {r.status}
                    </span>
                  </td>
                  <td className="review-mark">
                    <span className="review-cell-label">Average </span>
                    {r.average}
                    {r.count > 0 && <span className="ideas-muted"> ({r.count})</span>}
                  </td>
                  <td className="review-mark">
                    <span className="review-cell-label">Spread </span>
                    {r.spread}
                  </td>
                  <td>
                    {r.reviews.length === 0 ? (
                      <span className="ideas-muted">None</span>
                    ) : (
                      <ul className="review-reviewers">
                        {r.reviews.map((l) => (
                          <li key={l.reviewerId}>
                            {l.reviewer}{" "}
                            <span className="review-state">{STATE_WORDS[l.state]}</span>
                            {l.state === "submitted" && (
                              <span className="review-mark"> {l.mark}</span>
                            )}
                            {l.state !== "conflict" && (
                              <Form method="post">
                                <input type="hidden" name="intent" value="unassign" />
                                <input type="hidden" name="idea" value={r.id} />
                                <input type="hidden" name="reviewer" value={l.reviewerId} />{" "}
                                <button
                                  type="submit"
                                  className="btn btn--ghost btn--sm"
                                  disabled={busy}
                                  aria-label={`Remove ${l.reviewer} from ${r.reference}`}
                                >
                                  Remove
                                </button>
                              </Form>
                            )}
                          </li>
                        ))}
                      </ul>
                    )}
                  </td>
                  <td>
                    <Form method="post" className="admin-row-form">
                      <input type="hidden" name="intent" value="assign" />
                      <input type="hidden" name="idea" value={r.id} />
                      <label className="visually-hidden" htmlFor={`assign-${r.id}`}>
                        Reviewer for {r.reference}
                      </label>
                      <select id={`assign-${r.id}`} name="reviewer" defaultValue="">
                        <option value="">Choose…</option>
                        {reviewers
                          .filter((p) => !r.reviews.some((l) => l.reviewerId === p.id))
                          .map((p) => (
                            <option key={p.id} value={p.id}>
                              {p.name}
                            </option>
                          ))}
                      </select>
                      <button type="submit" className="btn btn--secondary btn--sm" disabled={busy}>
                        Assign
                      </button>
                    </Form>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
