import { expect, type Page, runsTheApp, test } from "./fixtures";

// The home page's widgets as visitors use them: by mouse, by keyboard, with reduced motion and
// without JavaScript. The carousel's timing is the spec's (autoplay every 3000 ms).

const ANCHORS = [
  "home",
  "darki",
  "about",
  "vision",
  "support",
  "incubations",
  "talks",
  "events",
  "idea",
  "faq",
  "gallery",
];

const typewriter = (page: Page) => page.locator("#home .tw");
const activeSlide = (page: Page) => page.locator("#incubations .cf-slide[data-active]");
const slideNumber = async (page: Page) =>
  Number((await activeSlide(page).getAttribute("aria-label"))?.split(" of ")[0]);

/** The rotation of a flip card as the browser draws it: -1 means turned over (rotateY 180deg). */
const flipCos = (page: Page, index: number) =>
  page
    .locator(".flip-inner")
    .nth(index)
    .evaluate((el) => new DOMMatrix(getComputedStyle(el).transform).m11);

test("The typewriter types its three phrases in order, loops, and can be paused", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const html = await (await request.get("/")).text();
  expect(html).toContain("we Incubate.");
  // The page opens on the whole first phrase (above); its script may have moved on by the time
  // every widget of the page is ready, on a busy machine.
  await page.goto("/");
  // Every complete phrase, in the order it appeared (a loaded machine makes polling miss some).
  await typewriter(page).evaluate((el) => {
    const seen: string[] = [];
    (window as unknown as { phrases: string[] }).phrases = seen;
    new MutationObserver(() => {
      const text = el.textContent ?? "";
      if (text.endsWith(".") && seen.at(-1) !== text) seen.push(text);
    }).observe(el, { childList: true, characterData: true, subtree: true });
  });
  await page.waitForFunction(
    () => (window as unknown as { phrases: string[] }).phrases.length >= 3,
    null,
    {
      timeout: 45_000,
    },
  );
  const phrases = await page.evaluate(() => (window as unknown as { phrases: string[] }).phrases);
  expect(phrases.slice(0, 3)).toEqual(["we Mentor.", "we Support.", "we Incubate."]);
  // Screen readers get the phrases once, as static text; the animation is hidden from them.
  await expect(typewriter(page)).toHaveAttribute("aria-hidden", "true");

  const pause = page.getByRole("button", { name: "Pause animation" });
  await pause.click();
  await expect(pause).toHaveAttribute("aria-pressed", "true");
  const still = await typewriter(page).textContent();
  expect(["we Incubate.", "we Mentor.", "we Support."]).toContain(still);
  // Nothing to await: the story is that nothing changes for longer than a typing step takes.
  await page.waitForTimeout(2500);
  await expect(typewriter(page)).toHaveText(still ?? "");
});

test("Visitors switch the support tabs by click and by arrow keys, Home and End", async ({
  page,
}) => {
  await page.goto("/#support");
  const tablist = page.getByRole("tablist", { name: "How we support" });
  const tabs = tablist.getByRole("tab");
  await expect(tabs).toHaveText(["Mentorship", "Funding", "Networking", "Workspace"]);
  const panel = page.locator("#support").getByRole("tabpanel");
  await expect(panel).toHaveCount(1);
  await expect(panel.getByRole("link", { name: "Explore" })).toBeVisible();

  await tabs.nth(1).click();
  await expect(tabs.nth(1)).toHaveAttribute("aria-selected", "true");
  await expect(tabs.nth(0)).toHaveAttribute("aria-selected", "false");
  await expect(panel.getByRole("link", { name: "Find tools" })).toBeVisible();

  await page.keyboard.press("ArrowRight");
  await expect(tabs.nth(2)).toBeFocused();
  await expect(tabs.nth(2)).toHaveAttribute("aria-selected", "true");
  await expect(panel.getByRole("link", { name: "Learn", exact: true })).toBeVisible();

  await page.keyboard.press("End");
  await expect(tabs.nth(3)).toBeFocused();
  await expect(panel.getByRole("link", { name: "Learn more" })).toBeVisible();
  await page.keyboard.press("ArrowRight");
  await expect(tabs.nth(0)).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("ArrowLeft");
  await expect(tabs.nth(3)).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("Home");
  await expect(tabs.nth(0)).toBeFocused();
  await expect(tabs.nth(0)).toHaveAttribute("tabindex", "0");
  await expect(tabs.nth(1)).toHaveAttribute("tabindex", "-1");
});

