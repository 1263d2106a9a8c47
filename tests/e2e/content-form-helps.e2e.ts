// Forms that help (issue 25): an editor types a website as krishimitra.in, replaces a picture and is
// asked to describe it again in both languages, types dates as 28/11/2026 14:30, finds the events
// by date, starts a notice dated today, reads what {centre} stands for, and, wide or on a phone,
// sees the label of the field a refused form moves to, clear of the fixed header.
import {
  choosePicture,
  fill,
  noisyJpeg,
  pictureStored,
  press,
  signIn,
  tag,
} from "./content-helpers";
import { axeClean, expect, type Page, test, waitForHydration } from "./fixtures";

/** The field's label is on screen and below the fixed header (not hidden under it). */
async function labelInView(page: Page, label: string) {
  const field = page.getByLabel(label, { exact: true });
  await expect(field).toBeFocused();
  const header = await page.locator("header.site-header").boundingBox();
  const box = await page.locator(`label[for="${await field.getAttribute("id")}"]`).boundingBox();
  expect(header && box).toBeTruthy();
  if (!header || !box) return;
  expect(box.y).toBeGreaterThanOrEqual(header.y + header.height);
  expect(box.y + box.height).toBeLessThanOrEqual(page.viewportSize()?.height ?? 0);
}

/** Today in the centre's zone, as the forms write it. */
const today = () =>
  new Intl.DateTimeFormat("en-GB", { timeZone: "Asia/Kolkata" }).format(new Date());

for (const width of [1366, 390]) {
  test(`Editors are helped by the forms at ${width} px: addresses, pictures, dates, placeholders`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: width > 800 ? 900 : 844 });
    const t = tag();
    await signIn(page);

    // A website without https:// is taken and stored with it; the slug field says what it is.
    await page.goto("/admin-dashboard/startups/new");
    await waitForHydration(page);
    await fill(page, {
      Name: `Krishi Mitra ${t}`,
      "Page address (URL)": `krishi-mitra-${t}`,
      Sector: "Agritech",
      "Problem (English)": "Farmers guess the weather.",
      "Description (English)": "Forecasts for each field.",
      Website: "krishimitra.in",
    });
    await choosePicture(page, "first.jpg", await noisyJpeg(400, 300), "A tractor at dawn");
    await pictureStored(page);
    await press(page, "Publish");
    await expect(page.getByLabel("Website", { exact: true })).toHaveValue("https://krishimitra.in");

    // A new picture empties both descriptions and asks for them again.
    await page.getByLabel("Replace with a file").setInputFiles({
      name: "second.jpg",
      mimeType: "image/jpeg",
      buffer: await noisyJpeg(300, 300),
    });
    await pictureStored(page);
    await expect(page.getByLabel("Alt text (English)")).toHaveValue("");
    await expect(page.getByLabel("Alt text (Hindi)")).toHaveValue("");
    await expect(
      page.getByText(/^A new picture: describe it again in both languages/),
    ).toBeVisible();
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await labelInView(page, "Alt text (English)");
    await expect(page.getByText("Alt text (English) is required.")).toBeVisible();
    await fill(page, {
      "Alt text (English)": "A drone over a field",
      "Alt text (Hindi)": "खेत पर ड्रोन",
    });

    // A website that is none is refused by the server, and the form moves to it, label in view.
    await fill(page, { Website: "krishi mitra" });
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await expect(
      page.getByText("Website is a website's address, such as krishimitra.in").first(),
    ).toBeVisible();
    await labelInView(page, "Website");
    await fill(page, { Website: "http://krishimitra.in" });
    await press(page, "Publish");
    await expect(page.getByLabel("Website", { exact: true })).toHaveValue("http://krishimitra.in");
    await axeClean(page);

    // Dates are typed and shown day first, on the 24-hour clock.
    await page.goto("/admin-dashboard/events/new");
    await waitForHydration(page);
    await expect(page.getByText("Written dd/mm/yyyy hh:mm (24-hour)").first()).toBeVisible();
    await fill(page, {
      Title: `Demo day ${t}`,
      Starts: "31/11/2026 14:30",
      "Venue (English)": "Seminar Hall",
      "Summary (English)": "Ten teams pitch.",
      "Description (English)": "Five minutes each.",
    });
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await expect(page.getByText(/^Starts: a date and a time that exist/).first()).toBeVisible();
    await labelInView(page, "Starts");
    await expect(page.getByLabel("Starts", { exact: true })).toHaveValue("31/11/2026 14:30");
    await fill(page, { Starts: "28/11/2026 14:30" });
    await press(page, "Publish");
    await expect(page.getByLabel("Starts", { exact: true })).toHaveValue("28/11/2026 14:30");
    await axeClean(page);

    // The events list is by date, coming first; staff may switch to their own order.
    await page.goto("/admin-dashboard/events");
    const order = page.getByRole("navigation", { name: "Order of the events" });
    await expect(order.getByText("By date, coming first")).toHaveAttribute("aria-current", "page");
    await expect(
      page.getByText(/^Changed \d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}$/).first(),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: /^Move up:/ })).toHaveCount(0);
    await order.getByRole("link", { name: /^Your order/ }).click();
    await expect(page).toHaveURL(/\?order=own$/);
    await expect(page.getByRole("button", { name: `Move up: Demo day ${t}` })).toBeVisible();
    await axeClean(page);

    // The full notice form starts with today's date.
    await page.goto("/admin-dashboard/notices/new");
    await expect(page.getByLabel("Date", { exact: true })).toHaveValue(today());

    // A home text's placeholders are said for what they are.
    await page.goto("/admin-dashboard/home");
    await expect(
      page.getByText(/This text uses placeholders: \{centre\} → /).first(),
    ).toBeVisible();
    await axeClean(page);
  });
}
