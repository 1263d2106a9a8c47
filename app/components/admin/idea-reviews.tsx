// The "Reviews" section of an application's staff page (issue 26): every reviewer with their
// scores per criterion, weighted mark and comment, the average and spread, and declared
// conflicts. Staff only: a reviewer's own page shows their own review and nothing else.
import { href, Link } from "react-router";

export type IdeaReviewsData = {
  criteria: { label: string; weight: number }[];
  average: string;
  spread: string;
  count: number;
  reviews: {
    reviewerId: string;
    reviewer: string;
    email: string;
    state: "assigned" | "submitted" | "conflict";
    scores: Record<string, number>;
    mark: string;
    comment: string;
    conflictNote: string;
    when: string;
  }[];
};

const STATE_WORDS = {
  assigned: "Not scored yet",
  submitted: "Scored",
  conflict: "Declared a conflict of interest",
} as const;

export function IdeaReviews({ data }: { data: IdeaReviewsData | null }) {
  if (!data) return null;
  const { criteria, reviews } = data;
  return (
    <section aria-labelledby="idea-reviews">
      <h2 id="idea-reviews">Reviews</h2>
      {reviews.length === 0 ? (
        <p>
          No reviewer is assigned yet.{" "}
          <Link to={href("/admin-dashboard/ideas/panel")}>Assign one on the review panel</Link>.
        </p>
      ) : (
        <>
          <p>
            Average <strong>{data.average}</strong> over {data.count} scored review
            {data.count === 1 ? "" : "s"}, spread {data.spread} (each review weighs its criteria;
            scores run 1–5). <Link to={href("/admin-dashboard/ideas/panel")}>Review panel</Link>
          </p>
          <div className="admin-table-wrap">
            <table className="admin-table">
              <thead>
                <tr>
                  <th scope="col">Reviewer</th>
                  {criteria.map((c) => (
                    <th scope="col" key={c.label}>
                      {c.label}
                      {c.weight !== 1 && ` ×${c.weight}`}
                    </th>
                  ))}
                  <th scope="col">Mark</th>
                  <th scope="col">Comment</th>
                </tr>
              </thead>
              <tbody>
                {reviews.map((r) => (
                  <tr key={r.reviewerId}>
                    <td>
                      {r.reviewer} <span className="ideas-muted">{r.email}</span>
                      <br />
                      <span className="ideas-muted">
                        {STATE_WORDS[r.state]}
                        {r.when && ` ${r.when}`}
                      </span>
                    </td>
                    {criteria.map((c) => (
                      <td key={c.label}>
                        <span className="visually-hidden">{c.label}: </span>
                        {r.scores[c.label] ?? "–"}
                      </td>
                    ))}
                    <td>{r.state === "submitted" ? r.mark : "–"}</td>
                    <td>{r.state === "conflict" ? r.conflictNote : r.comment}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
