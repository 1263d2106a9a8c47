// The review panel (issue 26): two founders send ideas through the spec's form; staff add a
// reviewer and spread the two over them; the reviewer signs in, lands on their own reviews, sees
// only those two, scores one and declares a conflict of interest on the other; staff see the
// average. The reviewer's pages pass axe at 390 and 1366 px. Its own server (the content project).
import { MIN_FILL_MS } from "~/lib/forms/idea-rules";
import { signIn, tag } from "./content-helpers";
import { axeClean, type Browser, expect, type Page, test, waitForHydration } from "./fixtures";

async function sendIdea(browser: Browser, baseURL: string, subject: string) {
  const visitor = await browser.newContext({ baseURL });
  const page = await visitor.newPage();
  await page.goto("/idea?form=idea");
  // A page of a context of the test's own is not the fixture's: it waits here.
  await waitForHydration(page);
  const shownAt = Date.now();
  const form = page.locator("#idea");
  await form.getByLabel("Full Name").fill("Kavya Rao");
  await form.getByLabel("Email Address").fill(`founder.${tag()}@example.co.in`);
  await form.getByLabel("Phone Number").fill("98450 12345");
  await form.getByLabel("Subject").fill(subject);
  await form.getByLabel("Message").fill("Cheap sensors for village wells.");
  const wait = shownAt + MIN_FILL_MS + 200 - Date.now();
  if (wait > 0) await page.waitForTimeout(wait);
  await form.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByRole("dialog", { name: "Success!" })).toBeVisible();
  await visitor.close();
}

async function axeAtBothWidths(page: Page) {
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await axeClean(page);
  }
}

test("Staff spread two ideas to a new reviewer, who scores one and declares a conflict on the other", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const t = tag();
  const [first, second] = [`Solar dryer ${t}`, `Village clinic ${t}`];
  await sendIdea(browser, baseURL ?? "", first);
  await sendIdea(browser, baseURL ?? "", second);

  // Staff add the reviewer (the Users page's form) and spread the two ideas over them.
  await signIn(page);
  const reviewer = {
    email: `rekha.${t}@example.org`,
    name: `Rekha ${t}`,
    password: `rekha ${t} long`,
  };
  const added = await page.request.post("/admin-dashboard/users", {
    form: { intent: "add", role: "reviewer", ...reviewer },
    maxRedirects: 0,
  });
  expect(added.status()).toBe(302);
  await page.goto("/admin-dashboard/ideas");
  await page.getByRole("link", { name: "Review panel" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Review panel");
  await page.getByLabel("Reference, subject or founder").fill(t);
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page.getByRole("heading", { name: "Applications (2)" })).toBeVisible();
  await page.getByLabel(reviewer.name).check();
  await page.getByRole("button", { name: "Spread evenly" }).click();
  await expect(page.getByRole("status")).toHaveText("2 assignments made.");
  await expect(page.locator("tbody tr").filter({ hasText: reviewer.name })).toHaveCount(2);

  // The reviewer signs in on a phone and lands on their own reviews: only these two.
  const phone = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  const own = await phone.newPage();
  await signIn(own, reviewer.email, reviewer.password);
  await expect(own).toHaveURL(/\/admin-dashboard\/reviews$/);
  await expect(own.getByRole("heading", { level: 1 })).toHaveText("My reviews");
  const nav = own.getByRole("navigation", { name: "Admin sections" });
  await expect(nav.getByRole("link")).toHaveText(["My reviews"]);
  await expect(own.locator("tbody tr")).toHaveCount(2);
  await axeAtBothWidths(own);

  // Scores the first on the rubric (weights 1: the average is the mean, 4.00).
  await own.setViewportSize({ width: 390, height: 844 });
  await own.getByRole("link", { name: first }).click();
  await expect(own.getByRole("heading", { level: 1 })).toHaveText(first);
  await axeAtBothWidths(own);
  for (const [criterion, mark] of [
    ["Problem", "5"],
    ["Solution", "4"],
    ["Team", "4"],
    ["Market", "3"],
  ])
    await own.getByRole("group", { name: criterion }).getByLabel(mark, { exact: true }).check();
  await own.getByLabel("Comment").fill("Clear problem, early market.");
  await own.getByRole("button", { name: "Save review" }).click();
  await expect(own.getByRole("status")).toHaveText("Your review is saved.");
  await expect(
    own.getByRole("group", { name: "Problem" }).getByLabel("5", { exact: true }),
  ).toBeChecked();

  // Declares a conflict on the second: it leaves the list.
  await own.getByRole("link", { name: "← My reviews" }).click();
  await own.getByRole("link", { name: second }).click();
  await own.getByLabel("What the conflict is (optional, for staff)").fill("My cousin's clinic");
  await own.getByRole("button", { name: "Declare a conflict of interest" }).click();
  await expect(own).toHaveURL(/\/admin-dashboard\/reviews\?conflict=/);
  await expect(own.getByRole("status")).toContainText("is no longer yours to review");
  await expect(own.locator("tbody tr")).toHaveCount(1);
  await expect(own.locator("tbody")).toContainText("Scored");
  // The staff's pages are not theirs: the inbox sends them back to their reviews.
  await own.goto("/admin-dashboard/ideas");
  await expect(own).toHaveURL(/\/admin-dashboard\/reviews$/);
  await phone.close();

  // Staff see the average and the declared conflict, sorted by average.
  await page.goto(`/admin-dashboard/ideas/panel?q=${t}&sort=average`);
  const rows = page.locator("tbody tr");
  await expect(rows.nth(0)).toContainText(first);
  await expect(rows.nth(0)).toContainText("4.00");
  await expect(rows.nth(1)).toContainText("conflict");
  await rows.nth(0).getByRole("link", { name: first }).click();
  const reviews = page.getByRole("region", { name: "Reviews" });
  await expect(reviews).toContainText("Average 4.00 over 1 scored review");
  await expect(reviews).toContainText("Clear problem, early market.");
});
