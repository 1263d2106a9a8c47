// One idea: what the founder sent, its deliveries, its stage with every move, and the team's notes.
import { data, Form, href, Link, redirect, useNavigation } from "react-router";
import { requirePermission } from "~/.server/auth/guards";
import { getConfig } from "~/.server/config";
import { dbContext } from "~/.server/context";
import type { IdeaStatus } from "~/.server/db/schema/ideas";
import { rowIdOf } from "~/.server/forms/fields";
import { checkSubmission, formAction, readSubmission } from "~/.server/forms/pipeline";
import { DELIVERY_LABEL, formatWhen, isoWhen } from "~/.server/ideas/format";
import { movesOf } from "~/.server/ideas/moves";
import { addIdeaNote, ideaNoteSchema, notesOf } from "~/.server/ideas/notes";
import { ideaChangeSchema } from "~/.server/ideas/schema";
import { stageNamesOf } from "~/.server/ideas/stages";
import { getIdea, retryDeliveries, setIdeaStatus } from "~/.server/ideas/store";
import { mailConfigured } from "~/.server/mail/mailer";
import { reviewsSection } from "~/.server/reviews/panel";
import { ApplicationAnswers } from "~/components/admin/application-answers";
import { IdeaReviews } from "~/components/admin/idea-reviews";
import { timeZoneName } from "~/lib/format/dates";
import { IDEA_STATUSES, NOTE_MAX } from "~/lib/forms/idea-rules";
import { FOUNDER_MESSAGE_MAX } from "~/lib/forms/idea-status";
import "./ideas.css";
import type { Route } from "./+types/idea";

/** The id in the address (a positive whole number that fits the column), else no such idea. */
function ideaId(params: { id: string }): number {
  const id = rowIdOf(params.id);
  if (id === null) throw data(null, { status: 404 });
  return id;
}

const SAVED: Record<string, string> = {
  status: "Status saved.",
  retry: "Delivery will be retried.",
  note: "Note added.",
};

