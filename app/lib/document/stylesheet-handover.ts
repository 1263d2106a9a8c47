import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

/**
 * The server inlines a document's stylesheets and disables their links, which are then not even
 * fetched (app/.server/http/document-html.ts). On the first client navigation, React Router
 * starts managing the page's stylesheets by their links: each link is enabled and, once loaded,
 * takes over from its inline copy, and the copy of a stylesheet the new page no longer links goes.
 * Not before: swapping identical rules makes the browser restyle and repaint the whole page, for
 * nothing, while it is loading.
 */
export function handOverStylesheets() {
  for (const style of document.querySelectorAll<HTMLStyleElement>("style[data-href]")) {
    const href = style.dataset.href ?? "";
    const link = document.querySelector<HTMLLinkElement>(
      `link[data-inlined][href="${CSS.escape(href)}"]`,
    );
    if (!link) {
      style.remove();
      continue;
    }
    const swap = () => {
      link.removeAttribute("data-inlined");
      style.remove();
    };
    // The inline copy stays until the link has loaded: identical rules, so nothing flashes.
    link.addEventListener("load", swap, { once: true });
    link.disabled = false;
  }
}

/** Calls handOverStylesheets once, after the first client navigation has rendered. */
export function useStylesheetHandover() {
  const { pathname } = useLocation();
  const first = useRef(pathname);
  useEffect(() => {
    if (pathname !== first.current && document.querySelector("style[data-href]")) {
      handOverStylesheets();
    }
  }, [pathname]);
}
