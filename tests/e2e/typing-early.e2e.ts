// Scripts start after the first paint, and on a slow phone that can be seconds later. Whatever a
// visitor (or a password manager) typed before then must still be there when they run, and rules
// such as "Login is disabled while a field is blank" must follow the fields' real values.
import type { Browser, Page, Route } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures";

/** A page whose scripts are held back until `release()` is called. */
async function pageWithHeldScripts(browser: Browser) {
  const page: Page = await browser.newPage();
  const held: Route[] = [];
  let released = false;
  await page.route(/\/assets\/.*\.js$/, (route) => {
    if (released) return route.continue();
    held.push(route);
  });
  return {
    page,
    release: async () => {
      released = true;
      for (const route of held.splice(0)) await route.continue();
      await waitForHydration(page);
    },
  };
}

test("What is typed on /admin before the scripts run is kept, and Login follows it", async ({
  browser,
}) => {
  const { page, release } = await pageWithHeldScripts(browser);
  await page.goto("/admin", { waitUntil: "domcontentloaded" });
  await page.getByLabel("Email or Username").fill("someone@example.org");
  await page.getByLabel("Password").fill("typed early");
  await release();
  await expect(page.getByLabel("Email or Username")).toHaveValue("someone@example.org");
  await expect(page.getByLabel("Password")).toHaveValue("typed early");
  const login = page.getByRole("button", { name: "Login" });
  await expect(login).toBeEnabled();
  await page.getByLabel("Password").fill("");
  await expect(login).toBeDisabled();
  await page.getByLabel("Password").fill("again");
  await expect(login).toBeEnabled();
  await page.close();
});

test("A half-filled /admin form before the scripts run leaves Login disabled once they do", async ({
  browser,
}) => {
  const { page, release } = await pageWithHeldScripts(browser);
  await page.goto("/admin", { waitUntil: "domcontentloaded" });
  await page.getByLabel("Email or Username").fill("someone@example.org");
  await release();
  await expect(page.getByLabel("Email or Username")).toHaveValue("someone@example.org");
  await expect(page.getByRole("button", { name: "Login" })).toBeDisabled();
  await page.close();
});

test("What is typed on /login and in the idea form before the scripts run is kept", async ({
  browser,
}) => {
  const { page, release } = await pageWithHeldScripts(browser);
  await page.goto("/login", { waitUntil: "domcontentloaded" });
  await page.getByLabel("Email (or phone)").fill("early@example.org");
  await page.getByLabel("Password").fill("typed early");
  await release();
  await expect(page.getByLabel("Email (or phone)")).toHaveValue("early@example.org");
  await expect(page.getByLabel("Password")).toHaveValue("typed early");
  await page.close();

  // A visitor's /idea has no React app: its one script is a module named in the page, which the
  // browser runs before DOMContentLoaded. Held back, that event never comes: the page is shown and
  // can be typed in from the first bytes.
  const idea = await pageWithHeldScripts(browser);
  await idea.page.goto("/idea?form=idea", { waitUntil: "commit" });
  await idea.page.getByLabel("Full Name").fill("Early Founder");
  await idea.page.getByLabel("Message").fill("Typed before the scripts ran.");
  await idea.release();
  await expect(idea.page.getByLabel("Full Name")).toHaveValue("Early Founder");
  await expect(idea.page.getByLabel("Message")).toHaveValue("Typed before the scripts ran.");
  // The island ran on what was typed: its rules see the fields' real values.
  await expect(idea.page.locator("#idea")).toHaveAttribute("data-island-state", "ready");
  await idea.page.getByRole("button", { name: "Submit" }).click();
  await expect(idea.page.getByLabel("Full Name")).not.toHaveAttribute("aria-invalid", "true");
  await expect(idea.page.getByLabel("Email Address")).toHaveAccessibleDescription(
    "Email Address can't be blank",
  );
  await idea.page.close();
});
