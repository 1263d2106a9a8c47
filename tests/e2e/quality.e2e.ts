import AxeBuilder from "@axe-core/playwright";
import { localize } from "~/lib/i18n/lang";
import { CONTENT_PAGES, PUBLIC_PAGES } from "~/lib/public-pages";
import { E2E_ADMIN, loginUi } from "./auth-helpers";
import { expect, test } from "./fixtures";

// Every public page: accessible (axe), self-contained (nothing from another host), complete without
// JavaScript, in English and in Hindi. Startup pages are found from /pag so the list follows the
// content.
const PAGES = [...PUBLIC_PAGES, ...PUBLIC_PAGES.map((p) => localize(p, "hi")), "/login", "/admin"];

async function startupPage(request: import("@playwright/test").APIRequestContext) {
  const html = await (await request.get("/pag")).text();
  const slug = /href="\/startups\/([\w-]+)"/.exec(html)?.[1];
  expect(slug, "the startups directory links to startup pages").toBeTruthy();
  return `/startups/${slug}`;
}

test.describe("Every public page", () => {
  test("has no axe violations", async ({ page, request }) => {
    // Every public page in both languages: about 50 pages, up to 5 s each on a busy machine.
    test.setTimeout(480_000);
    const startup = await startupPage(request);
    for (const path of [
      ...PAGES,
      startup,
      localize(startup, "hi"),
      "/no-such-page",
      "/hi/no-such-page",
    ]) {
      await page.goto(path);
      const results = await new AxeBuilder({ page }).analyze();
      const summary = results.violations.map(
        (v) =>
          `${path}: ${v.id} (${v.impact}) ${v.nodes
            .map((n) => n.target.join(" "))
            .slice(0, 3)
            .join(", ")}`,
      );
      expect(summary, `axe violations on ${path}`).toEqual([]);
    }
  });

  test("loads nothing from another host, and its policy refuses none of its own scripts", async ({
    page,
    request,
    baseURL,
  }) => {
    test.setTimeout(480_000);
    const origin = new URL(baseURL ?? "").origin;
    const foreign: string[] = [];
    page.on("request", (r) => {
      const url = new URL(r.url());
      if (!["data:", "blob:"].includes(url.protocol) && url.origin !== origin)
        foreign.push(r.url());
    });
    // The policy names each inline script by its hash (decision 041): one it missed would be
    // refused, and the browser says so on the console.
    const refused: string[] = [];
    page.on("console", (m) => {
      if (/Content Security Policy/i.test(m.text())) refused.push(`${page.url()}: ${m.text()}`);
    });
    for (const path of [...PAGES, await startupPage(request)]) {
      await page.goto(path);
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForLoadState("networkidle");
    }
    expect(foreign).toEqual([]);
    expect(refused).toEqual([]);
  });

  test("reads completely without JavaScript", async ({ browser, request }) => {
    test.setTimeout(480_000);
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    for (const path of [...PAGES, await startupPage(request)]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.locator("main h1, main h2").first(), path).toBeVisible();
      const text = await page.locator("main").innerText();
      expect(text.length, `${path} has content without JavaScript`).toBeGreaterThan(40);
    }
    await context.close();
  });

  test("has its own title, description and Open Graph tags", async ({ page, request }) => {
    test.setTimeout(120_000);
    const titles = new Set<string>();
    for (const path of [...CONTENT_PAGES, await startupPage(request)]) {
      await page.goto(path);
      const title = await page.title();
      expect(title, path).not.toBe("");
      titles.add(title);
      await expect(page.locator('meta[name="description"]'), path).toHaveAttribute(
        "content",
        /.{20,}/,
      );
      await expect(page.locator('meta[property="og:title"]'), path).toHaveAttribute(
        "content",
        /.+/,
      );
    }
    // Every content page has a title of its own, and so has the startup page; /pag and /startups
    // are one page (the directory, whose canonical address is /startups).
    expect(titles.size).toBe(CONTENT_PAGES.length);
  });
});

test("No page is wider than a phone's screen", async ({ browser, request }) => {
  test.setTimeout(120_000);
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  for (const path of [...PAGES, await startupPage(request)]) {
    await page.goto(path);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, `${path} scrolls sideways on a phone`).toBeLessThanOrEqual(390);
  }
  await page.close();
});

test("Stylesheets arrive inline and hand over to their links on the first client navigation", async ({
  page,
  request,
}) => {
  const html = await (await request.get("/")).text();
  expect(html).toMatch(/<style data-href="\/assets\/[\w.-]+\.css"/);
  expect(html).toMatch(/<link[^>]+rel="stylesheet"[^>]+disabled="" data-inlined=""/);
  // Client navigations are the app's, which signed-in staff run (a visitor's page loads the next).
  await loginUi(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto("/");
  const heroColour = () => page.locator(".hero-title").evaluate((el) => getComputedStyle(el).color);
  const styled = await heroColour();
  // Hydrated (the support tabs hide the inactive panels), the page keeps its inline copies: swapping identical rules would only restyle it.
  await expect(page.locator('#support [role="tabpanel"][hidden]')).toHaveCount(3);
  await expect(page.locator("style[data-href]")).not.toHaveCount(0);
  await page.getByRole("contentinfo").getByRole("link", { name: "Team", exact: true }).click();
  await expect(page).toHaveURL(/\/professor$/);
  await expect(page.locator("style[data-href]")).toHaveCount(0);
  await expect(page.locator("link[data-inlined]")).toHaveCount(0);
  await expect(page.locator('link[rel="stylesheet"][disabled]')).toHaveCount(0);
  await page.goBack();
  await expect.poll(heroColour).toBe(styled);
});

test("Unknown addresses answer a real 404 page", async ({ page }) => {
  const response = await page.goto("/this/does/not/exist");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("Interfaces others rely on answer", async ({ request }) => {
  const health = await request.get("/healthz");
  expect(health.status()).toBe(200);
  expect(await health.json()).toMatchObject({ status: "ok", database: "ok" });
  const notices = await request.get("/notices.txt");
  expect(notices.headers()["content-type"]).toContain("text/plain");
  expect(await notices.text()).toMatch(/^title: .+\nurl: .*\ndate: \d{4}-\d{2}-\d{2}$/m);
  for (const path of ["/sitemap.xml", "/robots.txt"])
    expect((await request.get(path)).status(), path).toBe(200);
});
