// Staff open registration for an event with one place and a waiting list; a visitor registers with
// JavaScript, a second without it (and lands on the answer), a third tries the first one's address
// again; staff read the list and download it as CSV. Its own server: it creates an event.

import { readFile } from "node:fs/promises";
import AxeBuilder from "@axe-core/playwright";
import { publishNew, signIn, tag } from "./content-helpers";
import { expect, type Page, runsTheApp, test } from "./fixtures";

async function register(page: Page, who: { name: string; email: string }) {
  await page.getByLabel("Full Name").fill(who.name);
  await page.getByLabel("Email Address").fill(who.email);
  await page.getByLabel("Phone Number").fill("98765 43210");
  await page
    .getByLabel("Institute or organisation (optional)")
    .fill("Government Polytechnic, Gaya");
}

test("Visitors register for an event until its place is taken, then join the waiting list", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const slug = `workshop-${tag()}`;
  const first = { name: "Ravi Ranjan", email: `ravi.${tag()}@example.co.in` };
  const second = { name: "Neha Kumari", email: `neha.${tag()}@example.co.in` };

  await signIn(page);
  const id = await publishNew(page, "events", {
    Title: "Design thinking workshop",
    "Page address (URL)": slug,
    Starts: "12/12/2030 10:00",
    "Venue (English)": "Aryabhata Hall, Main Campus",
    "Summary (English)": "A day of hands-on design thinking for student founders.",
    "Description (English)": "Bring a notebook and an idea.",
    Places: "1",
  });
  // Ticking the boxes after the first publish: a published event's changes wait for Publish.
  await page.getByLabel("Take registrations on the event's page").check();
  await page
    .getByLabel("Once the places are taken, put further registrations on a waiting list")
    .check();
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByRole("status")).toHaveText("Published: visitors see it now.");

  // A visitor with JavaScript: the answer replaces the form.
  const visitor = await browser.newContext({ baseURL });
  const one = await visitor.newPage();
  await one.goto(`/events/${slug}`);
  // A visitor's page has no React app: the form posts the document, answered at #register.
  expect(await runsTheApp(one)).toBe(false);
  const section = one.getByRole("region", { name: "Register" });
  await expect(section).toContainText("Registration is open: 1 place left.");
  expect((await new AxeBuilder({ page: one }).analyze()).violations).toEqual([]);
  await register(one, { ...first, email: "ravi@example" });
  await one.getByRole("button", { name: "Register", exact: true }).click();
  await expect(one.getByText("Enter a valid email address")).toBeVisible();
  await expect(one.getByLabel("Full Name")).toHaveValue(first.name);
  await one.getByLabel("Email Address").fill(first.email);
  await one.getByRole("button", { name: "Register", exact: true }).click();
  await expect(section.getByRole("status")).toContainText("You are registered.");
  await visitor.close();

  // Without JavaScript: the place is taken, so the waiting list; the answer is where the form was.
  const plain = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const two = await plain.newPage();
  await two.goto(`/events/${slug}`);
  await expect(two.locator("#register")).toContainText(
    "All places are taken. Register to join the waiting list.",
  );
  await register(two, second);
  await two.getByRole("button", { name: "Join the waiting list" }).click();
  await expect(two).toHaveURL(new RegExp(`/events/${slug}#register$`));
  await expect(two.getByRole("status")).toContainText("You are on the waiting list.");
  await expect(two.getByRole("status")).toBeInViewport();

  // The first visitor's address again, in other capitals: refused politely, nothing lost.
  await two.goto(`/events/${slug}`);
  await register(two, { name: "Ravi again", email: first.email.toUpperCase() });
  await two.getByRole("button", { name: "Join the waiting list" }).click();
  await expect(two.getByRole("alert")).toContainText(
    "You have already registered for this event with this e-mail address",
  );
  await expect(two.getByLabel("Full Name")).toHaveValue("Ravi again");
  await plain.close();

  // Staff see both, in order, and download the list.
  await page.getByRole("link", { name: "Registrations" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Registrations: Design thinking workshop",
  );
  await expect(page.getByText("1 registered (1 place), 1 on the waiting list.")).toBeVisible();
  const rows = page.locator("tbody tr");
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText("Confirmed");
  await expect(rows.nth(0)).toContainText(first.email);
  await expect(rows.nth(1)).toContainText("Waiting list");
  await expect(rows.nth(1)).toContainText(second.name);
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export CSV" }).click();
  const csv = await (await download).path();
  const text = await readFile(csv, "utf8");
  expect(text).toContain(`"Waiting list","${second.name}","${second.email}"`);
  expect(page.url()).toContain(`/admin-dashboard/events/${id}/registrations`);
});
