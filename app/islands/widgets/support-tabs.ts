// The support tabs on a page without the React app (decision 042), as support-tabs.tsx: click or
// arrows, Home and End pick a tab (automatic activation), and only its panel shows. Before this
// runs the first panel shows (the root's `js` class hides the others), as the server rendered it.
import { tabAfterKey } from "~/components/home/tab-keys";

export default function supportTabs(root: HTMLElement) {
  const tabs = [...root.querySelectorAll<HTMLButtonElement>('[role="tab"]')];
  const panelOf = (tab: HTMLElement) =>
    document.getElementById(tab.getAttribute("aria-controls") ?? "");
  let active = Math.max(
    0,
    tabs.findIndex((tab) => tab.getAttribute("aria-selected") === "true"),
  );

  const select = (next: number) => {
    active = next;
    tabs.forEach((tab, i) => {
      const on = i === next;
      tab.setAttribute("aria-selected", String(on));
      tab.tabIndex = on ? 0 : -1;
      const panel = panelOf(tab);
      if (!panel) return;
      panel.hidden = !on;
      panel.toggleAttribute("data-active", on);
    });
  };

  tabs.forEach((tab, i) => {
    tab.addEventListener("click", () => select(i));
  });
  root.querySelector('[role="tablist"]')?.addEventListener("keydown", (e) => {
    const event = e as KeyboardEvent;
    const next = tabAfterKey(event.key, active, tabs.length);
    if (next === null) return;
    event.preventDefault();
    select(next);
    tabs[next]?.focus();
  });
  select(active);
}
