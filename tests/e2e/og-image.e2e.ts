import sharp from "sharp";
import { PUBLIC_PAGES } from "~/lib/public-pages";
import { expect, type Page, test } from "./fixtures";

// A link shared on WhatsApp (or any network reading Open Graph) shows a preview: every public page
// names an absolute 1200×630 JPEG served by the site, its own picture's or the centre's.

async function firstLink(page: Page, list: string, pattern: RegExp) {
  await page.goto(list);
  const hrefs = await page
    .locator("a[href]")
    .evaluateAll((as) => as.map((a) => a.getAttribute("href")));
  const found = hrefs.find((h) => h && pattern.test(h));
  expect(found, `${list} links to ${pattern}`).toBeTruthy();
  return found as string;
}

const meta = (page: Page, key: "property" | "name", value: string) =>
  page.locator(`head meta[${key}="${value}"]`).first().getAttribute("content");

test("every public page, a startup and an event name an absolute 1200×630 preview", async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const origin = new URL(baseURL ?? "").origin;
  const startup = await firstLink(page, "/startups", /^\/startups\/[\w-]+$/);
  const event = await firstLink(page, "/events", /^\/events\/[\w-]+$/);
  const seen = new Map<string, string>();
  for (const path of [...PUBLIC_PAGES, startup, event]) {
    await page.goto(path);
    const image = await meta(page, "property", "og:image");
    expect(image, `${path}: og:image`).toBeTruthy();
    expect(new URL(image as string).origin, `${path}: og:image is absolute, on the site`).toBe(
      origin,
    );
    expect(await meta(page, "property", "og:image:width")).toBe("1200");
    expect(await meta(page, "property", "og:image:height")).toBe("630");
    expect(await meta(page, "property", "og:image:alt"), `${path}: alt`).toBeTruthy();
    expect(await meta(page, "name", "twitter:card")).toBe("summary_large_image");
    expect(await meta(page, "name", "twitter:image")).toBe(image);
    seen.set(path, image as string);
  }
  // The startup and the event show their own picture; the other pages the centre's preview.
  expect(seen.get(startup)).toMatch(/\/media\/[\w-]+\/og-\d+-\d+\.jpg$/);
  expect(seen.get(event)).toMatch(/\/media\/[\w-]+\/og-\d+-\d+\.jpg$/);
  expect(seen.get("/")).toMatch(/\/og\/default-[0-9a-z]+\.jpg$/);

  // Fetched as a crawler would: a JPEG of exactly the announced size, cached for good.
  for (const image of new Set(seen.values())) {
    const response = await request.get(image);
    expect(response.status(), image).toBe(200);
    expect(response.headers()["content-type"]).toBe("image/jpeg");
    expect(response.headers()["cache-control"]).toContain("immutable");
    const info = await sharp(await response.body()).metadata();
    expect([info.format, info.width, info.height], image).toEqual(["jpeg", 1200, 630]);
  }
});

test("an unknown image's preview is a 404, not an error", async ({ request }) => {
  expect((await request.get("/media/AAAAAAAAAAAAAAAAAAAAAA/og-50-50.jpg")).status()).toBe(404);
  expect((await request.get("/og/nothing.jpg")).status()).toBe(404);
});
