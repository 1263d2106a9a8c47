// The ideas inbox: newest first, search and status filter, a page at a time.
import { Form, href } from "react-router";
import { requirePermission } from "~/.server/auth/guards";
import { getConfig } from "~/.server/config";
import { dbContext } from "~/.server/context";
import { pageOf, withoutNul } from "~/.server/forms/fields";
import { formatWhen, isoWhen } from "~/.server/ideas/format";
import { listIdeas } from "~/.server/ideas/store";
import { type InboxRow, InboxTable } from "~/components/admin/inbox-table";
import { Pager, pageAddresses } from "~/components/pager";
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

type Item = Route.ComponentProps["loaderData"]["items"][number];

const inboxRow = (i: Item): InboxRow => ({
  ...i,
  to: href("/admin-dashboard/ideas/:id", { id: String(i.id) }),
  state: { label: i.status, tone: i.status },
  delivery: { label: i.delivery, tone: i.delivery.replace(" ", "-") },
});

export default function IdeasInbox({ loaderData }: Route.ComponentProps) {
  const { q, status, page, pages, total, zone, items } = loaderData;
  const pageLink = pageAddresses(href("/admin-dashboard/ideas"), { q, status });
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
        <InboxTable rows={items.map(inboxRow)} stateHeading="Status" deliveryHeading="Delivery" />
      )}
      <Pager page={page} pages={pages} label="Ideas pages" to={pageLink} />
    </>
  );
}
