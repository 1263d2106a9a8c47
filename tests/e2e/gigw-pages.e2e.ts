import AxeBuilder from "@axe-core/playwright";
import { SAME_PAGE } from "~/lib/html-sitemap";
import { type GIGW_PAGES, PUBLIC_PAGES } from "~/lib/public-pages";
import { expect, type Page, test } from "./fixtures";

// The standard pages of India's web guidelines (GIGW 3.0): each in English and Hindi, linked from
// every page's footer, accessible; the HTML sitemap reaches every public page.

const TITLES: Record<(typeof GIGW_PAGES)[number], { en: string; hi: string }> = {
  "/accessibility": { en: "Accessibility statement", hi: "सुलभता विवरण" },
  "/screen-reader-access": { en: "Screen reader access", hi: "स्क्रीन रीडर एक्सेस" },
  "/sitemap": { en: "Sitemap", hi: "साइटमैप" },
  "/help": { en: "Help", hi: "सहायता" },
  "/terms": { en: "Terms of use", hi: "उपयोग की शर्तें" },
  "/copyright-policy": { en: "Copyright policy", hi: "कॉपीराइट नीति" },
  "/hyperlinking-policy": { en: "Hyperlinking policy", hi: "हाइपरलिंक नीति" },
  "/disclaimer": { en: "Disclaimer", hi: "डिस्क्लेमर" },
};

const FOOTER_ROW = {
  en: "About this website",
  hi: "इस वेबसाइट के बारे में",
};

const at = (path: string, lang: "en" | "hi") => (lang === "hi" ? `/hi${path}` : path);

async function axeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map(
    (v) => `${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(" ")).slice(0, 3)}`,
  );
}