test("A startup flip card shows its back on hover and when its link has keyboard focus", async ({
  page,
}) => {
  await page.goto("/");
  const cards = page.locator(".sfc-list .flip");
  expect(await cards.count()).toBeGreaterThanOrEqual(18);
  expect(await flipCos(page, 0)).toBeCloseTo(1);

  await cards.nth(0).hover();
  await expect.poll(() => flipCos(page, 0)).toBeCloseTo(-1);

  const link = cards.nth(2).getByRole("link", { name: /^Know More/ });
  await expect(link).toHaveAttribute("href", /^\/startups\/[\w-]+$/);
  await page.mouse.move(0, 0);
  await link.focus();
  await expect.poll(() => flipCos(page, 2)).toBeCloseTo(-1);
  // The back's content is in the accessibility tree whether the card is turned or not.
  await expect(cards.nth(5).getByRole("heading", { level: 3 })).toHaveCount(1);
});

test("The incubations carousel advances by itself, keeps going after next, and obeys Pause and Play", async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.goto("/#incubations");
  const carousel = page.locator('[aria-roledescription="carousel"]');
  const total = await carousel.locator('[aria-roledescription="slide"]').count();
  expect(total).toBeGreaterThanOrEqual(25);
  await expect(activeSlide(page)).toHaveAttribute("aria-label", `1 of ${total}`);
  await expect(activeSlide(page)).toHaveAttribute("aria-label", `2 of ${total}`, {
    timeout: 8_000,
  });

  await carousel.getByRole("button", { name: "Next slide" }).click();
  await expect(activeSlide(page)).toHaveAttribute("aria-label", `3 of ${total}`);
  await expect(activeSlide(page)).toHaveAttribute("aria-label", `4 of ${total}`, {
    timeout: 8_000,
  });

  await carousel.getByRole("button", { name: "Pause" }).click();
  const paused = await slideNumber(page);
  // Nothing to await: the story is that no slide turns for longer than the 3 s autoplay step.
  await page.waitForTimeout(4_000);
  expect(await slideNumber(page)).toBe(paused);

  await carousel.getByRole("button", { name: "Play" }).click();
  await expect(activeSlide(page)).toHaveAttribute("aria-label", `${paused + 1} of ${total}`, {
    timeout: 8_000,
  });

  // Previous from the first slide loops to the last.
  await carousel.getByRole("button", { name: "Pause" }).click();
  for (let n = await slideNumber(page); n > 1; n--)
    await carousel.getByRole("button", { name: "Previous slide" }).click();
  await expect(activeSlide(page)).toHaveAttribute("aria-label", `1 of ${total}`);
  await carousel.getByRole("button", { name: "Previous slide" }).click();
  await expect(activeSlide(page)).toHaveAttribute("aria-label", `${total} of ${total}`);
  await expect(activeSlide(page).getByRole("link", { name: /^View More/ })).toHaveAttribute(
    "href",
    /^\/startups\/[\w-]+$/,
  );
});

test("With reduced motion the typewriter and the carousel stay still, and cards do not turn", async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/");
  // Nothing to await: the story is that nothing moves for longer than a step of either takes.
  await page.waitForTimeout(4_500);
  await expect(typewriter(page)).toHaveText("we Incubate.");
  await expect(activeSlide(page)).toHaveAttribute("aria-label", /^1 of /);
  await expect(page.locator("#incubations").getByRole("button", { name: "Play" })).toBeVisible();
  await page.locator(".sfc-list .flip").first().hover();
  expect(await flipCos(page, 0)).toBeCloseTo(1);
  await expect(page.locator(".sfc-list .flip-back").first()).toBeInViewport();
});

test("FAQ questions open and close", async ({ page }) => {
  await page.goto("/#faq");
  const items = page.locator("#faq details");
  await expect(items).toHaveCount(5);
  const first = items.first();
  await expect(first).not.toHaveAttribute("open", "");
  await first.locator("summary").click();
  await expect(first).toHaveAttribute("open", "");
  await expect(first.locator("p")).toBeVisible();
  await first.locator("summary").click();
  await expect(first).not.toHaveAttribute("open", "");
});

