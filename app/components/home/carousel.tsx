import {
  type CSSProperties,
  type FocusEvent,
  type KeyboardEvent,
  useEffect,
  useState,
} from "react";
import { type Markup, useServerMarkup } from "~/lib/document/server-markup";
import { useT } from "~/lib/i18n/use-t";
import { arrowStep, CAROUSEL, carouselCss, layoutAt, slidePlace, wrap } from "./carousel-config";
import "./carousel.css";

// Generated from the config: the breakpoints exist once, in carousel-config.ts.
const LAYOUT_CSS = carouselCss(".cf");

/**
 * A looping coverflow carousel (APG carousel pattern). Without JavaScript it is a horizontally
 * scrolling row of all slides. With it: autoplay every 3 s that keeps going after prev/next, a
 * Pause/Play button, no autoplay under reduced motion, arrow keys, and slides out of view are
 * inert. Autoplay also holds while focus is inside a slide, so a focused link never moves away.
 * `slides` are the slides' HTML, rendered by the server (static-sections.server.tsx): their
 * markup costs no JavaScript. On a page without the React app, app/islands/widgets/carousel.ts
 * does all this with the words of `data-pause` and `data-play`.
 */
export function Carousel({
  label,
  markupKey,
  slides,
}: {
  label: string;
  /** The slides' key among the server's markup (lib/server-markup.ts). */
  markupKey: string;
  slides: Markup[];
}) {
  const t = useT().home.carousel;
  const n = slides.length;
  const markup = useServerMarkup();
  const [active, setActive] = useState(0);
  const [enhanced, setEnhanced] = useState(false);
  const [playing, setPlaying] = useState(false);
  const [focusInside, setFocusInside] = useState(false);
  const [perView, setPerView] = useState(1);

  useEffect(() => {
    const measure = () => setPerView(layoutAt(innerWidth).slidesPerView);
    measure();
    setEnhanced(true);
    setPlaying(!matchMedia("(prefers-reduced-motion: reduce)").matches);
    addEventListener("resize", measure);
    return () => removeEventListener("resize", measure);
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `active` restarts the delay on every change of slide
  useEffect(() => {
    if (!playing || focusInside || n < 2) return;
    // A click on next restarts the delay: autoplay carries on after the user's step.
    const timer = setTimeout(() => setActive((a) => wrap(a + 1, n)), CAROUSEL.autoplayDelayMs);
    return () => clearTimeout(timer);
  }, [playing, focusInside, active, n]);

  const go = (step: number) => setActive((a) => wrap(a + step, n));

  function onKeyDown(e: KeyboardEvent) {
    const step = arrowStep(e.key);
    if (!step) return;
    e.preventDefault();
    go(step);
  }
  // Focus on a slide holds autoplay; focus on the controls does not.
  const onFocus = (e: FocusEvent) =>
    setFocusInside(Boolean((e.target as Element).closest(".cf-track")));
  function onBlur(e: FocusEvent) {
    if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocusInside(false);
  }

  return (
    <section
      className="cf"
      aria-roledescription={t.carousel}
      aria-label={label}
      data-island="carousel"
      data-pause={t.pause}
      data-play={t.play}
      onKeyDown={onKeyDown}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      <style>{LAYOUT_CSS}</style>
      <div className="cf-track" aria-live={playing && !focusInside ? "off" : "polite"}>
        {slides.map((slide, i) => {
          const place = slidePlace(i, active, n, perView);
          const style = {
            "--o": place.offset,
            "--a": place.away,
            zIndex: place.zIndex,
          } as CSSProperties;
          return (
            // biome-ignore lint/a11y/useSemanticElements: the APG carousel's slide is a named group, not a form fieldset
            <div
              // biome-ignore lint/suspicious/noArrayIndexKey: slides are a fixed list from one render
              key={i}
              role="group"
              aria-roledescription={t.slide}
              aria-label={t.position(i + 1, n)}
              className="cf-slide"
              style={style}
              data-active={place.active ? "" : undefined}
              data-far={place.far ? "" : undefined}
              inert={enhanced && place.inert}
              // Markup rendered by our server, which escapes the stored content (lib/server-markup.ts)
              {...markup(`${markupKey}.${i}`, slide)}
            />
          );
        })}
      </div>
      <div className="cf-controls">
        <button
          type="button"
          className="cf-btn"
          data-step="-1"
          onClick={() => go(-1)}
          aria-label={t.previous}
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <path d="M15 5l-7 7 7 7" />
          </svg>
        </button>
        <button
          type="button"
          className="cf-btn cf-play"
          onClick={() => setPlaying(!playing)}
          data-playing={playing}
        >
          {playing ? t.pause : t.play}
        </button>
        <span className="cf-count" aria-hidden="true">
          {active + 1} / {n}
        </span>
        <button
          type="button"
          className="cf-btn"
          data-step="1"
          onClick={() => go(1)}
          aria-label={t.next}
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <path d="M9 5l7 7-7 7" />
          </svg>
        </button>
      </div>
    </section>
  );
}
