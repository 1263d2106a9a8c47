// The ideas inbox: newest first, narrowed by search, stage and round, a page at a time; staff tick
// applications and move them to a stage at once (a bulk decision, e-mailing each founder).
import { Form, href, redirect } from "react-router";
import { requirePermission } from "~/.server/auth/guards";
import { getConfig } from "~/.server/config";
import { dbContext } from "~/.server/context";
import { readFormData } from "~/.server/forms/body";
import { pageOf } from "~/.server/forms/fields";
import { checkSubmission, formAction } from "~/.server/forms/pipeline";
import { decideIdeas, decisionSchema } from "~/.server/ideas/decisions";
import { inboxFilter } from "~/.server/ideas/filter";
import { formatWhen, isoWhen } from "~/.server/ideas/format";
import { stageNamesOf } from "~/.server/ideas/stages";
import { listIdeas, roundChoices } from "~/.server/ideas/store";
import { mailConfigured } from "~/.server/mail/mailer";
import { type InboxRow, InboxTable } from "~/components/admin/inbox-table";
import { Pager, pageAddresses } from "~/components/pager";
import { timeZoneName } from "~/lib/format/dates";
import { IDEA_STATUSES } from "~/lib/forms/idea-rules";
import { FOUNDER_MESSAGE_MAX } from "~/lib/forms/idea-status";
import "./ideas.css";
import type { Route } from "./+types/ideas";

const PAGE_SIZE = 50;

export async function loader(args: Route.LoaderArgs) {
  await requirePermission(args, "ideas:manage");
  const db = args.context.get(dbContext);
  const params = new URL(args.request.url).searchParams;
  const filter = inboxFilter(params);
  const page = pageOf(args.request.url);
  const { items, total } = await listIdeas(db, {
    ...filter,
    limit: PAGE_SIZE,
    offset: (page - 1) * PAGE_SIZE,
  });
  const moved = params.get("moved");
  const emailed = params.get("emailed");
  const names = await stageNamesOf(db);
  return {
    q: filter.q ?? "",
    status: filter.status ?? "",
    round: filter.roundParam,
    rounds: await roundChoices(db),
    stages: IDEA_STATUSES.map((key) => ({ key, name: names[key] })),
    all: params.get("all") === "1",
    decided:
      moved !== null && /^\d+$/.test(moved) && emailed !== null && /^\d+$/.test(emailed)
        ? `${moved} application${moved === "1" ? "" : "s"} moved; ${emailed} e-mail${emailed === "1" ? "" : "s"} to founders queued.`
        : "",
    mailReady: mailConfigured(),
    page,
    pages: Math.max(1, Math.ceil(total / PAGE_SIZE)),
    total,
    zone: timeZoneName(getConfig().TIME_ZONE),
    items: items.map((i) => ({
      ...i,
      stage: names[i.status],
      createdAt: formatWhen(i.createdAt),
      createdIso: isoWhen(i.createdAt),
    })),
  };
}

/** A bulk decision: the ticked ids (repeated `id` fields), a stage, a message, e-mail or not. */
export const action = (args: Route.ActionArgs) =>
  formAction(args, async () => {
    const viewer = await requirePermission(args, "ideas:manage");
    const form = await readFormData(args.request, { maxBytes: 64 * 1024 });
    const values: Record<string, string> = {};
    for (const [key, value] of form) if (typeof value === "string") values[key] ??= value;
    const ids = form.getAll("id").filter((v): v is string => typeof v === "string");
    const decision = checkSubmission(args.request, { ...values, ids } as never, decisionSchema);
    const { moved, emailed } = await decideIdeas(args.context.get(dbContext), viewer, decision);
    // Back to the list as it was filtered (the request's own address may be a data request's).
    const filter = inboxFilter(new URL(args.request.url).searchParams);
    const back = new URLSearchParams(
      Object.entries({
        q: filter.q ?? "",
        status: filter.status ?? "",
        round: filter.roundParam,
      }).filter(([, v]) => v),
    );
    back.set("moved", String(moved));
    back.set("emailed", String(emailed));
    throw redirect(`${href("/admin-dashboard/ideas")}?${back}`);
  });

export const meta: Route.MetaFunction = () => [
  { title: "Ideas inbox" },
  { name: "robots", content: "noindex" },
];

type Item = Route.ComponentProps["loaderData"]["items"][number];

const inboxRow = (i: Item): InboxRow => ({
  ...i,
  to: href("/admin-dashboard/ideas/:id", { id: String(i.id) }),
  state: { label: i.stage, tone: i.status },
  delivery: { label: i.delivery, tone: i.delivery.replace(" ", "-") },
});

