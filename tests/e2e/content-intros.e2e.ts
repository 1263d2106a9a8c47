// The words at the top of the list pages are the centre's to change (issue 24): an editor rewrites
// the talks page's title and opening line in both languages, sees the draft only in the preview,
// publishes, and a visitor without JavaScript reads the new words in English and in Hindi; an
// opening line with no Hindi shows in English on the Hindi page, marked as English.
import { fill, signIn } from "./content-helpers";
import { expect, test, waitForHydration } from "./fixtures";

test("An editor rewrites a list page's intro; visitors read it in both languages", async ({
  browser,
  page,
  baseURL,
}) => {
  test.setTimeout(60_000);
  await signIn(page);
  await page.goto("/admin-dashboard/intros");
  await waitForHydration(page);
  await expect(page.getByRole("group", { name: "Talks (/talksmore)" })).toBeVisible();
  await fill(page, {
    "Talks: title (English)": "Founders' Talks",
    "Talks: title (Hindi)": "संस्थापकों की वार्ताएँ",
    "Talks: opening line (English)": "Alumni tell how they built their companies.",
    "Talks: opening line (Hindi)": "",
    "Talks: title in the browser tab and search results (English)": "Founders' Talks",
  });
  await page.getByRole("button", { name: "Save draft", exact: true }).click();
  await expect(page.getByRole("status")).toHaveText(
    "Changes saved. Visitors still see the published version until you publish them.",
  );

  const visitor = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const reader = await visitor.newPage();
  await reader.goto("/talksmore");
  await expect(reader.getByRole("heading", { level: 1 })).toHaveText("Entrepreneur's Talks");

  await page.goto("/talksmore?preview");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Founders' Talks");

  await page.goto("/admin-dashboard/intros");
  await waitForHydration(page);
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByRole("status")).toHaveText("Published: visitors see it now.");

  await reader.goto("/talksmore");
  await expect(reader.getByRole("heading", { level: 1 })).toHaveText("Founders' Talks");
  await expect(reader).toHaveTitle(/^Founders' Talks \| /);
  await expect(reader.locator(".page-hero .lead")).toHaveText(
    "Alumni tell how they built their companies.",
  );
  await reader.goto("/hi/talksmore");
  await expect(reader.getByRole("heading", { level: 1 })).toHaveText("संस्थापकों की वार्ताएँ");
  const lead = reader.locator(".page-hero .lead span");
  await expect(lead).toHaveText("Alumni tell how they built their companies.");
  await expect(lead).toHaveAttribute("lang", "en");
  await visitor.close();
});
