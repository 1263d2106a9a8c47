import { useEffect, useState } from "react";
import { delayOf, nextState, PHRASES, START, textOf } from "./typewriter-steps";

/**
 * The hero's looping tagline. The server renders the full first phrase; screen readers get the
 * three phrases once, as static text, while the animated copy is hidden from them. It can be
 * paused (WCAG 2.2.2) and does not start when the visitor prefers reduced motion.
 */
export function Typewriter() {
  const [state, setState] = useState(START);
  const [playing, setPlaying] = useState(false);

  useEffect(() => {
    setPlaying(!matchMedia("(prefers-reduced-motion: reduce)").matches);
  }, []);

  useEffect(() => {
    if (!playing) return;
    const timer = setTimeout(() => setState(nextState), delayOf(state));
    return () => clearTimeout(timer);
  }, [playing, state]);

  function toggle() {
    // A paused tagline shows its whole phrase, never half a word.
    if (playing)
      setState((s) => ({ phrase: s.phrase, chars: PHRASES[s.phrase].length, deleting: false }));
    setPlaying(!playing);
  }

  return (
    <div className="tw-wrap">
      <p className="tw-line">
        <span className="visually-hidden">{PHRASES.join(" ")}</span>
        <span className="tw" aria-hidden="true" data-playing={playing}>
          {textOf(state)}
        </span>
      </p>
      <button type="button" className="tw-toggle" onClick={toggle} aria-pressed={!playing}>
        <span aria-hidden="true">{playing ? "❚❚" : "▶"}</span>
        Pause animation
      </button>
    </div>
  );
}
