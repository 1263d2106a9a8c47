import AxeBuilder from "@axe-core/playwright";
import { type Browser, expect, type Page, test } from "./fixtures";

// Text size (A−, A, A+) and high contrast at the top of every page (GIGW 3.0, issue 13):
// remembered in a cookie, rendered by the server, working without JavaScript, and no page breaks
// at the largest size on a phone.

const rootPx = (page: Page) =>
  page.evaluate(() => Number.parseFloat(getComputedStyle(document.documentElement).fontSize));
const html = (page: Page) => page.locator("html");

async function eventPage(page: Page) {
  const html = await (await page.request.get("/events")).text();
  const slug = /href="\/events\/([\w-]+)"/.exec(html)?.[1];
  expect(slug, "the events page links to an event").toBeTruthy();
  return `/events/${slug}`;
}

/** A browser context with the given choice already in its cookie, JavaScript on or off. */
async function visitor(browser: Browser, baseURL: string, choice?: string, js = true) {
  const context = await browser.newContext({
    baseURL,
    javaScriptEnabled: js,
    viewport: { width: 390, height: 844 },
  });
  if (choice) await context.addCookies([{ name: "display", value: choice, url: baseURL }]);
  return context;
}

test.describe("Text size and contrast controls", () => {
  test("Without JavaScript, A+ enlarges the text and the choice stays across pages and visits", async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/professor");
    expect(await rootPx(page)).toBe(16);
    const larger = page.getByRole("button", { name: "Increase text size", exact: true });
    await larger.click();
    await expect(page).toHaveURL(/\/professor$/);
    await expect(html(page)).toHaveAttribute("data-text-size", "large");
    expect(await rootPx(page)).toBe(18);
    await page.getByRole("button", { name: "Increase text size", exact: true }).click();
    await expect(html(page)).toHaveAttribute("data-text-size", "larger");
    expect(await rootPx(page)).toBe(20);
    // The largest size is the largest: another press keeps it.
    await page.getByRole("button", { name: "Increase text size", exact: true }).click();
    expect(await rootPx(page)).toBe(20);

    // A link to another page, then a new visit in a fresh tab: still the larger text.
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Gallery" })
      .click();
    await expect(page).toHaveURL(/\/gallery$/);
    expect(await rootPx(page)).toBe(20);
    const again = await context.newPage();
    await again.goto("/startups");
    expect(await rootPx(again)).toBe(20);
    const cookie = (await context.cookies(baseURL)).find((c) => c.name === "display");
    expect(cookie?.sameSite).toBe("Lax");
    expect(cookie?.expires ?? 0).toBeGreaterThan(Date.now() / 1000 + 300 * 24 * 3600);

    // A resets, A− goes below the default.
    await again.getByRole("button", { name: "Normal text size", exact: true }).click();
    await expect(html(again)).not.toHaveAttribute("data-text-size", /./);
    expect(await rootPx(again)).toBe(16);
    await again.getByRole("button", { name: "Decrease text size", exact: true }).click();
    expect(await rootPx(again)).toBe(14);
    await context.close();
  });

  test("Without JavaScript, high contrast turns the page white on black with yellow links", async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/idea");
    const contrast = page.getByRole("button", { name: "High contrast", exact: true });
    await expect(contrast).toHaveAttribute("aria-pressed", "false");
    await contrast.click();
    await expect(page).toHaveURL(/\/idea$/);
    await expect(html(page)).toHaveAttribute("data-contrast", "high");
    await expect(contrast).toHaveAttribute("aria-pressed", "true");
    const colours = await page.evaluate(() => {
      const style = (el: Element | null) => (el ? getComputedStyle(el) : null);
      return {
        body: style(document.body)?.backgroundColor,
        text: style(document.querySelector("main p"))?.color,
        link: style(document.querySelector("footer a[href='/privacy']"))?.color,
      };
    });
    expect(colours).toEqual({
      body: "rgb(0, 0, 0)",
      text: "rgb(255, 255, 255)",
      link: "rgb(255, 255, 0)",
    });
    // Off again, and the text size was left alone.
    await contrast.click();
    await expect(html(page)).not.toHaveAttribute("data-contrast", /./);
    expect(await rootPx(page)).toBe(16);
    await context.close();
  });

  test("Without JavaScript at /hi, the controls speak Hindi and come back to the Hindi page", async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/hi/professor");
    await expect(html(page)).toHaveAttribute("lang", "hi");
    for (const name of ["अक्षर छोटे करें", "सामान्य अक्षर", "अक्षर बड़े करें", "उच्च कंट्रास्ट"])
      await expect(page.getByRole("button", { name, exact: true })).toBeVisible();
    await page.getByRole("button", { name: "अक्षर बड़े करें", exact: true }).click();
    await expect(page).toHaveURL(/\/hi\/professor$/);
    expect(await rootPx(page)).toBe(18);
    await page.getByRole("button", { name: "उच्च कंट्रास्ट", exact: true }).click();
    await expect(page).toHaveURL(/\/hi\/professor$/);
    await expect(html(page)).toHaveAttribute("data-contrast", "high");
    expect(await rootPx(page)).toBe(18);
    // The English pages share the choice (one cookie for the site).
    await page.goto("/gallery");
    await expect(html(page)).toHaveAttribute("data-contrast", "high");
    expect(await rootPx(page)).toBe(18);
    await context.close();
  });

  test("With JavaScript, a press applies at once, without loading the page, and is remembered", async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    await page.goto("/timeline");
    await page.evaluate(() => {
      (window as { sameDocument?: boolean }).sameDocument = true;
    });
    await page.getByRole("button", { name: "Increase text size", exact: true }).click();
    await expect(html(page)).toHaveAttribute("data-text-size", "large");
    await page.getByRole("button", { name: "High contrast", exact: true }).click();
    await expect(html(page)).toHaveAttribute("data-contrast", "high");
    await expect(page.getByRole("button", { name: "High contrast", exact: true })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(
      true,
    );
    const cookie = (await context.cookies(baseURL)).find((c) => c.name === "display");
    expect(cookie?.value).toBe("large.high");
    await page.reload();
    await expect(html(page)).toHaveAttribute("data-text-size", "large");
    await expect(html(page)).toHaveAttribute("data-contrast", "high");
  });

  test("At the largest size on a 390 px phone, no page scrolls sideways and the header does not overlap", async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(300_000);
    const probe = await browser.newPage({ baseURL });
    const pages = ["/", "/professor", "/startups", "/gallery", "/idea", await eventPage(probe)];
    await probe.close();
    for (const js of [true, false]) {
      for (const choice of ["larger", "larger.high"]) {
        const context = await visitor(browser, baseURL ?? "", choice, js);
        const page = await context.newPage();
        for (const path of [...pages, "/hi", "/hi/professor"]) {
          await page.goto(path);
          expect(await rootPx(page), path).toBe(20);
          const widths = await page.evaluate(() => [
            document.documentElement.scrollWidth,
            window.innerWidth,
          ]);
          expect(
            widths[0],
            `${path} (${choice}, JavaScript ${js ? "on" : "off"})`,
          ).toBeLessThanOrEqual(widths[1] as number);
          // The header's parts side by side, not on top of each other.
          const boxes = await page.evaluate(() =>
            [".brand__institute", ".brand__centre", ".lang-switch", ".menu-toggle"]
              .map((s) => document.querySelector(s)?.getBoundingClientRect())
              .filter((r): r is DOMRect => !!r && r.width > 0 && r.height > 0)
              .map((r) => ({ left: r.left, right: r.right, top: r.top, bottom: r.bottom })),
          );
          for (const [i, a] of boxes.entries())
            for (const b of boxes.slice(i + 1)) {
              const overlap =
                a.left < b.right - 1 &&
                b.left < a.right - 1 &&
                a.top < b.bottom - 1 &&
                b.top < a.bottom - 1;
              expect(overlap, `${path}: header parts overlap ${JSON.stringify([a, b])}`).toBe(
                false,
              );
            }
        }
        await context.close();
      }
    }
  });

  test("High contrast has no axe violations, in English and in Hindi", async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const context = await visitor(browser, baseURL ?? "", "high");
    const page = await context.newPage();
    const probe = await browser.newPage({ baseURL });
    const paths = [
      "/",
      "/professor",
      "/gallery",
      "/idea",
      await eventPage(probe),
      "/hi",
      "/hi/professor",
    ];
    await probe.close();
    for (const path of paths) {
      await page.goto(path);
      await expect(html(page)).toHaveAttribute("data-contrast", "high");
      const results = await new AxeBuilder({ page }).analyze();
      const summary = results.violations.map(
        (v) =>
          `${path}: ${v.id} (${v.impact}) ${v.nodes
            .map((n) => n.target.join(" "))
            .slice(0, 3)
            .join(", ")}`,
      );
      expect(summary, `axe violations on ${path} in high contrast`).toEqual([]);
    }
    await context.close();
  });

  test("The controls' address refuses other sites and odd input, with a clear message", async ({
    request,
  }) => {
    const post = (form: Record<string, string>, headers?: Record<string, string>) =>
      request.post("/display", { form, headers, maxRedirects: 0 });
    const ok = await post({ back: "/hi/gallery?album=2", size: "larger" });
    expect(ok.status()).toBe(303);
    expect(ok.headers().location).toBe("/hi/gallery?album=2");
    expect(ok.headers()["set-cookie"]).toMatch(
      /^display=large; Path=\/; Max-Age=\d+; SameSite=Lax/,
    );

    for (const back of ["//evil.example/", "https://evil.example/", "/\\evil.example", "gallery"]) {
      const res = await post({ back, size: "larger" });
      expect(res.status(), back).toBe(400);
      expect(res.headers().location, back).toBeUndefined();
      expect(await res.text()).toContain("The page to return to must be a page of this site.");
    }
    const bad = await post({ back: "/hi", size: "huge" });
    expect(bad.status()).toBe(400);
    expect(await bad.text()).toContain("अक्षरों के आकार");
    const foreign = await post({ back: "/", size: "larger" }, { origin: "https://evil.example" });
    expect(foreign.status()).toBe(403);
    expect((await request.get("/display")).status()).toBe(405);
  });

  test("Links to other websites in the header and footer say so, in English and in Hindi", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    for (const [path, note] of [
      ["/student", "(another website)"],
      ["/hi/student", "(दूसरी वेबसाइट)"],
    ] as const) {
      await page.goto(path);
      const external = page.locator("header a[href^='http'], footer a[href^='http']");
      // The institute, the Tinkering Lab, the footer's Innovation lab and social profiles.
      expect(await external.count(), path).toBeGreaterThanOrEqual(3);
      for (const link of await external.all()) {
        await expect(link).toHaveAccessibleDescription(note);
        await expect(link).toHaveAttribute("rel", /\bnoopener\b/);
        await expect(link.locator("svg[aria-hidden='true']").last()).toBeAttached();
        // None opens a new tab, so none says it does.
        await expect(link).not.toHaveAttribute("target", /./);
      }
    }
    // The names stay what the links say.
    await page.goto("/student");
    await expect(
      page.locator("footer").getByRole("link", { name: "Innovation lab", exact: true }),
    ).toHaveCount(1);
    await expect(
      page.locator("header").getByRole("link", { name: "Tinkering Lab", exact: true }),
    ).toHaveCount(1);
  });
});
