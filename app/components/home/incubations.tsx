import type { Markup } from "~/lib/document/server-markup";
import { Say, useHomeWords } from "~/lib/home-words";
import { useT } from "~/lib/i18n/use-t";
import { Carousel } from "./carousel";

/** #incubations: what the centre offers, then the carousel of incubated startups. */
export function Incubations({ slides }: { slides: Markup[] }) {
  // Nothing to show (a new site, before staff add any): no empty section on the page.
  const t = useT().home.incubations;
  const w = useHomeWords();
  if (slides.length === 0) return null;
  return (
    <section id="incubations" className="section section--alt" aria-labelledby="inc-title">
      <div className="container">
        <div className="section-header">
          <p className="eyebrow">
            <Say what={w.incubationsEyebrow} />
          </p>
          <h2 id="inc-title" className="section-title">
            <Say what={w.incubationsTitle} />
          </h2>
          <p className="lead">
            <Say what={w.incubationsLead} />
          </p>
        </div>
        <Carousel label={t.carousel} markupKey="carousel" slides={slides} />
      </div>
    </section>
  );
}
