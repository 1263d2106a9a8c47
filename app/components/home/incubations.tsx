import { Carousel } from "./carousel";

/** #incubations: what the centre offers, then the carousel of incubated startups. */
export function Incubations({ slides }: { slides: string[] }) {
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
        <Carousel label="Incubated startups" slides={slides} />
      </div>
    </section>
  );
}
