import type { ImageRef } from "~/lib/media";
import { FlipCard } from "./flip-card";
import { StartupVisual } from "./startup-visual";

export type FlipStartup = {
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
  if (startups.length === 0) return null;
  return (
    <section className="section" aria-labelledby="flip-title">
      <div className="container">
        <div className="section-header">
          <p className="eyebrow">Portfolio</p>
          <h2 id="flip-title" className="section-title">
            Startups we incubate
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
                    <span className="flip-caption">{s.name || "Incubated startup"}</span>
                  </>
                }
                back={
                  <>
                    <h3>{s.name || "Incubated startup"}</h3>
                    {s.founder && <p className="sfc-founder">Founder: {s.founder}</p>}
                    <p className="sfc-problem" lang={s.lang}>
                      {s.problem}
                    </p>
                    <a className="btn btn--secondary btn--sm" href={`/startups/${s.slug}`}>
                      Know More
                      <span className="visually-hidden"> about {s.name || "this startup"}</span>
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
