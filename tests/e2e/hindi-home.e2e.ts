import AxeBuilder from "@axe-core/playwright";
import { basePath, hasTwin } from "~/lib/i18n/lang";
import { expect, type Page, runsTheApp, test } from "./fixtures";

// The home page as a Hindi reader uses it at /hi: its headings, buttons and widgets in Hindi,
// every link leading on in Hindi, the switch to English and back, and no axe violations.

/** Words of the English page that must not be left on the Hindi one (the idea form aside). */
const ENGLISH = [
  "View More",
  "Know More",
  "Litsen More",
  "Pause animation",
  "From the Director's Desk",
  "How we support",
  "Frequently Asked Questions",
  "Where ideas become companies",
  "Startups at the centre",
  "All notices",
];

/** The text of the page's main content, the idea form (another page's form) left out. */
const mainText = (page: Page) =>
  page.locator("main").evaluate((main) => {
    const copy = main.cloneNode(true) as HTMLElement;
    copy.querySelector("#idea")?.remove();
    return copy.innerText;
  });

test("A Hindi reader finds the home page's headings, buttons and widgets in Hindi", async ({
  page,
}) => {
  await page.goto("/hi");
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  // A visitor's page carries no React app: the widgets below are the page's own scripts, which
  // take their words from the server's markup (decision 042).
  expect(await runsTheApp(page)).toBe(false);
  // The typewriter may have moved past its first phrase before the page is looked at (a busy
  // machine): the phrase comes round again within one loop of all of them.
  await expect(page.locator("#home .tw")).toHaveText("हम सँवारते हैं।", { timeout: 30_000 });
  await expect(page.getByRole("button", { name: "एनिमेशन रोकें" })).toBeVisible();
  await expect(page.getByRole("link", { name: "अपना आइडिया भेजें" })).toHaveAttribute("href", "#idea");
  for (const heading of [
    "सूचनाएँ",
    "निदेशक की कलम से",
    "हम कैसे मदद करते हैं",
    "जहाँ आइडिया कंपनी बनते हैं",
    "उद्यमियों की वार्ताएँ",
    "कार्यक्रम",
    "अक्सर पूछे जाने वाले सवाल",
    "गैलरी",
  ])
    await expect(page.getByRole("heading", { name: heading, exact: true })).toBeVisible();

  // The support tabs: staff's Hindi labels, switched by the arrow keys as in English.
  const tabs = page.getByRole("tablist", { name: "हम कैसे मदद करते हैं" }).getByRole("tab");
  await expect(tabs).toHaveCount(4);
  await expect(tabs.first()).toHaveText("मेंटरशिप");
  await tabs.first().click();
  await page.keyboard.press("ArrowRight");
  await expect(tabs.nth(1)).toHaveAttribute("aria-selected", "true");
  await expect(page.locator("#support").getByRole("tabpanel")).toContainText(
    "पहली ग्रांट से पहले निवेशक तक",
  );

  // The carousel says where it is in Hindi, and its buttons are Hindi.
  const carousel = page.locator("#incubations .cf");
  await expect(carousel).toHaveAttribute("aria-roledescription", "स्लाइड शो");
  const total = await carousel.locator(".cf-slide").count();
  const active = carousel.locator(".cf-slide[data-active]");
  await carousel.getByRole("button", { name: "रोकें" }).click();
  await expect(carousel.getByRole("button", { name: "चलाएँ" })).toBeVisible();
  await expect(active).toHaveAttribute("aria-label", new RegExp(`^${total} में से \\d+$`));
  const at = Number((await active.getAttribute("aria-label"))?.split(" में से ")[1]);
  await carousel.getByRole("button", { name: "अगली स्लाइड" }).click();
  await expect(active).toHaveAttribute("aria-label", `${total} में से ${(at % total) + 1}`);

  // Dates stay dd/mm/yyyy; the FAQ opens; nothing of the English interface is left.
  await expect(page.locator(".notices-list time").first()).toHaveText(/^\d{2}\/\d{2}\/\d{4}$/);
  const faq = page.locator("#faq details").first();
  await faq.locator("summary").click();
  await expect(faq).toHaveAttribute("open", "");
  const text = await mainText(page);
  for (const words of ENGLISH) expect(text, words).not.toContain(words);
});

test("Every link of the Hindi home page leads on in Hindi", async ({ page }) => {
  await page.goto("/hi");
  const hrefs = await page
    .locator("main a[href^='/']")
    .evaluateAll((links) =>
      links.filter((a) => !a.closest("#idea")).map((a) => a.getAttribute("href") ?? ""),
    );
  expect(hrefs.length).toBeGreaterThan(40);
  // A public page's address without /hi would switch the reader to English.
  const english = hrefs.filter((href) => hasTwin(basePath(href)) && !href.startsWith("/hi"));
  expect(english).toEqual([]);

  await page
    .locator("#gallery")
    .getByRole("link", { name: /^और देखें/ })
    .click();
  await expect(page).toHaveURL(/\/hi\/gallery$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");

  await page.goto("/hi");
  const card = page.locator(".sfc-list .flip").first();
  const knowMore = card.getByRole("link", { name: /^और जानें/ });
  await expect(knowMore).toHaveAttribute("href", /^\/hi\/startups\/[\w-]+$/);
  await page.getByRole("link", { name: "और सुनें" }).click();
  await expect(page).toHaveURL(/\/hi\/pag$/);
});

test("The language switch takes the home page to English and back", async ({ page }) => {
  await page.goto("/hi");
  await page.getByRole("link", { name: "English", exact: true }).first().click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { name: "From the Director's Desk" })).toBeVisible();
  // The English phrase, whichever one the typewriter is on (a busy machine may have moved past
  // the first before the page is looked at; CI caught it on "we Mentor.").
  await expect(page.locator("#home .tw")).toHaveText(/^we (Incubate|Mentor|Support)\.$/, {
    timeout: 30_000,
  });

  await page.getByRole("link", { name: "हिन्दी", exact: true }).first().click();
  await expect(page).toHaveURL(/\/hi$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  await expect(page.getByRole("heading", { name: "निदेशक की कलम से" })).toBeVisible();
});

test("Without JavaScript the Hindi home page is complete", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/hi");
  await expect(page.locator("#home .tw")).toHaveText("हम सँवारते हैं।");
  for (const label of ["मेंटरशिप", "फ़ंडिंग"])
    await expect(page.locator("#support .st-label", { hasText: label })).toBeVisible();
  await expect(page.locator("#faq details")).toHaveCount(5);
  await expect(page.locator("#gallery .gallery-grid__item")).toHaveCount(12);
  await context.close();
});

test("The Hindi home page has no axe violations", async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto("/hi");
  const results = await new AxeBuilder({ page }).analyze();
  const summary = results.violations.map(
    (v) =>
      `${v.id} (${v.impact}) ${v.nodes
        .map((n) => n.target.join(" "))
        .slice(0, 3)
        .join(", ")}`,
  );
  expect(summary).toEqual([]);
});
