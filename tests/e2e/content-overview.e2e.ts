// The back office opens on an overview (issue 25): a visitor's idea waits in it, a scheduled
// item shows when it goes out, a health line leads to what needs fixing, and the health report
// downloads as a dated PDF and HTML page. Axe finds nothing on it, wide or on a phone.
import { readFileSync } from "node:fs";
import { signIn, tag } from "./content-helpers";
import { axeClean, expect, test } from "./fixtures";

test("Staff open the back office on what waits for them and the site's health", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const t = tag();
  // A founder sends an idea (without scripts, as on a slow phone).
  const visitor = await browser.newContext({ javaScriptEnabled: false });
  const v = await visitor.newPage();
  await v.goto("/idea?form=idea");
  const form = v.locator("#idea");
  await form.getByLabel("Full Name").fill(`Founder ${t}`);
  await form.getByLabel("Email Address").fill(`founder-${t}@example.co.in`);
  await form.getByLabel("Phone Number").fill("9876543210");
  await form.getByLabel("Subject").fill(`Idea ${t}`);
  await form.getByLabel("Message").fill("Solar cold storage for small farmers.");
  await form.getByRole("button", { name: "Submit" }).click();
  await v.waitForLoadState();
  await visitor.close();

  await signIn(page);
  await expect(page).toHaveURL(/\/admin-dashboard$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Overview");
  const ideas = page.getByRole("link", { name: /new ideas?$/ });
  await expect(ideas).toBeVisible();
  expect(Number((await ideas.locator("strong").textContent()) ?? 0)).toBeGreaterThan(0);

  // The site's health: each line says OK or To do, in words.
  const health = page.getByRole("region", { name: "Site health" });
  await expect(health.getByText("Published texts with their Hindi written")).toBeVisible();
  await expect(health.getByText(/GIGW: each standard page reviewed/)).toBeVisible();
  await axeClean(page);

  // The report, dated, as a PDF and as an HTML page.
  const [pdf] = await Promise.all([
    page.waitForEvent("download"),
    health.getByRole("link", { name: "PDF" }).click(),
  ]);
  expect(pdf.suggestedFilename()).toMatch(/^site-health-\d{4}-\d{2}-\d{2}\.pdf$/);
  const saved = await pdf.path();
  expect(readFileSync(saved).subarray(0, 5).toString()).toBe("%PDF-");
  const [html] = await Promise.all([
    page.waitForEvent("download"),
    health.getByRole("link", { name: "HTML page" }).click(),
  ]);
  expect(html.suggestedFilename()).toMatch(/^site-health-\d{4}-\d{2}-\d{2}\.html$/);
  expect(readFileSync(await html.path(), "utf8")).toContain("<h1>Site health: ");

  // A line leads to the items concerned: the officers are named under Settings.
  const officers = health.getByRole("listitem").filter({ hasText: "GIGW: the Web Information" });
  if (await officers.getByRole("link", { name: "Settings" }).count()) {
    await officers.getByRole("link", { name: "Settings" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Settings");
  }

  // The notices have their own page now.
  await page.goto("/admin-dashboard");
  await page
    .getByRole("navigation", { name: "Admin sections" })
    .getByRole("link", { name: "Notices" })
    .click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Notices");

  // On a phone.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/admin-dashboard");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Overview");
  await axeClean(page);
});