export default function IdeasInbox({ loaderData, actionData }: Route.ComponentProps) {
  const { q, status, round, rounds, stages, all, decided, page, pages, total, zone, items } =
    loaderData;
  const filters = { q, status, round };
  const pageLink = pageAddresses(href("/admin-dashboard/ideas"), filters);
  const query = new URLSearchParams(Object.entries(filters).filter(([, v]) => v)).toString();
  const errors = actionData?.errors ?? {};
  const bulkError = actionData ? (errors.status ?? errors.message ?? actionData.message) : "";
  const filtered = Boolean(q || status || round);
  return (
    <>
      <div className="ideas-head">
        <h1>Ideas inbox</h1>
        <div className="ideas-head__actions">
          <a
            className="btn btn--ghost btn--sm"
            href={`${href("/admin-dashboard/ideas/export.csv")}${query ? `?${query}` : ""}`}
            download
          >
            Export CSV
          </a>
          <a
            className="btn btn--ghost btn--sm"
            href={`${href("/admin-dashboard/ideas/pdfs.zip")}${query ? `?${query}` : ""}`}
            download
          >
            Download the PDFs (zip)
          </a>
        </div>
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
          <label htmlFor="ideas-status">Stage</label>
          <select id="ideas-status" name="status" defaultValue={status}>
            <option value="">Any</option>
            {stages.map((s) => (
              <option key={s.key} value={s.key}>
                {s.name}
              </option>
            ))}
          </select>
        </div>
        {rounds.length > 0 && (
          <div className="ideas-search__field">
            <label htmlFor="ideas-round">Round</label>
            <select id="ideas-round" name="round" defaultValue={round}>
              <option value="">Any</option>
              <option value="none">Spec form (no round)</option>
              {rounds.map((r) => (
                <option key={r.id} value={String(r.id)}>
                  {r.title}
                </option>
              ))}
            </select>
          </div>
        )}
        <button type="submit" className="btn btn--secondary btn--sm">
          Search
        </button>
      </Form>
      {decided && !actionData && (
        <p className="ideas-note" role="status">
          {decided}
        </p>
      )}
      <p className="ideas-count" aria-live="polite">
        {total === 0
          ? filtered
            ? "No ideas match."
            : "No ideas yet."
          : `${total} idea${total === 1 ? "" : "s"}${filtered ? " match" : ""}.`}
      </p>
      {items.length > 0 && <p className="ideas-muted">{`Times are ${zone}.`}</p>}
      {items.length > 0 && (
        // Ticking all without JavaScript: a plain link that draws the page with every box ticked.
        <p className="ideas-muted">
          <a
            href={`?${new URLSearchParams({ ...filters, page: String(page), all: all ? "0" : "1" })}`}
          >
            {all ? "Untick all on this page" : "Tick all on this page"}
          </a>
        </p>
      )}
      {items.length > 0 && (
        <Form method="post" className="ideas-bulk" key={`${all}-${decided}`}>
          <InboxTable
            rows={items.map(inboxRow)}
            stateHeading="Stage"
            deliveryHeading="Delivery"
            tick={{ all }}
          />
          <fieldset className="ideas-bulk__decide">
            <legend>Move the ticked applications</legend>
            <div className="ideas-search__field">
              <label htmlFor="bulk-status">To the stage</label>
              <select id="bulk-status" name="status" defaultValue="">
                <option value="" disabled>
                  Choose a stage
                </option>
                {stages.map((s) => (
                  <option key={s.key} value={s.key}>
                    {s.name}
                  </option>
                ))}
              </select>
            </div>
            <div className="ideas-search__field idea-detail__note">
              <label htmlFor="bulk-message">
                Message to the founders (optional; shown on the status page and in the e-mail)
              </label>
              <textarea id="bulk-message" name="message" rows={3} maxLength={FOUNDER_MESSAGE_MAX} />
            </div>
            <label className="idea-detail__notify">
              <input type="checkbox" name="notify" value="on" defaultChecked />
              E-mail each founder the stage's status e-mail, in the language they applied in
              {loaderData.mailReady ? "" : " (e-mail is not set up yet: they wait in the outbox)"}
            </label>
            {bulkError && (
              <p className="ideas-error" role="alert">
                {bulkError}
              </p>
            )}
            <button type="submit" className="btn btn--secondary btn--sm">
              Move ticked applications
            </button>
          </fieldset>
        </Form>
      )}
      <Pager page={page} pages={pages} label="Ideas pages" to={pageLink} />
    </>
  );
}
