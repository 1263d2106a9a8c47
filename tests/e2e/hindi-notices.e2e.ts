// A Hindi reader walks the notices, a notice, search, the idea form and its status page and the
// privacy policy at /hi: headings, buttons and messages in Hindi (the server's as well as the
// browser's), links that stay in Hindi, the switch landing on the same page, and no axe findings.
import AxeBuilder from "@axe-core/playwright";
import { MIN_FILL_MS } from "~/lib/forms/idea-rules";
import { expect, type Page, test } from "./fixtures";

test.describe.configure({ timeout: 90_000 });

const tag = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function expectHindi(page: Page) {
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
}

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target)}`);
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}

/** Every link in the page's main content to another page of the site stays under /hi. */
async function expectLinksInHindi(page: Page) {
  const hrefs = await page
    .locator("main a[href^='/']")
    .evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
  expect(hrefs.length).toBeGreaterThan(0);
  for (const href of hrefs) {
    // Files (feeds, PDFs) have one address for both languages.
    if (/\.[a-z0-9]+(\?.*)?$/i.test(href)) continue;
    expect(href, "a link on a Hindi page").toMatch(/^\/hi(\/|#|\?|$)/);
  }
}

/** The language switch leads to the same page in English, and back. */
async function expectSwitchBothWays(page: Page, englishPath: string, englishHeading: string) {
  const hindiUrl = new URL(page.url());
  await page.getByRole("link", { name: "English", exact: true }).first().click();
  await expect(page).toHaveURL((url) => url.pathname === englishPath);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(englishHeading);
  await page.getByRole("link", { name: "हिन्दी", exact: true }).first().click();
  await expect(page).toHaveURL((url) => url.pathname === hindiUrl.pathname);
  await expectHindi(page);
}

test("The notices archive and a notice's page read in Hindi", async ({ page }) => {
  await page.goto("/hi/notices");
  await expectHindi(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("सभी सूचनाएँ");
  await expect(page).toHaveTitle(/^सूचनाएँ/);
  const list = page.locator(".notice-archive");
  // The sample's notices have Hindi titles: they are the ones shown.
  await expect(list).toContainText("कल छठ पूजा की छुट्टी है");
  await expect(list).not.toContainText("Tomorrow is a holiday");
  await expect(list.locator("time").first()).toHaveText(/^\d{2}\/\d{2}\/\d{4}$/);
  await expect(page.getByRole("link", { name: "RSS फ़ीड" })).toHaveAttribute("href", "/notices.xml");
  await expectLinksInHindi(page);
  await expectNoAxeViolations(page);
  await expectSwitchBothWays(page, "/notices", "All notices");

  // A notice's own page: the Hindi title first, the English one after it marked as English.
  await page.goto("/hi/notices");
  const holiday = list.getByRole("link", { name: /कल छठ पूजा की छुट्टी है/ });
  await expect(holiday).toHaveAttribute("href", /^\/hi\/notices\/\d+$/);
  await holiday.click();
  await expect(page).toHaveURL(/\/hi\/notices\/\d+$/);
  await expectHindi(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "कल छठ पूजा की छुट्टी है: केंद्र और को-वर्किंग स्पेस बंद रहेंगे",
  );
  await expect(page.locator(".notice-page__title-hi")).toHaveAttribute("lang", "en");
  await expect(page.locator(".page-hero time")).toHaveText("13 नवंबर 2026");
  await expect(page.getByText("इस सूचना में शीर्षक के अलावा और कुछ नहीं है।")).toBeVisible();
  const back = page.getByRole("link", { name: "सभी सूचनाएँ" });
  await expect(back).toHaveAttribute("href", "/hi/notices");
  await expectNoAxeViolations(page);
  const path = new URL(page.url()).pathname.slice(3);
  await expectSwitchBothWays(
    page,
    path,
    "Tomorrow is a holiday: the centre and the co-working space stay closed for Chhath Puja",
  );

  // A page past the end says so in Hindi, as a 404.
  const response = await page.goto("/hi/notices?page=99");
  expect(response?.status()).toBe(404);
  await expect(page.locator(".notice-archive__note")).toContainText("सूचनाओं का पेज 99 मौजूद नहीं है");
  await expect(page.getByRole("link", { name: "सबसे नई सूचनाएँ देखें" })).toHaveAttribute(
    "href",
    "/hi/notices#archive",
  );
});

test("Search in Hindi: groups, titles and messages in Hindi, results in /hi", async ({ page }) => {
  await page.goto("/hi/search");
  await expectHindi(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("साइट पर खोजें");
  await expect(page.getByText("कोई नाम, सेक्टर या शब्द लिखें, हिन्दी या अंग्रेज़ी में।")).toBeVisible();
  await page.getByRole("searchbox", { name: "क्या खोजना है" }).fill("छठ");
  await page.getByRole("button", { name: "खोजें", exact: true }).click();
  await expect(page).toHaveURL(/\/hi\/search\?q=/);
  const notices = page.getByRole("region", { name: /^सूचनाएँ \(\d+\)$/ });
  await expect(notices.getByRole("link").first()).toContainText("छठ पूजा");
  await expect(page.getByRole("status")).toHaveText(/^“छठ” के लिए \d+ (नतीजा|नतीजे)।$/);
  await expectLinksInHindi(page);
  await expectNoAxeViolations(page);

  // English words find the same things; titles without Hindi are marked as English.
  await page.goto("/hi/search?q=gallery");
  const pages = page.getByRole("region", { name: /^पेज \(\d+\)$/ });
  await expect(pages.getByRole("link", { name: "गैलरी" })).toHaveAttribute("href", "/hi/gallery");
  await expectSwitchBothWays(page, "/search", "Search the site");
  await expect(page).toHaveURL(/\/hi\/search\?q=gallery$/);

  await page.goto("/hi/search?q=zzqqxx");
  await expect(page.getByRole("status")).toHaveText(
    "साइट पर “zzqqxx” से मिलता कुछ नहीं मिला। कम शब्दों से या दूसरे शब्दों से खोजकर देखें।",
  );
  await expectNoAxeViolations(page);
});

test("The idea form in Hindi: its errors, the answer and the status lookup", async ({ page }) => {
  const email = `hindi.${tag()}@example.co.in`;
  await page.goto("/hi/idea?form=idea");
  await expectHindi(page);
  await expect(page.locator("#idea-title")).toHaveText("अपने आइडिया को इनक्यूबेट कराएँ");
  const form = page.locator("#idea");
  await expect(form.locator("form")).toHaveAttribute("action", "/hi/idea");
  await expect(form.getByRole("link", { name: "उसकी स्थिति देखें" })).toHaveAttribute(
    "href",
    "/hi/idea/status",
  );

  // Sent empty: every field's message, in Hindi, from the browser's check.
  const submit = form.getByRole("button", { name: "भेजें" });
  await submit.click();
  for (const message of [
    "पूरा नाम भरना ज़रूरी है",
    "ई-मेल पता भरना ज़रूरी है",
    "फ़ोन नंबर भरना ज़रूरी है",
    "विषय भरना ज़रूरी है",
    "संदेश भरना ज़रूरी है",
  ])
    await expect(form.getByText(message, { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  const shownAt = Date.now();
  await form.getByLabel("पूरा नाम").fill("सुनीता कुमारी");
  await form.getByLabel("ई-मेल पता").fill("sunita@");
  await form.getByLabel("फ़ोन नंबर").fill("94310 12345");
  await form.getByLabel("विषय").fill("मखाना की पैकिंग");
  await form.getByLabel("संदेश").fill("दरभंगा के किसानों के लिए मखाना की सस्ती पैकिंग।");
  await submit.click();
  await expect(form.getByLabel("ई-मेल पता")).toHaveAccessibleDescription("सही ई-मेल पता लिखें");
  await expect(form.getByText("पूरा नाम भरना ज़रूरी है")).toHaveCount(0);

  await form.getByLabel("ई-मेल पता").fill(email);
  const wait = shownAt + MIN_FILL_MS + 200 - Date.now();
  if (wait > 0) await page.waitForTimeout(wait);
  await submit.click();
  const dialog = page.getByRole("dialog", { name: "भेज दिया गया!" });
  await expect(dialog).toContainText("आपका संदेश हमें मिल गया है!");
  const reference = (await dialog.locator(".idea__ref").innerText()).trim();
  expect(reference).toMatch(/^IDEA-\d{4}-\d{6}$/);
  await expect(dialog.getByRole("button", { name: "ठीक है" })).toBeVisible();
  await expectNoAxeViolations(page);

  // The dialog leads to the Hindi status page.
  await dialog.getByRole("link", { name: "आइडिया की स्थिति वाले पेज" }).click();
  await expect(page).toHaveURL(/\/hi\/idea\/status$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("आइडिया की स्थिति");
  await page.getByLabel("संदर्भ संख्या").fill(reference);
  await page.getByLabel("ई-मेल पता").fill(email);
  await page.getByRole("button", { name: "स्थिति देखें" }).click();
  const answer = page.getByRole("status").filter({ hasText: reference });
  await expect(answer).toContainText("मिल गया");
  await expect(answer).toContainText("आपका आवेदन हमें मिल गया है।");
  await expect(answer).toContainText(/आख़िरी बदलाव: \d{1,2} [^\d]+ \d{4}, \d{2}:\d{2} बजे।/);
  await expectNoAxeViolations(page);

  await page.getByLabel("ई-मेल पता").fill("someone.else@example.co.in");
  await page.getByRole("button", { name: "स्थिति देखें" }).click();
  await expect(
    page
      .getByRole("alert")
      .filter({ hasText: "इस संदर्भ संख्या और ई-मेल पते वाला कोई आइडिया नहीं मिला।" }),
  ).toBeVisible();
  await expectSwitchBothWays(page, "/idea/status", "Idea status");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the server answers the Hindi forms in Hindi", async ({ page }) => {
    await page.goto("/hi/idea?form=idea");
    const form = page.locator("#idea");
    await form.getByRole("button", { name: "भेजें" }).click();
    await expect(page).toHaveURL(/\/hi\/idea$/);
    await expectHindi(page);
    await expect(form.getByText("पूरा नाम भरना ज़रूरी है")).toBeVisible();
    await expect(form.getByText("संदेश भरना ज़रूरी है")).toBeVisible();

    await form.getByLabel("पूरा नाम").fill("Ravi");
    await form.getByLabel("ई-मेल पता").fill("ravi@@example.com");
    await form.getByRole("button", { name: "भेजें" }).click();
    await expect(form.getByLabel("ई-मेल पता")).toHaveAccessibleDescription("सही ई-मेल पता लिखें");
    await expect(form.getByLabel("पूरा नाम")).toHaveValue("Ravi");

    await page.goto("/hi/idea/status");
    await page.getByRole("button", { name: "स्थिति देखें" }).click();
    await expect(page).toHaveURL(/\/hi\/idea\/status$/);
    await expect(page.getByText("संदर्भ संख्या भरना ज़रूरी है")).toBeVisible();
    await expect(page.getByText("ई-मेल पता भरना ज़रूरी है")).toBeVisible();
  });

  test("the English forms still answer in the spec's words", async ({ page }) => {
    await page.goto("/idea?form=idea");
    await page.locator("#idea").getByRole("button", { name: "Submit" }).click();
    await expect(page.getByText("Full Name can't be blank")).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  });
});

test("The privacy policy reads in Hindi", async ({ page }) => {
  await page.goto("/hi/privacy");
  await expectHindi(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("गोपनीयता नीति");
  await expect(page.getByRole("heading", { level: 2, name: "आपके अधिकार" })).toBeVisible();
  await expect(page.locator("main")).not.toContainText("This website belongs to");
  await expectNoAxeViolations(page);
  await expectSwitchBothWays(page, "/privacy", "Privacy policy");
});
