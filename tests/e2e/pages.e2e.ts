import { CONTENT_PAGES } from "~/lib/public-pages";
import { expect, test } from "./fixtures";

const DEVANAGARI = /[\u0900-\u097F]/;

test("Visitors meet one featured faculty mentor and nine more on /professor", async ({ page }) => {
  await page.goto("/professor");
  await expect(page).toHaveTitle(/^Faculty Mentors \| /);
  await expect(page.getByRole("heading", { level: 2, name: "Faculty Mentors" })).toBeVisible();
  await expect(page.locator(".person-card--featured")).toHaveCount(1);
  await expect(page.locator(".person-card--professor")).toHaveCount(9);
  for (const card of await page.locator(".person-card").all()) {
    await expect(card.locator("img, .avatar-fallback").first()).toBeVisible();
    await expect(card.locator(".person-card__name")).not.toBeEmpty();
  }
  // Buttons only where a real address is stored.
  for (const href of await page
    .locator("main a.btn")
    .evaluateAll((as) => as.map((a) => a.getAttribute("href") ?? "")))
    expect(href).toMatch(/^(mailto:[^@\s]+@[^@\s]+|https:\/\/\S+\/\S+)$/);
  const withoutLinkedIn = await page
    .locator(".person-card")
    .filter({ hasNot: page.getByRole("link", { name: /LinkedIn/ }) })
    .count();
  expect(withoutLinkedIn).toBeGreaterThan(0);
});

test("Visitors see the student team by section, with LinkedIn buttons only for real profiles", async ({
  page,
}) => {
  await page.goto("/student");
  const headings = await page.locator("main h2").allTextContents();
  expect(headings).toEqual([
    "Student Coordinators",
    "Student Co-coordinators",
    "Secretary",
    "Committee Co-ordinators",
    "Leads",
    "Co-Leads",
  ]);
  const cards = page.locator(".person-card--student");
  expect(await cards.count()).toBeGreaterThan(6);
  const linkedin = page.locator("main").getByRole("link", { name: /LinkedIn/ });
  for (const href of await linkedin.evaluateAll((as) => as.map((a) => a.getAttribute("href"))))
    expect(href).toMatch(/^https:\/\/\S+\/\S+/);
  expect(await linkedin.count()).toBeLessThan(await cards.count());
  await expect(page.locator('main a[href="#"], main a[href=""]')).toHaveCount(0);
});

test("Visitors read the events of the timeline with dates and figures", async ({ page }) => {
  await page.goto("/timeline");
  const events = page.locator("main article[id]");
  // The spec's three, then the sample's upcoming bootcamp.
  await expect(events).toHaveCount(4);
  await expect(events.nth(0)).toContainText("21/09/2023");
  await expect(events.nth(1)).toContainText("24/11/2023 – 18/12/2023");
  await expect(events.nth(1)).toContainText("1000+");
  await expect(events.nth(1)).toContainText("67+");
  await expect(events.nth(2)).toContainText("09/02/2024");
  await expect(events.nth(2)).toContainText("300");
  await expect(events.nth(2)).toContainText(/10 lakh/);
  await expect(events.nth(0).locator("time")).toHaveAttribute("datetime", "2023-09-21");
  for (const event of await events.all()) {
    await expect(event.getByRole("heading", { level: 2 })).not.toBeEmpty();
    expect((await event.innerText()).length).toBeGreaterThan(120);
  }
});

test("Visitors read nine testimonials on Entrepreneur's Talks", async ({ page }) => {
  await page.goto("/talksmore");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Entrepreneur's Talks");
  await expect(page.locator("figure.testimonial")).toHaveCount(9);
  await expect(page.locator("figure.testimonial blockquote").first()).not.toBeEmpty();
});

