// At the door, on a phone: staff open an event's check-in page, find a registrant by name, mark
// them as came and see the figure change, then open the printable sign-in sheet. Both pages pass
// axe. Its own server (the content project): it creates an event and registrations.
import { publishNew, signIn, tag } from "./content-helpers";
import { axeClean, expect, type Page, test } from "./fixtures";

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

async function register(page: Page, slug: string, name: string) {
  await page.goto(`/events/${slug}`);
  await page.getByLabel("Full Name").fill(name);
  await page
    .getByLabel("Email Address")
    .fill(`${name.split(" ")[0].toLowerCase()}.${tag()}@example.co.in`);
  await page.getByLabel("Phone Number").fill("98765 43210");
  await page
    .getByLabel("Institute or organisation (optional)")
    .fill("Government Polytechnic, Gaya");
  await page.getByRole("button", { name: "Register", exact: true }).click();
  await expect(page.getByRole("region", { name: "Register" }).getByRole("status")).toContainText(
    "You are registered.",
  );
}

test("Staff check people in at the door on a phone and print the sign-in sheet", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const slug = `demo-day-${tag()}`;
  await signIn(page);
  const id = await publishNew(page, "events", {
    Title: "Demo day",
    "Page address (URL)": slug,
    Starts: "12/12/2030 10:00",
    "Venue (English)": "Aryabhata Hall, Main Campus",
    "Summary (English)": "Founders show what they built.",
    "Description (English)": "Come and see.",
  });
  await page.getByLabel("Take registrations on the event's page").check();
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByRole("status")).toHaveText("Published: visitors see it now.");

  const visitor = await browser.newContext({ baseURL });
  const one = await visitor.newPage();
  await register(one, slug, "Sunita Kumari");
  await register(one, slug, "Neha Sharma");
  await visitor.close();

  // From the registrations page, as staff would.
  await page.goto(`/admin-dashboard/events/${id}/registrations`);
  await page.getByRole("link", { name: "Check-in at the door" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Check-in: Demo day");
  const figures = page.locator(".door__figures");
  await expect(figures).toHaveText("2 registered, 0 came");
  const rows = page.locator(".door__row");
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText("Neha Sharma");
  await axeClean(page);

  // Filtering as one types; the search is kept after the tap.
  const search = page.getByLabel("Find a name, e-mail, phone or institute");
  await search.fill("sunita");
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText("Sunita Kumari");
  await rows.first().getByRole("button", { name: "Came" }).click();
  await expect(figures).toHaveText("2 registered, 1 came");
  await expect(rows.first().getByRole("button", { name: "Undo" })).toBeVisible();
  await expect(rows.first()).toContainText(/Came \d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}/);
  await expect(search).toHaveValue("sunita");
  await expect(page).toHaveURL(/\?q=sunita/);
  // The tap target is big enough for a thumb, and the page does not scroll sideways.
  const button = await rows.first().getByRole("button", { name: "Undo" }).boundingBox();
  expect(button?.height).toBeGreaterThanOrEqual(44);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await axeClean(page);

  // Without JavaScript: the search is a GET, the tap a plain form; the row comes back into view.
  const plain = await browser.newContext({
    baseURL,
    javaScriptEnabled: false,
    viewport: { width: 390, height: 844 },
  });
  const door = await plain.newPage();
  await signIn(door);
  await door.goto(`/admin-dashboard/events/${id}/check-in`);
  await door.getByLabel("Find a name, e-mail, phone or institute").fill("NEHA");
  await door.getByRole("button", { name: "Search" }).click();
  await expect(door).toHaveURL(/\?q=NEHA$/);
  await expect(door.locator(".door__row")).toHaveCount(1);
  await door.getByRole("button", { name: "Came" }).click();
  await expect(door).toHaveURL(/\?q=NEHA#r-\d+$/);
  await expect(door.locator(".door__figures")).toHaveText("2 registered, 2 came");
  await expect(door.locator(".door__row")).toHaveCount(1);
  await expect(door.getByRole("button", { name: "Undo" })).toBeInViewport();
  await plain.close();
  await page.reload();
  await expect(figures).toHaveText("2 registered, 2 came");

  await page.getByRole("link", { name: "Printable sign-in sheet" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign-in sheet: Demo day");
  await expect(page.getByText("Use your browser's Print")).toBeVisible();
  await expect(page.getByRole("button", { name: "Print" })).toBeVisible();
  const sheet = page.locator(".sheet__table tbody tr");
  await expect(sheet).toHaveCount(2);
  await expect(sheet.nth(0)).toContainText("Neha Sharma");
  await expect(sheet.nth(1)).toContainText("Sunita Kumari");
  await expect(page.locator(".sheet__table thead")).toContainText("No.NameInstitutePhoneSignature");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await axeClean(page);
  // Printed: the sheet alone, without the site's header or the dashboard's tabs.
  await page.emulateMedia({ media: "print" });
  await expect(page.locator(".site-header")).toBeHidden();
  await expect(page.locator(".admin__nav")).toBeHidden();
  await expect(page.getByRole("button", { name: "Print" })).toBeHidden();
  await expect(page.locator(".sheet__table")).toBeVisible();
});

test("Staff write to an event's registrants, and cannot write to nobody", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const slug = `meetup-${tag()}`;
  await signIn(page);
  const id = await publishNew(page, "events", {
    Title: "Founders' meetup",
    "Page address (URL)": slug,
    Starts: "12/12/2030 17:00",
    "Venue (English)": "Aryabhata Hall, Main Campus",
    "Summary (English)": "An evening with founders.",
    "Description (English)": "Tea and talk.",
  });
  await page.getByLabel("Take registrations on the event's page").check();
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByRole("status")).toHaveText("Published: visitors see it now.");
  const visitor = await browser.newContext({ baseURL });
  await register(await visitor.newPage(), slug, "Kiran Yadav");
  await visitor.close();

  await page.goto(`/admin-dashboard/events/${id}/registrations`);
  await page.getByRole("link", { name: "Write to registrants" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Message: Founders' meetup");
  await expect(page.getByLabel("Registered: 1 person")).toBeChecked();
  await page.getByRole("button", { name: "Send" }).click();
  await expect(page.getByText("Write a subject.")).toBeVisible();
  await expect(page.getByText("Write the message.")).toBeVisible();
  await expect(page.getByLabel("Subject (English)")).toHaveAttribute("aria-invalid", "true");
  await axeClean(page);
  // Nobody waits for a place: refused, what was typed kept.
  await page.getByLabel("Waiting list: 0 people").check();
  await page.getByLabel("Subject (English)").fill("Room change");
  await page.getByLabel("Text (English)").fill("We meet in Hall B.");
  await page.getByLabel("Subject in Hindi (optional)").fill("कमरा बदला");
  await page.getByRole("button", { name: "Send" }).click();
  // The earlier field messages are alerts too until the answer replaces them.
  await expect(
    page.getByRole("alert").filter({ hasText: "Nobody is on this event's waiting list" }),
  ).toHaveText("Nobody is on this event's waiting list: there is nobody to write to.");
  await expect(page.getByLabel("Text (English)")).toHaveValue("We meet in Hall B.");
  await page.getByLabel("Registered: 1 person").check();
  await page.getByRole("button", { name: "Send" }).click();
  // This project's server has no mail server: the message is kept, and the page says nobody got it
  // (the mail project's stories read e-mails that really go).
  await expect(page.getByRole("status")).toHaveText(
    "Saved, but not e-mailed: no mail server is set up (SMTP_URL), so nobody got it.",
  );
  const row = page.locator("tbody tr");
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("Room change (and in Hindi)");
  await expect(row).toContainText("Registered");
  await axeClean(page);
});
