import { useEffect, useMemo, useState } from "react";
import { linesOf, useHomeWords } from "~/lib/home-words";
import { useT } from "~/lib/i18n/use-t";
import { delayOf, nextState, startOf, textOf, toggleIcon, whole } from "./typewriter-steps";

/** The phrases staff wrote, one per line (blank lines and spaces around them dropped). */
function phrasesOf(text: string): string[] {
  const phrases = linesOf(text);
  return phrases.length > 0 ? phrases : [""];
}

/**
 * The hero's looping tagline. The server renders the full first phrase; screen readers get the
 * three phrases once, as static text, while the animated copy is hidden from them. It can be
 * paused (WCAG 2.2.2) and does not start when the visitor prefers reduced motion. On a page
 * without the React app, app/islands/widgets/typewriter.ts does the same with the phrases of
 * `data-phrases`.
 */
export function Typewriter() {
  const t = useT().home.hero;
  const { heroPhrases } = useHomeWords();
  // One phrase per line, as staff wrote them; the array stays the same object between renders.
  const phrases = useMemo(() => phrasesOf(heroPhrases.text), [heroPhrases.text]);
  const [state, setState] = useState(() => startOf(phrases));
  const [playing, setPlaying] = useState(false);

  useEffect(() => {
    setPlaying(!matchMedia("(prefers-reduced-motion: reduce)").matches);
  }, []);

  useEffect(() => {
    if (!playing) return;
    const timer = setTimeout(() => setState((s) => nextState(s, phrases)), delayOf(state, phrases));
    return () => clearTimeout(timer);
  }, [playing, state, phrases]);

  function toggle() {
    if (playing) setState((s) => whole(s, phrases));
    setPlaying(!playing);
  }

  return (
    <div className="tw-wrap" data-island="typewriter" data-phrases={JSON.stringify(phrases)}>
      <p className="tw-line" lang={heroPhrases.lang}>
        <span className="visually-hidden">{phrases.join(" ")}</span>
        <span className="tw" aria-hidden="true" data-playing={playing}>
          {textOf(state, phrases)}
        </span>
      </p>
      <button type="button" className="tw-toggle" onClick={toggle} aria-pressed={!playing}>
        <span aria-hidden="true">{toggleIcon(playing)}</span>
        {t.pauseAnimation}
      </button>
    </div>
  );
}
