// Feedback from the contact page: newest first, all or only the new (not yet handled) ones.
import { Form, href } from "react-router";
import { requirePermission } from "~/.server/auth/guards";
import { getConfig } from "~/.server/config";
import { getTerms } from "~/.server/content/kinds/vocabularies";
import { dbContext } from "~/.server/context";
import { listFeedback } from "~/.server/feedback/store";
import { pageOf } from "~/.server/forms/fields";
import { formatWhen, isoWhen } from "~/.server/ideas/format";
import { type InboxRow, InboxTable } from "~/components/admin/inbox-table";
import { Pager, pageAddresses } from "~/components/pager";
import { termLabel } from "~/lib/content/vocabulary";
import { timeZoneName } from "~/lib/format/dates";
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
  const db = args.context.get(dbContext);
  const topics = (await getTerms(db))["feedback-topic"];
  const { items, total, unhandled } = await listFeedback(db, {
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
      category: termLabel(topics, i.category),
      createdAt: formatWhen(i.createdAt),
      createdIso: isoWhen(i.createdAt),
    })),
  };
}

export const meta: Route.MetaFunction = () => [
  { title: "Feedback" },
  { name: "robots", content: "noindex" },
];

type Item = Route.ComponentProps["loaderData"]["items"][number];

// "handled" takes the ideas inbox's green (incubated); an acknowledgement never sent, its grey.
const inboxRow = (i: Item): InboxRow => ({
  ...i,
  to: href("/admin-dashboard/feedback/:id", { id: String(i.id) }),
  subject: i.category,
  state: {
    label: i.status === "new" ? "new" : "handled",
    tone: i.status === "new" ? "new" : "incubated",
  },
  delivery: { label: i.ack, tone: i.ack === "not sent" ? "not-configured" : i.ack },
});

export default function FeedbackInbox({ loaderData }: Route.ComponentProps) {
  const { status, page, pages, total, unhandled, zone, items } = loaderData;
  const pageLink = pageAddresses(href("/admin-dashboard/feedback"), { status });
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
        <InboxTable
          rows={items.map(inboxRow)}
          stateHeading="State"
          deliveryHeading="Acknowledgement"
        />
      )}
      <Pager page={page} pages={pages} label="Feedback pages" to={pageLink} />
    </>
  );
}
