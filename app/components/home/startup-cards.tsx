import { isRealEmail } from "~/lib/format/links";

export type CardStartup = {
  slug: string;
  name: string;
  problem: string;
  email: string | null;
  lang: string;
};

/** The second startup list: problem statements, contacts, and the way to all startups. */
export function StartupCards({ startups }: { startups: CardStartup[] }) {
  // Nothing to show (a new site, before staff add any): no empty section on the page.
  if (startups.length === 0) return null;
  return (
    <section className="section" aria-labelledby="cards-title">
      <div className="container">
        <div className="section-header">
          <p className="eyebrow">Problems they solve</p>
          <h2 id="cards-title" className="section-title">
            Startups at the centre
          </h2>
        </div>
        <ul className="h-rail sc-list">
          {startups.map((s) => (
            <li key={s.slug} className="sc-card">
              <h3 className="sc-name">{s.name || "Incubated startup"}</h3>
              <p className="sc-problem" lang={s.lang}>
                {s.problem}
              </p>
              {isRealEmail(s.email) && (
                <a className="sc-mail" href={`mailto:${s.email}`}>
                  {s.email}
                </a>
              )}
              <a className="sc-more" href={`/startups/${s.slug}`}>
                View More<span className="visually-hidden"> about {s.name || "this startup"}</span>
              </a>
            </li>
          ))}
        </ul>
        <div className="h-more">
          <a className="btn btn--secondary" href="/pag">
            Litsen More
          </a>
        </div>
      </div>
    </section>
  );
}
