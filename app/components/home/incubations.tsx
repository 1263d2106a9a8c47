import { Link } from "react-router";
import { isRealEmail } from "~/lib/links";
import type { ImageRef } from "~/lib/media";
import { Carousel } from "./carousel";
import { StartupVisual } from "./startup-visual";
import "./incubations.css";

export type CarouselStartup = {
  slug: string;
  name: string;
  description: string;
  email: string | null;
  lang: string;
  image: ImageRef | null;
};

/** #incubations: what the centre offers, then the carousel of incubated startups. */
export function Incubations({ startups }: { startups: CarouselStartup[] }) {
  return (
    <section id="incubations" className="section section--alt" aria-labelledby="inc-title">
      <div className="container">
        <div className="section-header">
          <p className="eyebrow">Incubations</p>
          <h2 id="inc-title" className="section-title">
            Where ideas become companies
          </h2>
          <p className="lead">
            The centre fosters a statewide startup ecosystem and offers office space, meeting rooms,
            networking platforms and management support to aspiring entrepreneurs.
          </p>
        </div>
        <Carousel label="Incubated startups">
          {startups.map((s) => (
            <article key={s.slug} className="inc-card">
              <StartupVisual
                image={s.image}
                name={s.name}
                sizes="(min-width: 1024px) 24rem, (min-width: 768px) 50vw, 100vw"
                className="inc-image"
              />
              <div className="inc-body">
                <h3 className="inc-name">{s.name || "Incubated startup"}</h3>
                {s.description && (
                  <p className="inc-text" lang={s.lang}>
                    {s.description}
                  </p>
                )}
                {isRealEmail(s.email) && (
                  <a className="inc-mail" href={`mailto:${s.email}`}>
                    {s.email}
                  </a>
                )}
                <Link className="btn btn--secondary btn--sm inc-more" to={`/startups/${s.slug}`}>
                  View More
                  <span className="visually-hidden"> about {s.name || "this startup"}</span>
                </Link>
              </div>
            </article>
          ))}
        </Carousel>
      </div>
    </section>
  );
}
