// The gallery grid's photo viewer on a page without the React app (decision 042): what
// components/lightbox.tsx does in the app, built from the grid's own markup. The grid
// (gallery-grid.tsx, `data-island="lightbox"`) carries the dialog's words in the page's language;
// each photo's link carries its full-size address (where it opens without a script), its picture
// and its caption. A modal <dialog>: focus inside, the page inert, Escape and the backdrop close
// it, Left/Right (and the buttons) move through the photos, closing hands focus back to the photo.
import { fillLabel, stepIndex } from "~/components/lightbox-rules";

type Parts = {
  dialog: HTMLDialogElement;
  figure: HTMLElement;
  caption: HTMLElement;
  count: HTMLElement;
  close: HTMLButtonElement;
  full: HTMLAnchorElement;
};

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className?: string,
  text?: string,
): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  if (className) el.className = className;
  if (text) el.textContent = text;
  return el;
}

/** A round button: the glyph for the eye, the words for everyone else (as lightbox.tsx). */
function button(className: string, glyph: string, words: string, onClick: () => void) {
  const b = element("button", className);
  b.type = "button";
  const shown = element("span", undefined, glyph);
  shown.setAttribute("aria-hidden", "true");
  b.append(shown, element("span", "visually-hidden", words));
  b.addEventListener("click", onClick);
  return b;
}

export default function lightbox(grid: HTMLElement) {
  const links = [...grid.querySelectorAll<HTMLAnchorElement>("a.gallery-grid__open")];
  const words = grid.dataset;
  const total = links.length;
  let parts: Parts | null = null;
  let index = 0;
  let opener: HTMLElement | null = null;
  /** The picture the viewer shows now. */
  let shown: HTMLElement | null = null;

  const show = (i: number) => {
    if (!parts) return;
    index = i;
    const link = links[i];
    const { dialog, figure, caption, count, full } = parts;
    dialog.setAttribute("aria-label", fillLabel(words.label ?? "", i, total));
    // The thumbnail's picture, every width of it, drawn across the screen at once.
    const thumb = link.querySelector("picture") ?? link.querySelector("img");
    const picture = thumb?.cloneNode(true) as HTMLElement | undefined;
    if (picture) {
      for (const el of [picture, ...picture.querySelectorAll("source, img")])
        if (el.hasAttribute("sizes")) el.setAttribute("sizes", "100vw");
      const img = picture instanceof HTMLImageElement ? picture : picture.querySelector("img");
      img?.setAttribute("loading", "eager");
      img?.setAttribute("fetchpriority", "high");
    }
    shown?.remove();
    shown = picture ?? null;
    if (picture) figure.prepend(picture);
    caption.textContent = link.dataset.caption ?? link.querySelector("img")?.alt ?? "";
    const lang = link.dataset.captionLang;
    if (lang) caption.lang = lang;
    else caption.removeAttribute("lang");
    count.textContent = `${i + 1} / ${total}`;
    // A stored image has its full-size file to offer; a built-in one is the file itself.
    full.hidden = !link.querySelector("picture");
    full.setAttribute("href", link.getAttribute("href") ?? "");
  };

  const close = () => parts?.dialog.open && parts.dialog.close();
  const step = (delta: number) => show(stepIndex(index, delta, total));

  const build = (): Parts => {
    const dialog = element("dialog", "lightbox");
    const figure = element("figure", "lightbox-figure");
    const caption = element("span");
    const count = element("span", "lightbox-count");
    const figcaption = element("figcaption");
    figcaption.append(caption, count);
    figure.append(figcaption);
    const closeButton = button("lightbox-close", "×", words.close ?? "", close);
    const full = element("a", "lightbox-full", words.full);
    dialog.append(
      figure,
      button("lightbox-prev", "‹", words.previous ?? "", () => step(-1)),
      button("lightbox-next", "›", words.next ?? "", () => step(1)),
      closeButton,
      full,
    );
    dialog.addEventListener("keydown", (e) => {
      if (e.key === "ArrowRight") step(1);
      else if (e.key === "ArrowLeft") step(-1);
      else return;
      e.preventDefault();
    });
    // A click on the backdrop (the dialog element itself) closes it.
    dialog.addEventListener("click", (e) => e.target === dialog && close());
    // Escape closes it natively; however it closed, focus goes back to the photo.
    dialog.addEventListener("close", () => {
      opener?.focus();
      opener = null;
    });
    grid.after(dialog);
    return { dialog, figure, caption, count, close: closeButton, full };
  };

  grid.addEventListener("click", (e) => {
    const link = (e.target as Element).closest?.<HTMLAnchorElement>("a.gallery-grid__open");
    const i = link ? links.indexOf(link) : -1;
    if (i < 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
    e.preventDefault();
    parts ??= build();
    opener = link;
    show(i);
    if (!parts.dialog.open) parts.dialog.showModal();
    parts.close.focus();
  });
}
