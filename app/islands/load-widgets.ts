// The page's own widgets on a page without the React app (decision 042): an element marked
// `data-island="name"` is enhanced by `app/islands/widgets/name.ts`, whose default export takes the
// element. Vite splits each widget into its own file, so a page downloads only the widgets it has.
// One on screen when the page opens loads at once; the others load when they come near the
// viewport or when the browser is idle, whichever is first.

export type Widget = (root: HTMLElement) => void;
type Loader = () => Promise<{ default: Widget }>;

const loaders = import.meta.glob<{ default: Widget }>("./widgets/*.ts");
const loaderOf = (name: string): Loader | undefined => loaders[`./widgets/${name}.ts`];

/** How far below the viewport a widget starts loading, so it is ready when it scrolls in. */
const NEAR = "0px 0px 600px 0px";

async function enhance(el: HTMLElement, load: Loader) {
  try {
    (await load()).default(el);
    el.dataset.islandState = "ready";
  } catch (error) {
    // The server's HTML still works: the widget stays as it was rendered.
    el.dataset.islandState = "failed";
    console.error(`island ${el.dataset.island}`, error);
  }
}

/** Starts every widget of the page; resolves once each has run (or failed). */
export function loadWidgets(root: ParentNode = document): Promise<void> {
  const started = new Map<HTMLElement, Promise<void>>();
  const start = (el: HTMLElement) => {
    const load = loaderOf(el.dataset.island ?? "");
    if (!started.has(el)) started.set(el, load ? enhance(el, load) : Promise.resolve());
    return started.get(el) as Promise<void>;
  };
  const elements = [...root.querySelectorAll<HTMLElement>("[data-island]")];
  if (elements.length === 0) return Promise.resolve();
  const near =
    typeof IntersectionObserver === "undefined"
      ? null
      : new IntersectionObserver(
          (entries) => {
            for (const entry of entries) {
              if (!entry.isIntersecting) continue;
              near?.unobserve(entry.target);
              start(entry.target as HTMLElement);
            }
          },
          { rootMargin: NEAR },
        );
  const idle = (go: () => void) =>
    "requestIdleCallback" in window
      ? requestIdleCallback(go, { timeout: 2000 })
      : setTimeout(go, 200);
  return new Promise((resolve) => {
    for (const el of elements) near?.observe(el);
    idle(() => {
      near?.disconnect();
      Promise.all(elements.map(start)).then(() => resolve());
    });
  });
}
