// One idea: what the founder sent, its deliveries, and the centre's status and note.
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { withAudit } from "~/.server/auth/audit";
import { requireAdmin } from "~/.server/auth/guards";
import { getDb } from "~/.server/db/client";
import { DELIVERY_LABEL, formatWhen } from "~/.server/ideas/format";
import { getIdea, retryDeliveries, setIdeaStatus } from "~/.server/ideas/store";
import { kickOutboxWorker } from "~/.server/ideas/worker";
import { IDEA_STATUSES, NOTE_MAX } from "~/lib/idea-rules";
import { ideaStatusSchema } from "~/lib/idea-schema";
import "./ideas.css";
import type { Route } from "./+types/idea";

function ideaId(params: { id: string }): number {
  const id = Number(params.id);
  if (!Number.isSafeInteger(id) || id < 1) throw new Response("Not found", { status: 404 });
  return id;
}

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const found = await getIdea(await getDb(), ideaId(params));
  if (!found) throw new Response("Not found", { status: 404 });
  const { idea, deliveries } = found;
  const saved = new URL(request.url).searchParams.get("saved");
  return {
    saved:
      saved === "status" ? "Status saved." : saved === "retry" ? "Delivery will be retried." : "",
    idea: {
      ...idea,
      createdAt: formatWhen(idea.createdAt),
      updatedAt: formatWhen(idea.updatedAt),
    },
    deliveries: deliveries.map((d) => ({
      id: d.id,
      kind: DELIVERY_LABEL[d.kind] ?? d.kind,
      state: d.state,
      attempts: d.attempts,
      lastError: d.lastError,
      next: d.state === "pending" ? formatWhen(d.nextAttemptAt) : "",
      sentAt: formatWhen(d.sentAt),
    })),
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  const viewer = await requireAdmin(request);
  const id = ideaId(params);
  const db = await getDb();
  const found = await getIdea(db, id);
  if (!found) throw new Response("Not found", { status: 404 });
  const form = await request.formData();
  const target = found.idea.reference;
  if (form.get("intent") === "retry") {
    const count = await withAudit(
      db,
      viewer,
      (tx) => retryDeliveries(tx, id),
      (n) => ({ action: "idea.retry", target, detail: `${n} deliveries` }),
    );
    if (count) kickOutboxWorker();
    throw redirect(`/admin-dashboard/ideas/${id}?saved=retry`);
  }
  const parsed = ideaStatusSchema.safeParse({
    status: form.get("status"),
    note: form.get("note") ?? "",
  });
  if (!parsed.success) {
    return data({ error: parsed.error.issues[0]?.message ?? "Check the form." }, { status: 400 });
  }
  await withAudit(db, viewer, (tx) => setIdeaStatus(tx, id, parsed.data), {
    action: "idea.status",
    target,
    detail: parsed.data.status,
  });
  throw redirect(`/admin-dashboard/ideas/${id}?saved=status`);
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData ? `${loaderData.idea.reference} · Ideas inbox` : "Ideas inbox" },
  { name: "robots", content: "noindex" },
];

export default function IdeaDetail({ loaderData, actionData }: Route.ComponentProps) {
  const { idea, deliveries, saved } = loaderData;
  const busy = useNavigation().state !== "idle";
  const failed = deliveries.some((d) => d.state === "failed");
  return (
    <article className="idea-detail">
      <p className="ideas-back">
        <Link to="/admin-dashboard/ideas">← Ideas inbox</Link>
      </p>
      <h1>{idea.subject}</h1>
      <p className="ideas-muted">
        {idea.reference} · received {idea.createdAt}
      </p>
      {saved && !actionData && (
        <p className="ideas-note" role="status">
          {saved}
        </p>
      )}

      <dl className="idea-detail__facts">
        <dt>Full Name</dt>
        <dd>{idea.name}</dd>
        <dt>Email Address</dt>
        <dd>
          <a href={`mailto:${idea.email}`}>{idea.email}</a>
        </dd>
        <dt>Phone Number</dt>
        <dd>{idea.phone}</dd>
      </dl>
      <h2>Message</h2>
      {/* Shown as text: line breaks kept, nothing the founder typed becomes markup. */}
      <div className="idea-detail__message">{idea.message}</div>

      <h2>Status</h2>
      <Form method="post" className="idea-detail__status">
        <div className="ideas-search__field">
          <label htmlFor="idea-status">Status</label>
          <select id="idea-status" name="status" defaultValue={idea.status}>
            {IDEA_STATUSES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </div>
        <div className="ideas-search__field idea-detail__note">
          <label htmlFor="idea-note">Note for the team</label>
          <textarea
            id="idea-note"
            name="note"
            rows={3}
            maxLength={NOTE_MAX}
            defaultValue={idea.note}
            aria-invalid={actionData?.error ? true : undefined}
            aria-describedby={actionData?.error ? "idea-note-error" : undefined}
          />
          {actionData?.error && (
            <p id="idea-note-error" className="ideas-error" role="alert">
              {actionData.error}
            </p>
          )}
        </div>
        <button type="submit" className="btn btn--secondary btn--sm" disabled={busy}>
          Save status
        </button>
      </Form>

      <h2>Delivery</h2>
      {deliveries.length === 0 ? (
        <p>
          <span className="idea-delivery idea-delivery--not-configured">not configured</span> No
          e-mail or form service was set up when this idea arrived; it is kept here.
        </p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">To</th>
                <th scope="col">State</th>
                <th scope="col">Attempts</th>
                <th scope="col">Details</th>
              </tr>
            </thead>
            <tbody>
              {deliveries.map((d) => (
                <tr key={d.id}>
                  <td>{d.kind}</td>
                  <td>
                    <span className={`idea-delivery idea-delivery--${d.state}`}>{d.state}</span>
                  </td>
                  <td>{d.attempts}</td>
                  <td>
                    {d.sentAt && `Sent ${d.sentAt}. `}
                    {d.next && `Next attempt ${d.next}. `}
                    {d.lastError && <span className="ideas-muted">Last error: {d.lastError}</span>}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {failed && (
        <Form method="post">
          <input type="hidden" name="intent" value="retry" />
          <button type="submit" className="btn btn--ghost btn--sm" disabled={busy}>
            Retry failed deliveries
          </button>
        </Form>
      )}
    </article>
  );
}
