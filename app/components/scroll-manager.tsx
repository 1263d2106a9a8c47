import { useLayoutEffect, useRef } from "react";
import { ScrollRestoration, useLocation, useNavigationType } from "react-router";

const useIsomorphicLayoutEffect = typeof document === "undefined" ? () => {} : useLayoutEffect;

/**
 * Scrolling on navigation (SPEC 2): a new path starts at the top, an address with a hash scrolls
 * smoothly to that element, Back/Forward restore the old position.
 *
 * React Router's <ScrollRestoration> does the work (top on a new path, the hash element, saved
 * positions on Back/Forward, all in a layout effect); global.css makes the document's scrolling
 * smooth when motion is allowed. This component runs its layout effect just before it and picks
 * the behaviour per navigation: smooth only when there is a hash to reach, instant otherwise, so
 * a new page never glides up from where the old one was. Without JavaScript, hash links and
 * first loads with a hash scroll natively (smoothly where the browser supports it).
 */
export function ScrollManager({ nonce }: { nonce?: string }) {
  const location = useLocation();
  const navigationType = useNavigationType();
  const first = useRef(true);

  useIsomorphicLayoutEffect(() => {
    const html = document.documentElement;
    const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    const smooth = !reduce && location.hash.length > 1 && navigationType !== "POP";
    html.style.scrollBehavior = smooth ? "smooth" : "auto";

    // First load with a hash: the browser has jumped to the element while parsing, before the
    // header and images settled; make sure the element really is in view (smoothly).
    if (first.current) {
      first.current = false;
      if (location.hash.length > 1) {
        const el = document.getElementById(decodeURIComponent(location.hash.slice(1)));
        if (el) {
          requestAnimationFrame(() =>
            el.scrollIntoView({ behavior: reduce ? "auto" : "smooth", block: "start" }),
          );
        }
      }
    }
  }, [location, navigationType]);

  return <ScrollRestoration nonce={nonce} />;
}