test("Every section anchor exists once", async ({ page }) => {
  await page.goto("/");
  for (const id of ANCHORS) await expect(page.locator(`[id="${id}"]`), id).toHaveCount(1);
});

test("Litsen More goes to /pag, and View More goes to the timeline and the gallery", async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.goto("/");
  const events = page.locator("#events");
  await expect(events.locator('a[href="/timeline"]')).toHaveCount(3);
  await expect(events.locator('a[href^="http"]')).toHaveAttribute("target", "_blank");
  await expect(events.getByText("21/09/2023").first()).toBeAttached();
  await expect(events.getByText("24/11/2023 – 18/12/2023").first()).toBeAttached();

  await page.getByRole("link", { name: "Litsen More" }).click();
  await expect(page).toHaveURL(/\/pag$/);

  await page.goto("/");
  await page
    .locator("#events .h-more")
    .getByRole("link", { name: /^View More/ })
    .click();
  await expect(page).toHaveURL(/\/timeline$/);

  await page.goto("/");
  await expect(page.locator("#gallery .gallery-grid__item")).toHaveCount(12);
  await page
    .locator("#gallery")
    .getByRole("link", { name: /^View More/ })
    .click();
  await expect(page).toHaveURL(/\/gallery$/);
});

test("Notices with an address open in a new tab; the others are plain text with a date", async ({
  page,
}) => {
  await page.goto("/");
  const items = page.locator(".notices-list li");
  expect(await items.count()).toBeGreaterThan(0);
  const links = page.locator(".notices-list a");
  expect(await links.count()).toBeGreaterThan(0);
  for (const link of await links.all()) {
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  }
  for (const item of await items.all())
    await expect(item.locator("time")).toHaveText(/^\d{2}\/\d{2}\/\d{4}$/);
  const [popup] = await Promise.all([page.waitForEvent("popup"), links.first().click()]);
  await popup.close();
});

test("Without JavaScript every section, all four support panels and every slide are readable", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/");
  for (const id of ANCHORS) await expect(page.locator(`[id="${id}"]`), id).toBeVisible();
  await expect(page.locator("#home .tw")).toHaveText("we Incubate.");
  await expect(page.getByRole("tablist")).toBeHidden();
  for (const label of ["Explore", "Find tools", "Learn", "Learn more"])
    await expect(
      page.locator("#support").getByRole("link", { name: label, exact: true }),
    ).toBeVisible();
  const slides = page.locator('#incubations [aria-roledescription="slide"]');
  expect(await slides.count()).toBeGreaterThanOrEqual(25);
  // A sideways-scrolling list: the last slide is reachable by scrolling, not hidden.
  await slides.last().scrollIntoViewIfNeeded();
  await expect(slides.last()).toBeInViewport();
  await expect(page.locator("#faq details")).toHaveCount(5);
  await context.close();
});

// A visitor's home page carries no React app (decision 042): the page's own scripts
// (app/islands/widgets/) run its widgets. The stories above run there too; these add what only
// the islands do, and prove the page is the lean one.

test("A visitor's home page runs its widgets without the React app, and the typewriter plays again", async ({
  page,
}) => {
  await page.goto("/");
  expect(await runsTheApp(page)).toBe(false);
  for (const name of ["typewriter", "support-tabs", "carousel", "talks-slider"])
    await expect(page.locator(`[data-island="${name}"]`), name).toHaveAttribute(
      "data-island-state",
      "ready",
    );
  const pause = page.getByRole("button", { name: "Pause animation" });
  await expect(pause).toHaveAttribute("aria-pressed", "false");
  await expect(typewriter(page)).not.toHaveText("we Incubate.", { timeout: 8_000 });
  await pause.click();
  await expect(pause).toHaveAttribute("aria-pressed", "true");
  await expect(typewriter(page)).toHaveAttribute("data-playing", "false");
  await pause.click();
  await expect(pause).toHaveAttribute("aria-pressed", "false");
  await expect(typewriter(page)).toHaveAttribute("data-playing", "true");
  const now = await typewriter(page).textContent();
  await expect(typewriter(page)).not.toHaveText(now ?? "", { timeout: 8_000 });
});

