// The startup directory and the events in Hindi, as a visitor at /hi walks them: headings, filters
// and buttons in Hindi, content in Hindi where staff wrote it (English marked lang="en" where not),
// every link staying under /hi, the switch landing on the same page in English, axe clean. The
// registration story creates an event, so it runs against the back-office stories' server.
import AxeBuilder from "@axe-core/playwright";
import { publishNew, signIn, tag } from "./content-helpers";
import { expect, type Page, runsTheApp, test } from "./fixtures";

// Each story walks several pages and runs axe on them: more than the default half minute.
test.describe.configure({ timeout: 120_000 });

const tiles = (page: Page) => page.locator("main article a.startup-tile__link");

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.map(
      (v) => `${page.url()}: ${v.id} ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
    ),
  ).toEqual([]);
}

/** Every link to a public page inside the page's main content stays in Hindi. */
async function expectLinksInHindi(page: Page) {
  const hrefs = await page
    .locator("main a[href^='/']")
    .evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
  expect(hrefs.length).toBeGreaterThan(0);
  // Files (calendars, media) have one address for both languages.
  const pages = hrefs.filter((href) => !/\.[a-z0-9]+(\?|#|$)/i.test(href.split("?")[0]));
  for (const href of pages) expect(href, "a link of a Hindi page").toMatch(/^\/hi(\/|\?|#|$)/);
}

/** The language switch (the header's): "English", to the same page. */
const switchToEnglish = (page: Page) => page.locator("header a[hreflang='en']").first();

test("The directory in Hindi: the list, a search, the empty state", async ({ page }) => {
  await page.goto("/hi/startups");
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("हमारे स्टार्टअप");
  await expect(page).toHaveTitle(/^हमारे स्टार्टअप \| /);
  const all = await tiles(page).count();
  expect(all).toBeGreaterThanOrEqual(20);
  await expect(page.getByRole("status")).toHaveText(`सभी ${all} स्टार्टअप दिखाए जा रहे हैं।`);
  // Names and sectors in Hindi; the tile's founder line too.
  const kheti = page.locator("main article", { hasText: "खेतीसेंस" });
  await expect(kheti.locator(".badge")).toHaveText("कृषि तकनीक");
  await expect(kheti).toContainText("संस्थापक: अदिति कुमारी");
  await expectLinksInHindi(page);
  await expectNoAxeViolations(page);

  // An English name finds the startup on the Hindi page too.
  await page.getByRole("searchbox", { name: "स्टार्टअप खोजें" }).fill("KhetiSense");
  await page.getByRole("button", { name: "स्टार्टअप दिखाएँ" }).click();
  await expect(page).toHaveURL(/\/hi\/startups\?q=KhetiSense/);
  await expect(tiles(page)).toHaveText(["खेतीसेंस"]);
  await expect(page.getByRole("status")).toHaveText(`${all} में से 1 स्टार्टअप मिले।`, {
    timeout: 20_000,
  });
  await expect(tiles(page)).toHaveAttribute("href", "/hi/startups/khetisense");

  // Nothing found: said in Hindi, with the way back to the whole list.
  await page.goto("/hi/startups?q=no+such+startup+anywhere");
  await expect(page.getByRole("heading", { name: "कोई स्टार्टअप नहीं मिला" })).toBeVisible();
  await page.getByRole("link", { name: "खोज और फ़िल्टर हटाएँ" }).click();
  await expect(page).toHaveURL(/\/hi\/startups#directory$/);
  await expect(page.getByRole("status")).toHaveText(`सभी ${all} स्टार्टअप दिखाए जा रहे हैं।`);
  await expectNoAxeViolations(page);
});

test("The directory's filters in Hindi, and the switch to the same search in English", async ({
  page,
}) => {
  // The filters: Hindi names and choices, each with its count.
  await page.goto("/hi/startups");
  const sector = page.getByLabel("सेक्टर", { exact: true });
  await expect(sector.locator("option[value='']")).toHaveText(/^सभी सेक्टर \(\d+\)$/);
  await expect(sector.locator("option[value='agritech']")).toHaveText(/^कृषि तकनीक \(\d+\)$/);
  await sector.selectOption("agritech");
  await expect(page.getByLabel("बैच", { exact: true }).locator("option[value='']")).toHaveText(
    /^सभी बैच \(\d+\)$/,
  );
  await page.getByRole("button", { name: "स्टार्टअप दिखाएँ" }).click();
  await expect(page).toHaveURL(/\/hi\/startups\?.*sector=agritech/);
  await expect(page.getByRole("status")).toHaveText(/^\d+ में से \d+ स्टार्टअप मिले।$/, {
    timeout: 20_000,
  });
  for (const badge of await page.locator("main article .badge").allInnerTexts())
    expect(badge).toBe("कृषि तकनीक");
  await expect(page.getByRole("link", { name: "फ़िल्टर हटाएँ" })).toHaveAttribute(
    "href",
    "/hi/startups#directory",
  );

  // The switch lands on the same search in English.
  await switchToEnglish(page).click();
  await expect(page).toHaveURL(/\/startups\?.*sector=agritech/);
  expect(new URL(page.url()).pathname).toBe("/startups");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our Startups");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByLabel("Sector", { exact: true })).toHaveValue("agritech");
});

test("/hi/pag searches without JavaScript and answers in Hindi", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/hi/pag");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/hi\/startups$/);
  await page.getByRole("searchbox", { name: "स्टार्टअप खोजें" }).fill("मखाना");
  await page.getByLabel("स्थिति", { exact: true }).selectOption("graduated");
  await page.getByRole("button", { name: "स्टार्टअप दिखाएँ" }).click();
  await expect(page).toHaveURL(/\/hi\/pag\?q=.*status=graduated#directory$/);
  await expect(tiles(page)).toHaveText(["मखाना मार्ग"]);
  await expect(page.locator("main article .badge")).toHaveText("खाद्य");
  await context.close();
});

test("A startup's page in Hindi, its cohort's events linked in Hindi", async ({ page }) => {
  await page.goto("/hi/startups/gaadigo");
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  await expect(page.getByRole("heading", { name: "समस्या क्या है" })).toBeVisible();
  const facts = page.getByRole("complementary", { name: "एक नज़र में" });
  await expect(facts.getByText("सेक्टर", { exact: true })).toBeVisible();
  await expect(facts).toContainText("बैच)");
  await expect(page.getByRole("link", { name: "सभी स्टार्टअप" })).toHaveAttribute("href", "/hi/pag");
  const cohort = page.getByRole("region", { name: "2023 में केंद्र" });
  await expect(cohort).toContainText("इसी साल");
  await expect(cohort.getByRole("link", { name: "पिचटेम्बर 2023", exact: true })).toHaveAttribute(
    "href",
    "/hi/events/pitchtember-2023",
  );
  // Dates with Hindi month names.
  await expect(cohort.locator("time").first()).toHaveText(/^\d+ (सितंबर|नवंबर) 2023$/);
  await expect(cohort.getByRole("link", { name: "गैलरी में सभी तस्वीरें देखें" })).toHaveAttribute(
    "href",
    /^\/hi\/gallery/,
  );
  // Machines read the same English data on both pages.
  const json = await page.locator('script[type="application/ld+json"]').textContent();
  expect(JSON.parse(json ?? "{}")).toMatchObject({ "@type": "Organization", name: "GaadiGo" });
  await expectLinksInHindi(page);
  await expectNoAxeViolations(page);

  await switchToEnglish(page).click();
  await expect(page).toHaveURL(/\/startups\/gaadigo$/);
  await expect(page.getByRole("heading", { name: "The problem" })).toBeVisible();
});

test("A Hindi startup page without the React app: its cohort's photos in a Hindi lightbox", async ({
  page,
}) => {
  await page.goto("/hi/startups");
  expect(await runsTheApp(page)).toBe(false);
  await page.goto("/hi/startups/gaadigo");
  expect(await runsTheApp(page)).toBe(false);
  const cohort = page.getByRole("region", { name: "2023 में केंद्र" });
  const photos = cohort.getByRole("link", { name: /^तस्वीर खोलें: / });
  const count = await photos.count();
  expect(count).toBeGreaterThan(1);
  await photos.nth(1).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toHaveAccessibleName(`तस्वीर 2 (कुल ${count})`);
  await dialog.getByRole("button", { name: "अगली तस्वीर" }).click();
  await expect(dialog).toHaveAccessibleName(`तस्वीर 3 (कुल ${count})`);
  await expect(dialog.getByRole("link", { name: "पूरे आकार में खोलें" })).toBeVisible();
  // What the photo shows, said in Hindi under it.
  await expect(dialog.locator("figcaption")).toContainText(/[\u0900-\u097F]/);
  const axe = await new AxeBuilder({ page }).include(".lightbox").analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);
  await dialog.getByRole("button", { name: "बंद करें" }).click();
  await expect(dialog).toBeHidden();
  await expect(photos.nth(1)).toBeFocused();
});

test("/hi/events and an event's page in Hindi", async ({ page }) => {
  await page.goto("/hi/events");
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("कार्यक्रम");
  await expect(
    page.getByRole("region", { name: "आने वाले कार्यक्रम" }).getByRole("heading", { level: 3 }),
  ).toHaveText(["फ़ाउंडर्स बूटकैंप (नमूना कार्यक्रम)"]);
  const past = page.getByRole("region", { name: "पिछले कार्यक्रम" });
  await expect(past.getByRole("heading", { level: 3 })).toHaveText([
    "स्टॉक मार्केट सिमुलेशन",
    "पिचटेम्बर 2023",
    "ओरिएंटेशन सत्र 2023",
  ]);
  await expect(past.locator("article", { hasText: "स्टॉक मार्केट" })).toContainText("ऑनलाइन");
  await expect(page.getByRole("link", { name: "कार्यक्रमों का कैलेंडर सब्सक्राइब करें" })).toHaveAttribute(
    "href",
    "/events.ics",
  );
  await expectLinksInHindi(page);
  await expectNoAxeViolations(page);

  await past.getByRole("link", { name: "पिचटेम्बर 2023" }).click();
  await expect(page).toHaveURL(/\/hi\/events\/pitchtember-2023$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("पिचटेम्बर 2023");
  const facts = page.getByRole("complementary", { name: "कब और कहाँ" });
  await expect(facts).toContainText("तारीख़ें");
  await expect(facts).toContainText("24/11/2023 – 18/12/2023");
  await expect(facts).toContainText("(24 नवंबर 2023)");
  await expect(facts).toContainText("आर्यभट सभागार, मुख्य परिसर");
  await expect(page.getByRole("heading", { name: "कैलेंडर में जोड़ें" })).toBeVisible();
  await expect(page.getByRole("link", { name: /^\.ics डाउनलोड करें/ })).toHaveAttribute(
    "href",
    "/events/pitchtember-2023.ics",
  );
  await expect(page.locator(".event-stats")).toContainText("छात्रों ने भाग लिया");
  const photos = page.getByRole("region", { name: "तस्वीरें" });
  await expect(photos.getByRole("link", { name: /^गैलरी में “.*” एल्बम देखें$/ })).toHaveAttribute(
    "href",
    /^\/hi\/gallery\?album=/,
  );
  // The schema.org data stays as machines read it (English).
  const json = await page.locator('script[type="application/ld+json"]').textContent();
  expect(JSON.parse(json ?? "{}")).toMatchObject({ "@type": "Event", name: "PitchTember 2023" });
  await expectLinksInHindi(page);
  await expectNoAxeViolations(page);

  await switchToEnglish(page).click();
  await expect(page).toHaveURL(/\/events\/pitchtember-2023$/);
  await expect(page.getByRole("complementary", { name: "When and where" })).toBeVisible();
});

test.describe("Registration in Hindi", () => {
  // It creates an event: the back-office stories' server, so the sample's counts stay as seeded.
  test.use({ baseURL: `http://localhost:${process.env.E2E_CONTENT_PORT}` });

  test("A visitor registers at /hi: errors in Hindi, then the confirmation; a repeat is refused in Hindi", async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const slug = `karyashala-${tag()}`;
    const email = `priya.${tag()}@example.co.in`;
    await signIn(page);
    await publishNew(page, "events", {
      Title: "Pitch deck clinic",
      "Title (Hindi)": "पिच डेक क्लिनिक",
      "Page address (URL)": slug,
      Starts: "12/12/2030 10:00",
      "Venue (English)": "Aryabhata Hall, Main Campus",
      "Venue (Hindi)": "आर्यभट सभागार, मुख्य परिसर",
      "Summary (English)": "An afternoon on pitch decks for student founders.",
      "Summary (Hindi)": "छात्र संस्थापकों के लिए पिच डेक पर एक दोपहर।",
      "Description (English)": "Bring your deck, printed or on a laptop.",
      Places: "3",
    });
    await page.getByLabel("Take registrations on the event's page").check();
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await expect(page.getByRole("status")).toHaveText("Published: visitors see it now.");

    const visitor = await browser.newContext({ baseURL });
    const one = await visitor.newPage();
    await one.goto(`/hi/events/${slug}`);
    await one.waitForFunction(() => (window as { __hydrated?: boolean }).__hydrated === true);
    await expect(one.getByRole("heading", { level: 1 })).toHaveText("पिच डेक क्लिनिक");
    // The description has no Hindi yet: shown in English, marked as English.
    await expect(one.locator("main .rich-text")).toHaveAttribute("lang", "en");
    await expect(one.locator("main .rich-text")).toContainText("Bring your deck");
    await expect(one.getByRole("complementary", { name: "कब और कहाँ" })).toContainText(
      "भारतीय मानक समय",
    );
    const section = one.getByRole("region", { name: "पंजीकरण" });
    await expect(section).toContainText("पंजीकरण चालू है: 3 सीटें बची हैं।");
    await expectNoAxeViolations(one);

    // Nothing typed but a wrong address: each field says what is wrong, in Hindi.
    await one.getByLabel("ई-मेल पता").fill("priya@example");
    await one.getByRole("button", { name: "पंजीकरण करें", exact: true }).click();
    await expect(one.getByText("पूरा नाम लिखना ज़रूरी है")).toBeVisible();
    await expect(one.getByText("सही ई-मेल पता लिखें")).toBeVisible();
    await expect(one.getByText("फ़ोन नंबर लिखना ज़रूरी है")).toBeVisible();
    await expect(one).toHaveURL(new RegExp(`/hi/events/${slug}`));
    await expect(one.getByLabel("ई-मेल पता")).toHaveValue("priya@example");
    await expectNoAxeViolations(one);

    await one.getByLabel("पूरा नाम").fill("प्रिया कुमारी");
    await one.getByLabel("ई-मेल पता").fill(email);
    await one.getByLabel("फ़ोन नंबर").fill("98765 43210");
    await one.getByLabel("संस्थान या संगठन (वैकल्पिक)").fill("राजकीय पॉलिटेक्निक, गया");
    await one.getByRole("button", { name: "पंजीकरण करें", exact: true }).click();
    await expect(section.getByRole("status")).toContainText("आपका पंजीकरण हो गया है।");
    await visitor.close();

    // Without JavaScript, the same address again: refused in Hindi, the answer where the form was.
    const plain = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const two = await plain.newPage();
    await two.goto(`/hi/events/${slug}`);
    await expect(two.locator("#register")).toContainText("पंजीकरण चालू है: 2 सीटें बची हैं।");
    await two.getByLabel("पूरा नाम").fill("प्रिया फिर से");
    await two.getByLabel("ई-मेल पता").fill(email.toUpperCase());
    await two.getByLabel("फ़ोन नंबर").fill("98765 43210");
    await two.getByRole("button", { name: "पंजीकरण करें", exact: true }).click();
    await expect(two).toHaveURL(new RegExp(`/hi/events/${slug}#register$`));
    await expect(two.getByRole("alert")).toContainText(
      "इस ई-मेल पते से आप इस कार्यक्रम के लिए पहले ही पंजीकरण कर चुके हैं",
    );
    await expect(two.getByLabel("पूरा नाम")).toHaveValue("प्रिया फिर से");
    await plain.close();
  });
});
