// Staff add notices and visitors find them: the home page keeps the latest five (pinned first)
// and sends to "All notices"; the archive pages twenty at a time with "Newer" and "Older", with
// and without JavaScript; the feed carries the newest twenty.
import { readRss } from "../support/rss";
import { asVisitor, signIn, tag } from "./content-helpers";
import { expect, type Page, test } from "./fixtures";

const SAMPLE_PINNED = "Applications open for the 2027 spring incubation cohort";

/** Adds a notice through the dashboard's form handler, as the form posts it. */
async function addNotice(page: Page, title: string, date: string) {
  const response = await page.request.post("/admin-dashboard/notices", {
    form: { intent: "create", title, date, url: "" },
    maxRedirects: 0,
  });
  expect(response.status(), await response.text()).toBeLessThan(400);
}

test("Staff add 21 notices; visitors page through them in the archive and the feed", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const t = tag();
  // Dated far ahead, so they are the newest whatever other stories add meanwhile.
  const titles = Array.from({ length: 21 }, (_, i) => `Cohort notice ${t} ${i + 1}`);
  await signIn(page);
  for (const [i, title] of titles.entries())
    await addNotice(page, title, `2040-01-${String(i + 1).padStart(2, "0")}`);
  const newestFirst = [...titles].reverse();

  await asVisitor(browser, async (visitor) => {
    await visitor.goto("/");
    const home = visitor.locator(".notices-list li");
    await expect(home).toHaveCount(5);
    await expect(home.first()).toContainText(SAMPLE_PINNED);
    await expect(home.nth(1)).toContainText(newestFirst[0]);
    await expect(home.nth(1).locator("time")).toHaveText("21/01/2040");

    await visitor.locator("#home").getByRole("link", { name: "All notices" }).click();
    await expect(visitor).toHaveURL(/\/notices$/);
    const items = visitor.locator(".notice-archive li");
    await expect(items).toHaveCount(20);
    await expect(items.first()).toContainText(newestFirst[0]);
    await expect(items.last()).toContainText(newestFirst[19]);
    const pages = visitor.getByRole("navigation", { name: "Notice pages" });
    await expect(pages.getByRole("link", { name: "Newer" })).toHaveCount(0);
    await pages.getByRole("link", { name: "Older" }).click();
    await expect(visitor).toHaveURL(/\/notices\?page=2#archive$/);
    await expect(items.first()).toContainText(newestFirst[20]);
    await expect(items.first().locator("time")).toHaveText("01/01/2040");
    await expect(pages.getByText(/^Page 2 of \d+$/)).toBeVisible();
    await pages.getByRole("link", { name: "Newer" }).click();
    await expect(visitor).toHaveURL(/\/notices#archive$/);
    await expect(items.first()).toContainText(newestFirst[0]);
  });

  const context = await browser.newContext({ javaScriptEnabled: false });
  const plain = await context.newPage();
  await plain.goto("/notices");
  await plain.getByRole("link", { name: "Older" }).click();
  await expect(plain).toHaveURL(/\/notices\?page=2#archive$/);
  await expect(plain.locator(".notice-archive li").first()).toContainText(newestFirst[20]);
  await plain.getByRole("link", { name: "Newer" }).click();
  await expect(plain).toHaveURL(/\/notices#archive$/);
  await context.close();

  const feed = readRss(await (await page.request.get("/notices.xml")).text());
  expect(feed.items.map((i) => i.title)).toEqual(newestFirst.slice(0, 20));
  expect(feed.items[0].pubDate).toMatch(/^Sat, 21 Jan 2040 00:00:00 [+-]\d{4}$/);
});
