import { E2E_ADMIN, loginUi } from "./auth-helpers";
import { expect, type Page, test } from "./fixtures";

const headerClass = (page: Page) => page.locator("header.site-header").getAttribute("class");

test.describe("Site shell", () => {
  test("Visitors see the header shrink and turn translucent past 150 px, without moving the page", async ({
    page,
  }) => {
    await page.goto("/pag");
    const header = page.locator("header.site-header");
    await expect(header).toHaveAttribute("data-scrolled", "false");
    const tall = (await header.boundingBox())?.height ?? 0;
    const mainTop = () =>
      page.evaluate(
        () => (document.getElementById("main")?.getBoundingClientRect().top ?? 0) + scrollY,
      );
    const before = await mainTop();

    await page.evaluate(() => window.scrollTo(0, 140));
    // The scroll has been handled once two frames have been drawn since.
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    await expect(header).toHaveAttribute("data-scrolled", "false");

    await page.evaluate(() => window.scrollTo(0, 400));
    await expect(header).toHaveAttribute("data-scrolled", "true");
    expect(await headerClass(page)).toContain("is-scrolled");
    await expect.poll(async () => (await header.boundingBox())?.height ?? 0).toBeLessThan(tall - 8);
    const background = await header.evaluate((h) => getComputedStyle(h).backgroundColor);
    expect(background).toMatch(/rgba\(255, 255, 255, 0\.\d+\)/);
    expect(await mainTop()).toBe(before);

    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveAttribute("data-scrolled", "false");
  });

  test("Phone visitors open the menu with the menu button and close it with Escape or the close button", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/professor");
    const toggle = page.getByRole("button", { name: "Open menu" });
    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(menu).toBeHidden();

    await toggle.click();
    await expect(menu).toBeVisible();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(menu.getByRole("link", { name: "Student Team" })).toBeVisible();
    expect(await page.evaluate(() => !!document.activeElement?.closest("#mobile-menu"))).toBe(true);

    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(toggle).toBeFocused();

    // By keyboard: Enter opens, Tab stays in the menu, the close button closes.
    await page.keyboard.press("Enter");
    await expect(menu).toBeVisible();
    const close = menu.getByRole("button", { name: "Close menu" });
    await close.focus();
    await page.keyboard.press("Enter");
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();

    // A link in the menu navigates and closes it.
    await toggle.click();
    await menu.getByRole("link", { name: "Student Team" }).click();
    await expect(page).toHaveURL(/\/student$/);
    await expect(menu).toBeHidden();
  });

  test("Keyboard users open a navigation dropdown, reach its links and close it with Escape", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/timeline");
    const nav = page.getByRole("navigation", { name: "Main" });
    const team = nav.locator("summary", { hasText: "Team" });
    const faculty = nav.getByRole("link", { name: "Faculty Mentors" });
    await expect(faculty).toBeHidden();

    await team.focus();
    await page.keyboard.press("Enter");
    await expect(faculty).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(faculty).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(faculty).toBeHidden();
    await expect(team).toBeFocused();

    await page.keyboard.press("Space");
    await expect(faculty).toBeVisible();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/professor$/);
    await expect(page.getByRole("heading", { name: "Faculty Mentors" })).toBeVisible();
    await expect(faculty).toBeHidden();
  });

  test("Dropdowns open without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/timeline");
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.locator("summary", { hasText: "Team" }).click();
    await expect(nav.getByRole("link", { name: "Student Team" })).toBeVisible();
    await context.close();
  });

  test("An address with a hash lands on its section, on first load and after client navigation", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/timeline");
    const ids = await page.locator("article[id]").evaluateAll((els) => els.map((e) => e.id));
    const last = ids[ids.length - 1];
    const topOf = (id: string) =>
      page.evaluate(
        (i) => document.getElementById(i)?.getBoundingClientRect().top ?? Number.NaN,
        id,
      );

    await page.goto(`/timeline#${last}`);
    await expect.poll(() => topOf(last)).toBeGreaterThanOrEqual(0);
    await expect.poll(() => topOf(last)).toBeLessThan(150);

    // Client navigation from another page of the app to a home section (header dropdown): the app
    // runs for signed-in staff. For visitors every public page goes without it (decision 042) and
    // a link is a page load: lean-shell.e2e.ts.
    await loginUi(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await expect(page).not.toHaveURL(/\/login/);
    await page.goto("/gallery");
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.locator("summary", { hasText: "Home" }).click();
    await nav.getByRole("link", { name: "Events" }).click();
    await expect(page).toHaveURL(/\/#events$/);
    // Where it comes to rest: the section's top just under the header.
    const landed = async () => {
      const top = await topOf("events");
      return top >= 0 && top < 150;
    };
    await expect.poll(landed, { timeout: 8000 }).toBe(true);
    // Focus went with it: the next Tab goes on from the section, not from the top of the page.
    expect(await page.evaluate(() => !!document.activeElement?.closest("#events"))).toBe(true);
    // Nothing to await: the story is that it stays there once the smooth scroll has ended.
    await page.waitForTimeout(1500);
    expect(await landed()).toBe(true);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
  });

  test("A new page starts at the top", async ({ page }) => {
    await page.goto("/pag");
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await page.locator("footer").getByRole("link", { name: "Events timeline" }).click();
    await expect(page).toHaveURL(/\/timeline$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("After following a link, focus is on the new page's heading and the next Tab goes on from there", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    // A page of the app, as signed-in staff get it: its links are client navigations (a visitor's
    // page, without the app, loads the next page, and focus starts at its top, as on any website).
    await loginUi(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await expect(page).not.toHaveURL(/\/login/);
    await page.goto("/gallery");
    // A first load leaves focus where the browser puts it.
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.locator("footer").getByRole("link", { name: "Student team" }).click();
    await expect(page).toHaveURL(/\/student$/);

    const heading = page.getByRole("heading", { level: 1 });
    await expect(heading).toBeFocused();
    // What a screen reader reads as focus lands: the page's name. Nothing else repeats it.
    await expect(heading).toHaveAccessibleName("Student Team");
    const announcer = page.locator("#route-announcer");
    await expect(announcer).toHaveAttribute("aria-live", "polite");
    await expect(announcer).toHaveText("");
    // Clicked with the mouse: no focus ring on the heading; the page starts at the top.
    expect(await heading.evaluate((h) => h.matches(":focus-visible"))).toBe(false);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    // The next Tab reaches the first link or control after the heading, not the footer.
    const firstAfter = await heading.evaluate((h) => {
      const stops = document.querySelectorAll<HTMLElement>(
        "a[href], button, input, select, textarea, summary, [tabindex]:not([tabindex='-1'])",
      );
      const next = [...stops].find(
        (e) =>
          h.compareDocumentPosition(e) & Node.DOCUMENT_POSITION_FOLLOWING && e.checkVisibility(),
      );
      if (next) next.dataset.firstAfterHeading = "";
      return next?.outerHTML.slice(0, 80);
    });
    expect(firstAfter).toBeTruthy();
    await page.keyboard.press("Tab");
    await expect(page.locator("[data-first-after-heading]")).toBeFocused();
    await expect(page.locator("footer :focus")).toHaveCount(0);

    // Followed by keyboard, the heading shows where focus went.
    await page.goto("/gallery");
    await page.locator("footer").getByRole("link", { name: "Student team" }).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/student$/);
    await expect(heading).toBeFocused();
    expect(await heading.evaluate((h) => h.matches(":focus-visible"))).toBe(true);
  });

  test("The footer links to the admin notice login, shows this year and leads back to the top", async ({
    page,
  }) => {
    await page.goto("/talksmore");
    const footer = page.locator("footer.site-footer");
    await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
    for (const label of [
      "Team",
      "Programs",
      "Partnership",
      "FAQ",
      "Success stories",
      "Application process",
      "Funding",
      "Startup resources",
      "Alumni",
      "Innovation lab",
      "Privacy policy",
    ]) {
      await expect(footer.getByRole("link", { name: label, exact: true })).toHaveCount(1);
    }
    await expect(footer.getByRole("link", { name: "Back to top" })).toHaveAttribute(
      "href",
      "#main",
    );
    const privacy = await page.request.get("/privacy");
    expect(privacy.status()).toBe(200);
    await footer.getByRole("link", { name: "Admin Notice" }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test("The header links to the institute, the centre's home and the tinkering lab", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/student");
    const header = page.locator("header.site-header");
    await expect(header.locator("a.brand__institute")).toHaveAttribute("href", /^https?:\/\//);
    await expect(header.locator("a.brand__centre")).toHaveAttribute("href", "/");
    await expect(header.getByRole("link", { name: /Tinkering Lab/ })).toHaveAttribute(
      "href",
      /^https?:\/\//,
    );
    await expect(page.getByRole("link", { name: "Skip to main content" })).toHaveAttribute(
      "href",
      "#main",
    );
  });

  test("Cards below the fold fade in on scrolling; nothing is hidden for reduced motion", async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto("/professor");
    const first = page.locator("[data-reveal]").first();
    const last = page.locator("[data-reveal]").last();
    await expect(first).toHaveAttribute("data-reveal-state", "static");
    await expect(last).toHaveAttribute("data-reveal-state", "hidden");
    await last.scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, 200));
    await expect(last).toHaveAttribute("data-reveal-state", "shown");
    await expect.poll(() => last.evaluate((e) => getComputedStyle(e).opacity)).toBe("1");
    await context.close();

    const calm = await browser.newContext({ reducedMotion: "reduce" });
    const calmPage = await calm.newPage();
    await calmPage.goto("/professor");
    await expect(calmPage.locator(".person-card").last()).toBeAttached();
    await expect(calmPage.locator("[data-reveal-state]")).toHaveCount(0);
    await calm.close();
  });

  test("Unknown addresses and unknown startups answer 404 with a helpful page", async ({
    page,
  }) => {
    for (const path of ["/no/such/page", "/startups/no-such-startup"]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
      await expect(page.getByRole("link", { name: /Home page/ })).toHaveAttribute("href", "/");
      await expect(page).toHaveTitle(/Page not found/);
      // The id staff quote is this request's, and stays once the scripts have started (goto
      // waits for hydration).
      await expect(page.getByText("Request id:")).toContainText(
        response?.headers()["x-request-id"] ?? "missing",
      );
    }
    // An error met on a client navigation (the app, as signed-in staff run it) shows no id (that
    // request's is not the page's).
    await loginUi(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await expect(page).not.toHaveURL(/\/login/);
    await page.goto("/");
    await page.evaluate(() =>
      (
        window as unknown as { __reactRouterDataRouter: { navigate: (to: string) => unknown } }
      ).__reactRouterDataRouter.navigate("/startups/no-such-startup"),
    );
    await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
    await expect(page.getByText("Request id:")).toHaveCount(0);
  });
});
