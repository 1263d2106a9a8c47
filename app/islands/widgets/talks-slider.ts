// The talks slider on a page without the React app (decision 042), as talks-slider.tsx: its
// buttons and the arrow keys (on the focused list) step one speaker at a time, wrapping round.
import { arrowStep } from "~/components/home/carousel-config";
import { stepTalks } from "~/components/home/talks-step";

export default function talksSlider(root: HTMLElement) {
  const list = root.querySelector<HTMLElement>(".talks-list");
  if (!list) return;
  for (const button of root.querySelectorAll<HTMLButtonElement>(".talks-nav [data-step]"))
    button.addEventListener("click", () => stepTalks(list, Number(button.dataset.step)));
  list.addEventListener("keydown", (e) => {
    const step = arrowStep(e.key);
    if (!step) return;
    e.preventDefault();
    stepTalks(list, step);
  });
}
