// The gallery managed as content: a photo added through the item form with its picture, caption
// and album; /gallery's album filter and captions; delete from the list with Undo.
import { randomBytes } from "node:crypto";
import { makeJpeg } from "../support/jpeg-fixtures";
import { E2E_ADMIN, loginUi } from "./auth-helpers";
import { expect, test } from "./fixtures";

test("An admin adds a photo with a caption to a new album; the gallery filters by album", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const tag = randomBytes(3).toString("hex");
  const title = `Demo day ${tag}`;
  const alt = `Founders at demo day ${tag}`;
  const caption = `The demo day stage, ${tag}`;
  await loginUi(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await page.waitForURL((url) => url.pathname !== "/login");
  await page.goto("/admin-dashboard/gallery");
  await page.getByRole("link", { name: "New album" }).click();
  await page.getByLabel("Title", { exact: true }).fill(title);
  await page.getByRole("button", { name: "Publish" }).click();
  await page.waitForURL(/\/admin-dashboard\/albums\/\d+\?done=publish/);

  // The photo stays a draft: visitors (and the other tests) keep seeing the 28.
  await page.goto("/admin-dashboard/gallery");
  await page.getByRole("link", { name: "Add a photo" }).click();
  await page.getByLabel("Choose a file").setInputFiles({
    name: "demo.jpg",
    mimeType: "image/jpeg",
    buffer: await makeJpeg({ width: 1200, height: 800, left: `#${tag}` }),
  });
  await page.getByLabel("Alt text (English)").fill(alt);
  await page.getByLabel("Alt text (Hindi)").fill(`डेमो डे ${tag}`);
  await page.getByLabel("Caption (English)").fill(caption);
  await page.getByLabel("Album").selectOption({ label: title });
  await page.getByRole("button", { name: "Save draft" }).click();
  await page.waitForURL(/\/admin-dashboard\/gallery\/\d+\?done=draft/, { timeout: 60_000 });

  await page.goto("/admin-dashboard/gallery");
  const row = page.locator("li.admin-photo", { has: page.getByRole("img", { name: alt }) });
  await expect(row.locator(".state")).toHaveText("Draft");
  await expect(page.locator("#list-albums")).toContainText("Albums");
  await expect(page.locator(".item-list__row", { hasText: title })).toHaveCount(1);

  // Visitors get the album's link; its page does not show the draft; an unknown album says so.
  const visitor = await browser.newPage();
  await visitor.goto("/gallery");
  const albums = visitor.getByRole("navigation", { name: "Albums" });
  await expect(albums.getByRole("link", { name: "All" })).toHaveAttribute("aria-current", "page");
  await albums.getByRole("link", { name: title }).click();
  await expect(visitor).toHaveURL(/\?album=/);
  await expect(albums.getByRole("link", { name: title })).toHaveAttribute("aria-current", "page");
  await expect(albums.getByRole("link", { name: "All" })).not.toHaveAttribute("aria-current");
  await expect(visitor.getByRole("img", { name: alt })).toHaveCount(0);
  await expect(visitor.getByText("This album has no photos yet.")).toBeVisible();
  const missing = await visitor.goto("/gallery?album=no-such-album");
  expect(missing?.status()).toBe(404);
  await expect(visitor.getByRole("status")).toHaveText(/There is no album “no-such-album”/);
  await expect(visitor.locator(".gallery-grid__item")).toHaveCount(28);
  await visitor.close();

  // Staff previewing see it in its album, with its caption under it and in the lightbox.
  await page.goto("/gallery?preview");
  await page.getByRole("navigation", { name: "Albums" }).getByRole("link", { name: title }).click();
  await expect(page).toHaveURL(/\?album=.+&preview/);
  await expect(page.locator(".gallery-grid__item")).toHaveCount(1);
  await expect(page.locator(".gallery-grid__item figcaption")).toHaveText(caption);
  await page.getByRole("link", { name: `Open photo: ${alt}` }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toHaveAccessibleName("Photo 1 of 1");
  await expect(dialog.locator("figcaption")).toContainText(caption);
  await page.keyboard.press("Escape");

  // Deleted to the trash from the list, with an Undo.
  await page.goto("/admin-dashboard/gallery");
  await row.locator("summary.item-list__delete").click();
  await row.getByRole("button", { name: "Yes, delete" }).click();
  const note = page.getByRole("status").filter({ hasText: "moved to the trash" });
  await expect(note).toContainText(alt);
  await expect(row).toHaveCount(0);
  await note.getByRole("button", { name: "Undo" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Restored" })).toBeVisible();
  await expect(row).toHaveCount(1);
});
