import { expect, test } from "./fixtures";

// A Hindi reader walks the standard pages (GIGW 3.0): from the footer of a Hindi page, through
// the pages' own links, and across to English and back, never dropped out of Hindi by a link.

test("A Hindi reader goes from the footer through the policies and stays in Hindi", async ({
  page,
}) => {
  await page.goto("/hi");
  const footerRow = page.getByRole("navigation", { name: "इस वेबसाइट के बारे में" });
  await footerRow.getByRole("link", { name: "उपयोग की शर्तें" }).click();
  await expect(page).toHaveURL(/\/hi\/terms$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 2 }).first()).toHaveText("इस पेज पर");
  await expect(main.getByRole("heading", { name: "साइट का सही इस्तेमाल" })).toBeVisible();

  // Every link of the text to a page of the site keeps the reader in Hindi.
  const internal = await main
    .locator('a[href^="/"]')
    .evaluateAll((as) => as.map((a) => a.getAttribute("href") ?? ""));
  expect(internal.length).toBeGreaterThan(3);
  for (const href of internal) expect(href, href).toMatch(/^\/hi\//);

  await main.getByRole("link", { name: "कॉपीराइट नीति" }).click();
  await expect(page).toHaveURL(/\/hi\/copyright-policy$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("कॉपीराइट नीति");
  await expect(page.getByRole("main")).toContainText("संकल्प इन्क्यूबेशन केंद्र");
});

test("The language switch on a standard page lands on the same page in the other language", async ({
  page,
}) => {
  for (const path of ["/disclaimer", "/sitemap", "/screen-reader-access"]) {
    await page.goto(`/hi${path}`);
    await page.getByRole("link", { name: "English", exact: true }).first().click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    expect(new URL(page.url()).pathname).toBe(path);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await page.getByRole("link", { name: "हिन्दी", exact: true }).first().click();
    expect(new URL(page.url()).pathname).toBe(`/hi${path}`);
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  }
});

test("The Hindi standard pages read fully without JavaScript and fit a phone", async ({
  browser,
}) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 390, height: 844 },
  });
  const page = await context.newPage();
  for (const path of [
    "/hi/accessibility",
    "/hi/screen-reader-access",
    "/hi/sitemap",
    "/hi/help",
    "/hi/terms",
    "/hi/copyright-policy",
    "/hi/hyperlinking-policy",
    "/hi/disclaimer",
  ]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/[\u0900-\u097F]/);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, `${path} scrolls sideways on a phone`).toBeLessThanOrEqual(390);
  }
  await context.close();
});
