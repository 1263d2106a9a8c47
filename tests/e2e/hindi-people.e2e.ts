// Issue 13: the team, talks, timeline and gallery pages in Hindi at /hi, as a Hindi reader walks
// them: headings, content and controls in Hindi, links that stay in Hindi, the switch to English
// landing on the same page, and no axe violations.
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures";

const DEVANAGARI = /[\u0900-\u097F]/;

const PAGES = [
  { path: "/professor", h1: "हमारी टीम", h1En: "Our Team", title: /^फ़ैकल्टी मेंटर \|/ },
  { path: "/student", h1: "छात्र टीम", h1En: "Student Team", title: /^छात्र टीम \|/ },
  {
    path: "/timeline",
    h1: "कार्यक्रमों की समयरेखा",
    h1En: "Events Timeline",
    title: /^कार्यक्रमों की समयरेखा \|/,
  },
  {
    path: "/talksmore",
    h1: "उद्यमियों की वार्ताएँ",
    h1En: "Entrepreneur's Talks",
    title: /^उद्यमियों की वार्ताएँ \|/,
  },
  { path: "/gallery", h1: "सभी कार्यक्रमों की तस्वीरें", h1En: "ALL EVENT PHOTOS", title: /^गैलरी \|/ },
];

/** Links in the page's main content to the site's own pages that left the Hindi site. */
async function linksOutOfHindi(page: Page) {
  return page.locator("main a[href^='/']").evaluateAll((links) =>
    links
      .map((a) => a.getAttribute("href") ?? "")
      // Files (photos, media, feeds) have one address for both languages.
      .filter((href) => !/^\/(media|gallery\/|api|assets)|\.[a-z0-9]+(\?|$)/i.test(href))
      .filter((href) => href !== "/hi" && !href.startsWith("/hi/") && !href.startsWith("/hi?")),
  );
}

