// The shell on a page without the React app (decision 042): the same behaviour as on the app's
// pages (shell.e2e.ts), from the shell's own small script, in English and Hindi, with nothing but
// that script downloaded.
import { expect, runsTheApp, test } from "./fixtures";

test("On a text page the header, its menus and the text size work from the shell's script alone", async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on(
    "request",
    (r) => r.resourceType() === "script" && scripts.push(new URL(r.url()).pathname),
  );
  await page.goto("/privacy");
  expect(scripts).toEqual([expect.stringMatching(/^\/assets\/islands\/shell-[\w-]+\.js$/)]);
  expect(await runsTheApp(page)).toBe(false);

  // Past 150 px the header shrinks; back at the top it does not.
  const header = page.locator("header.site-header");
  await page.evaluate(() => window.scrollTo(0, 400));
  await expect(header).toHaveAttribute("data-scrolled", "true");
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(header).toHaveAttribute("data-scrolled", "false");

  // Opening a dropdown closes the other; Escape closes it and returns to its toggle.
  const nav = page.getByRole("navigation", { name: "Main" });
  const toggles = nav.locator("summary");
  await toggles.nth(0).click();
  await toggles.nth(1).click();
  await expect(nav.locator("details[open]")).toHaveCount(1);
  await page.keyboard.press("Escape");
  await expect(nav.locator("details[open]")).toHaveCount(0);
  await expect(toggles.nth(1)).toBeFocused();

  // A+ applies at once, without a round trip, and is remembered by the next page.
  const requests: string[] = [];
  page.on("request", (r) => requests.push(r.method()));
  await page.getByRole("button", { name: "Increase text size" }).click();
  await expect(page.locator("html")).toHaveAttribute("data-text-size", "large");
  expect(requests).not.toContain("POST");
  await page.goto("/terms");
  await expect(page.locator("html")).toHaveAttribute("data-text-size", "large");
});

test("On a Hindi text page a phone visitor opens and closes the menu", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/hi/sitemap");
  const toggle = page.locator(".menu-toggle");
  const menu = page.locator("#mobile-menu");
  await expect(menu).toBeHidden();
  await toggle.click();
  await expect(menu).toBeVisible();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  await expect(menu.getByRole("link", { name: "छात्र टीम" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  await expect(toggle).toBeFocused();
  // A link in the menu leads to its page, a page load like any other.
  await toggle.click();
  await menu.getByRole("link", { name: "छात्र टीम" }).click();
  await expect(page).toHaveURL(/\/hi\/student$/);
});

test("From a text page, a menu link to a home section loads the home page at that section", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/professor");
  const nav = page.getByRole("navigation", { name: "Main" });
  await nav.locator("summary", { hasText: "Home" }).click();
  await nav.getByRole("link", { name: "Events" }).click();
  await expect(page).toHaveURL(/\/#events$/);
  const top = () =>
    page.evaluate(() => document.getElementById("events")?.getBoundingClientRect().top ?? -1);
  await expect.poll(top, { timeout: 8000 }).toBeGreaterThanOrEqual(0);
  await expect.poll(top, { timeout: 8000 }).toBeLessThan(150);
});

test("A visitor resting on a link to another page has that page fetched before the click", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const prefetched: string[] = [];
  page.on("request", async (r) => {
    const purpose = await r.headerValue("sec-purpose");
    if (purpose?.includes("prefetch")) prefetched.push(new URL(r.url()).pathname);
  });
  await page.goto("/privacy");
  const footer = page.getByRole("contentinfo");
  await footer.getByRole("link", { name: "Terms of use" }).hover();
  await expect.poll(() => prefetched, { timeout: 5000 }).toContain("/terms");
  // A file or the back office is never fetched ahead: only pages.
  await page.getByRole("link", { name: "Sitemap" }).first().hover();
  await expect.poll(() => prefetched, { timeout: 5000 }).toContain("/sitemap");
  expect(prefetched.filter((p) => /^\/(admin|login|api)|\.\w+$/.test(p))).toEqual([]);
});
