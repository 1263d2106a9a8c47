// Photos by the hundred (issue 25): an editor drops an event's 100 photos (and a stray text file)
// into an album, sees each file's result, describes photos through Missing alt text, moves two to
// another album, chooses the cover; a visitor without JavaScript pages through the album in
// English and Hindi. axe finds nothing on the back office's new parts, wide and on a phone.
import sharp from "sharp";
import { E2E_ADMIN, loginUi, uid } from "./auth-helpers";
import { axeClean, expect, type Page, test } from "./fixtures";

/** A small, distinct JPEG: the story is about the hundred, not the megapixels (the bench is). */
const photo = (i: number) =>
  sharp({
    create: {
      width: 360,
      height: 240,
      channels: 3,
      background: { r: (i * 53) % 256, g: (i * 97) % 256, b: (i * 29) % 256 },
    },
  })
    .jpeg({ quality: 80 })
    .toBuffer();

async function newAlbum(page: Page, title: string): Promise<string> {
  await page.goto("/admin-dashboard/gallery");
  await page.getByRole("link", { name: "New album" }).click();
  await page.getByLabel("Title", { exact: true }).fill(title);
  await page.getByRole("button", { name: "Publish" }).click();
  await page.waitForURL(/\/admin-dashboard\/albums\/\d+\?done=publish/);
  return /albums\/(\d+)/.exec(page.url())?.[1] ?? "";
}

