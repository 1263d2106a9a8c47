import AxeBuilder from "@axe-core/playwright";
import { scriptsOutsidePolicy } from "../support/csp";
import { expect, type Page, runsTheApp, test } from "./fixtures";

// The startup directory over the seeded sample: search, filters, counts, the empty state; with
// and without JavaScript. It only reads, so it shares the spec pages' server.

const tiles = (page: Page) => page.locator("main article a[href^='/startups/']");
const count = (label: string) => Number(/\((\d+)\)$/.exec(label)?.[1] ?? Number.NaN);

test("Visitors search the directory by name, founder and Hindi name", async ({ page }) => {
  await page.goto("/startups");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our Startups");
  const all = await tiles(page).count();
  expect(all).toBeGreaterThanOrEqual(20);
  await expect(page.getByRole("status")).toHaveText(`Showing all ${all} startups.`);

  const search = page.getByRole("searchbox", { name: "Search startups" });
  await search.fill("KHETISENSE");
  await page.getByRole("button", { name: "Show startups" }).click();
  await expect(page).toHaveURL(/\/startups\?q=KHETISENSE/);
  await expect(tiles(page)).toHaveText(["KhetiSense"]);
  await expect(page.getByRole("status")).toHaveText(`1 of ${all} startups match.`);

  // A founder's name, and a startup's name typed in Hindi.
  await page.goto("/startups?q=aditi+kumari");
  await expect(tiles(page)).toHaveText(["KhetiSense"]);
  await page.goto(`/startups?q=${encodeURIComponent("खेतीसेंस")}`);
  await expect(tiles(page)).toHaveText(["KhetiSense"]);
  await expect(page.getByRole("searchbox", { name: "Search startups" })).toHaveValue("खेतीसेंस");
});

test("Combined filters narrow the list and every choice shows its count", async ({ page }) => {
  await page.goto("/startups");
  await page.getByLabel("Sector").selectOption("agritech");
  await page.getByLabel("Cohort").selectOption("2024");
  await page.getByRole("button", { name: "Show startups" }).click();
  await expect(page).toHaveURL(/sector=agritech/);
  await expect(page).toHaveURL(/year=2024/);
  // The address changes first; the list once the new results arrive.
  await expect(page.getByRole("status")).toHaveText(/^\d+ of \d+ startups match\.$/);

  const shown = await tiles(page).count();
  expect(shown).toBeGreaterThan(0);
  for (const badge of await page.locator("main article .badge").allInnerTexts())
    expect(badge).toBe("Agritech");
  // The chosen values' counts are the startups shown; "All" counts what the other filter leaves.
  const sector = page.getByLabel("Sector");
  expect(count(await sector.locator("option:checked").innerText())).toBe(shown);
  expect(count(await page.getByLabel("Cohort").locator("option:checked").innerText())).toBe(shown);
  const allSectors = count(await sector.locator("option[value='']").innerText());
  await page.goto("/startups?year=2024");
  await expect(tiles(page)).toHaveCount(allSectors);

  // The address is the search: opened fresh, it shows the same list with the choices kept.
  await page.goto("/startups?sector=agritech&year=2024");
  await expect(tiles(page)).toHaveCount(shown);
  await expect(page.getByLabel("Sector")).toHaveValue("agritech");
});

test("A search without results says so and offers to clear it", async ({ page }) => {
  await page.goto("/startups?q=no+such+startup+anywhere&status=alumni");
  await expect(tiles(page)).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "No startups match" })).toBeVisible();
  await page.getByRole("link", { name: "Clear the search and filters" }).click();
  await expect(page).toHaveURL(/\/startups#directory$/);
  await expect(page.getByRole("status")).toHaveText(/^Showing all \d+ startups\.$/);
  expect(await tiles(page).count()).toBeGreaterThanOrEqual(20);
});

