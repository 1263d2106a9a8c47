import { useState } from "react";
import { useLocation } from "react-router";
import { applyDisplay, changeDisplay, type Display } from "~/lib/display";
import { useT } from "~/lib/i18n/use-t";

/**
 * A−, A, A+ and high contrast (GIGW 3.0), at the top of every page. Each button submits a plain
 * form to /display, which sets the `display` cookie and sends the visitor back to this page, so
 * it works without JavaScript. Once hydrated, a press applies at once: the same cookie is written
 * here and <html> gets the attributes the server would render.
 */
export function DisplayControls({ display }: { display: Display }) {
  const t = useT().shell.display;
  const { pathname, search } = useLocation();
  const [current, setCurrent] = useState(display);
  const onSubmit = (e: React.FormEvent<HTMLFormElement>) => {
    const button = (e.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const next = button && changeDisplay(current, button.name, button.value);
    if (!next) return;
    e.preventDefault();
    applyDisplay(next);
    setCurrent(next);
  };
  // The letters are a picture of what the button does; its name is the words.
  const button = (name: string, value: string, label: string, text: string) => (
    <button type="submit" name={name} value={value} title={label}>
      <span aria-hidden="true">{text}</span>
      <span className="visually-hidden">{label}</span>
    </button>
  );
  return (
    <form method="post" action="/display" className="display-controls" onSubmit={onSubmit}>
      <fieldset>
        <legend className="visually-hidden">{t.label}</legend>
        <input type="hidden" name="back" value={pathname + search} />
        {button("size", "smaller", t.smaller, "A−")}
        {button("size", "normal", t.normal, "A")}
        {button("size", "larger", t.larger, "A+")}
        <button
          type="submit"
          name="contrast"
          value={current.contrast ? "normal" : "high"}
          aria-pressed={current.contrast}
          title={t.contrast}
        >
          <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
            <circle cx="8" cy="8" r="6.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
            <path d="M8 1.5a6.5 6.5 0 0 1 0 13z" fill="currentColor" />
          </svg>
          <span className="visually-hidden">{t.contrast}</span>
        </button>
      </fieldset>
    </form>
  );
}
