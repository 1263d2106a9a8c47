// What JavaScript each public page makes a visitor download before they touch anything (issue 27):
// a phone (390 px) with a cold cache, in English and Hindi, until the network is idle (the
// page's modules start after its first paint, decision 009). Counted as the browser received it
// (brotli, as the site sends its assets), every script response of the page's own origin.
// Every public page goes without the React app for a visitor (decision 042): one whose only script
// is the shell's may download 3 KB, one with widgets of its own (islands) 10 KB, as issue 27 asks.
import { localize } from "~/lib/i18n/lang";
import { PUBLIC_PAGES } from "~/lib/public-pages";
import { expect, test } from "./fixtures";

const SHELL_ONLY_KB = 3;
const BUDGET_KB = 10;
const isShell = (url: string) => /\/assets\/islands\/shell-[\w-]+\.js$/.test(url);

test("No public page downloads more JavaScript than the budget before it is touched", async ({
  browser,
  baseURL,
}) => {
  const pages = [...PUBLIC_PAGES, ...PUBLIC_PAGES.map((p) => localize(p, "hi"))];
  // About 1.5 s a page here; a CI run on a machine at a fraction of its speed ran out of 480 s
  // for the 44, more than 10 s a page.
  test.setTimeout(pages.length * 20_000);
  const figures: { path: string; kb: number; files: number; budget: number }[] = [];
  for (const path of pages) {
    const context = await browser.newContext({
      baseURL,
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    const scripts: Promise<number>[] = [];
    const urls: string[] = [];
    page.on("requestfinished", (request) => {
      if (request.resourceType() !== "script") return;
      urls.push(request.url());
      scripts.push(request.sizes().then((s) => s.responseBodySize));
    });
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    // A script that finishes after the idle (an island started at idle) would otherwise ask for
    // its sizes once the context below is closed, and fail the run with that rejection.
    page.removeAllListeners("requestfinished");
    const bytes = (await Promise.all(scripts)).reduce((n, b) => n + b, 0);
    const budget = urls.every(isShell) ? SHELL_ONLY_KB : BUDGET_KB;
    figures.push({ path, kb: Math.round((bytes / 1024) * 10) / 10, files: scripts.length, budget });
    await context.close();
  }
  console.log(figures.map((f) => `${f.kb} KB in ${f.files} files  ${f.path}`).join("\n"));
  const over = figures
    .filter((f) => f.kb > f.budget)
    .map((f) => `${f.path}: ${f.kb} KB (budget ${f.budget} KB)`);
  expect(over, "pages over their JavaScript budget").toEqual([]);
  // A page that loads no script at all would mean this measured nothing.
  expect(Math.min(...figures.map((f) => f.files))).toBeGreaterThan(0);
});
