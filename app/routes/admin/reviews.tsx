// A reviewer's own list (issue 26): the applications assigned to them, and whether each is scored.
// Only the signed-in reviewer's assignments are read; nobody else's scores reach this page.
import { href, Link } from "react-router";
import { requirePermission } from "~/.server/auth/guards";
import { dbContext } from "~/.server/context";
import { formatWhen, isoWhen } from "~/.server/ideas/format";
import { listAssigned } from "~/.server/reviews/score";
import { FormMessage } from "~/components/forms";
import "./ideas.css";
import type { Route } from "./+types/reviews";

export async function loader(args: Route.LoaderArgs) {
  const viewer = await requirePermission(args, "reviews:score");
  const items = await listAssigned(args.context.get(dbContext), viewer.id);
  const done = new URL(args.request.url).searchParams.get("conflict");
  return {
    note: done
      ? `Conflict of interest declared: ${done.slice(0, 40)} is no longer yours to review.`
      : "",
    items: items.map((i) => ({
      ...i,
      assignedAt: formatWhen(i.assignedAt),
      assignedIso: isoWhen(i.assignedAt),
      submittedAt: formatWhen(i.submittedAt),
    })),
  };
}

export const meta: Route.MetaFunction = () => [
  { title: "My reviews" },
  { name: "robots", content: "noindex" },
];

export default function Reviews({ loaderData }: Route.ComponentProps) {
  const { items, note } = loaderData;
  const open = items.filter((i) => !i.submittedAt).length;
  return (
    <>
      <h1>My reviews</h1>
      {note && <FormMessage kind="note">{note}</FormMessage>}
      <p className="ideas-count">
        {items.length === 0
          ? "No applications are assigned to you yet."
          : `${items.length} assigned to you, ${open} still to score.`}
      </p>
      {items.length > 0 && (
        <div className="admin-table-wrap">
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">Reference</th>
                <th scope="col">Application</th>
                <th scope="col">Founder</th>
                <th scope="col">Round</th>
                <th scope="col">Assigned</th>
                <th scope="col">Your review</th>
              </tr>
            </thead>
            <tbody>
              {items.map((i) => (
                <tr key={i.ideaId}>
                  <td>{i.reference}</td>
                  <td>
                    <Link to={href("/admin-dashboard/reviews/:id", { id: String(i.ideaId) })}>
                      {i.subject}
                    </Link>
                  </td>
                  <td>{i.name}</td>
                  <td>{i.roundTitle ?? "Idea form"}</td>
                  <td>
                    <time dateTime={i.assignedIso}>{i.assignedAt}</time>
                  </td>
                  <td>{i.submittedAt ? `Scored ${i.submittedAt}` : "Not scored yet"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <p className="ideas-muted">
        Your password and where you are signed in: <Link to={href("/account")}>your account</Link>.
      </p>
    </>
  );
}
