import AxeBuilder from "@axe-core/playwright";
import { chromium } from "@playwright/test";
import { HOME_CATALOGUE_FILES } from "../../scripts/budget-areas.ts";
import { deviceFontEnvironment } from "../support/device-font.ts";
import { E2E_ADMIN, loginUi } from "./auth-helpers";
import { expect, test } from "./fixtures";

// The site around every page, in Hindi (issue 13): the address, the document's language, the
// links between the two languages, the font, and what is the same in both.

test.describe("Hindi pages", () => {
  test("say they are Hindi, name their English twin, and keep links in Hindi", async ({ page }) => {
    await page.goto("/hi/gallery");
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");
    const alternate = (lang: string) => page.locator(`link[rel="alternate"][hreflang="${lang}"]`);
    await expect(alternate("en")).toHaveAttribute("href", /\/gallery$/);
    await expect(alternate("hi")).toHaveAttribute("href", /\/hi\/gallery$/);
    await expect(alternate("x-default")).toHaveAttribute("href", /\/gallery$/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/hi\/gallery$/);

    const nav = page.getByRole("navigation", { name: "मुख्य" });
    await expect(nav.getByRole("link", { name: "समयरेखा" })).toHaveAttribute("href", "/hi/timeline");
    await nav.getByRole("link", { name: "समयरेखा" }).click();
    await expect(page).toHaveURL(/\/hi\/timeline$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  });

  test("switch to English and back on the same page, query kept", async ({ page }) => {
    await page.goto("/startups?q=solar");
    const toHindi = page.getByRole("link", { name: "हिन्दी" });
    await expect(toHindi).toHaveAttribute("hreflang", "hi");
    await toHindi.click();
    await expect(page).toHaveURL(/\/hi\/startups\?q=solar$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");
    await page.getByRole("link", { name: "English" }).click();
    await expect(page).toHaveURL(/\/startups\?q=solar$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  });

  test("keep the skip link first, in Hindi, and work without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/hi", { waitUntil: "domcontentloaded" });
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "मुख्य सामग्री पर जाएँ" });
    await expect(skip).toBeFocused();
    await expect(skip).toHaveAttribute("href", "#main");
    await expect(page.getByRole("link", { name: "English" })).toHaveAttribute("href", "/");
    await context.close();
  });

  test("are drawn with the site's own Devanagari font, which English pages never download", async ({
    page,
  }) => {
    const fonts: string[] = [];
    page.on("response", (r) => {
      if (r.url().endsWith(".woff2")) fonts.push(new URL(r.url()).pathname);
    });
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    expect(fonts, "an English page downloads no Devanagari font").toEqual([]);

    await page.goto("/hi");
    await page.waitForLoadState("networkidle");
    // One file for both weights (app/assets/fonts/README.md), fetched once for both faces.
    expect(fonts.filter((f) => f.includes("noto-sans-devanagari"))).toHaveLength(1);
    const used = await page.evaluate(async () => {
      await document.fonts.ready;
      return [...document.fonts]
        .filter((f) => f.family.includes("Site Devanagari"))
        .map((f) => f.status);
    });
    expect(used).toContain("loaded");
    // No preload: a device with a Devanagari font of its own downloads nothing (global.css).
    await expect(page.locator('link[rel="preload"][as="font"]')).toHaveCount(0);
  });

  test("use the device's own Devanagari font and download none where it has one", async ({
    baseURL,
  }, testInfo) => {
    // A browser whose device has Noto Sans Devanagari installed, as Android phones do.
    const browser = await chromium.launch({
      executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
      env: { ...process.env, ...deviceFontEnvironment(testInfo.outputPath("fontconfig")) },
    });
    const page = await browser.newPage({ baseURL, viewport: { width: 390, height: 844 } });
    const fonts: string[] = [];
    page.on("request", (r) => r.url().endsWith(".woff2") && fonts.push(r.url()));
    await page.goto("/hi/professor");
    await page.waitForLoadState("networkidle");
    const faces = await page.evaluate(async () => {
      await document.fonts.ready;
      return [...document.fonts]
        .filter((f) => f.family.includes("Site Devanagari"))
        .map((f) => f.status);
    });
    await browser.close();
    // Both faces drawn from the device's font (local()), nothing downloaded.
    expect(faces).toEqual(["loaded", "loaded"]);
    expect(fonts).toEqual([]);
  });

  test("show when their content was last updated, as dd/mm/yyyy", async ({ page }) => {
    await page.goto("/hi/professor");
    await expect(page.getByText(/^अंतिम अपडेट: \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
    await page.goto("/professor");
    await expect(page.getByText(/^Last updated: \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
  });

  test("say 'page not found' in Hindi, with ways on in Hindi", async ({ page }) => {
    const response = await page.goto("/hi/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "पेज नहीं मिला" })).toBeVisible();
    await expect(page.getByRole("link", { name: "मुखपृष्ठ" }).last()).toHaveAttribute("href", "/hi");
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });

  test("are listed beside the English ones in sitemap.xml", async ({ request }) => {
    const xml = await (await request.get("/sitemap.xml")).text();
    expect(xml).toMatch(/<loc>[^<]*\/hi\/professor<\/loc>/);
    expect(xml).toMatch(/<loc>[^<]*\/professor<\/loc>/);
    expect(xml).toContain('hreflang="hi"');
  });

  test("load only their own language's catalogue files, those the server listed", async ({
    page,
  }) => {
    const chunks: string[] = [];
    page.on("response", (r) => {
      const name = /\/assets\/i18n-(\w+)-([\w-]+)-[\w-]+\.js$/.exec(r.url());
      if (name) chunks.push(`${name[1]}/${name[2]}`);
    });
    // The catalogue files are the app's, which signed-in staff run; a visitor's page has none.
    await loginUi(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await expect(page).not.toHaveURL(/\/login/);
    chunks.length = 0;
    await page.goto("/hi");
    const listed = JSON.parse((await page.locator("#i18n-areas").textContent()) ?? "[]");
    // The bundle budget counts the home page with these files (scripts/budget-areas.ts).
    expect([...listed].sort()).toEqual([...HOME_CATALOGUE_FILES].sort());
    await expect.poll(() => chunks.length).toBeGreaterThanOrEqual(listed.length);
    expect(chunks.every((c) => c.startsWith("hi/"))).toBe(true);
    expect(chunks.sort()).toEqual(listed.map((f: string) => `hi/${f}`).sort());

    // A later page's strings arrive when it needs them, and it renders in Hindi.
    await page
      .getByRole("navigation", { name: "मुख्य" })
      .getByRole("link", { name: "समयरेखा" })
      .click();
    await expect(page).toHaveURL(/\/hi\/timeline$/);
    await expect(page.locator("main h1")).not.toHaveText(/Timeline/);
  });

  test("mark links to other websites as such, in the page's language", async ({ page }) => {
    for (const [path, words] of [
      ["/professor", "(another website)"],
      ["/hi/professor", "(दूसरी वेबसाइट)"],
    ]) {
      await page.goto(path);
      const linkedin = page.locator('main a[href*="linkedin"]').first();
      await expect(linkedin).toHaveAttribute("rel", /noopener/);
      await expect(linkedin).toHaveAccessibleDescription(words);
    }
  });

  test("give signed-in staff their links in Hindi, leading to the back office", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1366, height: 900 }); // the header shows the links
    await loginUi(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await expect(page).toHaveURL(/\/admin-dashboard$/);
    await page.goto("/hi/gallery");
    const menu = page.locator(".viewer-menu");
    await expect(menu.getByRole("link", { name: "डैशबोर्ड" })).toHaveAttribute(
      "href",
      "/admin-dashboard",
    );
    await menu.getByRole("button", { name: "लॉग आउट" }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test("the back office has one language and no switch", async ({ page }) => {
    await page.goto("/login");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("link", { name: "हिन्दी" })).toHaveCount(0);
  });
});
