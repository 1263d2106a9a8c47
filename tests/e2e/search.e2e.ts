// Visitors search the site from the header or /search, in English or Hindi, with or without
// JavaScript; matches are marked and grouped by kind. Reads the seeded sample only.
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./fixtures";

test("A visitor searches from the header and lands on grouped, marked results", async ({
  page,
}) => {
  await page.goto("/timeline");
  await page.locator(".nav-search summary").click();
  await page.getByRole("searchbox", { name: "Search the site" }).fill("patna");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/search\?q=patna$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Search the site");
  await expect(page.getByRole("searchbox", { name: "Search for" })).toHaveValue("patna");
  const startups = page.getByRole("region", { name: /^Startups \(\d+\)$/ });
  await expect(startups).toBeVisible();
  expect(await startups.locator("mark").count()).toBeGreaterThan(0);
  for (const text of await page.locator("main mark").allInnerTexts())
    expect(text.toLowerCase()).toBe("patna");
  // A result leads to its page.
  await startups.getByRole("link").first().click();
  await expect(page).toHaveURL(/\/startups\/[\w-]+$/);

  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations).toEqual([]);
});

test("Hindi words find Hindi text, marked as Hindi; nothing found says so", async ({ page }) => {
  await page.goto(`/search?q=${encodeURIComponent("मिट्टी")}`);
  const excerpt = page.locator("main .search__excerpt[lang='hi']").first();
  await expect(excerpt.locator("mark").first()).toHaveText("मिट्टी");
  await page.goto("/search?q=zzqqxx");
  await expect(page.getByRole("status")).toHaveText(
    "Nothing on the site matches “zzqqxx”. Try fewer or other words.",
  );
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations).toEqual([]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("the header's search opens and the form answers", async ({ page }) => {
    await page.goto("/professor");
    await page.locator(".nav-search summary").click();
    await page.getByRole("searchbox", { name: "Search the site" }).fill("makhana");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(/\/search\?q=makhana$/);
    await expect(page.getByRole("region", { name: "Startups (1)" })).toContainText("Makhana");
  });
});

test("the search page may be indexed, its results may not", async ({ page }) => {
  await page.goto("/search");
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/search$/);
  await page.goto("/search?q=solar");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
});
