// Feedback from the contact page: newest first, all or only the new (not yet handled) ones.
import { Form, href, Link } from "react-router";
import { requirePermission } from "~/.server/auth/guards";
import { getConfig } from "~/.server/config";
import { dbContext } from "~/.server/context";
import { listFeedback } from "~/.server/feedback/store";
import { pageOf } from "~/.server/forms/fields";
import { formatWhen, isoWhen } from "~/.server/ideas/format";
import { timeZoneName } from "~/lib/format/dates";
import { FEEDBACK_CATEGORY_LABEL } from "~/lib/forms/feedback-rules";
import "./ideas.css";
import type { Route } from "./+types/feedback";

const PAGE_SIZE = 50;
const STATES = ["new", "handled"] as const;

export async function loader(args: Route.LoaderArgs) {
  // Feedback is personal data like ideas: the same right reads both.
  await requirePermission(args, "ideas:manage");
  const params = new URL(args.request.url).searchParams;
  const status = STATES.find((s) => s === params.get("status"));
  const page = pageOf(args.request.url);
  const { items, total, unhandled } = await listFeedback(args.context.get(dbContext), {
    status,
    limit: PAGE_SIZE,
    offset: (page - 1) * PAGE_SIZE,
  });
  return {
    status: status ?? "",
    page,
    pages: Math.max(1, Math.ceil(total / PAGE_SIZE)),
    total,
    unhandled,
    zone: timeZoneName(getConfig().TIME_ZONE),
    items: items.map((i) => ({
      ...i,
      category: FEEDBACK_CATEGORY_LABEL[i.category] ?? i.category,
      createdAt: formatWhen(i.createdAt),
      createdIso: isoWhen(i.createdAt),
    })),
  };
}

export const meta: Route.MetaFunction = () => [
  { title: "Feedback" },
  { name: "robots", content: "noindex" },
];

export default function FeedbackInbox({ loaderData }: Route.ComponentProps) {
  const { status, page, pages, total, unhandled, zone, items } = loaderData;
  const pageLink = (n: number) => {
    const p = new URLSearchParams();
    if (status) p.set("status", status);
    if (n > 1) p.set("page", String(n));
    const query = p.toString();
    return `${href("/admin-dashboard/feedback")}${query ? `?${query}` : ""}`;
  };
  return (
    <>
      <div className="ideas-head">
        <h1>Feedback</h1>
      </div>
      <p className="ideas-muted">
        What visitors sent through the contact page's form. {unhandled} not handled yet.
      </p>
      <Form method="get" className="ideas-search">
        <div className="ideas-search__field">
          <label htmlFor="feedback-status">Show</label>
          <select id="feedback-status" name="status" defaultValue={status}>
            <option value="">All</option>
            <option value="new">Not handled yet</option>
            <option value="handled">Handled</option>
          </select>
        </div>
        <button type="submit" className="btn btn--secondary btn--sm">
          Show
        </button>
      </Form>
      <p className="ideas-count" aria-live="polite">
        {total === 0
          ? status
            ? "No feedback matches."
            : "No feedback yet."
          : `${total} message${total === 1 ? "" : "s"}.`}
      </p>
      {items.length > 0 && <p className="ideas-muted">{`Times are ${zone}.`}</p>}
      {items.length > 0 && (
        <div className="admin-table-wrap">
          <table className="admin-table ideas-table">
            <thead>
              <tr>
                <th scope="col">Received</th>
                <th scope="col">Reference</th>
                <th scope="col">From</th>
                <th scope="col">Subject</th>
                <th scope="col">State</th>
                <th scope="col">Acknowledgement</th>
              </tr>
            </thead>
            <tbody>
              {items.map((i) => (
                <tr key={i.id}>
                  <td className="ideas-nowrap" data-label="Received">
                    <time dateTime={i.createdIso}>{i.createdAt}</time>
                  </td>
                  <td className="ideas-nowrap" data-label="Reference">
                    <Link to={href("/admin-dashboard/feedback/:id", { id: String(i.id) })}>
                      {i.reference}
                    </Link>
                  </td>
                  <td data-label="From">
                    <span>
                      {i.name}
                      <br />
                      <span className="ideas-muted">{i.email}</span>
                    </span>
                  </td>
                  <td data-label="Subject">{i.category}</td>
                  <td data-label="State">
                    <span
                      className={`idea-status idea-status--${i.status === "new" ? "new" : "incubated"}`}
                    >
                      {i.status === "new" ? "new" : "handled"}
                    </span>
                  </td>
                  <td data-label="Acknowledgement">
                    <span
                      className={`idea-delivery idea-delivery--${i.ack === "not sent" ? "not-configured" : i.ack}`}
                    >
                      {i.ack}
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {pages > 1 && (
        <nav className="ideas-pages" aria-label="Pages">
          {page > 1 && <Link to={pageLink(page - 1)}>Newer</Link>}
          <span>
            Page {page} of {pages}
          </span>
          {page < pages && <Link to={pageLink(page + 1)}>Older</Link>}
        </nav>
      )}
    </>
  );
}
