// Events for visitors, read-only on the seeded sample (the spec's three events, all in the past,
// and the sample's upcoming bootcamp):
// the list, an event's page (with and without JavaScript), its structured data, its .ics file.

import AxeBuilder from "@axe-core/playwright";
import { scriptsOutsidePolicy } from "../support/csp";
import { parseCalendar } from "../support/ical";
import { expect, runsTheApp, test } from "./fixtures";

const PITCH = "/events/pitchtember-2023";

test("/events lists the coming event first, then the past events newest first", async ({
  page,
}) => {
  await page.goto("/events");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Events");
  const upcoming = page.getByRole("region", { name: "Upcoming events" });
  await expect(upcoming.getByRole("heading", { level: 3 })).toHaveText([
    "Founders' Bootcamp (sample event)",
  ]);
  const past = page.getByRole("region", { name: "Past events" });
  await expect(past.getByRole("heading", { level: 3 })).toHaveText([
    "Stock Market Simulation",
    "PitchTember 2023",
    "Orientation Session 2023",
  ]);
  const pitch = past.locator("article", { hasText: "PitchTember 2023" });
  await expect(pitch).toContainText("24/11/2023 – 18/12/2023");
  await expect(pitch).toContainText("Aryabhata Hall, Main Campus");
  await expect(past.locator("article", { hasText: "Stock Market" })).toContainText("Online");

  await pitch.getByRole("link", { name: "PitchTember 2023" }).click();
  await expect(page).toHaveURL(new RegExp(`${PITCH}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("PitchTember 2023");
});

test("an event's page shows its dates, venue, figures, photos and calendar links", async ({
  page,
}) => {
  await page.goto(PITCH);
  // A visitor's event page has no React app (decision 042), in either language: registration posts
  // the document, the calendar entries are links.
  expect(await runsTheApp(page)).toBe(false);
  const facts = page.getByRole("complementary", { name: "When and where" });
  await expect(facts).toContainText("24/11/2023 – 18/12/2023");
  await expect(facts).toContainText("Aryabhata Hall, Main Campus");
  await expect(page.locator("main .rich-text")).toContainText("multi-event pitch month");
  await expect(page.locator(".event-stats")).toContainText("1000+");
  await expect(page.getByRole("region", { name: "Photos" }).locator("img").first()).toBeVisible();
  await expect(page.getByRole("link", { name: /Download \.ics/ })).toHaveAttribute(
    "href",
    `${PITCH}.ics`,
  );
  await expect(page.getByRole("link", { name: "Google Calendar" })).toHaveAttribute(
    "href",
    /calendar\.google\.com.*dates=20231124%2F20231219/,
  );
  await page.goto(`/hi${PITCH}`);
  expect(await runsTheApp(page)).toBe(false);
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  await expect(page.getByRole("link", { name: /\.ics/ })).toHaveAttribute(
    "href",
    /pitchtember-2023\.ics$/,
  );
});

test("the events pages are whole without JavaScript; schema.org data beside scripts its policy names", async ({
  browser,
  request,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/events");
  await expect(
    page.getByRole("region", { name: "Past events" }).getByRole("heading", { level: 3 }),
  ).toHaveCount(3);
  const response = await page.goto(PITCH);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("PitchTember 2023");
  await expect(page.getByRole("link", { name: /Download \.ics/ })).toBeVisible();
  await context.close();

  const answer = await request.get(PITCH);
  const csp = answer.headers()["content-security-policy"] ?? "";
  const html = await answer.text();
  const script = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html);
  expect(script, "the page carries JSON-LD").toBeTruthy();
  expect(scriptsOutsidePolicy(html, csp)).toEqual([]);
  const data = JSON.parse(script?.[1] ?? "{}");
  expect(data).toMatchObject({
    "@context": "https://schema.org",
    "@type": "Event",
    name: "PitchTember 2023",
    startDate: "2023-11-24",
    endDate: "2023-12-18",
    eventStatus: "https://schema.org/EventScheduled",
    location: { "@type": "Place", name: "Aryabhata Hall, Main Campus" },
  });
});

test("the .ics files are calendars, and unknown events are 404", async ({ request }) => {
  const one = await request.get(`${PITCH}.ics`);
  expect(one.status()).toBe(200);
  expect(one.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
  expect(one.headers()["content-disposition"]).toContain("attachment");
  const [event] = parseCalendar(await one.text()).events;
  expect(event).toMatchObject({
    summary: "PitchTember 2023",
    location: "Aryabhata Hall, Main Campus",
    startDate: "2023-11-24",
    endDate: "2023-12-19",
  });

  const feed = parseCalendar(await (await request.get("/events.ics")).text());
  expect(feed.events.map((e) => e.summary)).toEqual([
    "Orientation Session 2023",
    "PitchTember 2023",
    "Stock Market Simulation",
    "Founders' Bootcamp (sample event)",
  ]);

  expect((await request.get("/events/no-such-event")).status()).toBe(404);
  expect((await request.get("/events/no-such-event.ics")).status()).toBe(404);
});

test("/events and an event's page have no axe violations", async ({ page }) => {
  for (const path of ["/events", PITCH]) {
    await page.goto(path);
    const results = await new AxeBuilder({ page }).analyze();
    expect(
      results.violations.map((v) => `${path}: ${v.id} ${v.nodes.map((n) => n.target).join(" ")}`),
    ).toEqual([]);
  }
});
