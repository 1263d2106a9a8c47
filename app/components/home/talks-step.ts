// One step of the talks slider (talks-slider.tsx, and app/islands/widgets/talks-slider.ts on a
// page without the React app): the list scrolls by one speaker, and past either end it wraps.

/** Scrolls `list` one slide left (`step` -1) or right (1), wrapping round at either end. */
export function stepTalks(list: HTMLElement, step: number) {
  const first = list.firstElementChild as HTMLElement | null;
  if (!first || !step) return;
  const max = list.scrollWidth - list.clientWidth;
  const stride = first.offsetWidth + Number.parseFloat(getComputedStyle(list).columnGap || "0");
  // The first and last speakers snap a few pixels from either end (the list's padding): within
  // half a step of an end counts as being there.
  let left = list.scrollLeft + step * stride;
  if (step > 0 && list.scrollLeft >= max - stride / 2) left = 0;
  else if (step < 0 && list.scrollLeft <= stride / 2) left = max;
  list.scrollTo({ left });
}