for (const { path, h1, h1En, title } of PAGES) {
  test(`A Hindi reader gets ${path} in Hindi at /hi${path}, with no axe violations`, async ({
    page,
  }) => {
    // axe over a page of 28 photos, then two more page loads: slow on a busy machine.
    test.setTimeout(90_000);
    const response = await page.goto(`/hi${path}`);
    expect(response?.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");
    await expect(page).toHaveTitle(title);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(h1);
    const description = await page.locator('meta[name="description"]').getAttribute("content");
    expect(description).toMatch(DEVANAGARI);
    // No interface text of the English page is left.
    await expect(page.locator("main")).not.toContainText(h1En);
    expect(await linksOutOfHindi(page)).toEqual([]);

    const results = await new AxeBuilder({ page }).analyze();
    const summary = results.violations.map(
      (v) => `${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(" ")).slice(0, 3)}`,
    );
    expect(summary, `axe violations on /hi${path}`).toEqual([]);

    // The switch lands on the same page in English, and back.
    await page.getByRole("link", { name: "English", exact: true }).first().click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(h1En);
    await page.getByRole("link", { name: "हिन्दी", exact: true }).first().click();
    await expect(page).toHaveURL(new RegExp(`/hi${path}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(h1);
  });
}

test("The mentors and the student team show their Hindi names, posts and buttons", async ({
  page,
}) => {
  await page.goto("/hi/professor");
  await expect(page.getByRole("heading", { level: 2, name: "फ़ैकल्टी मेंटर" })).toBeVisible();
  const names = page.locator(".person-card__name");
  await expect(names).toHaveCount(10);
  for (const name of await names.allTextContents()) expect(name).toMatch(DEVANAGARI);
  await expect(page.locator(".person-card__post").first()).toHaveText(DEVANAGARI);
  // A mentor's photo is described in Hindi.
  await expect(page.locator(".person-card__photo img").first()).toHaveAttribute(
    "alt",
    /^डॉ\. .+ की तस्वीर$/,
  );

  await page.goto("/hi/student");
  await expect(page.getByRole("heading", { level: 2, name: "छात्र समन्वयक" })).toBeVisible();
  // A section keeps its English address, so a link to it works in both languages.
  await expect(page.locator("section#student-coordinators")).toHaveCount(1);
  await expect(
    page.locator(".person-card--student a[href*='linkedin']").first(),
  ).toHaveAccessibleName(/^LinkedIn पर .+ की प्रोफ़ाइल$/);
});

test("The timeline gives dates with Hindi month names and links to events in Hindi", async ({
  page,
}) => {
  await page.goto("/hi/timeline");
  await expect(page.locator(".timeline__title").first()).toHaveText(DEVANAGARI);
  await expect(page.locator(".timeline__date").first()).toContainText(
    /\(\d{1,2} (जनवरी|फ़रवरी|मार्च|अप्रैल|मई|जून|जुलाई|अगस्त|सितंबर|अक्टूबर|नवंबर|दिसंबर) \d{4}\)/,
  );
  await page.getByRole("link", { name: "आने वाले कार्यक्रम और पंजीकरण" }).click();
  await expect(page).toHaveURL(/\/hi\/events$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
});

test("The talks show their quotes and speakers in Hindi", async ({ page }) => {
  await page.goto("/hi/talksmore");
  const section = page.getByRole("region", { name: "अनुभव" });
  await expect(section.locator(".testimonial").first()).toBeVisible();
  await expect(section.locator(".testimonial__name").first()).toHaveText(DEVANAGARI);
});

test("A Hindi reader filters the gallery by album and browses it in a Hindi lightbox", async ({
  page,
}) => {
  await page.goto("/hi/gallery");
  const albums = page.getByRole("navigation", { name: "एल्बम" });
  await expect(albums.getByRole("link", { name: "सभी" })).toHaveAttribute("aria-current", "page");
  const pitch = albums.getByRole("link", { name: "पिचटेम्बर 2023" });
  await pitch.click();
  await expect(page).toHaveURL(/\/hi\/gallery\?album=pitchtember-2023#photos$/);
  await expect(pitch).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("heading", { level: 2, name: "पिचटेम्बर 2023" })).toBeVisible();
  await expect(page).toHaveTitle(/^पिचटेम्बर 2023 · गैलरी \|/);
  // Captions and descriptions of the photos are in Hindi.
  await expect(page.locator(".gallery-grid__caption").first()).toHaveText(DEVANAGARI);
  // The switch keeps the album.
  await expect(page.getByRole("link", { name: "English", exact: true }).first()).toHaveAttribute(
    "href",
    "/gallery?album=pitchtember-2023",
  );

  await albums.getByRole("link", { name: "सभी" }).click();
  await expect(page).toHaveURL(/\/hi\/gallery#photos$/);
  // A link on a visitor's page is a page load: its lightbox is ready once its widgets ran.
  await waitForHydration(page);
  const first = page.getByRole("link", { name: /^तस्वीर खोलें: / }).first();
  await expect(first).toHaveAccessibleName(/^तस्वीर खोलें: .*[\u0900-\u097F]/);
  await first.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog");
  await expect(dialog).toHaveAccessibleName("तस्वीर 1 (कुल 28)");
  await dialog.getByRole("button", { name: "अगली तस्वीर" }).click();
  await expect(dialog).toHaveAccessibleName("तस्वीर 2 (कुल 28)");
  await dialog.getByRole("button", { name: "पिछली तस्वीर" }).click();
  await expect(dialog).toHaveAccessibleName("तस्वीर 1 (कुल 28)");
  await expect(dialog.getByRole("link", { name: "पूरे आकार में खोलें" })).toBeVisible();
  await expect(dialog.locator("figcaption")).toContainText(DEVANAGARI);
  const axe = await new AxeBuilder({ page }).include(".lightbox").analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);
  await dialog.getByRole("button", { name: "बंद करें" }).click();
  await expect(dialog).toBeHidden();
  await expect(first).toBeFocused();
});

test("An album that is not there is explained in Hindi, as a 404", async ({ page }) => {
  const response = await page.goto("/hi/gallery?album=no-such-album");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("status")).toHaveText(
    "“no-such-album” नाम का कोई एल्बम नहीं है: हो सकता है उसका नाम बदल गया हो या उसे हटा दिया गया हो। सभी तस्वीरें दिखाई जा रही हैं।",
  );
  await expect(page.locator(".gallery-grid__item")).toHaveCount(28);
});

test("Without JavaScript the Hindi gallery filters by album and opens photos", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/hi/gallery");
  await page
    .getByRole("navigation", { name: "एल्बम" })
    .getByRole("link", { name: "पिचटेम्बर 2023" })
    .click();
  await expect(page).toHaveURL(/\/hi\/gallery\?album=pitchtember-2023#photos$/);
  await expect(page.getByRole("heading", { level: 2, name: "पिचटेम्बर 2023" })).toBeVisible();
  const open = page.getByRole("link", { name: /^तस्वीर खोलें: / }).first();
  await expect(open).toHaveAttribute("href", /^\/media\//);
  await context.close();
});