test("Staff add an event's 100 photos at once, describe them, move two and choose the cover; visitors page through the album", async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  const tag = uid();
  const title = `Demo day ${tag}`;
  const other = `Workshop ${tag}`;
  await loginUi(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await page.waitForURL((url) => url.pathname !== "/login");
  const albumId = await newAlbum(page, title);
  await newAlbum(page, other);

  // 100 photos and a text file dropped in one go, into the album the page lists.
  await page.goto(`/admin-dashboard/gallery?album=${albumId}`);
  await expect(page.getByLabel("Album", { exact: true })).toHaveValue(albumId);
  const files = [];
  for (let i = 1; i <= 100; i++)
    files.push({
      name: `dsc-${String(i).padStart(3, "0")}.jpg`,
      mimeType: "image/jpeg",
      buffer: await photo(i),
    });
  files.splice(40, 0, { name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("notes") });
  await page.getByLabel("Choose photos or drop them here").setInputFiles(files);
  const results = page.getByRole("list", { name: "Uploaded files" });
  await expect(page.getByText("100 of 101 photo(s) added, 1 not added.")).toBeVisible({
    timeout: 240_000,
  });
  await expect(results.getByRole("listitem")).toHaveCount(101);
  await expect(results.getByRole("listitem").filter({ hasText: /Added$/ })).toHaveCount(100);
  await expect(results.getByRole("listitem").filter({ hasText: "notes.txt" })).toContainText(
    "Not added: the file is not a JPEG, PNG or WebP image.",
  );
  await axeClean(page);
  await page.goto(`/admin-dashboard/gallery/upload?album=${albumId}`);
  await axeClean(page);

  // The album's photos come 48 to a page.
  await page.goto(`/admin-dashboard/gallery?album=${albumId}`);
  await expect(page.locator(".gallery-count")).toHaveText(
    `Album “${title}”: 100 photo(s), page 1 of 3.`,
  );
  await expect(page.locator("li.admin-photo")).toHaveCount(48);
  await axeClean(page);

  // Missing alt text: two photos described in both languages at once.
  await page.getByRole("checkbox", { name: /Missing alt text/ }).check();
  await page.getByRole("button", { name: "Show", exact: true }).click();
  await expect(page).toHaveURL(/alt=missing/);
  const rows = page.locator(".alt-list__row");
  await expect(rows).toHaveCount(48);
  await axeClean(page);
  await rows.nth(0).getByLabel("Alt text (English)").fill(`The stage at ${title}`);
  await rows.nth(0).getByLabel("Alt text (Hindi)").fill(`${title} का मंच`);
  await rows.nth(1).getByLabel("Alt text (English)").fill(`The audience at ${title}`);
  await page.getByRole("button", { name: "Save alt texts" }).click();
  await expect(page.getByText("Alt text saved for 2 photo(s).")).toBeVisible();
  await expect(page.locator(".gallery-count")).toContainText("98 photo(s) without alt text");

  // Two photos move to the other album; the third becomes the cover.
  await page.goto(`/admin-dashboard/gallery?album=${albumId}`);
  const photos = page.locator("li.admin-photo");
  for (const n of [46, 47]) {
    const name = await photos.nth(n).locator("code").innerText();
    await page.getByLabel(`Select ${name}`).check();
  }
  await page.getByLabel("Move selected photos to").selectOption({ label: other });
  await page.getByRole("button", { name: "Move to album" }).click();
  await expect(page.getByText("2 photo(s) moved.")).toBeVisible();
  await expect(page.locator(".gallery-count")).toContainText("98 photo(s)");
  await expect(photos.nth(0)).toContainText("Album cover");
  const coverName = await photos.nth(2).locator("code").innerText();
  await photos
    .nth(2)
    .getByRole("button", { name: `Use as album cover: ${coverName}` })
    .click();
  await expect(page.getByText("Album cover chosen.")).toBeVisible();
  await expect(page.locator("li.admin-photo", { hasText: coverName })).toContainText("Album cover");

  // On a phone too.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/admin-dashboard/gallery?album=${albumId}`);
  await axeClean(page);
  await page.goto(`/admin-dashboard/gallery?album=${albumId}&alt=missing`);
  await axeClean(page);

  // A visitor without JavaScript pages through the album: 48, 48, 2; English and Hindi.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const visitor = await context.newPage();
  const slug = `demo-day-${tag}`;
  await visitor.goto(`/gallery?album=${slug}`);
  await expect(visitor.locator(".gallery-grid__item")).toHaveCount(48);
  await expect(visitor.locator('link[rel="next"]')).toHaveAttribute(
    "href",
    new RegExp(`/gallery\\?album=${slug}&page=2$`),
  );
  await expect(visitor.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    new RegExp(`/gallery\\?album=${slug}$`),
  );
  const pager = visitor.getByRole("navigation", { name: "Gallery pages" });
  await pager.getByRole("link", { name: "Next" }).click();
  await expect(visitor).toHaveURL(new RegExp(`album=${slug}&page=2#photos$`));
  await expect(visitor.locator(".gallery-grid__item")).toHaveCount(48);
  await expect(pager).toContainText("Page 2 of 3");
  await pager.getByRole("link", { name: "Next" }).click();
  await expect(visitor.locator(".gallery-grid__item")).toHaveCount(2);
  await expect(visitor.locator('link[rel="prev"]')).toHaveAttribute("href", /page=2$/);
  // A photo still without alt text is described by its album, never left without one.
  await expect(visitor.locator(".gallery-grid__item img").first()).toHaveAttribute(
    "alt",
    `Photo from ${title}`,
  );
  const past = await visitor.goto(`/gallery?album=${slug}&page=9`);
  expect(past?.status()).toBe(404);

  await visitor.goto(`/hi/gallery?album=${slug}`);
  const hindiPager = visitor.getByRole("navigation", { name: "गैलरी के पृष्ठ" });
  await hindiPager.getByRole("link", { name: "अगला" }).click();
  await expect(visitor).toHaveURL(new RegExp(`/hi/gallery\\?album=${slug}&page=2#photos$`));
  await expect(visitor.locator(".gallery-grid__item")).toHaveCount(48);
  await expect(visitor.getByRole("img", { name: `${title} का मंच` })).toHaveCount(0);
  await visitor.goto(`/hi/gallery?album=${slug}`);
  await expect(visitor.getByRole("img", { name: `${title} का मंच` })).toHaveCount(1);
  await context.close();
});

test("Without JavaScript, staff add a batch with the plain form and see each file's result", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await loginUi(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await page.waitForURL((url) => url.pathname !== "/login");
  await page.goto("/admin-dashboard/gallery");
  await page.getByLabel("Choose photos or drop them here").setInputFiles([
    { name: "first.jpg", mimeType: "image/jpeg", buffer: await photo(201) },
    { name: "minutes.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4\n") },
    { name: "second.jpg", mimeType: "image/jpeg", buffer: await photo(202) },
  ]);
  await page.getByRole("button", { name: "Upload photos" }).click();
  await expect(page).toHaveURL(/\/admin-dashboard\/gallery\/upload$/);
  await expect(page.getByText("2 of 3 photo(s) added, 1 not added.")).toBeVisible();
  const results = page.getByRole("list", { name: "Uploaded files" });
  await expect(results.getByRole("listitem").filter({ hasText: "minutes.pdf" })).toContainText(
    "Not added: the file is not a JPEG, PNG or WebP image.",
  );
  await expect(results.getByRole("listitem").filter({ hasText: /Added$/ })).toHaveCount(2);
  await context.close();
});
