// The text pages are the centre's to write (issue 24): an editor rewrites a standard page (and is
// refused a placeholder it does not have), sets the day it was reviewed, and adds a page of the
// centre's own that the footer links; a visitor without JavaScript reads both, in English and
// Hindi, and finds the new page in the sitemap.
import { publishNew, signIn } from "./content-helpers";
import { axeClean, expect, test, waitForHydration } from "./fixtures";

test("An editor rewrites the disclaimer and adds a Funding page the footer links; visitors read both", async ({
  browser,
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await signIn(page);
  await page.goto("/admin-dashboard/standard-pages");
  await expect(page.getByText(/^At \/terms · last reviewed \d\d\/\d\d\/\d{4}$/)).toBeVisible();
  // A fixed list: the standard pages are edited, never added.
  await expect(page.getByRole("link", { name: /^New/ })).toHaveCount(0);
  await axeClean(page);
  await page.getByRole("main").getByRole("link", { name: "Disclaimer", exact: true }).click();
  await waitForHydration(page);
  await axeClean(page);
  const text = page.getByLabel("Text (English)", { exact: true });
  await text.fill("## Our promise {#promise}\n\nWrite to {emial} with any question.");
  await page.getByRole("button", { name: "Save draft", exact: true }).click();
  await expect(
    page
      .getByText(
        "Text (English) uses {emial}, which this text does not have. It may use {centre}, {institute}, {email}.",
      )
      .first(),
  ).toBeVisible();
  await text.fill(
    "## Our promise {#promise}\n\n{centre} answers every question within a week.\n\nTable: Answers\n\n| Asked by | Answer within |\n| --- | --- |\n| E-mail | A week |",
  );
  await page.getByLabel("Last reviewed", { exact: true }).fill("20/11/2026");
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByRole("status")).toHaveText("Published: visitors see it now.");

  await publishNew(page, "pages", {
    Title: "Funding",
    "Title (Hindi)": "फ़ंडिंग",
    "Text (English)": "## Seed grants\n\nUp to ₹5 lakh for an incubated startup.",
    "Text (Hindi)": "## सीड ग्रांट\n\nइनक्यूबेट हुए स्टार्टअप को ₹5 लाख तक।",
  });
  await publishNew(page, "footer-links", {
    "Column heading (English)": "Money",
    "Column heading (Hindi)": "पैसा",
    "Link text (English)": "Funding page",
    "Link text (Hindi)": "फ़ंडिंग पेज",
    "Leads to": "/pages/funding",
  });

  const visitor = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const reader = await visitor.newPage();
  try {
    await reader.goto("/disclaimer");
    const main = reader.getByRole("main");
    await expect(main.getByRole("heading", { level: 2, name: "Our promise" })).toHaveAttribute(
      "id",
      "promise",
    );
    await expect(main).toContainText("Sankalp Incubation Centre answers every question");
    await expect(main.getByRole("table", { name: "Answers" })).toBeVisible();
    await expect(reader.getByText("Last updated: 20/11/2026")).toBeVisible();

    await reader.goto("/");
    await reader
      .getByRole("navigation", { name: "Money" })
      .getByRole("link", { name: "Funding page" })
      .click();
    await expect(reader).toHaveURL(/\/pages\/funding$/);
    await expect(reader.getByRole("heading", { level: 1 })).toHaveText("Funding");
    await expect(reader.getByRole("main")).toContainText("Up to ₹5 lakh");

    await reader.goto("/hi/pages/funding");
    await expect(reader.getByRole("heading", { level: 1 })).toHaveText("फ़ंडिंग");
    await expect(reader.locator("html")).toHaveAttribute("lang", "hi");
    await reader.goto("/hi");
    await expect(
      reader.getByRole("navigation", { name: "पैसा" }).getByRole("link", { name: "फ़ंडिंग पेज" }),
    ).toHaveAttribute("href", "/hi/pages/funding");

    await reader.goto("/sitemap");
    // By its address: another story of this server adds a menu link also called "Funding".
    await expect(reader.getByRole("main").locator('a[href="/pages/funding"]')).toHaveText(
      "Funding",
    );
    expect((await reader.goto("/pages/no-such-page"))?.status()).toBe(404);
    // axe needs scripts: the same pages with them.
    for (const path of ["/pages/funding", "/hi/disclaimer"]) {
      await page.goto(path);
      await axeClean(page);
    }
  } finally {
    await visitor.close();
  }
});
