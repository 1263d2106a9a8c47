import type { Markup } from "~/lib/document/server-markup";
import { Carousel } from "./carousel";

/** #incubations: what the centre offers, then the carousel of incubated startups. */
export function Incubations({ slides }: { slides: Markup[] }) {
  // Nothing to show (a new site, before staff add any): no empty section on the page.
  if (slides.length === 0) return null;
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
        <Carousel label="Incubated startups" markupKey="carousel" slides={slides} />
      </div>
    </section>
  );
}