test("The carousel steps by the arrow keys, holds while a slide has focus, and keeps only the slides in view in reach", async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1366, height: 800 });
  await page.goto("/#incubations");
  expect(await runsTheApp(page)).toBe(false);
  const carousel = page.locator('[aria-roledescription="carousel"]');
  const total = await carousel.locator(".cf-slide").count();
  const at = (n: number) => `${((n - 1 + total) % total) + 1} of ${total}`;

  // Focus on the controls does not hold autoplay; the arrow keys step either way.
  await carousel.getByRole("button", { name: "Pause" }).focus();
  const from = await slideNumber(page);
  await page.keyboard.press("ArrowRight");
  await expect(activeSlide(page)).toHaveAttribute("aria-label", at(from + 1));
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("ArrowLeft");
  await expect(activeSlide(page)).toHaveAttribute("aria-label", at(from - 1));

  // Three slides wide: the centre and its two neighbours are in reach, the others inert.
  const inert = carousel.locator(".cf-slide[inert]");
  await expect(inert).toHaveCount(total - 3);
  await expect(activeSlide(page)).not.toHaveAttribute("inert", "");
  // A phone shows one slide: only it is in reach.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(inert).toHaveCount(total - 1);
  await page.setViewportSize({ width: 1366, height: 800 });
  await expect(inert).toHaveCount(total - 3);

  // A focused link in a slide never moves away.
  await activeSlide(page)
    .getByRole("link", { name: /^View More/ })
    .focus();
  const held = await slideNumber(page);
  // Nothing to await: the story is that no slide turns for longer than the 3 s autoplay step.
  await page.waitForTimeout(4_000);
  expect(await slideNumber(page)).toBe(held);
  await expect(carousel.locator(".cf-track")).toHaveAttribute("aria-live", "polite");
  // Focus leaving the carousel lets autoplay go on.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await expect(activeSlide(page)).toHaveAttribute("aria-label", at(held + 1), { timeout: 8_000 });
  await expect(carousel.locator(".cf-count")).toHaveText(`${(held % total) + 1} / ${total}`);
});

test("The talks slider steps by its buttons and the arrow keys, and wraps round at either end", async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/#talks");
  expect(await runsTheApp(page)).toBe(false);
  const talks = page.locator("#talks");
  const list = talks.locator(".talks-list");
  const left = () => list.evaluate((el) => Math.round(el.scrollLeft));
  const max = await list.evaluate((el) => el.scrollWidth - el.clientWidth);
  // The first speaker snaps into place a few pixels from the start (the list's padding).
  const atStart = async () => (await left()) < 10;
  const atEnd = async () => (await left()) > max - 10;
  expect(max).toBeGreaterThan(0);
  expect(await atStart()).toBe(true);

  await talks.getByRole("button", { name: "Next speaker" }).click();
  await expect.poll(atStart).toBe(false);
  await list.focus();
  await page.keyboard.press("ArrowLeft");
  await expect.poll(atStart).toBe(true);
  // Back from the first speaker goes round to the last, and on from the last to the first.
  await page.keyboard.press("ArrowLeft");
  await expect.poll(atEnd).toBe(true);
  await talks.getByRole("button", { name: "Next speaker" }).click();
  await expect.poll(atStart).toBe(true);
  await list.focus();
  await page.keyboard.press("ArrowRight");
  await expect.poll(atStart).toBe(false);
});

test("On the home page a menu link to a section glides there and stays", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/");
  expect(await runsTheApp(page)).toBe(false);
  const nav = page.getByRole("navigation", { name: "Main" });
  await nav.locator("summary", { hasText: "Home" }).click();
  await nav.getByRole("link", { name: "Events" }).click();
  await expect(page).toHaveURL(/\/#events$/);
  const landed = () =>
    page.evaluate(() => {
      const top = document.getElementById("events")?.getBoundingClientRect().top ?? -1;
      return top >= 0 && top < 150;
    });
  await expect.poll(landed, { timeout: 8_000 }).toBe(true);
  // Nothing to await: the story is that it stays there once the smooth scroll has ended.
  await page.waitForTimeout(1_500);
  expect(await landed()).toBe(true);
});
