// A visitor's gallery photos in the lightbox: by keyboard, by the island's buttons and backdrop
// on a page without the React app (decision 042), and as the full-size file without JavaScript.
// Staff replacing photos and their descriptions: gallery.e2e.ts.
import { expect, runsTheApp, test } from "./fixtures";

test("Visitors browse /gallery in a lightbox with the keyboard", async ({ page }) => {
  await page.goto("/gallery");
  const first = page.getByRole("link", { name: /^Open photo/ }).first();
  await first.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAccessibleName("Photo 1 of 28");
  await page.keyboard.press("ArrowRight");
  await expect(dialog).toHaveAccessibleName("Photo 2 of 28");
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("ArrowLeft");
  await expect(dialog).toHaveAccessibleName("Photo 28 of 28");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(first).toBeFocused();
});

test("Without the React app, the gallery's island opens the lightbox: buttons, backdrop, full size", async ({
  page,
}) => {
  await page.goto("/gallery");
  // A visitor's gallery is the server's HTML and its islands, not the app.
  expect(await runsTheApp(page)).toBe(false);
  await expect(page.locator("ul.gallery-grid")).toHaveAttribute("data-island-state", "ready");
  const links = page.getByRole("link", { name: /^Open photo/ });
  const third = links.nth(2);
  const fullSize = await third.getAttribute("href");
  await third.click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toHaveAccessibleName("Photo 3 of 28");
  await expect(dialog.getByRole("button", { name: "Close" })).toBeFocused();
  // The photo itself, drawn wide, with what it shows said under it and its place in the list.
  const img = dialog.locator("img");
  await expect(img).toHaveAttribute("sizes", "100vw");
  await expect
    .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0))
    .toBe(true);
  await expect(dialog.locator("figcaption")).toContainText("3 / 28");
  await expect(dialog.getByRole("link", { name: "Open full size" })).toHaveAttribute(
    "href",
    fullSize ?? "",
  );
  await dialog.getByRole("button", { name: "Next photo" }).click();
  await expect(dialog).toHaveAccessibleName("Photo 4 of 28");
  await expect(dialog.locator("figcaption")).toContainText("4 / 28");
  await expect(dialog.locator("img")).toHaveCount(1);
  await dialog.getByRole("button", { name: "Previous photo" }).click();
  await expect(dialog).toHaveAccessibleName("Photo 3 of 28");
  // The page behind is inert while it is open; a click on the backdrop closes it.
  await page.mouse.click(5, 5);
  await expect(dialog).toBeHidden();
  await expect(third).toBeFocused();
  // Opened again, it is the same viewer, at the photo asked for.
  await links.first().click();
  await expect(dialog).toHaveAccessibleName("Photo 1 of 28");
  await expect(page.locator("dialog.lightbox")).toHaveCount(1);
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();
  await expect(links.first()).toBeFocused();
});

test("Without JavaScript a gallery photo opens as its full-size file", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/gallery");
  await expect(page.locator(".gallery-grid__item")).toHaveCount(28);
  const first = page.getByRole("link", { name: /^Open photo/ }).first();
  const href = (await first.getAttribute("href")) ?? "";
  expect(href).toMatch(/^\/media\/[\w-]+\/\d+\.jpg$/);
  expect((await page.request.get(href)).headers()["content-type"]).toBe("image/jpeg");
  await context.close();
});
