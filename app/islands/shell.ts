// The public pages' shell without React (issue 27): what the header, its menus and the text size
// controls do in a visitor's browser on a page that needs no React app (root.tsx decides, decision
// 042). The server's HTML is the whole page and works without this; this adds what the React
// components add once hydrated, with the same rules (site-header.tsx, mobile-menu.tsx,
// display-controls.tsx, reveal.ts). Built on its own (scripts/build-islands.ts), a few KB.
import { applyDisplay, changeDisplay, displayOfCookies } from "~/lib/display";
import { observeReveals } from "~/lib/document/reveal-observer";
import { loadWidgets } from "./load-widgets";

/** SPEC 9: past this many pixels of scrolling the header shrinks (site-header.tsx). */
const HEADER_SCROLL_THRESHOLD = 150;
/** Below this width the header shows the menu button (mobile-menu.tsx). */
const DESKTOP_QUERY = "(min-width: 80rem)";

function headerShrinks(header: HTMLElement) {
  const update = () => {
    const past = window.scrollY > HEADER_SCROLL_THRESHOLD;
    header.classList.toggle("is-scrolled", past);
    header.dataset.scrolled = String(past);
  };
  update();
  window.addEventListener("scroll", update, { passive: true });
}

/** The <details> dropdowns: Escape, a click elsewhere, or opening another closes one. */
function dropdowns(nav: HTMLElement) {
  const openOnes = () => [...nav.querySelectorAll<HTMLDetailsElement>("details[open]")];
  const closeAll = () => {
    for (const d of openOnes()) d.open = false;
  };
  document.addEventListener("pointerdown", (e) => {
    for (const d of openOnes()) if (!d.contains(e.target as Node)) d.open = false;
  });
  nav.addEventListener("keydown", (e) => {
    if (e.key !== "Escape") return;
    for (const d of openOnes()) {
      d.open = false;
      d.querySelector("summary")?.focus();
    }
  });
  nav.addEventListener(
    "toggle",
    (e) => {
      const opened = e.target as HTMLDetailsElement;
      if (opened.open) for (const d of openOnes()) if (d !== opened) d.open = false;
    },
    true,
  );
  nav.addEventListener("focusout", (e) => {
    const next = e.relatedTarget as Node | null;
    for (const d of openOnes()) if (next && !d.contains(next) && nav.contains(next)) d.open = false;
  });
  window.addEventListener("hashchange", closeAll);
}

/** The small-screen menu: a modal <dialog> (focus inside, page inert, Escape closes). */
function mobileMenu(button: HTMLButtonElement, dialog: HTMLDialogElement) {
  const setOpen = (open: boolean) => {
    button.setAttribute("aria-expanded", String(open));
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  };
  button.addEventListener("click", () => setOpen(true));
  dialog.querySelector(".menu-close")?.addEventListener("click", () => setOpen(false));
  dialog.addEventListener("close", () => {
    button.setAttribute("aria-expanded", "false");
    button.focus();
  });
  // A click on the backdrop (the dialog box itself) or on any link closes the menu.
  dialog.addEventListener("click", (e) => {
    const target = e.target as HTMLElement;
    if (target === dialog || target.closest("a")) setOpen(false);
  });
  // Growing past the breakpoint hides the dialog; a hidden modal would leave the page inert.
  const wide = window.matchMedia(DESKTOP_QUERY);
  wide.addEventListener("change", () => wide.matches && setOpen(false));
}

/** A−, A, A+ and contrast apply at once: the cookie the server reads, the attributes it renders. */
function displayControls(form: HTMLFormElement) {
  let current = displayOfCookies(document.cookie);
  form.addEventListener("submit", (e) => {
    const button = e.submitter as HTMLButtonElement | null;
    const next = button && changeDisplay(current, button.name, button.value);
    if (!next) return;
    e.preventDefault();
    applyDisplay(next);
    const contrast = form.querySelector<HTMLButtonElement>('button[name="contrast"]');
    if (contrast) {
      contrast.value = next.contrast ? "normal" : "high";
      contrast.setAttribute("aria-pressed", String(next.contrast));
    }
    current = next;
  });
}

const header = document.querySelector<HTMLElement>(".site-header");
if (header) headerShrinks(header);
const nav = document.querySelector<HTMLElement>(".site-nav");
if (nav) dropdowns(nav);
const toggle = document.querySelector<HTMLButtonElement>(".menu-toggle");
const dialog = document.querySelector<HTMLDialogElement>("#mobile-menu");
if (toggle && dialog) mobileMenu(toggle, dialog);
const display = document.querySelector<HTMLFormElement>("form.display-controls");
if (display) displayControls(display);
observeReveals();
// The browser tests wait for this before they use what needs a script (tests/e2e/fixtures.ts),
// as they wait for React's hydration on the other pages: here, for the page's widgets too.
loadWidgets().then(() => {
  (window as { __hydrated?: boolean }).__hydrated = true;
});
