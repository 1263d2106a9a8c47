import { useLayoutEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { hashId } from "~/lib/document/hash";

const useIsomorphicLayoutEffect = typeof document === "undefined" ? () => {} : useLayoutEffect;

/**
 * Where a page navigation leaves the keyboard and the screen reader (SPEC 2 leaves this to the
 * browser; the UX review found focus left on the clicked link, so the next Tab went on from the
 * footer of the new page, and nothing said the page had changed).
 *
 * After a client-side navigation to another path, focus moves to the new page's main heading
 * (its <h1>), or to the section an address's hash names (its heading), or to <main> when there
 * is no heading; never on the first load, nor for a hash or query change within one page (the
 * skip link, "Back to top", the inbox's search keep their native behaviour). `preventScroll`: the
 * scroll is ScrollManager's (a new page at the top, a hash's section glided to).
 *
 * The announcement is the focused heading itself: screen readers read a newly focused element
 * ("Student Team, heading level 1"), and that is the most reliable way to be heard (a live region
 * updated while focus moves is often cut off by the focus announcement). A live region with the
 * page title as well would say the page twice, so the polite region below speaks only when focus
 * had to fall back to <main>, whose own announcement names no page (every page has an <h1> today;
this is the net for one that does not).
 *
 * The focused heading shows no ring after a mouse click: global.css draws outlines only for
 * :focus-visible, which a script's focus inherits from the element that had focus before (a
 * clicked link has none; a link followed with Enter does, and keyboard users see where they are).
 */
export function RouteFocus() {
  const { pathname, hash } = useLocation();
  const shownPath = useRef<string | null>(null);
  const [announcement, setAnnouncement] = useState("");

  useIsomorphicLayoutEffect(() => {
    const before = shownPath.current;
    shownPath.current = pathname;
    if (before === null || before === pathname) return;
    const main = document.getElementById("main");
    if (!main) return;
    const section = hash.length > 1 ? document.getElementById(hashId(hash)) : null;
    const target =
      section?.querySelector<HTMLElement>("h1, h2, h3") ??
      section ??
      main.querySelector<HTMLElement>("h1") ??
      main;
    if (!target.hasAttribute("tabindex")) {
      // Focusable by script only (not a Tab stop), and only until focus moves on.
      target.setAttribute("tabindex", "-1");
      target.addEventListener("blur", () => target.removeAttribute("tabindex"), { once: true });
    }
    target.focus({ preventScroll: true });
    setAnnouncement(target === main ? document.title : "");
  }, [pathname, hash]);

  return (
    // A live region without role="status": pages keep that role for their own messages.
    <div id="route-announcer" className="visually-hidden" aria-live="polite" aria-atomic="true">
      {announcement}
    </div>
  );
}
