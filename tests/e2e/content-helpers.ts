// The steps the content stories share: signing in, filling an item's form by its labels, pressing
// its buttons, choosing a picture, and looking at a public page as a visitor in a fresh browser.
import sharp from "sharp";
import { E2E_ADMIN } from "../support/server";
import { type Browser, expect, type Locator, type Page, waitForHydration } from "./fixtures";

export { E2E_ADMIN };

/** A short random tag in lower case, so that names and addresses made from it stay unique. */
export const tag = () => Math.random().toString(36).slice(2, 8);

export async function signIn(page: Page, email = E2E_ADMIN.email, password = E2E_ADMIN.password) {
  await page.goto("/login");
  // Pages of a context of the test's own are not the fixture's: they wait here.
  await waitForHydration(page);
  await page.getByLabel("Email (or phone)").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Log In" }).click();
  await page.waitForURL((url) => url.pathname !== "/login");
}

/** Fills inputs and chooses options by their exact visible labels. */
export async function fill(page: Page, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    const control = page.getByLabel(label, { exact: true });
    const tag = await control.evaluate((el) => el.tagName);
    if (tag === "SELECT") await control.selectOption({ label: value });
    else await control.fill(value);
  }
}

const NOTES = {
  "Save draft": "Draft saved. Visitors do not see it until you publish it.",
  Publish: "Published: visitors see it now.",
  Unpublish: "Unpublished: visitors no longer see it. It is kept as a draft.",
} as const;

/** Presses "Save draft", "Publish" or "Unpublish" and waits for the page to say it is done; the item's id. */
export async function press(page: Page, button: keyof typeof NOTES): Promise<string> {
  await page.getByRole("button", { name: button, exact: true }).click();
  await expect(page.getByRole("status")).toHaveText(NOTES[button]);
  const id = /\/admin-dashboard\/[\w-]+\/(\d+)/.exec(page.url())?.[1];
  expect(id, page.url()).toBeTruthy();
  return id as string;
}

/** Opens a section's New form, fills it and publishes it; the new item's id. */
export async function publishNew(page: Page, section: string, values: Record<string, string>) {
  await page.goto(`/admin-dashboard/${section}/new`);
  await fill(page, values);
  return press(page, "Publish");
}

/** A photo-like JPEG (noise compresses badly): big enough for an upload to take a while. */
export async function noisyJpeg(width = 1600, height = 1200): Promise<Buffer> {
  return sharp({
    create: {
      width,
      height,
      channels: 3,
      background: "#000",
      noise: { type: "gaussian", mean: 128, sigma: 60 },
    },
  })
    .jpeg({ quality: 92 })
    .toBuffer();
}

/** Chooses a picture in an item form and describes it in both languages. */
export async function choosePicture(page: Page, name: string, buffer: Buffer, alt: string) {
  await page.getByLabel("Choose a file").setInputFiles({ name, mimeType: "image/jpeg", buffer });
  await fill(page, { "Alt text (English)": alt, "Alt text (Hindi)": `चित्र: ${alt}` });
}

/** With JavaScript the picture is uploaded at once: it is stored when its thumbnail shows. */
export async function pictureStored(page: Page) {
  await expect(
    page.getByRole("button", { name: /^Set the focal point/ }).locator("img"),
  ).toBeVisible({ timeout: 30_000 });
}

/** A visitor in a browser of their own (no cookies); closed after `look`. */
export async function asVisitor(browser: Browser, look: (page: Page) => Promise<void>) {
  const context = await browser.newContext();
  try {
    await look(await context.newPage());
  } finally {
    await context.close();
  }
}

/** An <img> has really loaded (scrolled to first: pictures below the fold load lazily). */
export async function expectLoaded(img: Locator) {
  await img.scrollIntoViewIfNeeded();
  await expect(img).toBeVisible();
  // Variants are made on their first request (the e2e server does not warm them up).
  await expect
    .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0), {
      timeout: 30_000,
    })
    .toBe(true);
}
