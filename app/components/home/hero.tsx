import type { Markup } from "~/lib/document/server-markup";
import { StaticHtml } from "./static-html";
import { Typewriter } from "./typewriter";
import "./hero.css";

/** #home: text only, so the largest paint is text and needs no image. */
export function Hero({
  centreName,
  instituteName,
  lead,
  notices,
}: {
  centreName: string;
  instituteName: string;
  /** The line under the typewriter, as staff wrote it (Home texts). */
  lead: string;
  /** The notices list's HTML (notices.tsx, rendered by the server). */
  notices: Markup;
}) {
  return (
    <section id="home" className="hero">
      <div className="container hero-grid">
        <div className="hero-copy">
          <p className="hero-kicker">{instituteName}</p>
          <h1 className="hero-title">{centreName}</h1>
          <Typewriter />
          <p className="hero-lead">{lead}</p>
          <div className="hero-actions">
            <a className="btn btn--primary" href="#idea">
              Incubate u'r Idea
            </a>
            <a className="btn btn--light" href="#incubations">
              Our startups
            </a>
          </div>
        </div>
        <StaticHtml name="notices" html={notices} />
      </div>
    </section>
  );
}
