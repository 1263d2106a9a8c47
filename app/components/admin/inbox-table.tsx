// The back office's two inboxes (ideas, feedback) list their messages the same way: when, the
// reference (opening the message), who, the subject, where it stands and whether the sender's
// e-mail went out. Only the words and the tones of the last two columns differ.
import { Link } from "react-router";

/** A word in a coloured pill: `tone` picks the colour (ideas.css, idea-status--… / idea-delivery--…). */
type Pill = { label: string; tone: string };

export type InboxRow = {
  id: number;
  createdIso: string;
  createdAt: string;
  reference: string;
  /** Where the reference links: the message's own page. */
  to: string;
  name: string;
  email: string;
  subject: string;
  state: Pill;
  delivery: Pill;
};

export function InboxTable({
  rows,
  stateHeading,
  deliveryHeading,
  tick,
}: {
  rows: InboxRow[];
  stateHeading: string;
  deliveryHeading: string;
  /** A checkbox per row (`name="id"`, the row's id), for a form around the table; `all` ticks all. */
  tick?: { all: boolean };
}) {
  return (
    <div className="admin-table-wrap">
      <table className="admin-table ideas-table">
        <thead>
          <tr>
            {tick && <th scope="col">Tick</th>}
            <th scope="col">Received</th>
            <th scope="col">Reference</th>
            <th scope="col">From</th>
            <th scope="col">Subject</th>
            <th scope="col">{stateHeading}</th>
            <th scope="col">{deliveryHeading}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              {tick && (
                <td data-label="Tick">
                  <input
                    type="checkbox"
                    name="id"
                    value={row.id}
                    defaultChecked={tick.all}
                    aria-label={`Tick ${row.reference}`}
                  />
                </td>
              )}
              <td className="ideas-nowrap" data-label="Received">
                <time dateTime={row.createdIso}>{row.createdAt}</time>
              </td>
              <td className="ideas-nowrap" data-label="Reference">
                <Link to={row.to}>{row.reference}</Link>
              </td>
              <td data-label="From">
                <span>
                  {row.name}
                  <br />
                  <span className="ideas-muted">{row.email}</span>
                </span>
              </td>
              <td data-label="Subject">{row.subject}</td>
              <td data-label={stateHeading}>
                <span className={`idea-status idea-status--${row.state.tone}`}>
                  {row.state.label}
                </span>
              </td>
              <td data-label={deliveryHeading}>
                <span className={`idea-delivery idea-delivery--${row.delivery.tone}`}>
                  {row.delivery.label}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
