// The footer's line about the centre is the centre's to write (issue 24): an admin rewrites it in
// Settings, with {institute} for the institute's name; every page's footer says it in English, and
// the Hindi pages keep the Hindi line until someone changes that too.
import { signIn } from "./content-helpers";
import { expect, test, waitForHydration } from "./fixtures";

test("An admin rewrites the footer's line in Settings; every page shows it", async ({
  browser,
  page,
  baseURL,
}) => {
  test.setTimeout(60_000);
  await signIn(page);
  await page.goto("/admin-dashboard/settings");
  await waitForHydration(page);
  await page
    .getByLabel("The footer's line about the centre (English)", { exact: true })
    .fill("Where {institute} students turn ideas into companies.");
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByRole("status")).toHaveText("Published: visitors see it now.");

  const visitor = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const reader = await visitor.newPage();
  for (const path of ["/help", "/events"]) {
    await reader.goto(path);
    await expect(reader.locator(".site-footer__about")).toContainText(
      "Where Ganga Institute of Technology students turn ideas into companies.",
    );
  }
  await reader.goto("/hi/help");
  await expect(reader.locator(".site-footer__about")).toContainText(
    "गंगा प्रौद्योगिकी संस्थान का स्टार्टअप इनक्यूबेशन केंद्र",
  );
  await visitor.close();
});
