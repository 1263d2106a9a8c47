import { expect, test } from "@playwright/test";

test("Visitors can open the home page and the health check answers", async ({ page, request }) => {
  await page.goto("/");
  await expect(page.locator("#home")).toBeVisible();
  const health = await request.get("/healthz");
  expect(health.status()).toBe(200);
  expect(await health.json()).toMatchObject({ status: "ok" });
});
