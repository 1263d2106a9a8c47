// Going live loses nothing (issue 25): an editor rewrites a sample startup in place, including
// its page address. It stops being sample content (the removal no longer lists it); its history
// starts with the version loaded at the first start, which brings it back; each published
// address change leaves the old one answering with a 301 (in both languages, without
// JavaScript), listed under Redirects, where staff can remove one.
import { signIn } from "./content-helpers";
import { axeClean, expect, test } from "./fixtures";

test("A rewritten sample startup keeps its history from the start and its old addresses", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await signIn(page);
  await page.goto("/admin-dashboard/startups");
  await page.getByRole("link", { name: "MatsyaFarm", exact: true }).click();
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue("MatsyaFarm");
  await expect(page.getByText("Sample", { exact: true })).toBeVisible();
  const item = page.url();

  // The history already holds the version loaded at the first start.
  await page.goto(`${item}/history`);
  await expect(page.getByRole("cell", { name: "First version (as loaded)" })).toBeVisible();

  // Rewritten as the centre's own, with a new address.
  await page.goto(item);
  await page.getByLabel("Name", { exact: true }).fill("Matsya Mitra");
  await page.locator('input[name="slug"]').fill("matsya-mitra");
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByRole("status")).toHaveText("Published: visitors see it now.");
  await expect(page.getByText("Sample", { exact: true })).toHaveCount(0);

  // "Remove sample content" lists what it would remove: not this one any more.
  await page.goto("/admin-dashboard/sample");
  await expect(page.getByRole("link", { name: "KaushalPath", exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "Matsya Mitra" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: /^Remove these \d+ sample items$/ })).toBeVisible();

  // Old links keep working, for a visitor without JavaScript too, in both languages.
  const visitor = await browser.newContext({ javaScriptEnabled: false });
  const v = await visitor.newPage();
  const first = await v.request.get("/startups/matsyafarm", { maxRedirects: 0 });
  expect(first.status()).toBe(301);
  expect(first.headers().location).toBe("/startups/matsya-mitra");
  // Browsers must ask again (the address may move back): no redirect cached for good.
  expect(first.headers()["cache-control"]).toBe("no-cache");
  await v.goto("/startups/matsyafarm");
  await expect(v).toHaveURL(/\/startups\/matsya-mitra$/);
  await expect(v.getByRole("heading", { level: 1 })).toHaveText("Matsya Mitra");
  await v.goto("/hi/startups/matsyafarm");
  await expect(v).toHaveURL(/\/hi\/startups\/matsya-mitra$/);

  // The Redirects page lists the old address.
  await page.goto("/admin-dashboard/redirects");
  await expect(page.getByRole("cell", { name: "/startups/matsyafarm", exact: true })).toBeVisible();
  await axeClean(page);

  // The first version comes back from the history and is published again, address and all.
  await page.goto(`${item}/history`);
  const firstRow = page.getByRole("row").filter({ hasText: "First version (as loaded)" });
  await firstRow.getByRole("button", { name: /^Restore/ }).click();
  await expect(page.getByRole("status")).toHaveText(
    "The earlier revision is back as the working copy. Publish it to make it public.",
  );
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue("MatsyaFarm");
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByRole("status")).toHaveText("Published: visitors see it now.");
  await v.goto("/startups/matsyafarm");
  await expect(v.getByRole("heading", { level: 1 })).toHaveText("MatsyaFarm");
  await v.goto("/startups/matsya-mitra");
  await expect(v).toHaveURL(/\/startups\/matsyafarm$/);

  // Staff remove the redirect they no longer want: the old address is then not found.
  await page.goto("/admin-dashboard/redirects");
  // The live address stopped redirecting; the one left leads back to it.
  await expect(
    page.getByRole("button", { name: "Remove the redirect from /startups/matsyafarm" }),
  ).toHaveCount(0);
  await page
    .getByRole("button", { name: "Remove the redirect from /startups/matsya-mitra" })
    .click();
  await expect(page.getByRole("status")).toContainText("The redirect is removed");
  expect((await v.request.get("/startups/matsya-mitra", { maxRedirects: 0 })).status()).toBe(404);
  await visitor.close();
});

test("Publishing an item with a later publish time says when visitors will see it", async ({
  page,
}) => {
  await signIn(page);
  await page.goto("/admin-dashboard/faq/new");
  await page.getByLabel("Question (English)").fill("When does the spring cohort open?");
  await page.getByLabel("Answer (English)").fill("On the first of the month.");
  // Tomorrow at 10:00 in the centre's time zone (India), typed as staff write dates.
  const tomorrow = new Date(Date.now() + 86_400_000);
  const [d, m, y] = tomorrow.toLocaleDateString("en-GB", { timeZone: "Asia/Kolkata" }).split("/");
  await page.getByLabel("Publish from").fill(`${d}/${m}/${y} 10:00`);
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByRole("status")).toHaveText(
    `Scheduled: visitors see it from ${d}/${m}/${y}, 10:00.`,
  );
});
