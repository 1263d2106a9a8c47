import { formatIndianDate } from "~/lib/format/dates";

export type HomeNotice = { id: number; title: string; url: string | null; date: string };

/** Notices with an address open in a new tab, as on the old site; the rest are plain text. */
export function Notices({ notices }: { notices: HomeNotice[] }) {
  return (
    <section className="notices" aria-labelledby="notices-title">
      <h2 id="notices-title" className="notices-title">
        Notices
      </h2>
      {notices.length ? (
        <ul className="notices-list">
          {notices.map((n) => (
            <li key={n.id}>
              {n.url?.trim() ? (
                <a href={n.url} target="_blank" rel="noopener noreferrer">
                  {n.title}
                  <span className="visually-hidden"> (opens in a new tab)</span>
                </a>
              ) : (
                <span>{n.title}</span>
              )}
              <time dateTime={n.date}>{formatIndianDate(n.date)}</time>
            </li>
          ))}
        </ul>
      ) : (
        <p>No notices at the moment.</p>
      )}
    </section>
  );
}
