// The hero's typewriter on a page without the React app (decision 042): the same state machine
// as typewriter.tsx (typewriter-steps.ts), driving the server's markup. The phrases come from
// `data-phrases`; the button's words are the server's.
import {
  delayOf,
  nextState,
  startOf,
  textOf,
  toggleIcon,
  whole,
} from "~/components/home/typewriter-steps";

export default function typewriter(root: HTMLElement) {
  const line = root.querySelector<HTMLElement>(".tw");
  const button = root.querySelector<HTMLButtonElement>(".tw-toggle");
  if (!line || !button) return;
  const phrases: string[] = JSON.parse(root.dataset.phrases ?? "[]");
  if (phrases.length === 0) return;
  let state = startOf(phrases);
  let playing = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const draw = () => {
    // Only a change is written, as React would: a step that starts erasing shows the same text.
    const text = textOf(state, phrases);
    if (line.textContent !== text) line.textContent = text;
    line.dataset.playing = String(playing);
    button.setAttribute("aria-pressed", String(!playing));
    const icon = button.querySelector("span");
    if (icon) icon.textContent = toggleIcon(playing);
  };
  const tick = () => {
    clearTimeout(timer);
    if (!playing) return;
    timer = setTimeout(
      () => {
        state = nextState(state, phrases);
        draw();
        tick();
      },
      delayOf(state, phrases),
    );
  };
  const play = (on: boolean) => {
    if (!on) state = whole(state, phrases);
    playing = on;
    draw();
    tick();
  };

  button.addEventListener("click", () => play(!playing));
  play(!matchMedia("(prefers-reduced-motion: reduce)").matches);
}
