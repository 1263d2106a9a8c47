// One application to score (issue 26), for the reviewer it is assigned to and nobody else: its
// content, its PDF, the rubric to score 1–5 with a comment, and a conflict of interest to
// declare. Another reviewer's scores never reach this page; an application that is not theirs
// is a 404, like one that does not exist.
import { data, Form, href, Link, redirect, useNavigation } from "react-router";
import { requirePermission } from "~/.server/auth/guards";
import { dbContext } from "~/.server/context";
import { rowIdOf } from "~/.server/forms/fields";
import { formAction, parseForm } from "~/.server/forms/pipeline";
import { formatWhen, isoWhen } from "~/.server/ideas/format";
import { reviewFormSchema, scoresOf } from "~/.server/reviews/forms";
import { weightOf } from "~/.server/reviews/rubric";
import { declareConflict, getAssignment, saveReview } from "~/.server/reviews/score";
import { FormMessage } from "~/components/forms";
import {
  COMMENT_MAX,
  CONFLICT_NOTE_MAX,
  SCORE_MAX,
  SCORE_MIN,
  SCORE_PREFIX,
} from "~/lib/forms/review-rules";
import "./ideas.css";
import "./reviews.css";
import { ApplicationAnswers } from "~/components/admin/application-answers";
import type { Route } from "./+types/review";

function ideaId(params: { id: string }): number {
  const id = rowIdOf(params.id);
  if (id === null) throw data(null, { status: 404 });
  return id;
}

const MARKS = Array.from({ length: SCORE_MAX - SCORE_MIN + 1 }, (_, i) => SCORE_MIN + i);

export async function loader(args: Route.LoaderArgs) {
  const viewer = await requirePermission(args, "reviews:score");
  const found = await getAssignment(args.context.get(dbContext), viewer.id, ideaId(args.params));
  if (!found) throw data(null, { status: 404 });
  const { idea, review, rubric, roundTitle } = found;
  return {
    saved: new URL(args.request.url).searchParams.has("saved"),
    roundTitle,
    idea: { ...idea, createdAt: formatWhen(idea.createdAt), createdIso: isoWhen(idea.createdAt) },
    rubric: rubric.map((c) => ({ label: c.label, weight: weightOf(c) })),
    mine: {
      scores: review.scores,
      comment: review.comment,
      submittedAt: formatWhen(review.submittedAt),
    },
  };
}

export const action = (args: Route.ActionArgs) =>
  formAction(args, async () => {
    const viewer = await requirePermission(args, "reviews:score");
    const id = ideaId(args.params);
    const input = await parseForm(args.request, reviewFormSchema);
    const db = args.context.get(dbContext);
    if (input.intent === "conflict") {
      const found = await getAssignment(db, viewer.id, id);
      await declareConflict(db, viewer, id, input.conflictNote);
      const ref = encodeURIComponent(found?.idea.reference ?? "");
      throw redirect(`${href("/admin-dashboard/reviews")}?conflict=${ref}`);
    }
    await saveReview(db, viewer, id, { scores: scoresOf(input), comment: input.comment });
    throw redirect(`${href("/admin-dashboard/reviews/:id", { id: String(id) })}?saved=1`);
  });

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData ? `${loaderData.idea.reference} · My reviews` : "My reviews" },
  { name: "robots", content: "noindex" },
];

export default function ReviewPage({ loaderData, actionData }: Route.ComponentProps) {
  const { idea, rubric, mine, saved, roundTitle } = loaderData;
  const errors = actionData?.errors ?? {};
  const sent = actionData?.values ?? {};
  const busy = useNavigation().state !== "idle";
  const scored = (label: string) => sent[SCORE_PREFIX + label] ?? String(mine.scores[label] ?? "");
  return (
    <article className="idea-detail">
      <p className="ideas-back">
        <Link to={href("/admin-dashboard/reviews")}>← My reviews</Link>
      </p>
      <h1>{idea.subject}</h1>
      <p className="ideas-muted">
        {idea.reference} · {roundTitle ?? "Idea form"} · received{" "}
        <time dateTime={idea.createdIso}>{idea.createdAt}</time>
      </p>
      {saved && !actionData && <FormMessage kind="note">Your review is saved.</FormMessage>}

      <ApplicationAnswers idea={idea} contacts={false} founder={idea.name} />

      <h2>Your review</h2>
      <p className="ideas-muted">
        Score each criterion from {SCORE_MIN} (weak) to {SCORE_MAX} (strong). Only the centre's
        staff read your scores and comment; other reviewers do not.
        {mine.submittedAt && ` Last saved ${mine.submittedAt}.`}
      </p>
      {actionData?.message && <FormMessage>{actionData.message}</FormMessage>}
      <Form method="post" className="review-form">
        <input type="hidden" name="intent" value="score" />
        {rubric.map((c, i) => {
          const name = SCORE_PREFIX + c.label;
          const error = errors[name];
          return (
            <fieldset
              key={c.label}
              className="review-criterion"
              aria-describedby={error ? `criterion-${i}-error` : undefined}
            >
              <legend>
                {c.label}
                {c.weight !== 1 && <span className="ideas-muted"> (counts ×{c.weight})</span>}
              </legend>
              <div className="review-criterion__marks">
                {MARKS.map((m) => (
                  <label key={m}>
                    <input
                      type="radio"
                      name={name}
                      value={m}
                      required
                      defaultChecked={scored(c.label) === String(m)}
                    />{" "}
                    {m}
                  </label>
                ))}
              </div>
              {error && (
                <p id={`criterion-${i}-error`} className="ideas-error" role="alert">
                  {error}
                </p>
              )}
            </fieldset>
          );
        })}
        <div className="ideas-search__field">
          <label htmlFor="review-comment">Comment</label>
          <textarea
            id="review-comment"
            name="comment"
            rows={4}
            maxLength={COMMENT_MAX}
            defaultValue={sent.comment ?? mine.comment}
          />
        </div>
        <button type="submit" className="btn btn--primary" disabled={busy}>
          Save review
        </button>
      </Form>

      <h2>Conflict of interest</h2>
      <p className="ideas-muted">
        If you know the founders or have a stake in this idea, say so: it leaves your list, any
        scores you gave stop counting, and it is not assigned to you again.
      </p>
      <Form method="post" className="review-form">
        <input type="hidden" name="intent" value="conflict" />
        <div className="ideas-search__field">
          <label htmlFor="conflict-note">What the conflict is (optional, for staff)</label>
          <input id="conflict-note" name="conflictNote" maxLength={CONFLICT_NOTE_MAX} />
        </div>
        <button type="submit" className="btn btn--danger" disabled={busy}>
          Declare a conflict of interest
        </button>
      </Form>
    </article>
  );
}
