import { type KeyboardEvent, useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { Picture } from "~/components/picture";
import type { ImageRef } from "~/lib/media";
import "./support-tabs.css";

export type HomeSupportTab = {
  id: number;
  label: string;
  headline: string;
  description: string;
  buttonLabel: string;
  buttonHref: string;
  image: ImageRef | null;
};

const KEYS: Record<string, (i: number, n: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowDown: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  ArrowUp: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_, n) => n - 1,
};

/**
 * #support: an ARIA tablist once JavaScript runs (arrows, Home, End; automatic activation).
 * Without JavaScript the four panels are simply shown one after another. The root's `js` class
 * (set before the first paint) picks the layout, so hydration changes nothing on screen.
 */
export function SupportTabs({ tabs }: { tabs: HomeSupportTab[] }) {
  const [active, setActive] = useState(0);
  const [enhanced, setEnhanced] = useState(false);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  useEffect(() => setEnhanced(true), []);

  function onKeyDown(e: KeyboardEvent) {
    const move = KEYS[e.key];
    if (!move) return;
    e.preventDefault();
    const next = move(active, tabs.length);
    setActive(next);
    buttons.current[next]?.focus();
  }

  return (
    <section id="support" className="section section--alt" aria-labelledby="support-title">
      <div className="container">
        <div className="section-header">
          <p className="eyebrow">What you get</p>
          <h2 id="support-title" className="section-title">
            How we support
          </h2>
        </div>
        {/* Rendered by the server too (hidden by CSS until scripts run), so nothing moves on load. */}
        <div role="tablist" aria-label="How we support" className="st-list" onKeyDown={onKeyDown}>
          {tabs.map((t, i) => (
            <button
              key={t.id}
              ref={(el) => {
                buttons.current[i] = el;
              }}
              type="button"
              role="tab"
              id={`st-tab-${t.id}`}
              aria-selected={i === active}
              aria-controls={`st-panel-${t.id}`}
              tabIndex={i === active ? 0 : -1}
              className="st-tab"
              onClick={() => setActive(i)}
            >
              {t.label}
            </button>
          ))}
        </div>
        {tabs.map((t, i) => (
          <div
            key={t.id}
            id={`st-panel-${t.id}`}
            className="st-panel"
            role="tabpanel"
            aria-labelledby={`st-tab-${t.id}`}
            data-active={i === active ? "" : undefined}
            hidden={enhanced && i !== active}
          >
            {t.image ? (
              <Picture
                image={t.image}
                alt=""
                sizes="(min-width: 900px) 34rem, calc(100vw - 2rem)"
                className="st-image"
              />
            ) : (
              <span className="st-image avatar-fallback" aria-hidden="true" />
            )}
            <div className="st-text">
              <p className="eyebrow st-label">{t.label}</p>
              <h3 className="st-headline">{t.headline}</h3>
              <p className="st-description">{t.description}</p>
              {t.buttonHref.startsWith("/") ? (
                <Link className="btn btn--secondary" to={t.buttonHref}>
                  {t.buttonLabel}
                </Link>
              ) : (
                <a className="btn btn--secondary" href={t.buttonHref}>
                  {t.buttonLabel}
                </a>
              )}
            </div>
          </div>
        ))}
      </div>
    </section>
  );
}