export async function loader(args: Route.LoaderArgs) {
  await requirePermission(args, "ideas:manage");
  const found = await getIdea(args.context.get(dbContext), ideaId(args.params));
  if (!found) throw data(null, { status: 404 });
  const { idea, deliveries } = found;
  const db = args.context.get(dbContext);
  const saved = new URL(args.request.url).searchParams.get("saved");
  const names = await stageNamesOf(db);
  return {
    stages: IDEA_STATUSES.map((key) => ({ key, name: names[key] })),
    saved: SAVED[saved ?? ""] ?? "",
    moves: (await movesOf(db, idea.id)).map((m) => ({
      id: m.id,
      from: m.fromStatus ? (names[m.fromStatus as IdeaStatus] ?? m.fromStatus) : "",
      to: names[m.toStatus as IdeaStatus] ?? m.toStatus,
      who: m.actorEmail,
      note: m.note,
      at: formatWhen(m.at),
      iso: isoWhen(m.at),
    })),
    notes: (await notesOf(db, idea.id)).map((n) => ({
      id: n.id,
      who: n.authorEmail,
      body: n.body,
      at: formatWhen(n.createdAt),
      iso: isoWhen(n.createdAt),
    })),
    zone: timeZoneName(getConfig().TIME_ZONE),
    mailReady: mailConfigured(),
    reviews: await reviewsSection(args.context.get(dbContext), found.idea.id),
    idea: {
      ...idea,
      createdAt: formatWhen(idea.createdAt),
      createdIso: isoWhen(idea.createdAt),
      updatedAt: formatWhen(idea.updatedAt),
      version: idea.updatedAt.getTime(),
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

export const action = (args: Route.ActionArgs) =>
  formAction(args, async () => {
    const viewer = await requirePermission(args, "ideas:manage");
    const id = ideaId(args.params);
    const { values } = await readSubmission(args.request);
    const db = args.context.get(dbContext);
    const page = href("/admin-dashboard/ideas/:id", { id: String(id) });
    if (values.intent === "note") {
      const note = checkSubmission(args.request, values, ideaNoteSchema);
      if (!(await addIdeaNote(db, viewer, id, note.body))) throw data(null, { status: 404 });
      throw redirect(`${page}?saved=note#notes`);
    }
    const input = checkSubmission(args.request, values, ideaChangeSchema);
    if (input.intent === "retry") {
      if ((await retryDeliveries(db, viewer, id)) === null) throw data(null, { status: 404 });
      throw redirect(`${page}?saved=retry`);
    }
    if (!(await setIdeaStatus(db, viewer, id, input))) throw data(null, { status: 404 });
    throw redirect(`${page}?saved=status`);
  });

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData ? `${loaderData.idea.reference} · Ideas inbox` : "Ideas inbox" },
  { name: "robots", content: "noindex" },
];

export default function IdeaDetail({ loaderData, actionData }: Route.ComponentProps) {
  const { idea, deliveries, saved, zone, mailReady, moves, notes } = loaderData;
  const errors = actionData?.errors ?? {};
  const noteForm = actionData?.values?.intent === "note";
  const bodyError = noteForm ? (errors.body ?? actionData?.message ?? "") : "";
  // A refusal that is not about the message to the founder is shown under the move's note.
  const noteError = noteForm
    ? ""
    : (errors.note ?? (actionData && !errors.founderMessage ? actionData.message : ""));
  const busy = useNavigation().state !== "idle";
  const failed = deliveries.some((d) => d.state === "failed");
  return (
    <article className="idea-detail">
      <p className="ideas-back">
        <Link to={href("/admin-dashboard/ideas")}>← Ideas inbox</Link>
      </p>
      <h1>{idea.subject}</h1>
      <p className="ideas-muted">
        {idea.reference} · received <time dateTime={idea.createdIso}>{idea.createdAt}</time> from
        the {idea.lang === "hi" ? "Hindi" : "English"} site; the founder's e-mails are in{" "}
        {idea.lang === "hi" ? "Hindi" : "English"}. {`Times are ${zone}.`}
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
      <ApplicationAnswers idea={idea} />

      <h2>Status</h2>
      {/* Drawn afresh after each save (its key is the time of the last change): the box is
          unticked again, so the next save e-mails no one unless asked, and the fields show what
          was saved. */}
      <Form method="post" className="idea-detail__status" key={idea.version}>
        <div className="ideas-search__field">
          <label htmlFor="idea-status">Stage</label>
          <select id="idea-status" name="status" defaultValue={idea.status}>
            {loaderData.stages.map((s) => (
              <option key={s.key} value={s.key}>
                {s.name}
              </option>
            ))}
          </select>
        </div>
        <div className="ideas-search__field idea-detail__note">
          <label htmlFor="idea-note">Why (kept with the move, for the team only)</label>
          <textarea
            id="idea-note"
            name="note"
            rows={2}
            maxLength={NOTE_MAX}
            aria-invalid={noteError ? true : undefined}
            aria-describedby={noteError ? "idea-note-error" : undefined}
          />
          {noteError && (
            <p id="idea-note-error" className="ideas-error" role="alert">
              {noteError}
            </p>
          )}
        </div>
        <div className="ideas-search__field idea-detail__note">
          <label htmlFor="idea-founder-message">
            Message to the founder (shown on the status page)
          </label>
          <textarea
            id="idea-founder-message"
            name="founderMessage"
            rows={3}
            maxLength={FOUNDER_MESSAGE_MAX}
            defaultValue={idea.founderMessage}
            aria-invalid={errors.founderMessage ? true : undefined}
            aria-describedby={
              errors.founderMessage ? "idea-founder-message-error" : "idea-founder-message-hint"
            }
          />
          {errors.founderMessage ? (
            <p id="idea-founder-message-error" className="ideas-error" role="alert">
              {errors.founderMessage}
            </p>
          ) : (
            <p id="idea-founder-message-hint" className="ideas-muted">
              The founder reads it, under the status, after entering their reference number and
              e-mail address. Leave it empty to share nothing.
            </p>
          )}
        </div>
        <label className="idea-detail__notify">
          <input type="checkbox" name="notify" value="on" />
          E-mail the founder about this change
          <span className="ideas-muted">
            {" "}
            (to {idea.email}
            {mailReady ? "" : "; e-mail is not set up yet, so it waits in the outbox until it is"})
          </span>
        </label>
        <button type="submit" className="btn btn--secondary btn--sm" disabled={busy}>
          Save status
        </button>
      </Form>

      <h2>History</h2>
      {moves.length === 0 ? (
        <p className="ideas-muted">No moves recorded.</p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Move</th>
                <th scope="col">Who</th>
                <th scope="col">Note</th>
              </tr>
            </thead>
            <tbody>
              {moves.map((m) => (
                <tr key={m.id}>
                  <td>
                    <time dateTime={m.iso}>{m.at}</time>
                  </td>
                  <td>{m.from ? `${m.from} → ${m.to}` : m.to}</td>
                  <td>{m.who}</td>
                  <td className="idea-detail__text">{m.note}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      <h2 id="notes">Notes for the team</h2>
      {notes.length === 0 ? (
        <p className="ideas-muted">No notes yet.</p>
      ) : (
        <ol className="idea-notes">
          {notes.map((n) => (
            <li key={n.id}>
              <p className="ideas-muted">
                {n.who}, <time dateTime={n.iso}>{n.at}</time>
              </p>
              <p className="idea-detail__text">{n.body}</p>
            </li>
          ))}
        </ol>
      )}
      <Form method="post" className="idea-detail__status" key={`notes-${notes.length}`}>
        <input type="hidden" name="intent" value="note" />
        <div className="ideas-search__field idea-detail__note">
          <label htmlFor="idea-new-note">Add a note</label>
          <textarea
            id="idea-new-note"
            name="body"
            rows={3}
            maxLength={NOTE_MAX}
            defaultValue={noteForm ? (actionData?.values?.body ?? "") : ""}
            aria-invalid={bodyError ? true : undefined}
            aria-describedby={bodyError ? "idea-new-note-error" : undefined}
          />
          {bodyError && (
            <p id="idea-new-note-error" className="ideas-error" role="alert">
              {bodyError}
            </p>
          )}
        </div>
        <button type="submit" className="btn btn--secondary btn--sm" disabled={busy}>
          Add note
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
      <IdeaReviews data={loaderData.reviews} />
    </article>
  );
}
