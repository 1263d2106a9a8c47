// The ideas inbox: newest first, search and status filter, a page at a time.
import { Form, href, Link } from "react-router";
import { requirePermission } from "~/.server/auth/guards";
import { getConfig } from "~/.server/config";
import { dbContext } from "~/.server/context";
import { pageOf, withoutNul } from "~/.server/forms/fields";
import { formatWhen, isoWhen } from "~/.server/ideas/format";
import { listIdeas } from "~/.server/ideas/store";
import { timeZoneName } from "~/lib/format/dates";
import { IDEA_STATUSES } from "~/lib/forms/idea-rules";
import "./ideas.css";
import type { Route } from "./+types/ideas";

const PAGE_SIZE = 50;

export async function loader(args: Route.LoaderArgs) {
  await requirePermission(args, "ideas:manage");
  const params = new URL(args.request.url).searchParams;
  const q = withoutNul(params.get("q") ?? "").slice(0, 200);
  const status = IDEA_STATUSES.find((s) => s === params.get("status"));
  const page = pageOf(args.request.url);
  const { items, total } = await listIdeas(args.context.get(dbContext), {
    q,
    status,
    limit: PAGE_SIZE,
    offset: (page - 1) * PAGE_SIZE,
  });
  return {
    q,
    status: status ?? "",
    page,
    pages: Math.max(1, Math.ceil(total / PAGE_SIZE)),
    total,
    zone: timeZoneName(getConfig().TIME_ZONE),
    items: items.map((i) => ({
      ...i,
      createdAt: formatWhen(i.createdAt),
      createdIso: isoWhen(i.createdAt),
    })),
  };
}

export const meta: Route.MetaFunction = () => [
  { title: "Ideas inbox" },
  { name: "robots", content: "noindex" },
];

export default function IdeasInbox({ loaderData }: Route.ComponentProps) {
  const { q, status, page, pages, total, zone, items } = loaderData;
  const pageLink = (n: number) => {
    const p = new URLSearchParams();
    if (q) p.set("q", q);
    if (status) p.set("status", status);
    if (n > 1) p.set("page", String(n));
    const query = p.toString();
    return `${href("/admin-dashboard/ideas")}${query ? `?${query}` : ""}`;
  };
  return (
    <>
      <div className="ideas-head">
        <h1>Ideas inbox</h1>
        <a
          className="btn btn--ghost btn--sm"
          href={href("/admin-dashboard/ideas/export.csv")}
          download
        >
          Export CSV
        </a>
      </div>
      <Form method="get" className="ideas-search" role="search">
        <div className="ideas-search__field">
          <label htmlFor="ideas-q">Search</label>
          <input
            id="ideas-q"
            name="q"
            type="search"
            defaultValue={q}
            placeholder="Reference, name, e-mail, subject or text"
          />
        </div>
        <div className="ideas-search__field">
          <label htmlFor="ideas-status">Status</label>
          <select id="ideas-status" name="status" defaultValue={status}>
            <option value="">Any</option>
            {IDEA_STATUSES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="btn btn--secondary btn--sm">
          Search
        </button>
      </Form>
      <p className="ideas-count" aria-live="polite">
        {total === 0
          ? q || status
            ? "No ideas match."
            : "No ideas yet."
          : `${total} idea${total === 1 ? "" : "s"}${q || status ? " match" : ""}.`}
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
                <th scope="col">Status</th>
                <th scope="col">Delivery</th>
              </tr>
            </thead>
            <tbody>
              {items.map((i) => (
                <tr key={i.id}>
                  <td className="ideas-nowrap" data-label="Received">
                    <time dateTime={i.createdIso}>{i.createdAt}</time>
                  </td>
                  <td className="ideas-nowrap" data-label="Reference">
                    <Link to={href("/admin-dashboard/ideas/:id", { id: String(i.id) })}>
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
                  <td data-label="Subject">{i.subject}</td>
                  <td data-label="Status">
                    <span className={`idea-status idea-status--${i.status}`}>{i.status}</span>
                  </td>
                  <td data-label="Delivery">
                    <span
                      className={`idea-delivery idea-delivery--${i.delivery.replace(" ", "-")}`}
                    >
                      {i.delivery}
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
