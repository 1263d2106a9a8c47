import type { Markup } from "~/lib/document/server-markup";
import { useT } from "~/lib/i18n/use-t";
import { Carousel } from "./carousel";

/** #incubations: what the centre offers, then the carousel of incubated startups. */
export function Incubations({ slides }: { slides: Markup[] }) {
  // Nothing to show (a new site, before staff add any): no empty section on the page.
  const t = useT().home.incubations;
  if (slides.length === 0) return null;
  return (
    <section id="incubations" className="section section--alt" aria-labelledby="inc-title">
      <div className="container">
        <div className="section-header">
          <p className="eyebrow">{t.eyebrow}</p>
          <h2 id="inc-title" className="section-title">
            {t.title}
          </h2>
          <p className="lead">{t.lead}</p>
        </div>
        <Carousel label={t.carousel} markupKey="carousel" slides={slides} />
      </div>
    </section>
  );
}
