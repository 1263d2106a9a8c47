// What a founder sent, as staff and reviewers read it: the team they listed, the round's PDF, the
// answers to the round's questions and the spec form's message (whichever there is). Shown as
// text: line breaks kept, nothing the founder typed becomes markup. Reviewers read no contact
// details (`contacts` false): their work is the idea, not the people's addresses.
import { href } from "react-router";

type Sent = {
  id: number;
  message: string;
  answers: { question: string; answer: string }[];
  team: { name: string; email: string; role: string }[];
  pdfId: string | null;
};

export function ApplicationAnswers({
  idea,
  contacts = true,
  founder,
}: {
  idea: Sent;
  contacts?: boolean;
  /** The founder's name, listed first (the reviewer's page has no other facts). */
  founder?: string;
}) {
  return (
    <>
      {(founder || idea.team.length > 0 || idea.pdfId) && (
        <dl className="idea-detail__facts">
          {founder && (
            <>
              <dt>Founder</dt>
              <dd>{founder}</dd>
            </>
          )}
          {idea.team.length > 0 && (
            <>
              <dt>Team</dt>
              <dd>
                {idea.team.map((m) => (
                  <span key={m.email} className="registration-answer">
                    {m.name}
                    {m.role && `, ${m.role}`}
                    {contacts && (
                      <>
                        {" "}
                        (<a href={`mailto:${m.email}`}>{m.email}</a>)
                      </>
                    )}
                  </span>
                ))}
              </dd>
            </>
          )}
          {idea.pdfId && (
            <>
              <dt>PDF</dt>
              <dd>
                <a href={href("/admin-dashboard/ideas/:id/pdf", { id: String(idea.id) })}>
                  Open the application's PDF
                </a>
              </dd>
            </>
          )}
        </dl>
      )}
      {idea.message && (
        <>
          <h2>Message</h2>
          <div className="idea-detail__message">{idea.message}</div>
        </>
      )}
      {idea.answers.length > 0 && <h2>Answers</h2>}
      {idea.answers.map((a) => (
        <section key={a.question} className="idea-detail__answer">
          <h3>{a.question}</h3>
          <div className="idea-detail__message">{a.answer}</div>
        </section>
      ))}
    </>
  );
}