for (const lang of ["en", "hi"] as const) {
  test(`Visitors reach every standard page from the footer, in ${lang === "en" ? "English" : "Hindi"}, and each is accessible`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.goto(at("/", lang));
    for (const [path, title] of Object.entries(TITLES)) {
      const address = at(path, lang);
      // The footer's row names the page in the page's language, at its address, and leads there.
      const row = page.getByRole("navigation", { name: FOOTER_ROW[lang] });
      const link = row.getByRole("link", { name: title[lang], exact: true });
      await expect(link).toHaveAttribute("href", address);
      await link.click();
      await expect(page).toHaveURL(new RegExp(`${address}$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(title[lang]);
      await expect(page).toHaveTitle(new RegExp(`^${title[lang]} \\| `));
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      expect(await axeViolations(page), `axe on ${address}`).toEqual([]);
      // The same page opened directly, as a document.
      const response = await page.goto(address);
      expect(response?.status(), address).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(title[lang]);
    }
  });
}

test("The footer's row lists the policies, privacy and contact, and leads to them", async ({
  page,
}) => {
  await page.goto("/talksmore");
  const row = page.getByRole("navigation", { name: "About this website" });
  await expect(row.getByRole("link")).toHaveText([
    "Accessibility statement",
    "Screen reader access",
    "Sitemap",
    "Help",
    "Terms of use",
    "Copyright policy",
    "Hyperlinking policy",
    "Disclaimer",
    "Privacy policy",
    "Contact us",
  ]);
  await expect(row.getByRole("link", { name: "Contact us" })).toHaveAttribute("href", "/contact");
  await row.getByRole("link", { name: "Accessibility statement" }).click();
  await expect(page).toHaveURL(/\/accessibility$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Accessibility statement");

  await page.goto("/hi/talksmore");
  const hindiRow = page.getByRole("navigation", { name: "इस वेबसाइट के बारे में" });
  await expect(hindiRow.getByRole("link", { name: "गोपनीयता नीति" })).toHaveAttribute(
    "href",
    "/hi/privacy",
  );
  await expect(hindiRow.getByRole("link", { name: "संपर्क करें" })).toHaveAttribute(
    "href",
    "/hi/contact",
  );
  await hindiRow.getByRole("link", { name: "सहायता" }).click();
  await expect(page).toHaveURL(/\/hi\/help$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("सहायता");
});

test("The HTML sitemap links every public page, the startups and the events", async ({ page }) => {
  for (const lang of ["en", "hi"] as const) {
    await page.goto(at("/sitemap", lang));
    const hrefs = await page
      .getByRole("main")
      .locator("a[href]")
      .evaluateAll((as) => as.map((a) => a.getAttribute("href") ?? ""));
    for (const path of [...PUBLIC_PAGES, "/contact"]) {
      const listed = SAME_PAGE[path] ?? path;
      const address = lang === "hi" ? (listed === "/" ? "/hi" : `/hi${listed}`) : listed;
      expect(hrefs, `${lang} sitemap links ${path}`).toContain(address);
    }
    const prefix = lang === "hi" ? "/hi" : "";
    expect(hrefs.filter((h) => h.startsWith(`${prefix}/startups/`)).length).toBeGreaterThan(3);
    expect(hrefs.filter((h) => h.startsWith(`${prefix}/events/`)).length).toBeGreaterThan(0);
    if (lang === "hi")
      expect(hrefs.every((h) => h === "/hi" || h.startsWith("/hi/") || h.startsWith("/hi#"))).toBe(
        true,
      );
  }
  // Every startup the directory shows has its line in the sitemap.
  await page.goto("/startups");
  const directory = await page
    .getByRole("main")
    .locator('a[href^="/startups/"]')
    .evaluateAll((as) => [...new Set(as.map((a) => a.getAttribute("href")))]);
  await page.goto("/sitemap");
  for (const href of directory)
    await expect(page.getByRole("main").locator(`a[href="${href}"]`)).toHaveCount(1);
});

test("The accessibility statement states its target, its limits and where to report a problem", async ({
  page,
}) => {
  await page.goto("/accessibility");
  const main = page.getByRole("main");
  await expect(main).toContainText("WCAG) 2.1 at level AA");
  await expect(main).toContainText("GIGW 3.0");
  await expect(main.getByRole("heading", { name: "Known limitations" })).toBeVisible();
  await expect(
    main.getByRole("link", { name: "Write to us through the contact page" }),
  ).toHaveAttribute("href", "/contact");
  // The e-mail is the centre's own, from Settings (the footer shows the same).
  const email = await page.locator("footer a.site-footer__mail").innerText();
  await expect(main.getByRole("link", { name: email.trim() })).toHaveAttribute(
    "href",
    `mailto:${email.trim()}`,
  );
  await expect(main).toContainText("within 5 working days");
  // "On this page" leads to each part.
  await main
    .getByRole("navigation", { name: "On this page" })
    .getByRole("link", { name: "Report a problem" })
    .click();
  await expect(page).toHaveURL(/#report$/);

  await page.goto("/hi/accessibility");
  await expect(page.getByRole("main")).toContainText("संकल्प इन्क्यूबेशन केंद्र");
  await expect(
    page.getByRole("main").getByRole("link", { name: "संपर्क पेज से हमें लिखें" }),
  ).toHaveAttribute("href", "/hi/contact");
});

test("Screen reader access lists the readers and where to get them; help lists the files", async ({
  page,
  request,
}) => {
  await page.goto("/screen-reader-access");
  const table = page.getByRole("table", { name: "Screen readers" });
  await expect(table.getByRole("rowheader")).toHaveText([
    /^NVDA/,
    /^JAWS/,
    "VoiceOver",
    "TalkBack",
    "Orca",
  ]);
  await expect(table.getByRole("link", { name: /nvaccess\.org/ })).toHaveAttribute(
    "href",
    /^https:\/\/www\.nvaccess\.org\//,
  );
  // A link to another website says so to screen readers.
  await expect(table.getByRole("link", { name: /nvaccess\.org.*another website/ })).toHaveCount(1);

  await page.goto("/hi/help");
  const main = page.getByRole("main");
  for (const file of ["/notices.xml", "/notices.txt"]) {
    // Files have one address for both languages, and answer.
    await expect(main.getByRole("link", { name: file })).toHaveAttribute("href", file);
    expect((await request.get(file)).status(), file).toBe(200);
  }
  await expect(main).toContainText("पीडीएफ़");
  await expect(main).toContainText(".ics");
});
