// The home page's own words are the centre's to change (issue 24): an editor renames the FAQ's
// title and gives the typewriter new phrases; a visitor without JavaScript reads the new title in
// English and, with no Hindi written, in English on the Hindi page too, marked as English; with
// JavaScript the typewriter types the new phrases.
import { fill, signIn } from "./content-helpers";
import { expect, runsTheApp, test, waitForHydration } from "./fixtures";

test("An editor changes a home section's title and the typewriter's phrases", async ({
  browser,
  page,
  baseURL,
}) => {
  test.setTimeout(60_000);
  await signIn(page);
  await page.goto("/admin-dashboard/home-sections");
  await waitForHydration(page);
  await fill(page, {
    "FAQ: title (English)": "Questions founders ask",
    "FAQ: title (Hindi)": "",
    "Typewriter phrases, one per line (English)": "we Build.\nwe Launch.",
  });
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByRole("status")).toHaveText("Published: visitors see it now.");

  const visitor = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const reader = await visitor.newPage();
  await reader.goto("/");
  await expect(reader.locator("#faq h2")).toHaveText("Questions founders ask");
  await expect(reader.locator(".tw-line .visually-hidden")).toHaveText("we Build. we Launch.");
  await reader.goto("/hi");
  const title = reader.locator("#faq h2 span");
  await expect(title).toHaveText("Questions founders ask");
  await expect(title).toHaveAttribute("lang", "en");
  // The Hindi phrases were not touched.
  await expect(reader.locator(".tw-line .visually-hidden")).toHaveText(
    "हम सँवारते हैं। हम राह दिखाते हैं। हम साथ देते हैं।",
  );
  await visitor.close();

  await page.goto("/");
  await waitForHydration(page);
  await expect(page.locator(".tw")).toHaveText(/we (B|La)/, { timeout: 10_000 });
});

test("Signed-in staff get the home page as the React app, and its widgets work there as well", async ({
  page,
}) => {
  await signIn(page);
  await page.goto("/");
  await waitForHydration(page);
  // Staff keep the app (decision 042); a visitor's page runs the same widgets without it.
  expect(await runsTheApp(page)).toBe(true);
  await expect(page.locator("[data-island-state]")).toHaveCount(0);

  const tabs = page.locator("#support").getByRole("tab");
  await tabs.first().click();
  await page.keyboard.press("ArrowRight");
  await expect(tabs.nth(1)).toBeFocused();
  await expect(tabs.nth(1)).toHaveAttribute("aria-selected", "true");

  const carousel = page.locator("#incubations .cf");
  const active = carousel.locator(".cf-slide[data-active]");
  await carousel.getByRole("button", { name: "Pause" }).click();
  await expect(carousel.getByRole("button", { name: "Play" })).toBeVisible();
  const at = Number((await active.getAttribute("aria-label"))?.split(" of ")[0]);
  await carousel.getByRole("button", { name: "Next slide" }).click();
  await expect(active).not.toHaveAttribute("aria-label", new RegExp(`^${at} of `));

  const pause = page.getByRole("button", { name: "Pause animation" });
  await expect(pause).toHaveAttribute("aria-pressed", "false");
  await pause.click();
  await expect(pause).toHaveAttribute("aria-pressed", "true");
});
