// A founder follows their idea: they send it, read the reference in the Success! dialog, look it
// up on /idea/status (with JavaScript and without), staff shortlist it with a message for them,
// and the founder reads that message. It changes an idea's state, so it has a server of its own.
import AxeBuilder from "@axe-core/playwright";
import { MIN_FILL_MS } from "~/lib/forms/idea-rules";
import { STATUS_NOT_FOUND } from "~/lib/forms/idea-status";
import { signIn, tag } from "./content-helpers";
import { expect, type Page, test, waitForHydration } from "./fixtures";

async function lookUp(page: Page, reference: string, email: string) {
  await page.getByLabel("Reference number").fill(reference);
  await page.getByLabel("Email Address").fill(email);
  await page.getByRole("button", { name: "Check status" }).click();
}

test("A founder reads their idea's status and the message staff shared", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const email = `founder.${tag()}@example.co.in`;
  const message = `Please bring your prototype to the demo day ${tag()}.`;

  await page.goto("/idea?form=idea");
  const shownAt = Date.now();
  const form = page.locator("#idea");
  await form.getByLabel("Full Name").fill("Kavya Rao");
  await form.getByLabel("Email Address").fill(email);
  await form.getByLabel("Phone Number").fill("98450 12345");
  await form.getByLabel("Subject").fill("Water quality sensors");
  await form.getByLabel("Message").fill("Cheap sensors for village wells.");
  // The server refuses a form sent faster than a person fills it in.
  const wait = shownAt + MIN_FILL_MS + 200 - Date.now();
  if (wait > 0) await page.waitForTimeout(wait);
  await form.getByRole("button", { name: "Submit" }).click();
  const dialog = page.getByRole("dialog", { name: "Success!" });
  const reference = (await dialog.locator(".idea__ref").innerText()).trim();
  expect(reference).toMatch(/^IDEA-\d{4}-\d{6}$/);

  // The dialog leads to the status page; case and spaces do not matter.
  await dialog.getByRole("link", { name: "idea status page" }).click();
  await expect(page).toHaveURL(/\/idea\/status$/);
  await expect(page.getByRole("heading", { level: 1, name: "Idea status" })).toBeVisible();
  await lookUp(page, reference.toLowerCase(), ` ${email.toUpperCase()} `);
  const answer = page.getByRole("status").filter({ hasText: reference });
  await expect(answer).toContainText("Received");
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  // Another address gets the same answer as a reference that does not exist.
  await lookUp(page, reference, "someone.else@example.co.in");
  await expect(page.getByRole("alert").filter({ hasText: STATUS_NOT_FOUND })).toBeVisible();
  await expect(answer).toHaveCount(0);
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  // Staff shortlist it with a message and ask for the e-mail.
  const staff = await browser.newContext();
  const staffPage = await staff.newPage();
  await signIn(staffPage);
  await staffPage.goto(`/admin-dashboard/ideas?q=${reference}`);
  await waitForHydration(staffPage);
  await staffPage.getByRole("link", { name: reference }).click();
  await expect(staffPage.getByRole("heading", { level: 1 })).toHaveText("Water quality sensors");
  await staffPage.getByLabel("Stage", { exact: true }).selectOption("shortlisted");
  await staffPage.getByLabel(/^Why/).fill("Internal: strong team");
  await staffPage.getByLabel("Message to the founder (shown on the status page)").fill(message);
  await staffPage.getByLabel("E-mail the founder about this change").check();
  await staffPage.getByRole("button", { name: "Save status" }).click();
  await expect(staffPage.getByText("Status saved.")).toBeVisible();
  // The form shows what was saved, and the box is unticked: the next save e-mails no one.
  await expect(staffPage.getByLabel("Stage", { exact: true })).toHaveValue("shortlisted");
  await expect(staffPage.getByLabel("E-mail the founder about this change")).not.toBeChecked();
  await expect(staffPage.getByRole("cell", { name: "Status e-mail to the founder" })).toBeVisible();
  await staff.close();

  // The founder, without JavaScript this time, reads the new status and the message.
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const plain = await noScript.newPage();
  await plain.goto("/idea?form=idea");
  await plain.getByRole("link", { name: "Check its status" }).click();
  await expect(plain).toHaveURL(/\/idea\/status$/);
  await lookUp(plain, reference, email);
  const seen = plain.getByRole("status").filter({ hasText: reference });
  await expect(seen).toContainText("Shortlisted");
  await expect(seen).toContainText(message);
  await expect(seen).not.toContainText("Internal");
  // The e-mail address went in the request's body, not into the address.
  expect(plain.url()).not.toContain("example.co.in");
  await noScript.close();
});
