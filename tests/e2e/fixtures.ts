// The `test` of every browser test: its page waits, after goto and reload, until the document is
// hydrated (or runs without JavaScript). Scripts start after the first paint (decision 009), and
// a user story that presses a key at once would otherwise meet the no-JavaScript page.
import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";

export * from "@playwright/test";

/** Resolves once the page's scripts run its document, at once for pages without JavaScript. */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(
    () =>
      !document.documentElement.classList.contains("js") ||
      (window as { __hydrated?: boolean }).__hydrated === true,
    undefined,
    { timeout: 20_000 },
  );
}

export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await waitForHydration(page);
      return response;
    };
    page.reload = async (options) => {
      const response = await reload(options);
      await waitForHydration(page);
      return response;
    };
    await use(page);
  },
});

/** The page runs the React app (false: a visitor's page, the shell's script and its widgets only). */
export const runsTheApp = (page: Page) => page.evaluate(() => "__reactRouterContext" in window);

/** The page has no accessibility violation axe can find. */
export async function axeClean(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const summary = results.violations.map(
    (v) => `${page.url()}: ${v.id} ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
  );
  expect(summary).toEqual([]);
}
