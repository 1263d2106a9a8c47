// Visitors reading the notices beyond the home page: the archive at /notices, with and without
// JavaScript, and its RSS feed. Read-only: the seeded sample is what these pages show (other
// stories may add notices meanwhile, so the checks are about order and shape, not counts).
import AxeBuilder from "@axe-core/playwright";
import { readRss } from "../support/rss";
import { expect, type Page, test } from "./fixtures";

const SAMPLE_PINNED = "Applications open for the 2027 spring incubation cohort";
const SAMPLE_OLDEST = "Results of the October idea screening";

/** The archive's dates in the order it lists them, as YYYY-MM-DD. */
async function listedDays(page: Page) {
  const dates = await page.locator(".notice-archive time").allTextContents();
  for (const date of dates) expect(date).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
  return dates.map((d) => d.split("/").reverse().join("-"));
}

test("Visitors follow “All notices” from the home page to every notice, newest first, with its date", async ({
  page,
}) => {
  await page.goto("/");
  await expect(page.locator(".notices-list li")).toHaveCount(5);
  await page.locator("#home").getByRole("link", { name: "All notices" }).click();
  await expect(page).toHaveURL(/\/notices$/);
  await expect(page).toHaveTitle(/^Notices \| /);
  await expect(page.getByRole("heading", { level: 1, name: "All notices" })).toBeVisible();
  const days = await listedDays(page);
  expect(days).toEqual([...days].sort().reverse());
  const items = page.locator(".notice-archive li");
  await expect(items.filter({ hasText: SAMPLE_OLDEST })).toHaveCount(1);
  // Notices with an address open it in a new tab, as on the home page.
  const link = items.getByRole("link", { name: new RegExp(`^${SAMPLE_PINNED}`) });
  await expect(link).toHaveAttribute("href", "/#idea");
  await expect(link).toHaveAttribute("target", "_blank");
  // Its own page (its text, link and PDF) is one "Details" away.
  const details = items.getByRole("link", { name: `Details of “${SAMPLE_PINNED}”` });
  await details.click();
  await expect(page).toHaveURL(/\/notices\/\d+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(SAMPLE_PINNED);
});

test("The archive reads without JavaScript, and a page past the end says so with a 404", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const response = await page.goto("/notices");
  expect(response?.status()).toBe(200);
  await expect(page.locator(".notice-archive li").first()).toBeVisible();
  await expect(page.locator(".notice-archive li").filter({ hasText: SAMPLE_OLDEST })).toHaveText(
    /^\d{2}\/\d{2}\/\d{4}/,
  );
  const past = await page.goto("/notices?page=40");
  expect(past?.status()).toBe(404);
  await expect(
    page.getByText(/^There is no page 40 of notices: the archive has \d+ pages?\./),
  ).toBeVisible();
  await page.getByRole("link", { name: "See the newest notices" }).click();
  await expect(page).toHaveURL(/\/notices#archive$/);
  // Nonsense in ?page= is the first page, not an error.
  expect((await page.goto("/notices?page=abc"))?.status()).toBe(200);
  await context.close();
});

test("The archive and its missing pages have no axe violations", async ({ page }) => {
  for (const path of ["/notices", "/notices?page=40"]) {
    await page.goto(path);
    const results = await new AxeBuilder({ page }).analyze();
    expect(
      results.violations.map((v) => `${path}: ${v.id} ${v.nodes.map((n) => n.target).join(" ")}`),
    ).toEqual([]);
  }
});

test("Feed readers find a valid RSS 2.0 feed from the home page and the archive", async ({
  page,
  request,
}) => {
  for (const path of ["/", "/notices"]) {
    await page.goto(path);
    const alternate = page.locator('head link[rel="alternate"][type="application/rss+xml"]');
    await expect(alternate, path).toHaveAttribute("href", /^https?:\/\/[^/]+\/notices\.xml$/);
  }
  const response = await request.get("/notices.xml");
  expect(response.headers()["content-type"]).toBe("application/rss+xml; charset=utf-8");
  const feed = readRss(await response.text());
  expect(feed.items.length).toBeGreaterThanOrEqual(5);
  expect(feed.items.map((i) => i.title)).toContain(SAMPLE_PINNED);
  // Each item is the notice's own page, absolute for readers away from the site.
  const pinned = feed.items.find((i) => i.title === SAMPLE_PINNED);
  expect(pinned?.link).toMatch(new RegExp(`^${new URL(feed.link).origin}/notices/\\d+$`));
});
