// The brand is the centre's to change (issue 24): an admin uploads a logo and a square favicon and
// chooses an accent colour; visitors see the logo (described in the page's language) and the
// colour on English and Hindi pages, and the web app manifest lists the icons made from the
// favicon. A colour the buttons' text cannot be read on is refused with its contrast ratio. The
// story puts the brand back as it found it: other stories share the server.
import AxeBuilder from "@axe-core/playwright";
import sharp from "sharp";
import { asVisitor, signIn } from "./content-helpers";
import { expect, type Page, test, waitForHydration } from "./fixtures";

const png = (width: number, height: number, colour: string) =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();

const group = (page: Page, name: string) =>
  page.getByRole("group", { name: new RegExp(`^${name}`) });

async function publishBrand(page: Page) {
  await page.getByRole("button", { name: "Publish", exact: true }).click();
}

async function upload(page: Page, field: string, buffer: Buffer, alt: string) {
  const box = group(page, field);
  await box
    .getByLabel("Choose a file")
    .setInputFiles({ name: "brand.png", mimeType: "image/png", buffer });
  await expect(
    box.getByRole("button", { name: /^Set the focal point/ }).locator("img"),
  ).toBeVisible({
    timeout: 30_000,
  });
  await box.getByLabel("Alt text (English)").fill(alt);
  await box.getByLabel("Alt text (Hindi)").fill(`हिंदी: ${alt}`);
}

test("An admin sets the logo, favicon and accent colour; visitors see them in both languages", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signIn(page);
  await page.goto("/admin-dashboard/brand");
  await waitForHydration(page);
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);

  // Too dark for the buttons' dark text: refused, the ratio named, nothing changes.
  await page.getByLabel("Accent colour", { exact: true }).fill("#1e3a75");
  await publishBrand(page);
  await expect(
    page.getByText(/#1e3a75 is too dark: .* contrast of 1\.\d\d:1/).first(),
  ).toBeVisible();

  try {
    await upload(page, "Logo", await png(480, 160, "#ffffff"), "Sankalp logo");
    await upload(page, "Favicon", await png(600, 600, "#2ec4b6"), "Sankalp icon");
    await page.getByLabel("Accent colour", { exact: true }).fill("#2ec4b6");
    await publishBrand(page);
    await expect(page.getByRole("status")).toHaveText("Published: visitors see it now.");

    await asVisitor(browser, async (visitor) => {
      for (const [path, alt] of [
        ["/", "Sankalp logo"],
        ["/hi", "हिंदी: Sankalp logo"],
      ]) {
        await visitor.goto(path);
        const logo = visitor.locator("header .brand__centre img");
        await expect(logo).toHaveAttribute("alt", alt);
        await expect
          .poll(() => logo.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0))
          .toBe(true);
        await expect(visitor.locator("footer .site-footer__logo")).toHaveAttribute("alt", alt);
        const accent = await visitor.evaluate(() =>
          getComputedStyle(document.documentElement).getPropertyValue("--saffron-500").trim(),
        );
        expect(accent).toBe("#2ec4b6");
        const button = visitor.locator(".btn--primary").first();
        await expect(button).toHaveCSS("background-color", "rgb(46, 196, 182)");
      }
      const icon = await visitor.locator('link[rel="apple-touch-icon"]').getAttribute("href");
      expect(icon).toMatch(/^\/brand\/icon-[\w-]+-180\.png$/);
      const manifest = await (await visitor.request.get("/site.webmanifest")).json();
      expect(manifest.theme_color).toBe("#2ec4b6");
      expect(manifest.icons.map((i: { sizes: string }) => i.sizes)).toEqual(["192x192", "512x512"]);
      for (const i of manifest.icons) {
        const answer = await visitor.request.get(i.src);
        expect(answer.headers()["content-type"]).toBe("image/png");
        const meta = await sharp(await answer.body()).metadata();
        expect(`${meta.width}x${meta.height}`).toBe(i.sizes);
      }
    });
  } finally {
    // Back to the design's look for the stories that share this server.
    await page.goto("/admin-dashboard/brand");
    await waitForHydration(page);
    for (const field of ["Logo", "Favicon"]) {
      const remove = group(page, field).getByLabel("Remove the picture");
      if (await remove.count()) await remove.check();
    }
    await page.getByLabel("Accent colour", { exact: true }).fill("#f59e0b");
    await publishBrand(page);
    await expect(page.getByRole("status")).toHaveText("Published: visitors see it now.");
  }
});
