import type { Markup } from "~/lib/document/server-markup";
import { Say, useHomeWords } from "~/lib/home-words";
import { fallbackLang, type Localized } from "~/lib/i18n/content";
import { StaticHtml } from "./static-html";
import { Typewriter } from "./typewriter";
import "./hero.css";

/** #home: text only, so the largest paint is text and needs no image. */
export function Hero({
  branding,
  lead,
  notices,
}: {
  /** The names in the page's language (Settings), and which of them fell back to English. */
  branding: { centreName: string; instituteName: string } & Localized;
  /** The line under the typewriter, as staff wrote it (Home texts), in the page's language. */
  lead: { text: string; lang?: "en" };
  /** The notices list's HTML (notices.tsx, rendered by the server). */
  notices: Markup;
}) {
  const w = useHomeWords();
  return (
    <section id="home" className="hero">
      <div className="container hero-grid">
        <div className="hero-copy">
          <p className="hero-kicker" {...fallbackLang(branding, "instituteName")}>
            {branding.instituteName}
          </p>
          <h1 className="hero-title" {...fallbackLang(branding, "centreName")}>
            {branding.centreName}
          </h1>
          <Typewriter />
          <p className="hero-lead" lang={lead.lang}>
            {lead.text}
          </p>
          <div className="hero-actions">
            <a className="btn btn--primary" href="#idea">
              <Say what={w.heroSubmit} />
            </a>
            <a className="btn btn--light" href="#incubations">
              <Say what={w.heroStartups} />
            </a>
          </div>
        </div>
        <StaticHtml name="notices" html={notices} />
      </div>
    </section>
  );
}