test("The directory searches and filters without JavaScript, on /pag too", async ({ browser }) => {
  // On a phone: the answer opens at the directory, not at the top of the page above it.
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 390, height: 844 },
  });
  const page = await context.newPage();
  await page.goto("/pag");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/startups$/);
  await page.getByRole("searchbox", { name: "Search startups" }).fill("makhana");
  await page.getByLabel("Status").selectOption("graduated");
  await page.getByRole("button", { name: "Show startups" }).click();
  await expect(page).toHaveURL(/\/pag\?q=makhana&sector=&stage=&year=&status=graduated#directory$/);
  await expect(tiles(page)).toHaveText(["Makhana Marg"]);
  await expect(page.getByRole("searchbox", { name: "Search startups" })).toBeInViewport();
  await expect(page.getByRole("heading", { level: 1 })).not.toBeInViewport();
  await page.getByRole("link", { name: "Clear filters" }).click();
  await expect(page).toHaveURL(/\/pag#directory$/);
  await context.close();
});

test("The directory has no axe violations, with results and without", async ({ page }) => {
  for (const path of ["/startups", "/startups?q=no+such+startup"]) {
    await page.goto(path);
    const results = await new AxeBuilder({ page }).analyze();
    expect(
      results.violations.map((v) => `${path}: ${v.id} ${v.nodes.map((n) => n.target).join(", ")}`),
    ).toEqual([]);
  }
});

test("A startup's page describes it for search engines and shows its cohort's events", async ({
  page,
  request,
}) => {
  // The JSON-LD block is data, never run; every script the page runs is named in its policy.
  const answer = await request.get("/startups/gaadigo");
  const html = await answer.text();
  expect(html).toContain('<script type="application/ld+json">');
  expect(scriptsOutsidePolicy(html, answer.headers()["content-security-policy"] ?? "")).toEqual([]);
  // GaadiGo joined in 2023, the year of the sample's events.
  await page.goto("/startups/gaadigo");
  const json = await page.locator('script[type="application/ld+json"]').textContent();
  const data = JSON.parse(json ?? "{}");
  expect(data).toMatchObject({ "@type": "Organization", name: "GaadiGo" });
  expect(data.founder).toHaveLength(2);
  const cohort = page.getByRole("region", { name: "The centre in 2023" });
  await expect(cohort.getByRole("heading", { level: 3 }).first()).toBeVisible();
  await expect(cohort.getByRole("link", { name: "PitchTember 2023", exact: true })).toHaveAttribute(
    "href",
    "/events/pitchtember-2023",
  );
  // The photos of those events' albums, and the way to the rest.
  await expect(cohort.getByRole("link", { name: /^Open photo: / }).first()).toBeVisible();
  await expect(cohort.getByRole("link", { name: "See every photo in the gallery" })).toBeVisible();
});

test("The directory and a startup's page come without the React app; the cohort's photos open in the island's lightbox", async ({
  page,
}) => {
  for (const path of ["/startups", "/pag", "/startups?sector=agritech&year=2024"]) {
    await page.goto(path);
    expect(await runsTheApp(page), path).toBe(false);
    await expect(tiles(page).first(), path).toBeVisible();
  }
  // The search is the GET form: a typed query is kept where the page puts it back.
  await page.goto("/startups");
  await page.getByRole("searchbox", { name: "Search startups" }).fill("gaadigo");
  await page.getByRole("button", { name: "Show startups" }).click();
  await expect(page).toHaveURL(/\/startups\?q=gaadigo/);
  await expect(page.getByRole("searchbox", { name: "Search startups" })).toHaveValue("gaadigo");
  await tiles(page).first().click();
  await expect(page).toHaveURL(/\/startups\/gaadigo$/);

  await page.goto("/startups/gaadigo");
  expect(await runsTheApp(page)).toBe(false);
  const cohort = page.getByRole("region", { name: "The centre in 2023" });
  const photos = cohort.getByRole("link", { name: /^Open photo: / });
  const count = await photos.count();
  expect(count).toBeGreaterThan(1);
  await photos.first().click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toHaveAccessibleName(`Photo 1 of ${count}`);
  await page.keyboard.press("ArrowLeft");
  await expect(dialog).toHaveAccessibleName(`Photo ${count} of ${count}`);
  await expect(dialog.locator("figcaption")).toContainText(`${count} / ${count}`);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(photos.first()).toBeFocused();
});
