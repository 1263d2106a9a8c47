import { Say, useHomeWords } from "~/lib/home-words";
import { fallbackLang, type Localized } from "~/lib/i18n/content";
import { useLocalize, useT } from "~/lib/i18n/use-t";
import type { ImageRef } from "~/lib/media";
import { FlipCard } from "./flip-card";
import { StartupVisual } from "./startup-visual";

export type FlipStartup = Localized & {
  slug: string;
  name: string;
  founder: string | null;
  problem: string;
  lang: string;
  image: ImageRef | null;
};

/** The gallery of incubated startups: picture in front; name, founder and problem behind. */
export function StartupFlipCards({ startups }: { startups: FlipStartup[] }) {
  // Nothing to show (a new site, before staff add any): no empty section on the page.
  const t = useT().home;
  const w = useHomeWords();
  const to = useLocalize();
  if (startups.length === 0) return null;
  return (
    <section className="section" aria-labelledby="flip-title">
      <div className="container">
        <div className="section-header">
          <p className="eyebrow">
            <Say what={w.flipEyebrow} />
          </p>
          <h2 id="flip-title" className="section-title">
            <Say what={w.flipTitle} />
          </h2>
        </div>
        <ul className="h-rail sfc-list">
          {startups.map((s) => (
            <li key={s.slug}>
              <FlipCard
                front={
                  <>
                    <StartupVisual
                      image={s.image}
                      name={s.name}
                      sizes="(min-width: 640px) 18rem, 80vw"
                      className="flip-media"
                    />
                    <span className="flip-caption" {...fallbackLang(s, "name")}>
                      {s.name || t.startup.unnamed}
                    </span>
                  </>
                }
                back={
                  <>
                    <h3 {...fallbackLang(s, "name")}>{s.name || t.startup.unnamed}</h3>
                    {s.founder && <p className="sfc-founder">{t.flipCards.founder(s.founder)}</p>}
                    <p className="sfc-problem" lang={s.lang}>
                      {s.problem}
                    </p>
                    <a className="btn btn--secondary btn--sm" href={to(`/startups/${s.slug}`)}>
                      <Say what={w.flipButton} />
                      <span className="visually-hidden">
                        {t.moreAbout(s.name || t.startup.thisOne)}
                      </span>
                    </a>
                  </>
                }
              />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
