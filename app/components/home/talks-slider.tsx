import { type KeyboardEvent, useRef } from "react";
import { Link } from "react-router";
import { type Markup, useServerMarkup } from "~/lib/document/server-markup";
import { Say, useHomeWords } from "~/lib/home-words";
import { useLocalize, useT } from "~/lib/i18n/use-t";
import { arrowStep } from "./carousel-config";
import { stepTalks } from "./talks-step";
import "./talks-slider.css";

/**
 * #talks: a scroll-snapping row (readable and scrollable without JavaScript). The buttons and
 * the arrow keys step one speaker at a time and wrap around at either end (talks-step.ts; on a
 * page without the React app, app/islands/widgets/talks-slider.ts).
 */
export function TalksSlider({ slides }: { slides: Markup[] }) {
  const t = useT().home;
  const w = useHomeWords();
  const to = useLocalize();
  const markup = useServerMarkup();
  const list = useRef<HTMLUListElement>(null);

  const go = (step: number) => list.current && stepTalks(list.current, step);

  function onKeyDown(e: KeyboardEvent) {
    const step = arrowStep(e.key);
    if (!step) return;
    e.preventDefault();
    go(step);
  }

  return (
    <section
      id="talks"
      className="section"
      aria-labelledby="talks-title"
      data-island="talks-slider"
    >
      <div className="container">
        <div className="talks-head">
          <div>
            <p className="eyebrow">
              <Say what={w.talksEyebrow} />
            </p>
            <h2 id="talks-title" className="section-title">
              <Say what={w.talksTitle} />
            </h2>
          </div>
          <div className="talks-nav">
            <button
              type="button"
              className="cf-btn"
              data-step="-1"
              onClick={() => go(-1)}
              aria-label={t.talks.previous}
            >
              <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
                <path d="M15 5l-7 7 7 7" />
              </svg>
            </button>
            <button
              type="button"
              className="cf-btn"
              data-step="1"
              onClick={() => go(1)}
              aria-label={t.talks.next}
            >
              <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
                <path d="M9 5l7 7-7 7" />
              </svg>
            </button>
          </div>
        </div>
        {/* The list scrolls sideways and its slides hold no links: it takes focus itself, so
            keyboard users can reach it and step through it with the arrow keys. */}
        <ul
          ref={list}
          className="talks-list"
          aria-label={t.talks.speakers}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be focusable (WCAG 2.1.1)
          tabIndex={0}
          onKeyDown={onKeyDown}
        >
          {slides.map((html, i) => (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list from one render
              key={i}
              className="talk"
              aria-label={t.carousel.position(i + 1, slides.length)}
              // Markup rendered by our server, which escapes the stored content (lib/server-markup.ts)
              {...markup(`talks.${i}`, html)}
            />
          ))}
        </ul>
        <div className="h-more">
          <Link className="btn btn--ghost" to={to("/talksmore")}>
            <Say what={w.viewMore} />
            <span className="visually-hidden">{t.talks.moreHidden}</span>
          </Link>
        </div>
      </div>
    </section>
  );
}
