import { useLayoutEffect, useRef } from "react";
import { ScrollRestoration, useLocation, useNavigationType } from "react-router";
import { hashId } from "~/lib/document/hash";

const useIsomorphicLayoutEffect = typeof document === "undefined" ? () => {} : useLayoutEffect;

/**
 * Scrolling on navigation (SPEC 2): a new path starts at the top, an address with a hash scrolls
 * smoothly to that element, Back/Forward restore the old position.
 *
 * React Router's <ScrollRestoration> does most of the work (top on a new path, saved positions
 * on Back/Forward); global.css makes the document's scrolling smooth when motion is allowed. This
 * component picks the behaviour per navigation (smooth only when there is a hash to reach, instant
 * otherwise, so a new page never glides up from where the old one was) and scrolls to the hash's
 * element itself, once every section has its real height. Without JavaScript, hash links and first
 * loads with a hash scroll natively.
 */
/**
 * Scrolls `target` to the top of the view. A smooth scroll aims at where the target was when it
 * started; widgets that enhance themselves on a new page can move it meanwhile, so when the glide
 * ends short of or past the target, it lands there.
 */
function scrollToSection(target: HTMLElement, behavior: ScrollBehavior) {
  target.scrollIntoView({ behavior, block: "start" });
  if (behavior !== "smooth") return;
  const started = Date.now();
  addEventListener(
    "scrollend",
    () => {
      if (Date.now() - started > 3000) return; // the visitor has been scrolling themselves
      const margin = Number.parseFloat(getComputedStyle(target).scrollMarginTop) || 0;
      if (Math.abs(target.getBoundingClientRect().top - margin) > 2) {
        target.scrollIntoView({ behavior: "auto", block: "start" });
      }
    },
    { once: true },
  );
}

export function ScrollManager() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const first = useRef(true);

  useIsomorphicLayoutEffect(() => {
    const wasFirst = first.current;
    first.current = false;
    const html = document.documentElement;
    const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    const smooth = !reduce && location.hash.length > 1 && navigationType !== "POP";
    html.style.scrollBehavior = smooth ? "smooth" : "auto";
    const target = location.hash.length > 1 ? document.getElementById(hashId(location.hash)) : null;
    if (!target) return;
    // Sections off screen skip layout (content-visibility, home/section.css), so their heights are
    // guesses until drawn, and a scroll through them would miss its target as they are drawn.
    // Going to a section lays out all of them first, then scrolls to it by their real heights.
    html.classList.add("lay-out-all");
    const behavior = reduce ? "auto" : "smooth";
    if (wasFirst) {
      // First load: the browser has jumped to the element while parsing, before the header and
      // images settled; make sure the element really is in view.
      requestAnimationFrame(() => scrollToSection(target, behavior));
    } else if (navigationType !== "POP") {
      scrollToSection(target, behavior);
    }
  }, [location, navigationType]);

  return <ScrollRestoration />;
}
