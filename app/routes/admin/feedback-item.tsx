// One message from the contact page: what the visitor sent, its acknowledgement's delivery, and
// "Mark as handled" (or back to not handled), audited.
import { data, Form, href, Link, redirect, useNavigation } from "react-router";
import { requirePermission } from "~/.server/auth/guards";
import { getConfig } from "~/.server/config";
import { getTerms } from "~/.server/content/kinds/vocabularies";
import { dbContext } from "~/.server/context";
import { feedbackChangeSchema } from "~/.server/feedback/change";
import { getFeedback, setFeedbackHandled } from "~/.server/feedback/store";
import { rowIdOf } from "~/.server/forms/fields";
import { formAction, parseForm } from "~/.server/forms/pipeline";
import { formatWhen, isoWhen } from "~/.server/ideas/format";
import { termLabel } from "~/lib/content/vocabulary";
import { timeZoneName } from "~/lib/format/dates";
import "./ideas.css";
import type { Route } from "./+types/feedback-item";

/** The id in the address (a positive whole number that fits the column), else no such message. */
function feedbackId(params: { id: string }): number {
  const id = rowIdOf(params.id);
  if (id === null) throw data(null, { status: 404 });
  return id;
}

export async function loader(args: Route.LoaderArgs) {
  await requirePermission(args, "ideas:manage");
  const db = args.context.get(dbContext);
  const topics = (await getTerms(db))["feedback-topic"];
  const found = await getFeedback(db, feedbackId(args.params));
  if (!found) throw data(null, { status: 404 });
  const { item, ack } = found;
  const saved = new URL(args.request.url).searchParams.get("saved");
  return {
    saved:
      saved === "handled"
        ? "Marked as handled."
        : saved === "reopen"
          ? "Marked as not handled."
          : "",
    zone: timeZoneName(getConfig().TIME_ZONE),
    item: {
      id: item.id,
      reference: item.reference,
      name: item.name,
      email: item.email,
      phone: item.phone,
      category: termLabel(topics, item.category),
      message: item.message,
      lang: item.lang,
      status: item.status,
      handledBy: item.handledBy,
      handledAt: formatWhen(item.handledAt),
      createdAt: formatWhen(item.createdAt),
      createdIso: isoWhen(item.createdAt),
    },
    ack: ack
      ? {
          state: ack.state,
          attempts: ack.attempts,
          lastError: ack.lastError,
          sentAt: formatWhen(ack.sentAt),
          next: ack.state === "pending" ? formatWhen(ack.nextAttemptAt) : "",
        }
      : null,
  };
}

export const action = (args: Route.ActionArgs) =>
  formAction(args, async () => {
    const viewer = await requirePermission(args, "ideas:manage");
    const id = feedbackId(args.params);
    const { intent } = await parseForm(args.request, feedbackChangeSchema);
    const db = args.context.get(dbContext);
    if (!(await setFeedbackHandled(db, viewer, id, intent === "handled")))
      throw data(null, { status: 404 });
    throw redirect(`${href("/admin-dashboard/feedback/:id", { id: String(id) })}?saved=${intent}`);
  });

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData ? `${loaderData.item.reference} · Feedback` : "Feedback" },
  { name: "robots", content: "noindex" },
];

export default function FeedbackDetail({ loaderData, actionData }: Route.ComponentProps) {
  const { item, ack, saved, zone } = loaderData;
  const busy = useNavigation().state !== "idle";
  const handled = item.status === "handled";
  return (
    <article className="idea-detail">
      <p className="ideas-back">
        <Link to={href("/admin-dashboard/feedback")}>← Feedback</Link>
      </p>
      <h1>
        {item.category}: {item.reference}
      </h1>
      <p className="ideas-muted">
        Received <time dateTime={item.createdIso}>{item.createdAt}</time> from the{" "}
        {item.lang === "hi" ? "Hindi" : "English"} contact page. {`Times are ${zone}.`}
      </p>
      {saved && !actionData && (
        <p className="ideas-note" role="status">
          {saved}
        </p>
      )}
      {actionData && !actionData.ok && (
        <p className="ideas-error" role="alert">
          {actionData.message}
        </p>
      )}

      <dl className="idea-detail__facts">
        <dt>Full Name</dt>
        <dd>{item.name}</dd>
        <dt>Email Address</dt>
        <dd>
          <a href={`mailto:${item.email}?subject=${encodeURIComponent(item.reference)}`}>
            {item.email}
          </a>
        </dd>
        <dt>Phone Number</dt>
        <dd>{item.phone || "Not given"}</dd>
        <dt>Subject</dt>
        <dd>{item.category}</dd>
      </dl>
      <h2>Message</h2>
      {/* Shown as text: line breaks kept, nothing the visitor typed becomes markup. */}
      <div className="idea-detail__message">{item.message}</div>

      <h2>State</h2>
      <p>
        {handled
          ? `Handled${item.handledBy ? ` by ${item.handledBy}` : ""}${item.handledAt ? `, ${item.handledAt}` : ""}.`
          : "Not handled yet."}
      </p>
      <Form method="post">
        <input type="hidden" name="intent" value={handled ? "reopen" : "handled"} />
        <button type="submit" className="btn btn--secondary btn--sm" disabled={busy}>
          {handled ? "Mark as not handled" : "Mark as handled"}
        </button>
      </Form>

      <h2>Acknowledgement</h2>
      {ack ? (
        <p>
          <span className={`idea-delivery idea-delivery--${ack.state}`}>{ack.state}</span>{" "}
          {ack.sentAt && `Sent ${ack.sentAt}. `}
          {ack.next && `Attempt ${ack.attempts + 1} ${ack.next}. `}
          {ack.lastError && <span className="ideas-muted">Last error: {ack.lastError}</span>}
        </p>
      ) : (
        <p>
          <span className="idea-delivery idea-delivery--not-configured">not sent</span> No mail
          server was set up when this message arrived, so the sender got no acknowledgement.
        </p>
      )}
    </article>
  );
}
