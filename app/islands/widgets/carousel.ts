// The incubations carousel on a page without the React app (decision 042), as carousel.tsx:
// autoplay every 3 s that carries on after the visitor's own steps, Pause/Play (words from
// `data-pause`/`data-play`), still under reduced motion, arrow keys, slides out of view inert, and
// autoplay held while focus is in a slide. Where a slide sits is carousel-config.ts's rule.
import { arrowStep, CAROUSEL, layoutAt, slidePlace, wrap } from "~/components/home/carousel-config";

export default function carousel(root: HTMLElement) {
  const track = root.querySelector<HTMLElement>(".cf-track");
  const slides = [...root.querySelectorAll<HTMLElement>(".cf-slide")];
  const play = root.querySelector<HTMLButtonElement>(".cf-play");
  const count = root.querySelector<HTMLElement>(".cf-count");
  const n = slides.length;
  if (!track || !play || n === 0) return;
  let active = 0;
  let playing = !matchMedia("(prefers-reduced-motion: reduce)").matches;
  let focusInside = false;
  let perView = layoutAt(innerWidth).slidesPerView;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const draw = () => {
    slides.forEach((slide, i) => {
      const place = slidePlace(i, active, n, perView);
      slide.style.setProperty("--o", String(place.offset));
      slide.style.setProperty("--a", String(place.away));
      slide.style.zIndex = String(place.zIndex);
      slide.toggleAttribute("data-active", place.active);
      slide.toggleAttribute("data-far", place.far);
      slide.inert = place.inert;
    });
    if (count) count.textContent = `${active + 1} / ${n}`;
    play.textContent = (playing ? root.dataset.pause : root.dataset.play) ?? "";
    play.dataset.playing = String(playing);
    track.setAttribute("aria-live", playing && !focusInside ? "off" : "polite");
    // Any change restarts the delay: autoplay carries on after the visitor's step.
    clearTimeout(timer);
    if (playing && !focusInside && n > 1) timer = setTimeout(() => go(1), CAROUSEL.autoplayDelayMs);
  };
  const go = (step: number) => {
    active = wrap(active + step, n);
    draw();
  };

  root.addEventListener("click", (e) => {
    const button = (e.target as Element).closest<HTMLButtonElement>("button");
    if (!button) return;
    if (button === play) {
      playing = !playing;
      draw();
    } else if (button.dataset.step) go(Number(button.dataset.step));
  });
  root.addEventListener("keydown", (e) => {
    const step = arrowStep(e.key);
    if (!step) return;
    e.preventDefault();
    go(step);
  });
  // Focus on a slide holds autoplay; focus on the controls does not.
  const hold = (inside: boolean) => {
    if (inside === focusInside) return;
    focusInside = inside;
    draw();
  };
  root.addEventListener("focusin", (e) =>
    hold(Boolean((e.target as Element).closest(".cf-track"))),
  );
  root.addEventListener("focusout", (e) => {
    if (!root.contains(e.relatedTarget as Node | null)) hold(false);
  });
  addEventListener("resize", () => {
    const next = layoutAt(innerWidth).slidesPerView;
    if (next === perView) return;
    perView = next;
    draw();
  });
  draw();
}
