import { isRealEmail } from "~/lib/format/links";
import { Say, useHomeWords } from "~/lib/home-words";
import { fallbackLang, type Localized } from "~/lib/i18n/content";
import { useLocalize, useT } from "~/lib/i18n/use-t";

export type CardStartup = Localized & {
  slug: string;
  name: string;
  problem: string;
  email: string | null;
  lang: string;
};

/** The second startup list: problem statements, contacts, and the way to all startups. */
export function StartupCards({ startups }: { startups: CardStartup[] }) {
  // Nothing to show (a new site, before staff add any): no empty section on the page.
  const t = useT().home;
  const w = useHomeWords();
  const to = useLocalize();
  if (startups.length === 0) return null;
  return (
    <section className="section" aria-labelledby="cards-title">
      <div className="container">
        <div className="section-header">
          <p className="eyebrow">
            <Say what={w.cardsEyebrow} />
          </p>
          <h2 id="cards-title" className="section-title">
            <Say what={w.cardsTitle} />
          </h2>
        </div>
        <ul className="h-rail sc-list">
          {startups.map((s) => (
            <li key={s.slug} className="sc-card">
              <h3 className="sc-name" {...fallbackLang(s, "name")}>
                {s.name || t.startup.unnamed}
              </h3>
              <p className="sc-problem" lang={s.lang}>
                {s.problem}
              </p>
              {isRealEmail(s.email) && (
                <a className="sc-mail" href={`mailto:${s.email}`}>
                  {s.email}
                </a>
              )}
              <a className="sc-more" href={to(`/startups/${s.slug}`)}>
                <Say what={w.viewMore} />
                <span className="visually-hidden">{t.moreAbout(s.name || t.startup.thisOne)}</span>
              </a>
            </li>
          ))}
        </ul>
        <div className="h-more">
          <a className="btn btn--secondary" href={to("/pag")}>
            <Say what={w.cardsButton} />
          </a>
        </div>
      </div>
    </section>
  );
}
