import { type KeyboardEvent, useEffect, useRef, useState } from "react";
import { type Markup, useServerMarkup } from "~/lib/document/server-markup";
import "./support-tabs.css";

/** A tab's label and its panel's HTML (rendered by the server: support-panel.tsx). */
export type SupportTabHtml = { id: number; label: string; html: Markup };

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
export function SupportTabs({ tabs }: { tabs: SupportTabHtml[] }) {
  const markup = useServerMarkup();
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
            // Markup rendered by our server, which escapes the stored content (lib/server-markup.ts)
            {...markup(`support.${i}`, t.html)}
          />
        ))}
      </div>
    </section>
  );
}
