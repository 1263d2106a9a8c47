// The site's frame is the centre's to change (issue 24): an editor adds a dropdown to the header
// menu and a column to the footer, in both languages or in English only, and hides a home page
// section; a visitor without JavaScript finds the dropdown open by a click, the footer's new
// column with its link marked as another website, and the home page without the hidden section;
// the Hindi page shows the Hindi words, English marked where none were written.
import { press, publishNew, signIn } from "./content-helpers";
import { axeClean, expect, test, waitForHydration } from "./fixtures";

test("An editor adds a menu dropdown and a footer column and hides a home section; visitors see it all", async ({
  browser,
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await signIn(page);
  await publishNew(page, "menu", {
    "Dropdown (English)": "Founders",
    "Dropdown (Hindi)": "संस्थापक",
    "Link text (English)": "Funding",
    "Link text (Hindi)": "फ़ंडिंग",
    "Leads to": "/#support",
  });
  await publishNew(page, "footer-links", {
    "Column heading (English)": "Partners",
    "Link text (English)": "Startup India",
    "Leads to": "https://www.startupindia.gov.in",
  });
  // The list says where each link sits and where it leads.
  await page.goto("/admin-dashboard/menu");
  await expect(page.getByText("In the dropdown “Founders” · leads to /#support")).toBeVisible();
  await axeClean(page);
  await page.goto("/admin-dashboard/footer-links/new");
  await axeClean(page);

  await page.goto("/admin-dashboard/home-order");
  await page.getByRole("link", { name: "Incubations carousel", exact: true }).click();
  await waitForHydration(page);
  const shown = page.getByLabel("Show this section on the home page");
  await shown.uncheck();
  await axeClean(page);
  await press(page, "Publish");

  const visitor = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const reader = await visitor.newPage();
  try {
    await reader.goto("/");
    const menu = reader.getByRole("navigation", { name: "Main" });
    await menu.getByText("Founders", { exact: true }).click();
    await expect(menu.getByRole("link", { name: "Funding" })).toHaveAttribute("href", "/#support");
    const partners = reader.getByRole("navigation", { name: "Partners" });
    const link = partners.getByRole("link", { name: "Startup India" });
    await expect(link).toHaveAttribute("href", "https://www.startupindia.gov.in");
    await expect(link).toHaveAccessibleDescription(/another website/i);
    await expect(reader.locator("#incubations")).toHaveCount(0);
    await expect(reader.locator("#support")).toHaveCount(1);

    await reader.goto("/hi");
    const hindiMenu = reader.locator("header nav.site-nav");
    await hindiMenu.getByText("संस्थापक", { exact: true }).click();
    await expect(hindiMenu.getByRole("link", { name: "फ़ंडिंग" })).toHaveAttribute(
      "href",
      "/hi#support",
    );
    const column = reader.locator(".site-footer__col h2", { hasText: "Partners" });
    await expect(column).toHaveAttribute("lang", "en");
  } finally {
    // The other stories of this server read the home page with every section.
    await page.goto("/admin-dashboard/home-order");
    await page.getByRole("link", { name: "Incubations carousel", exact: true }).click();
    await waitForHydration(page);
    await page.getByLabel("Show this section on the home page").check();
    await press(page, "Publish");
    await visitor.close();
  }
});

test("An editor rewrites an e-mail, is refused a placeholder it does not have, and previews it", async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signIn(page);
  await page.goto("/admin-dashboard/emails");
  await waitForHydration(page);
  await axeClean(page);
  const subject = page.getByLabel("Feedback received (contact page): subject (English)", {
    exact: true,
  });
  await subject.fill("Dear {name}, we read your feedback");
  await page.getByRole("button", { name: "Save draft", exact: true }).click();
  await expect(
    page
      .getByText(
        "Feedback received (contact page): subject (English) uses {name}, which this text does not have. It may use {reference}, {centre}.",
      )
      .first(),
  ).toBeVisible();
  await subject.fill("Your note {reference} reached us");
  await page.getByRole("button", { name: "Save draft", exact: true }).click();
  await expect(page.getByRole("status")).toHaveText(
    "Changes saved. Visitors still see the published version until you publish them.",
  );
  await page.goto("/admin-dashboard/emails/preview");
  await expect(
    page.getByRole("heading", { name: "English: Your note FB-2026-0007 reached us" }),
  ).toBeVisible();
  await axeClean(page);
});