test("Visitors browse every startup on /pag and open one's own page", async ({ page, request }) => {
  await page.goto("/pag");
  const links = page.locator("main article a[href^='/startups/']");
  const count = await links.count();
  expect(count).toBeGreaterThanOrEqual(20);
  const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute("href")));
  expect(new Set(hrefs).size).toBe(count);

  const first = links.first();
  const name = (await first.innerText()).trim();
  await first.click();
  await expect(page).toHaveURL(new RegExp(`${hrefs[0]}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  await expect(page).toHaveTitle(new RegExp(`^${name} \\| `));

  // The sitemap lists every startup page with an absolute address, and robots.txt points to it.
  const sitemap = await (await request.get("/sitemap.xml")).text();
  for (const href of hrefs) expect(sitemap).toMatch(new RegExp(`<loc>https?://[^<]+${href}</loc>`));
  for (const path of CONTENT_PAGES)
    expect(sitemap).toMatch(new RegExp(`<loc>https?://[^<]+${path === "/" ? "/" : path}</loc>`));
  const robots = await request.get("/robots.txt");
  expect(robots.headers()["content-type"]).toContain("text/plain");
  const text = await robots.text();
  for (const line of ["Disallow: /admin-dashboard", "Disallow: /Notice", "Disallow: /api"])
    expect(text).toContain(line);
  expect(text).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m);
});

test("A startup's page shows its story and facts, in English on the English site", async ({
  page,
}) => {
  await page.goto("/pag");
  await page.locator("main article a[href^='/startups/']").first().click();
  await expect(page).toHaveURL(/\/startups\/[\w-]+$/);

  const main = page.locator("main");
  await expect(main.getByRole("heading", { level: 2, name: "The problem" })).toBeVisible();
  // The sample startups are stored in both languages: the English page shows the English.
  expect(await main.locator("[lang='hi']").count()).toBe(0);
  for (const text of await main.locator("p, dd, h1, h2").allInnerTexts())
    expect(text).not.toMatch(DEVANAGARI);

  await expect(main.getByText("Sector", { exact: true })).toBeVisible();
  const mail = main.locator("a[href^='mailto:']");
  if ((await mail.count()) > 0) await expect(mail.first()).toHaveAttribute("href", /^mailto:.+@.+/);
  await expect(main.getByRole("link", { name: "All startups" })).toHaveAttribute("href", "/pag");
});

test("A startup with contact details offers an e-mail button and its website", async ({ page }) => {
  await page.goto("/pag");
  const hrefs = await page
    .locator("main article a[href^='/startups/']")
    .evaluateAll((as) => as.map((a) => a.getAttribute("href") ?? ""));
  let checked = false;
  for (const href of hrefs) {
    await page.goto(href);
    const website = page
      .locator("main dl > div")
      .filter({ has: page.locator("dt", { hasText: /^Website$/ }) })
      .locator("a[href^='http']");
    const mail = page.locator("main a.btn[href^='mailto:']");
    if ((await website.count()) === 0 || (await mail.count()) === 0) continue;
    await expect(mail).toContainText("Contact");
    await expect(website).toHaveAttribute("rel", /noopener/);
    // Every link to another site (website, social profiles) keeps this page's details to itself.
    for (const rel of await page
      .locator("main dd a[href^='http']")
      .evaluateAll((as) => as.map((a) => a.getAttribute("rel") ?? "")))
      expect(rel).toMatch(/noopener/);
    await expect(
      page.locator("main .startup__media img, main .startup__media .avatar-fallback").first(),
    ).toBeVisible();
    checked = true;
    break;
  }
  expect(checked, "at least one startup has both an e-mail address and a website").toBe(true);
});

test("Pages say who they are to search engines and link previews", async ({ page }) => {
  await page.goto("/timeline");
  await expect(page).toHaveTitle(/^Events Timeline \| .+/);
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "website");
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute(
    "content",
    /^https?:\/\/[^/]+\/timeline$/,
  );
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    /^https?:\/\/[^/]+\/timeline$/,
  );
});
