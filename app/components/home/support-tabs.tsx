import { type KeyboardEvent, useEffect, useRef, useState } from "react";
import { type Markup, useServerMarkup } from "~/lib/document/server-markup";
import { Say, useHomeWords } from "~/lib/home-words";
import { tabAfterKey } from "./tab-keys";
import "./support-tabs.css";

/**
 * A tab's label (with `lang: "en"` when it fell back to English on a Hindi page) and its panel's
 * HTML (rendered by the server: support-panel.tsx).
 */
export type SupportTabHtml = { id: number; label: string; lang?: "en"; html: Markup };

/**
 * #support: an ARIA tablist once JavaScript runs (arrows, Home, End; automatic activation).
 * Without JavaScript the four panels are simply shown one after another. The root's `js` class
 * (set before the first paint) picks the layout, so hydration changes nothing on screen. On a
 * page without the React app, app/islands/widgets/support-tabs.ts does the same.
 */
export function SupportTabs({ tabs }: { tabs: SupportTabHtml[] }) {
  const w = useHomeWords();
  const markup = useServerMarkup();
  const [active, setActive] = useState(0);
  const [enhanced, setEnhanced] = useState(false);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  useEffect(() => setEnhanced(true), []);

  function onKeyDown(e: KeyboardEvent) {
    const next = tabAfterKey(e.key, active, tabs.length);
    if (next === null) return;
    e.preventDefault();
    setActive(next);
    buttons.current[next]?.focus();
  }

  return (
    <section
      id="support"
      className="section section--alt"
      aria-labelledby="support-title"
      data-island="support-tabs"
    >
      <div className="container">
        <div className="section-header">
          <p className="eyebrow">
            <Say what={w.supportEyebrow} />
          </p>
          <h2 id="support-title" className="section-title">
            <Say what={w.supportTitle} />
          </h2>
        </div>
        {/* Rendered by the server too (hidden by CSS until scripts run), so nothing moves on load. */}
        <div
          role="tablist"
          aria-label={w.supportTitle.text}
          className="st-list"
          onKeyDown={onKeyDown}
        >
          {tabs.map((tab, i) => (
            <button
              key={tab.id}
              ref={(el) => {
                buttons.current[i] = el;
              }}
              type="button"
              role="tab"
              id={`st-tab-${tab.id}`}
              aria-selected={i === active}
              aria-controls={`st-panel-${tab.id}`}
              tabIndex={i === active ? 0 : -1}
              className="st-tab"
              lang={tab.lang}
              onClick={() => setActive(i)}
            >
              {tab.label}
            </button>
          ))}
        </div>
        {tabs.map((tab, i) => (
          <div
            key={tab.id}
            id={`st-panel-${tab.id}`}
            className="st-panel"
            role="tabpanel"
            aria-labelledby={`st-tab-${tab.id}`}
            data-active={i === active ? "" : undefined}
            hidden={enhanced && i !== active}
            // Markup rendered by our server, which escapes the stored content (lib/server-markup.ts)
            {...markup(`support.${i}`, tab.html)}
          />
        ))}
      </div>
    </section>
  );
}
