// The scroll animations' observer, without React: the public pages' shell script (islands/shell.ts)
// runs it where the page has no React app, and useReveal (reveal.ts) where it has.
/** SPEC 9 scroll-animation defaults: offset 120 px, duration 400 ms, easing "ease". */
export const REVEAL = { offset: 120, duration: 400, easing: "ease" } as const;

/**
 * Scroll animations for elements marked `data-reveal` (optionally `data-reveal="fade"` for no
 * movement, and `style={{ "--reveal-delay": "100ms" }}` to stagger).
 *
 * Content is never hidden by the server's HTML or by CSS alone: only this script hides an element,
 * and only one that is still below the fold, so nothing already on screen blinks, the largest
 * paint is never delayed, and opacity/transform move no layout. It reveals the element once it
 * is `offset` pixels into the viewport. Skipped entirely when the visitor prefers reduced motion.
 */
export function observeReveals(root: ParentNode = document): () => void {
  if (typeof IntersectionObserver === "undefined") return () => {};
  if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return () => {};

  const show = (el: Element) => el.setAttribute("data-reveal-state", "shown");
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        show(entry.target);
        observer.unobserve(entry.target);
      }
    },
    { rootMargin: `0px 0px -${REVEAL.offset}px 0px` },
  );

  const viewportBottom = window.innerHeight;
  for (const el of root.querySelectorAll("[data-reveal]:not([data-reveal-state])")) {
    const top = el.getBoundingClientRect().top;
    if (top < viewportBottom) {
      // Already visible (or scrolled past): leave it as painted.
      el.setAttribute("data-reveal-state", "static");
      continue;
    }
    el.setAttribute("data-reveal-state", "hidden");
    observer.observe(el);
  }
  return () => observer.disconnect();
}
